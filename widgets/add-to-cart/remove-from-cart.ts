import { fetchJson } from '../../shared/api/fetch-json';
import { wcAjaxUrl } from '../../shared/api/page-config';
import { cartSchema } from '../../shared/api/lazy-contracts';
import { announce } from '../../shared/a11y/announcer';
import { holdFocus } from '../../shared/a11y/focus-fallback';
import { emit } from '../../shared/events/bridge';
import type { Disposables } from '../../shared/islands/disposables';
import { cartEcommerce, track } from '../../shared/platform/analytics';
import { CART_QUEUE, $cart } from '../../shared/stores/cart';
import { applyCartFragments } from '../../shared/stores/cart-sync';
import { t } from '../../shared/platform/i18n';

/**
 * Remove-from-cart links (spec section 7): POST /?wc-ajax=remove_from_cart with cart_item_key; the fragments
 * replace their regions. When the call fails or brings no fragments, the browser follows the link's href (the
 * server's own remove), so a remove is never lost.
 */
export const REMOVE_LINK_SELECTOR = 'a.remove_from_cart_button[data-cart_item_key], a.remove[data-cart_item_key]';

export async function removeFromCart(link: HTMLAnchorElement): Promise<void> {
  const key = link.dataset.cart_item_key ?? '';
  const row = link.closest<HTMLElement>('tr, li');
  // What was removed, read before the fragments replace the row: the cart page's quantity field, else 1 line.
  const quantity = Number(row?.querySelector<HTMLInputElement>('input.qty')?.value) || undefined;
  row?.classList.add('is-removing');
  row?.setAttribute('aria-busy', 'true');
  const result = await fetchJson(cartSchema('removeFromCartResponseSchema'), {
    url: wcAjaxUrl('remove_from_cart'),
    form: { cart_item_key: key },
    nonce: false,
    queue: CART_QUEUE,
  });
  if (!result.ok || !result.data.fragments || result.data.success === false) {
    window.location.assign(link.href);
    return;
  }
  const restore = holdFocus(link);
  applyCartFragments(result.data.fragments, result.data.cart_hash);
  restore();
  emit('removed_from_cart', { fragments: result.data.fragments, cartHash: result.data.cart_hash, button: link });
  track('remove_from_cart', cartEcommerce([{ item_id: link.dataset.product_id ?? key, quantity }]));
  announce(t('cartCountAnnounce', { count: $cart.get().count }));
}

export function setupRemoveLinks(d: Disposables, doc: Document): void {
  d.listen(doc, 'click', (event) => {
    const link = (event.target as Element | null)?.closest?.<HTMLAnchorElement>(REMOVE_LINK_SELECTOR);
    if (!link || event.defaultPrevented || event.ctrlKey || event.metaKey || event.shiftKey) return;
    event.preventDefault();
    if (link.closest('[aria-busy="true"]')) return;
    void removeFromCart(link);
  });
}
