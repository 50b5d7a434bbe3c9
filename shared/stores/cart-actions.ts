import { fetchJson } from '../api/fetch-json';
import type { ApiError } from '../api/errors';
import { getConfig, restUrl, wcAjaxUrl } from '../api/page-config';
import { addToCartResponseSchema, miniCartResponseSchema, type MiniCartRequest, type MiniCartResponse } from '../api/contracts/cart';
import { emit } from '../events/bridge';
import { t } from '../platform/i18n';
import { noticeMessages, quantityMessages } from './cart-messages';
import { applyCartFragments, CART_QUEUE, onCartRefreshRequest, setCartBody } from './cart';

/**
 * The mini-cart call (spec section 7): POST {rest root}/{cart namespace}/v1/cart, JSON, nonce, credentials.
 * Every cart write goes through the one `cart` queue, so requests are sent one at a time, in order, and the view
 * always ends on what the server applied.
 */
export interface CartOutcome {
  ok: boolean;
  /** Quantity messages and server notices, to be shown together (spec section 5). */
  messages: string[];
  error?: ApiError;
}

function send(body: MiniCartRequest) {
  return fetchJson(miniCartResponseSchema, {
    url: restUrl(getConfig().cartNamespace, 'cart'),
    json: body,
    queue: CART_QUEUE,
  });
}

function apply(data: MiniCartResponse): void {
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
  refreshing = send({ action: 'refresh' })
    .then((result): CartOutcome => {
      if (!result.ok) return { ok: false, messages: [t('genericError')], error: result.error };
      apply(result.data);
      return { ok: true, messages: noticeMessages(result.data.notices) };
    })
    .finally(() => {
      refreshing = null;
    });
  return refreshing;
}

onCartRefreshRequest(() => void refreshCart());

async function write(body: MiniCartRequest): Promise<CartOutcome> {
  const result = await send(body);
  if (!result.ok) {
    // Not JSON (a PHP warning, a login page): the spec's bad_json, answered by a refresh.
    if (result.error.kind === 'bad_json') {
      const refreshed = await refreshCart();
      return { ok: false, messages: refreshed.ok ? [] : refreshed.messages, error: result.error };
    }
    return { ok: false, messages: [t('genericError')], error: result.error };
  }
  const data = result.data;
  if (data.error) {
    if (data.error === 'not_found' && data.hint === 'refresh_keys') {
      const refreshed = await refreshCart();
      return { ok: false, messages: [...noticeMessages(data.notices), ...(refreshed.ok ? [] : refreshed.messages)] };
    }
    apply(data);
    const messages = noticeMessages(data.notices);
    return { ok: false, messages: messages.length ? messages : [t('genericError')] };
  }
  apply(data);
  return { ok: true, messages: [...quantityMessages(data.meta), ...noticeMessages(data.notices)] };
}

/** + and −: set_qty with the line's quantity plus or minus one, never below 0 (spec section 4). */
export function changeLineQuantity(line: { key: string; productId: number; quantity: number }, delta: 1 | -1): Promise<CartOutcome> {
  return write({ action: 'set_qty', key: line.key, qty: Math.max(0, line.quantity + delta), product_id: line.productId });
}

export function removeLine(line: { key: string; productId: number }): Promise<CartOutcome> {
  return write({ action: 'remove', key: line.key, product_id: line.productId });
}
