/**
 * The typed event map: every DOM event the islands send or listen for.
 * WooCommerce's names are kept as they are (wire-shapes.md), so theme and plugin scripts that listen for them keep
 * working; `hsa:*` names are ours.
 */
export type Fragments = Record<string, string>;

export interface CartEventDetail {
  fragments?: Fragments | undefined;
  cartHash?: string | undefined;
  /** The button that caused it, when there was one. */
  button?: Element | undefined;
}

export interface AddingToCartDetail {
  button?: Element | undefined;
  data: Record<string, string>;
}

export interface IslandErrorDetail {
  island: string;
  reason: 'props' | 'load' | 'mount' | 'behaviour';
  message: string;
  issues?: unknown;
}

export interface EventMap {
  adding_to_cart: AddingToCartDetail;
  added_to_cart: CartEventDetail;
  removed_from_cart: CartEventDetail;
  wc_cart_button_updated: { button?: Element | undefined };
  wc_fragment_refresh: Record<string, never>;
  wc_fragments_refreshed: Record<string, never>;
  wc_fragments_loaded: Record<string, never>;
  updated_cart_totals: Record<string, never>;
  updated_wc_div: Record<string, never>;
  /** Asks WooCommerce's checkout script to refresh the order review. */
  update_checkout: Record<string, never>;
  /** Ours: asks the mini-cart to open (after an add, or from any "show cart" control). */
  'hsa:mini-cart-open': { trigger?: Element | undefined };
  /** Ours: asks the login island to open its dialog (any `[data-login-trigger]` on the page sends it). */
  'hsa:login-open': { trigger?: Element | undefined };
  /** Ours: a URL action (`#elementor-action:action=popup:open|popup:close`) for the popups island (page-widgets sends it). */
  'hsa:popup-action': { action: 'open' | 'close'; id: string; doNotShowAgain?: boolean; trigger?: Element | undefined };
  /** Ours: an island or behaviour failed; cancel it to silence the console warning. */
  'island:error': IslandErrorDetail;
}

export type EventName = keyof EventMap;

/** Events that WooCommerce fires through jQuery, with the argument list each carries after the event. */
export const jqueryEvents: readonly EventName[] = [
  'adding_to_cart',
  'added_to_cart',
  'removed_from_cart',
  'wc_cart_button_updated',
  'wc_fragment_refresh',
  'wc_fragments_refreshed',
  'wc_fragments_loaded',
  'updated_cart_totals',
  'updated_wc_div',
  'update_checkout',
];
