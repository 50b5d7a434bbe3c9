import { formatNumber, parseLocalizedInt } from '../../shared/platform/digits';
import { t } from '../../shared/platform/i18n';
import { describeFocus, restoreFocus, type FocusedControl } from './body-focus';

/**
 * WooCommerce's own mini-cart markup (cart/mini-cart.php, what a theme that does not override it sends in its
 * fragments) has no quantity controls: each line holds a remove link carrying `data-cart_item_key` and
 * `data-product_id`, and the quantity only as text (`<span class="quantity">2 × …</span>`). In the panel, such lines
 * get the same + and − the theme's markup has, read from that markup, so the panel's one click handler and focus
 * keeping (line-actions.ts, body-focus.ts) work on both. The remove link stays WooCommerce's.
 */
const WOO_LINE = 'li.woocommerce-mini-cart-item';

export function enhanceWooLines(body: ParentNode): number {
  let enhanced = 0;
  body.querySelectorAll<HTMLElement>(WOO_LINE).forEach((line, index) => {
    if (line.hasAttribute('data-key')) return; // the theme's markup: already has its controls
    const remove = line.querySelector<HTMLAnchorElement>('a.remove[data-cart_item_key][data-product_id]');
    const quantity = parseLocalizedInt(line.querySelector('.quantity')?.textContent);
    const key = remove?.dataset.cart_item_key;
    if (!remove || !key || !Number.isFinite(quantity)) return;
    line.dataset.key = key;
    line.dataset.product_id = remove.dataset.product_id ?? '';
    line.dataset.quantity = String(quantity);
    // The group is named by the product's link, as the theme's lines are: the buttons keep their exact names.
    const title = Array.from(line.querySelectorAll<HTMLAnchorElement>('a')).find((a) => a !== remove && a.textContent?.trim());
    if (title && !title.id) title.id = `mini-cart-woo-title-${index}-${key.replace(/\W/g, '')}`;
    const group = document.createElement('div');
    group.className = 'mini-cart-item__controls';
    group.setAttribute('role', 'group');
    if (title) group.setAttribute('aria-labelledby', title.id);
    const stepper = document.createElement('div');
    stepper.className = 'qty-stepper';
    const button = (action: 'inc' | 'dec', label: string, text: string) => {
      const b = document.createElement('button');
      b.type = 'button';
      b.className = 'qty-stepper__btn';
      b.dataset.cartAction = action;
      b.setAttribute('aria-label', label);
      b.textContent = text;
      return b;
    };
    const value = document.createElement('span');
    value.className = 'qty-stepper__value';
    value.textContent = formatNumber(quantity);
    stepper.append(button('inc', t('increaseQty'), '+'), value, button('dec', t('decreaseQty'), '−'));
    group.append(stepper);
    line.append(group);
    enhanced++;
  });
  return enhanced;
}

/** Readies a freshly written body: read-only lines lose + and −, WooCommerce's lines get them. */
export function prepareLines(body: HTMLElement, readOnly: boolean): void {
  if (readOnly) body.querySelectorAll('[data-cart-action="inc"], [data-cart-action="dec"]').forEach((el) => el.remove());
  else enhanceWooLines(body);
}

/**
 * WooCommerce's scripts replace every `div.widget_shopping_cart_content` with jQuery, the one in the panel too, and
 * so drop the focused control and our + and −. When someone else rewrites the body, its lines are readied again and
 * the keyboard user's focus goes back to the same control. Our own writes go through `own`, so they are not taken
 * for someone else's.
 */
export function keepBodyThroughForeignWrites(body: HTMLElement, isReadOnly: () => boolean) {
  let last: FocusedControl | null = null;
  const onFocusIn = () => {
    const focused = describeFocus(body);
    if (focused && focused !== 'other') last = focused;
  };
  body.addEventListener('focusin', onFocusIn);
  const observer = new MutationObserver(() => {
    prepareLines(body, isReadOnly());
    const active = document.activeElement;
    if (last && (!active || active === document.body)) restoreFocus(body, last, body.closest<HTMLElement>('[role="dialog"]'));
  });
  observer.observe(body, { childList: true });
  return {
    own(write: () => void): void {
      write();
      observer.takeRecords();
    },
    stop(): void {
      observer.disconnect();
      body.removeEventListener('focusin', onFocusIn);
    },
  };
}
