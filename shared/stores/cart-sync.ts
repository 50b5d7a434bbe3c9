import { fetchJson } from '../api/fetch-json';
import type { ApiError } from '../api/errors';
import { getConfig, restUrl, wcAjaxUrl } from '../api/page-config';
import { cartSchema } from '../api/lazy-contracts';
import type { MiniCartRequest, MiniCartResponse } from '../api/contracts/cart';
import { emit } from '../events/bridge';
import { wooStoredCartHash } from '../events/woo-scripts';
import { replaceFragments } from '../platform/fragments';
import { t } from '../platform/i18n';
import { noticeMessages } from './cart-messages';
import { $cartEndpoint, applyFragmentsToCart, CART_QUEUE, setCartBody, withoutPageSync } from './cart';

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
  return fetchJson(cartSchema('miniCartResponseSchema'), {
    url: restUrl(getConfig().cartNamespace, 'cart'),
    json: body,
    queue: CART_QUEUE,
  });
}

/**
 * Applies WooCommerce fragments: replaces their regions in the page, then takes the mini-cart body and the count
 * from them (or, failing that, from the page).
 */
export function applyCartFragments(fragments: Record<string, string> | undefined, cartHash?: string): void {
  if (!fragments) return;
  replaceFragments(fragments);
  applyFragmentsToCart(fragments, cartHash);
}

export function applyMiniCart(data: MiniCartResponse): void {
  setCartBody(data.html, data.count, data.cart_hash);
  // WooCommerce's cart-fragments.js keeps the cart in this tab's sessionStorage and trusts it on the next page while
  // its hash is the cookie's: when our answer shows another cart, it fetches and stores the fragments again.
  const stored = wooStoredCartHash();
  if (stored !== undefined && typeof data.cart_hash === 'string' && data.cart_hash !== (stored ?? '')) emit('wc_fragment_refresh', {});
  // The mini-cart answer carries its own body only; the cart page's table is a fragment, fetched the WooCommerce
  // way so the page the shopper is looking at agrees with the panel.
  if (getConfig().isCart) void refreshFragments();
}

/** WooCommerce's get_refreshed_fragments: replaces every cart region of the page and tells other scripts. */
export async function refreshFragments(): Promise<boolean> {
  const result = await fetchJson(cartSchema('addToCartResponseSchema'), { url: wcAjaxUrl('get_refreshed_fragments'), method: 'POST', nonce: false, queue: CART_QUEUE });
  if (!result.ok || !result.data.fragments) return false;
  applyCartFragments(result.data.fragments, result.data.cart_hash);
  // Fresher than what WooCommerce's cart-fragments.js may have stored: $cart keeps these.
  withoutPageSync(() => emit('wc_fragments_refreshed', {}));
  return true;
}

/** A 404 from the mini-cart call: the site has no such route (the plugin is not there); remembered in $cartEndpoint. */
export function endpointMissing(error: ApiError): boolean {
  if ((error.kind !== 'http' && error.kind !== 'bad_json') || error.status !== 404) return false;
  $cartEndpoint.set('missing');
  return true;
}

let refreshing: Promise<CartOutcome> | null = null;

/** Asks the server for the cart as it is. Calls made while one is under way share it. */
export function refreshCart(): Promise<CartOutcome> {
  if (refreshing) return refreshing;
  refreshing = sendMiniCart({ action: 'refresh' })
    .then(async (result): Promise<CartOutcome> => {
      if (!result.ok) {
        if (!endpointMissing(result.error)) return { ok: false, messages: [t('genericError')], error: result.error };
        // A plain WooCommerce site: WooCommerce's own fragments still tell the cart as it is.
        return (await refreshFragments()) ? { ok: true, messages: [] } : { ok: false, messages: [t('genericError')], error: result.error };
      }
      $cartEndpoint.set('ok');
      applyMiniCart(result.data);
      return { ok: true, messages: noticeMessages(result.data.notices) };
    })
    .finally(() => {
      refreshing = null;
    });
  return refreshing;
}

/**
 * Tests only (tests/support/widget-setup.ts, after each case): forget a refresh still under way. Each widget test has
 * its own fake server; a refresh the previous one left unanswered would otherwise be shared with the next test,
 * whose server then never hears it (the mini-cart's first-open test failed so under load). A page never calls this.
 */
export function forgetRefreshUnderWay(): void {
  refreshing = null;
}
