import { fetchJson } from '../../shared/api/fetch-json';
import { getConfig, wcAjaxUrl } from '../../shared/api/page-config';
import { cartSchema } from '../../shared/api/lazy-contracts';
import { announce } from '../../shared/a11y/announcer';
import { emit, on } from '../../shared/events/bridge';
import { wooHandlesAddToCart } from '../../shared/events/woo-scripts';
import type { Disposables } from '../../shared/islands/disposables';
import { observeMatches } from '../../shared/islands/observe';
import { t } from '../../shared/platform/i18n';
import { cartEcommerce, track } from '../../shared/platform/analytics';
import { $cart, CART_QUEUE } from '../../shared/stores/cart';
import { applyCartFragments, followCartRefreshes, refreshFragments } from '../../shared/stores/cart-sync';
import { refreshCheckout } from './checkout-refresh';
import { showInlineError, clearInlineError } from './inline-error';
import { insertViewCartLink, productTitleOf } from './view-cart-link';

/**
 * Add to cart (spec sections 4 and 7) on WooCommerce's `ajax_add_to_cart` buttons: loading, then added; the
 * 'View cart' link; requests queued one at a time with every other cart write; fragments applied, the mini-cart
 * refreshed and opened; an error with product_url goes to the product page; a failure the server did not explain
 * is checked with the server (it may have added anyway) and otherwise said next to the button, the cart as it was.
 */
export const BUTTON_SELECTOR = '.ajax_add_to_cart';

/** Every data attribute of the button, as WooCommerce sends `$button.data()`. */
export function buttonData(button: HTMLElement): Record<string, string> {
  const data: Record<string, string> = {};
  for (const [key, value] of Object.entries(button.dataset)) if (value !== undefined) data[key] = value;
  return data;
}

/** The product page to go to: only a page of this site, over http(s). */
export function sameSiteUrl(value: string): string | null {
  try {
    const url = new URL(value, window.location.href);
    return url.origin === window.location.origin && /^https?:$/.test(url.protocol) ? url.href : null;
  } catch {
    return null;
  }
}

function succeeded(button: HTMLElement, data: Record<string, string>, fragments: Record<string, string> | undefined, cartHash: string | undefined) {
  const config = getConfig();
  if (config.redirectAfterAdd) {
    window.location.assign(config.cartUrl);
    return;
  }
  applyCartFragments(fragments, cartHash);
  button.classList.add('added');
  if (!config.isCart && insertViewCartLink(button, config.cartUrl)) emit('wc_cart_button_updated', { button });
  emit('added_to_cart', { fragments, cartHash, button });
  const title = productTitleOf(button);
  track('add_to_cart', cartEcommerce([{ item_id: data.product_id ?? '', item_name: title || undefined, quantity: Number(data.quantity) || 1 }]));
  if (title) announce(t('addedToCart', { title }));
  if (config.isCheckout) void refreshCheckout();
  emit('hsa:mini-cart-open', { trigger: button });
}

export async function addToCart(button: HTMLElement): Promise<void> {
  const data = buttonData(button);
  if (!data.product_id) return;
  button.classList.remove('added');
  button.classList.add('loading');
  button.setAttribute('aria-busy', 'true');
  clearInlineError(button);
  emit('adding_to_cart', { button, data });

  const before = $cart.get().count;
  const result = await fetchJson(cartSchema('addToCartResponseSchema'), {
    url: wcAjaxUrl('add_to_cart'),
    form: data,
    nonce: false,
    queue: CART_QUEUE,
  });
  button.classList.remove('loading');
  button.removeAttribute('aria-busy');

  if (!result.ok) {
    if (result.error.kind === 'aborted') return;
    // The server may have added before it failed (a timeout, a warning printed after the add): ask it, so the
    // page shows the truth and a second try does not add twice.
    if ((await refreshFragments()) && $cart.get().count > before) {
      succeeded(button, data, undefined, undefined);
      return;
    }
    showInlineError(button, t('genericError'));
    return;
  }
  const response = result.data;
  if (response.error) {
    const productUrl = response.product_url ? sameSiteUrl(response.product_url) : null;
    if (productUrl) window.location.assign(productUrl);
    else showInlineError(button, t('genericError'));
    return;
  }
  succeeded(button, data, response.fragments, response.cart_hash);
}

/**
 * WooCommerce's add-to-cart.js sent the add of a button the shopper clicked: when its `added_to_cart` comes, do what
 * our own add does after its answer beyond what that script does itself (announce it, open the mini-cart).
 */
function followWooAdds(d: Disposables, doc: Document): void {
  const clicked = new WeakSet<Element>();
  d.listen(doc, 'click', (event) => {
    const button = (event.target as Element | null)?.closest?.<HTMLElement>(BUTTON_SELECTOR);
    if (button?.dataset.product_id && wooHandlesAddToCart() && !(event.ctrlKey || event.metaKey || event.shiftKey || event.button !== 0)) clicked.add(button);
  });
  d.add(
    on('added_to_cart', ({ button, fragments }, event) => {
      // Our own adds (a native event of ours) open the panel themselves; an event a script sent without a click
      // on the page (a plugin's own add) does not open it.
      if (event || !button || !clicked.has(button)) return;
      clicked.delete(button);
      if (!fragments || getConfig().redirectAfterAdd) return;
      const title = productTitleOf(button);
      if (title) announce(t('addedToCart', { title }));
      emit('hsa:mini-cart-open', { trigger: button });
    }),
  );
}

export function setupAddToCart(d: Disposables, doc: Document): void {
  d.add(followCartRefreshes());
  followWooAdds(d, doc);
  d.listen(doc, 'click', (event) => {
    const button = (event.target as Element | null)?.closest?.<HTMLElement>(BUTTON_SELECTOR);
    if (!button || event.defaultPrevented || !button.dataset.product_id) return;
    // Ctrl/Cmd/Shift-click keeps the link's own meaning (open the no-JS add in a new tab or window).
    if (event.ctrlKey || event.metaKey || event.shiftKey || event.button !== 0) return;
    // WooCommerce's add-to-cart.js sends this add (one request per click): followWooAdds does the rest.
    if (wooHandlesAddToCart()) return;
    event.preventDefault();
    if (button.classList.contains('loading')) return; // a double click: the first request is on its way
    void addToCart(button);
  });
  // The buttons are links in WooCommerce's markup; with this behaviour they act, so they are buttons (and Space
  // presses them, as it would a button).
  d.add(
    observeMatches(doc.body, `a${BUTTON_SELECTOR}`, (el) => {
      el.setAttribute('role', 'button');
      return () => el.removeAttribute('role');
    }),
  );
  // Space presses a button on key up, once, like a native one (held down it does not repeat).
  let pressed: HTMLElement | null = null;
  d.listen(doc, 'keydown', (event) => {
    const el = event.target as HTMLElement | null;
    if (event.key !== ' ' || event.isComposing || !el?.matches?.(`a${BUTTON_SELECTOR}`)) return;
    event.preventDefault(); // no page scroll
    if (!event.repeat) pressed = el;
  });
  d.listen(doc, 'keyup', (event) => {
    const el = event.target as HTMLElement | null;
    if (event.key !== ' ' || pressed !== el || !el) return;
    pressed = null;
    event.preventDefault();
    el.click();
  });
}
