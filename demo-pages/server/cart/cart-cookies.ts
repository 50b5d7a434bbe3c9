import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import type { Env } from '../http';
import type { Store } from '../store';

/**
 * WooCommerce's cart cookies (WC_Cart_Session::maybe_set_cart_cookies): `woocommerce_items_in_cart=1` and
 * `woocommerce_cart_hash` while the cart holds something, both cleared once it is empty. cart-fragments.js trusts
 * its stored fragments only while the stored hash equals the cookie's, so without them every page load fetches the
 * fragments again. Readable by scripts (not httpOnly), like WooCommerce's; sent only when they change.
 */
export const ITEMS_IN_CART_COOKIE = 'woocommerce_items_in_cart';
export const CART_HASH_COOKIE = 'woocommerce_cart_hash';

export function setCartCookies(c: Context<Env>, store: Store, sessionId: string): void {
  const hash = store.cart.hash(sessionId);
  const hadItems = getCookie(c, ITEMS_IN_CART_COOKIE) !== undefined;
  if (hash) {
    if (getCookie(c, CART_HASH_COOKIE) === hash && getCookie(c, ITEMS_IN_CART_COOKIE) === '1') return;
    setCookie(c, ITEMS_IN_CART_COOKIE, '1', { path: '/', sameSite: 'Lax' });
    setCookie(c, CART_HASH_COOKIE, hash, { path: '/', sameSite: 'Lax' });
  } else if (hadItems || getCookie(c, CART_HASH_COOKIE) !== undefined) {
    deleteCookie(c, ITEMS_IN_CART_COOKIE, { path: '/' });
    deleteCookie(c, CART_HASH_COOKIE, { path: '/' });
  }
}
