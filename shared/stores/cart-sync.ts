import { fetchJson } from '../api/fetch-json';
import type { ApiError } from '../api/errors';
import { getConfig, restUrl, wcAjaxUrl } from '../api/page-config';
import { addToCartResponseSchema, miniCartResponseSchema, type MiniCartRequest, type MiniCartResponse } from '../api/contracts/cart';
import { emit } from '../events/bridge';
import { t } from '../platform/i18n';
import { noticeMessages } from './cart-messages';
import { applyCartFragments, CART_QUEUE, setCartBody } from './cart';

/**
 * Reading the cart from the server, for every island: the mini-cart call (spec section 7: POST
 * {rest root}/{cart namespace}/v1/cart, JSON, nonce, credentials) and WooCommerce's get_refreshed_fragments.
 * Both go through the one cart queue, so a read never overtakes a write.
 */
export interface CartOutcome {
  ok: boolean;
  /** Quantity messages and server notices, to be shown together (spec section 5). */
  messages: string[];
  error?: ApiError;
}

export function sendMiniCart(body: MiniCartRequest | (() => MiniCartRequest)) {
  return fetchJson(miniCartResponseSchema, {
    url: restUrl(getConfig().cartNamespace, 'cart'),
    json: body,
    queue: CART_QUEUE,
  });
}

export function applyMiniCart(data: MiniCartResponse): void {
  setCartBody(data.html, data.count, data.cart_hash);
  // The mini-cart answer carries its own body only; the cart page's table is a fragment, fetched the WooCommerce
  // way so the page the shopper is looking at agrees with the panel.
  if (getConfig().isCart) void refreshFragments();
}

/** WooCommerce's get_refreshed_fragments: replaces every cart region of the page and tells other scripts. */
export async function refreshFragments(): Promise<boolean> {
  const result = await fetchJson(addToCartResponseSchema, { url: wcAjaxUrl('get_refreshed_fragments'), method: 'POST', nonce: false, queue: CART_QUEUE });
  if (!result.ok || !result.data.fragments) return false;
  applyCartFragments(result.data.fragments, result.data.cart_hash);
  emit('wc_fragments_refreshed', {});
  return true;
}

let refreshing: Promise<CartOutcome> | null = null;

/** Asks the server for the cart as it is. Calls made while one is under way share it. */
export function refreshCart(): Promise<CartOutcome> {
  if (refreshing) return refreshing;
  refreshing = sendMiniCart({ action: 'refresh' })
    .then((result): CartOutcome => {
      if (!result.ok) return { ok: false, messages: [t('genericError')], error: result.error };
      applyMiniCart(result.data);
      return { ok: true, messages: noticeMessages(result.data.notices) };
    })
    .finally(() => {
      refreshing = null;
    });
  return refreshing;
}
