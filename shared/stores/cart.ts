import { atom, onMount } from 'nanostores';
import { getConfig } from '../api/page-config';
import { on } from '../events/bridge';
import type { CartEventDetail, Fragments } from '../events/event-map';
import { wooHandlesAddToCart, wooStoredFragments } from '../events/woo-scripts';
import { FRAGMENT_HOST, parseMarkup, replaceFragments } from '../platform/fragments';
import { parseLocalizedInt } from '../platform/digits';
import { local } from '../platform/storage';
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

/**
 * Whether the site answers the mini-cart call (`{rest root}/{cart namespace}/v1/cart`): 'missing' after a 404, as
 * on a plain WooCommerce site without the plugin. The cart is then read through WooCommerce's fragments and shown
 * read-only.
 */
export const $cartEndpoint = atom<'unknown' | 'ok' | 'missing'>('unknown');

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
  if (hash !== undefined) {
    next.hash = hash;
    // Told to the shop's other tabs (their `storage` event: cart-follow.ts), as WooCommerce's cart-fragments.js does.
    if (hash !== state.hash) local.set(CART_HASH_KEY, hash);
  }
  $cart.set(next);
}

/** The last cart hash this browser saw, in localStorage: a change made in one tab is the others' cue to ask again. */
export const CART_HASH_KEY = 'hsa_cart_hash';

/** Fragments objects already in $cart: an event's fragments are applied once, whoever else applies them. */
const appliedFragments = new WeakSet<object>();
/**
 * Set while an `added_to_cart` / `removed_from_cart` with fragments is being handled: WooCommerce's add-to-cart.js
 * answers it by triggering `wc_fragments_loaded` in the same dispatch, before cart-fragments.js has stored them, so
 * that event must not re-read anything (the fragments it announces are the ones just applied).
 */
let handlingCartEvent = false;

/** The count fragments carry: the mini-cart body's first, then any other region's; null when none says. */
function countOf(fragments: Fragments, body: string | undefined): number | null {
  const sources = body === undefined ? Object.values(fragments) : [body, ...Object.values(fragments).filter((m) => m !== body)];
  for (const markup of sources) {
    const n = readCountFrom(parseMarkup(markup));
    if (n !== null) return n;
  }
  return null;
}

/**
 * Puts the server's fragments into $cart (the mini-cart body, the count they carry, the hash); the page's copies of
 * the cart markup are not read, so their order does not matter. Once per fragments object; false when already done.
 */
export function applyFragmentsToCart(fragments: Fragments, cartHash?: string): boolean {
  if (appliedFragments.has(fragments)) return false;
  appliedFragments.add(fragments);
  const body = Object.entries(fragments).find(([selector]) => selector.includes('widget_shopping_cart_content'))?.[1];
  setCartBody(body, countOf(fragments, body) ?? undefined, cartHash);
  return true;
}

/**
 * Re-reads the cart after another script changed the page (WooCommerce's cart-fragments, a theme script): from the
 * fragments cart-fragments.js stored when it is here (what it just applied), else from the cart markup outside the
 * islands (the regions those scripts write), never from whichever copy comes first.
 */
export function syncCartFromPage(): void {
  if (handlingCartEvent) return;
  const stored = wooStoredFragments();
  if (stored) {
    applyFragmentsToCart(stored.fragments, stored.hash);
    return;
  }
  const regions = Array.from(document.querySelectorAll(MINI_CART_SELECTOR));
  const region = regions.find((el) => !el.closest(FRAGMENT_HOST)) ?? regions[0];
  const count = region ? readCountFrom(region) : readCountFromDocument();
  if (region) setCartBody(region.outerHTML, count ?? undefined);
  else if (count !== null) setCartCount(count);
}

/** Runs `announce` (our own wc_fragments_refreshed after we applied fresh fragments) without re-reading the page. */
export function withoutPageSync(announce: () => void): void {
  const previous = handlingCartEvent;
  handlingCartEvent = true;
  try {
    announce();
  } finally {
    handlingCartEvent = previous;
  }
}

/**
 * `added_to_cart` / `removed_from_cart` from anyone (our add, WooCommerce's add-to-cart.js, another plugin): their
 * fragments go into $cart, and into the page when WooCommerce's script is not here to do it. Without fragments, the
 * page is read again.
 */
function onCartEvent(detail: CartEventDetail): void {
  const fragments = detail.fragments;
  if (!fragments || typeof fragments !== 'object') return syncCartFromPage();
  handlingCartEvent = true;
  queueMicrotask(() => {
    handlingCartEvent = false;
  });
  if (appliedFragments.has(fragments)) return;
  if (!wooHandlesAddToCart()) replaceFragments(fragments);
  applyFragmentsToCart(fragments, detail.cartHash);
}

/** The quantity of a line as the newest mini-cart body shows it; null when the body does not have the line. */
export function lineQuantity(key: string): number | null {
  const html = $cart.get().html;
  if (!html) return null;
  const body = parseMarkup(html);
  const line = body.querySelector<HTMLElement>(`[data-key="${CSS.escape(key)}"]`);
  // WooCommerce's own mini-cart markup: the line of the remove link with this key, its quantity as text.
  const wooLine = line ? null : body.querySelector(`a.remove[data-cart_item_key="${CSS.escape(key)}"]`)?.closest('.woocommerce-mini-cart-item');
  const quantity = line ? Number.parseInt(line.dataset.quantity ?? '', 10) : wooLine ? parseLocalizedInt(wooLine.querySelector('.quantity')?.textContent) : Number.NaN;
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
    on('added_to_cart', onCartEvent),
    on('removed_from_cart', onCartEvent),
  ];
  // Asking the server again (wc_fragment_refresh, the back/forward cache) is cart-sync's: followCartRefreshes().
  return () => unsubscribers.forEach((off) => off());
});
