import { session } from '../platform/storage';
import type { Fragments } from './event-map';

/**
 * WooCommerce's own front-end scripts, when the theme enqueues them beside the islands. Each defines its params
 * object on window (wp_localize_script) and needs jQuery; read at the moment of use, never at import, as a theme may
 * print them after our modules.
 * - add-to-cart.js handles clicks on `.ajax_add_to_cart` and `.remove_from_cart_button`, and replaces the regions
 *   of the fragments passed in `added_to_cart` / `removed_from_cart`;
 * - cart-fragments.js answers `wc_fragment_refresh` / `updated_wc_div` (and the back/forward cache) with its own
 *   request, and keeps the fragments and cart hash in sessionStorage under its own keys.
 */
interface CartFragmentsParams {
  cart_hash_key?: unknown;
  fragment_name?: unknown;
}

function params(name: 'wc_add_to_cart_params' | 'wc_cart_fragments_params'): Record<string, unknown> | null {
  const g = globalThis as Record<string, unknown>;
  const value = g[name];
  return typeof g.jQuery === 'function' && value && typeof value === 'object' ? (value as Record<string, unknown>) : null;
}

/** WooCommerce's add-to-cart.js is on the page: it sends the adds and removes of its buttons and links. */
export function wooHandlesAddToCart(): boolean {
  return params('wc_add_to_cart_params') !== null;
}

/** WooCommerce's cart-fragments.js is on the page: its storage keys, or null. */
export function wooCartFragments(): { hashKey: string; fragmentName: string } | null {
  const p = params('wc_cart_fragments_params') as CartFragmentsParams | null;
  if (!p || typeof p.cart_hash_key !== 'string' || typeof p.fragment_name !== 'string') return null;
  return { hashKey: p.cart_hash_key, fragmentName: p.fragment_name };
}

const isFragments = (value: unknown): value is Fragments =>
  Boolean(value) && typeof value === 'object' && !Array.isArray(value) && Object.values(value as object).every((v) => typeof v === 'string');

/** What cart-fragments.js stored last (the fragments it applied, with their hash); null without it or them. */
export function wooStoredFragments(): { fragments: Fragments; hash: string | undefined } | null {
  const keys = wooCartFragments();
  if (!keys) return null;
  const fragments = session.getJson<Fragments | null>(keys.fragmentName, (v): v is Fragments | null => isFragments(v), null);
  return fragments ? { fragments, hash: session.get(keys.hashKey) ?? undefined } : null;
}

/** The cart hash cart-fragments.js holds for this tab (undefined without it). */
export function wooStoredCartHash(): string | null | undefined {
  const keys = wooCartFragments();
  return keys ? session.get(keys.hashKey) : undefined;
}
