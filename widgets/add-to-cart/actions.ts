import { fetchJson } from '../../shared/api/fetch-json';
import { getConfig, wcAjaxUrl } from '../../shared/api/page-config';
import { cartSchema } from '../../shared/api/lazy-contracts';
import { announce } from '../../shared/a11y/announcer';
import { holdFocus } from '../../shared/a11y/focus-fallback';
import { emit } from '../../shared/events/bridge';
import { t } from '../../shared/platform/messages/add-to-cart';
import { cartEcommerce, track } from '../../shared/platform/analytics';
import { $cart, CART_QUEUE } from '../../shared/stores/cart';
import { applyCartFragments, refreshFragments } from '../../shared/stores/cart-sync';
import { showInlineError, clearInlineError } from './inline-error';
import { insertViewCartLink, productTitleOf } from './view-cart-link';

/**
 * What a press of an add-to-cart button or a remove link does, loaded at the shopper's first reach for one (a
 * pointer over it, focus, a touch; the press itself at the latest), not with the page: add-to-cart.ts and
 * remove-from-cart.ts hold the listeners every page sets.
 *
 * Add to cart (spec sections 4 and 7) on WooCommerce's `ajax_add_to_cart` buttons: loading, then added; the
 * 'View cart' link; requests queued one at a time with every other cart write; fragments applied, the mini-cart
 * refreshed and opened; an error with product_url goes to the product page; a failure the server did not explain
 * is checked with the server (it may have added anyway) and otherwise said next to the button, the cart as it was.
 */
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

/** WooCommerce's add-to-cart.js added what the shopper pressed: announce it and open the mini-cart, as our own add does. */
export function afterWooAdd(button: Element): void {
  const title = productTitleOf(button);
  if (title) announce(t('addedToCart', { title }));
  emit('hsa:mini-cart-open', { trigger: button });
}

/**
 * Remove-from-cart links (spec section 7): POST /?wc-ajax=remove_from_cart with cart_item_key; the fragments
 * replace their regions. When the call fails or brings no fragments, the browser follows the link's href (the
 * server's own remove), so a remove is never lost; offline, where that page could not load either, the row stays and
 * an error beside the link says so.
 */

export async function removeFromCart(link: HTMLAnchorElement): Promise<void> {
  const key = link.dataset.cart_item_key ?? '';
  const row = link.closest<HTMLElement>('tr, li');
  // What was removed, read before the fragments replace the row: the cart page's quantity field, else 1 line.
  const quantity = Number(row?.querySelector<HTMLInputElement>('input.qty')?.value) || undefined;
  // What to say once it went: WooCommerce's own sentence where its template prints one (data-success_message, in the
  // site's language), else ours with the title the link names.
  const title = link.getAttribute('aria-describedby') || link.dataset.product_name ? productTitleOf(link) : '';
  let said = link.dataset.success_message || (title && t('removedFromCart', { title }));
  // the cart table's own link (not one in a panel or dialog over the page): its notice takes the focus, below
  const inMain = link.closest('main');
  const main = inMain ?? document.querySelector('main');
  row?.classList.add('is-removing');
  row?.setAttribute('aria-busy', 'true');
  const result = await fetchJson(cartSchema('removeFromCartResponseSchema'), {
    url: wcAjaxUrl('remove_from_cart'),
    form: { cart_item_key: key },
    nonce: false,
    queue: CART_QUEUE,
  });
  if (!result.ok && result.error.kind === 'network' && !navigator.onLine) {
    // Offline, the server's own remove cannot be reached either: the row stays, and says so.
    row?.classList.remove('is-removing');
    row?.removeAttribute('aria-busy');
    showInlineError(link, t('genericError'));
    return;
  }
  if (!result.ok || !result.data.fragments || result.data.success === false) {
    window.location.assign(link.href);
    return;
  }
  const restore = holdFocus(link);
  applyCartFragments(result.data.fragments, result.data.cart_hash);
  restore();
  emit('removed_from_cart', { fragments: result.data.fragments, cartHash: result.data.cart_hash, button: link });
  track('remove_from_cart', cartEcommerce([{ item_id: link.dataset.product_id ?? key, quantity }]));
  // The cart page's notices told the last form's result («سبد خرید به‌روز شد.»): stale now, as WooCommerce's cart.js
  // clears them at a change. What went is said in their place, as the page without JavaScript says it (the row went
  // with nothing on screen saying so); not a live region: focused, it is read once.
  if (getConfig().isCart) {
    document.querySelectorAll('.woocommerce-notices-wrapper').forEach((n) => n.remove());
    if (said && main) {
      const notices = document.createElement('div');
      notices.className = 'woocommerce-notices-wrapper container';
      notices.tabIndex = -1;
      notices.innerHTML = '<div class="notice woocommerce-message"></div>';
      const notice = notices.firstElementChild!;
      notice.textContent = said;
      // WooCommerce's «Undo?»: the remove link's own address with undo_item for remove_item (wc_get_cart_undo_url,
      // the same nonce); the server kept what went. Without such an address, no link.
      const undo = link.href.replace(/([?&])remove_item=/, '$1undo_item=');
      if (undo !== link.href) {
        const a = notice.appendChild(document.createElement('a'));
        a.className = 'restore-item';
        a.href = undo;
        a.textContent = t('undoRemove');
        a.before(' ');
      }
      main.prepend(notices);
      // Focus on it, as the page without JavaScript gives it (read there, so not announced again): «بازگردانی؟» is
      // the next Tab, where it was out of reach at the page's top while focus stayed in the table.
      if (inMain) {
        notices.focus();
        said = '';
      }
    }
  }
  // what went, then the count (said together)
  if (said) announce(said);
  announce(t('cartCountAnnounce', { count: $cart.get().count }), 'cart-count');
}
