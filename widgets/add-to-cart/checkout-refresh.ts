import { fetchJson } from '../../shared/api/fetch-json';
import { wcAjaxUrl } from '../../shared/api/page-config';
import { cartSchema } from '../../shared/api/lazy-contracts';
import { emit } from '../../shared/events/bridge';
import { replaceFragments } from '../../shared/platform/fragments';
import { CART_QUEUE } from '../../shared/stores/cart';

/**
 * The checkout's order review, asked for again after the cart changed (checkout-review.ts). Where WooCommerce's checkout script runs
 * (it defines `wc_checkout_params`), `update_checkout` is enough: it posts update_order_review with its own security
 * nonce. Elsewhere we post `?wc-ajax=update_order_review` ourselves and apply the fragments.
 */
export async function refreshCheckout(): Promise<boolean> {
  emit('update_checkout', {});
  if ('wc_checkout_params' in globalThis) return true;
  const form = document.querySelector<HTMLFormElement>('form.checkout');
  const fields: Record<string, string> = {};
  if (form) new FormData(form).forEach((value, key) => typeof value === 'string' && (fields[key] = value));
  // In the cart's queue: after the cart's writes sent before it, and its answers in the order they were asked for.
  const result = await fetchJson(cartSchema('orderReviewSchema'), { url: wcAjaxUrl('update_order_review'), form: fields, nonce: false, queue: CART_QUEUE });
  if (!result.ok || !result.data.fragments) return false;
  replaceFragments(result.data.fragments);
  return true;
}
