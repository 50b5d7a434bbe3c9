import { fetchJson } from '../../shared/api/fetch-json';
import { wcAjaxUrl } from '../../shared/api/page-config';
import { cartSchema } from '../../shared/api/lazy-contracts';
import { emit } from '../../shared/events/bridge';
import { replaceFragments } from '../../shared/platform/fragments';
import { $cart } from '../../shared/stores/cart';

let latest = 0;

/**
 * The checkout's order review, asked for again after the cart changed (checkout-review.ts).
 *
 * Where WooCommerce's checkout script runs (it defines `wc_checkout_params`), `update_checkout` is enough: it posts
 * update_order_review with its own security nonce. Not for an emptied cart: WooCommerce answers that review by
 * putting «session expired» in place of the whole form, and what the shopper typed would go; the order's own submit
 * says the cart is empty, the fields kept.
 *
 * Elsewhere we post `?wc-ajax=update_order_review` ourselves, with the checkout form, and apply the fragments. Not
 * in the cart's queue (the next + in the mini-cart does not wait for a review): each change of the cart asks, and
 * only the answer to the last asking is shown, so an answer that comes late never puts an older cart back.
 */
export async function refreshCheckout(): Promise<boolean> {
  if ('wc_checkout_params' in globalThis) {
    if ($cart.get().count > 0) emit('update_checkout', {});
    return true;
  }
  const mine = ++latest;
  emit('update_checkout', {});
  const form = document.querySelector<HTMLFormElement>('form.checkout');
  const fields: Record<string, string> = {};
  if (form) new FormData(form).forEach((value, key) => typeof value === 'string' && (fields[key] = value));
  const result = await fetchJson(cartSchema('orderReviewSchema'), { url: wcAjaxUrl('update_order_review'), form: fields, nonce: false });
  if (mine !== latest || !result.ok || !result.data.fragments) return false;
  replaceFragments(result.data.fragments);
  return true;
}
