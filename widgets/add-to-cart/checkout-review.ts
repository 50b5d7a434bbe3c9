import type { Disposables } from '../../shared/islands/disposables';
import { cookie } from '../../shared/platform/storage';
import { $cart } from '../../shared/stores/cart';

/**
 * The checkout's order review follows the cart (spec section 4 names an add on the checkout page; a line changed or
 * removed in the mini-cart, a remove link, another tab's change are the same to the shopper: the review showed the
 * old lines and total, and the order placed was for the new ones). Every change of the cart goes through $cart, so
 * this listens there, on a page that has the review, and loads the refresh (checkout-refresh.ts) at the first change.
 * It starts from the hash of the cart the review was drawn with (WooCommerce's `woocommerce_cart_hash` cookie), so
 * the mini-cart's first refresh, or WooCommerce's stored fragments, finding the same cart ask for nothing; a site
 * without the cookie has the review asked for once more at the first hash the page learns.
 */
export function setupCheckoutReview(d: Disposables, doc: Document): void {
  if (!doc.querySelector('.woocommerce-checkout-review-order-table')) return;
  // The cart the review was drawn with: WooCommerce's cookie says its hash (the cart fragments' own cart_hash).
  let hash = $cart.get().hash ?? cookie.get('woocommerce_cart_hash');
  d.add(
    $cart.listen((cart) => {
      // null: not known (yet, or again: the mini-cart reading the page's own body); never a change of the cart
      if (cart.hash === null || cart.hash === hash) return;
      hash = cart.hash;
      import('./checkout-refresh').then((m) => m.refreshCheckout(), () => undefined);
    }),
  );
}
