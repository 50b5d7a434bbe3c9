import type { Disposables } from '../../shared/islands/disposables';
import { actions, warmOnReach } from './add-to-cart';

/**
 * Remove-from-cart links (spec section 7): POST /?wc-ajax=remove_from_cart with cart_item_key; the fragments
 * replace their regions. When the call fails or brings no fragments, the browser follows the link's href (the
 * server's own remove), so a remove is never lost.
 */
export const REMOVE_LINK_SELECTOR = 'a.remove_from_cart_button[data-cart_item_key], a.remove[data-cart_item_key]';

export function setupRemoveLinks(d: Disposables, doc: Document): void {
  warmOnReach(d, doc, REMOVE_LINK_SELECTOR);
  d.listen(doc, 'click', (event) => {
    const link = (event.target as Element | null)?.closest?.<HTMLAnchorElement>(REMOVE_LINK_SELECTOR);
    if (!link || event.defaultPrevented || event.ctrlKey || event.metaKey || event.shiftKey) return;
    event.preventDefault();
    if (link.closest('[aria-busy="true"]')) return;
    void actions().then(
      (m) => m.removeFromCart(link),
      () => window.location.assign(link.href), // actions.ts could not load: the server's own remove
    );
  });
}
