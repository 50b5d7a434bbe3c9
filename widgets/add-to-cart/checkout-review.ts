import type { Disposables } from '../../shared/islands/disposables';
import { $cart } from '../../shared/stores/cart';

/**
 * The checkout's order review follows the cart (spec section 4 names an add on the checkout page; a line changed or
 * removed in the mini-cart, a remove link, another tab's change are the same to the shopper: the review showed the
 * old lines and total, and the order placed was for the new ones). Every change of the cart goes through $cart, so
 * this listens there, on a page that has the review, and loads the refresh (checkout-refresh.ts) at the first change.
 * The first hash the page learns (the mini-cart's first refresh) counts as a change: the review is asked for once
 * more, as WooCommerce's checkout script asks for it at its start.
 */
export function setupCheckoutReview(d: Disposables, doc: Document): void {
  if (!doc.querySelector('.woocommerce-checkout-review-order-table')) return;
  let hash = $cart.get().hash;
  d.add(
    $cart.listen((cart) => {
      if (cart.hash === hash) return;
      hash = cart.hash;
      void import('./checkout-refresh').then((m) => m.refreshCheckout());
    }),
  );
}
