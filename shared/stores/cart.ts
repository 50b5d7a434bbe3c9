import { atom, onMount } from 'nanostores';
import { getConfig } from '../api/page-config';
import { on } from '../events/bridge';
import { parseMarkup } from '../platform/fragments';
import { MINI_CART_SELECTOR, readCountFrom, readCountFromDocument } from './cart-dom';

/**
 * $cart: the one cart every island reads (mini-cart panel, header badge, mobile navigation badge).
 * It follows the server: mini-cart responses, add/remove fragments, and the WooCommerce events other scripts fire
 * (fragments refreshed or loaded, item added or removed, totals updated), whether through jQuery or natively.
 * This module only reads: fetching is shared/stores/cart-sync.ts, which imports this one (never the reverse).
 */
export interface CartState {
  /** Items in the cart (the badge). */
  count: number;
  /** The mini-cart body markup (`div.widget_shopping_cart_content`), when known. */
  html: string | null;
  hash: string | null;
  /** Bumps whenever `html` is replaced, so a view re-applies it even when the markup is the same. */
  revision: number;
}

/** Every cart write (add, remove, set quantity) goes through this one queue: one request at a time, in order. */
export const CART_QUEUE = 'cart';

export const $cart = atom<CartState>({ count: 0, html: null, hash: null, revision: 0 });

/** Reads the cart the server rendered into the page; the config's `cartCount` when the page shows none. */
export function readCartFromPage(doc: Document = document): CartState {
  const region = doc.querySelector(MINI_CART_SELECTOR);
  const count = readCountFromDocument(doc) ?? getConfig().cartCount;
  return { count, html: region ? region.outerHTML : null, hash: null, revision: 0 };
}

export function setCartCount(count: number): void {
  const state = $cart.get();
  if (Number.isFinite(count) && count >= 0 && count !== state.count) $cart.set({ ...state, count });
}

/** Applies a mini-cart body and count from the server. */
export function setCartBody(html: string | undefined, count: number | undefined, hash?: string): void {
  const state = $cart.get();
  const next: CartState = { ...state };
  if (typeof html === 'string' && html !== state.html) {
    next.html = html;
    next.revision = state.revision + 1;
    if (count === undefined) next.count = readCountFrom(parseMarkup(html)) ?? state.count;
  }
  if (typeof count === 'number' && count >= 0) next.count = count;
  if (hash !== undefined) next.hash = hash;
  $cart.set(next);
}

/** Re-reads the page after another script changed it (WooCommerce's cart-fragments, a theme script). */
export function syncCartFromPage(): void {
  const region = document.querySelector(MINI_CART_SELECTOR);
  const count = readCountFromDocument();
  if (region) setCartBody(region.outerHTML, count ?? undefined);
  else if (count !== null) setCartCount(count);
}

/** The quantity of a line as the newest mini-cart body shows it; null when the body does not have the line. */
export function lineQuantity(key: string): number | null {
  const html = $cart.get().html;
  if (!html) return null;
  const line = parseMarkup(html).querySelector<HTMLElement>(`[data-key="${CSS.escape(key)}"]`);
  const quantity = line ? Number.parseInt(line.dataset.quantity ?? '', 10) : Number.NaN;
  return Number.isFinite(quantity) ? quantity : null;
}

onMount($cart, () => {
  const state = readCartFromPage();
  const current = $cart.get();
  // Keep what a response already brought in before the first subscriber arrived.
  $cart.set(current.revision > 0 ? current : { ...state, revision: state.html ? 1 : 0 });

  const unsubscribers = [
    on('wc_fragments_refreshed', syncCartFromPage),
    on('wc_fragments_loaded', syncCartFromPage),
    on('updated_cart_totals', syncCartFromPage),
    // Our own add and remove applied their fragments before telling anyone; re-reading the page is idempotent,
    // and it is what catches a third-party script's add, which replaced the regions itself.
    on('added_to_cart', syncCartFromPage),
    on('removed_from_cart', syncCartFromPage),
  ];
  // Asking the server again (wc_fragment_refresh, the back/forward cache) is cart-sync's: followCartRefreshes().
  return () => unsubscribers.forEach((off) => off());
});
