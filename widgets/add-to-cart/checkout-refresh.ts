import * as z from 'zod/mini';
import { fetchJson } from '../../shared/api/fetch-json';
import { wcAjaxUrl } from '../../shared/api/page-config';
import { replaceFragments } from '../../shared/stores/cart-dom';

/**
 * An add on the checkout page refreshes the checkout (spec section 4): WooCommerce's `update_checkout` for its own
 * checkout script when jQuery is there, and our own call of `?wc-ajax=update_order_review`, whose fragments replace
 * the order review, so the totals the shopper is about to pay are the cart's.
 */
const orderReviewSchema = z.looseObject({
  result: z.optional(z.string()),
  fragments: z.optional(z.record(z.string(), z.string())),
});

export async function refreshCheckout(): Promise<boolean> {
  const $ = (globalThis as { jQuery?: (el: unknown) => { trigger(name: string): void } }).jQuery;
  if (typeof $ === 'function') $(document.body).trigger('update_checkout');
  const form = document.querySelector<HTMLFormElement>('form.checkout');
  const fields: Record<string, string> = {};
  if (form) new FormData(form).forEach((value, key) => typeof value === 'string' && (fields[key] = value));
  const result = await fetchJson(orderReviewSchema, { url: wcAjaxUrl('update_order_review'), form: fields, nonce: false });
  if (!result.ok || !result.data.fragments) return false;
  replaceFragments(result.data.fragments);
  return true;
}
