/**
 * Analytics in one place: every event of the spec's section 9 (and the cart's) goes through `track`, which pushes it
 * to `window.dataLayer`, the Google Tag Manager convention every tag manager reads, in GA4's shape: ecommerce events
 * carry an `ecommerce` object (`items` of `item_id`, `item_name`, `index`, `quantity` …) and are preceded by
 * `{ ecommerce: null }` so the previous event's items do not merge into theirs; the others are GA4 custom events
 * with flat parameters. Nothing is sent anywhere from here; a page without a tag manager just collects an array.
 * The README's "Analytics events" table lists each event and what triggers it.
 */

/** A GA4 item. `item_id` is the product id as the theme prints it (`data-product_id`). */
export interface AnalyticsItem {
  item_id: string;
  item_name?: string;
  /** position in its list, from 0 */
  index?: number;
  quantity?: number;
  price?: number;
  item_brand?: string;
  item_category?: string;
  item_variant?: string;
  item_list_id?: string;
  item_list_name?: string;
}

/** GA4's `ecommerce` object. `value` needs `currency` (ISO 4217: IRR for rial). */
export interface Ecommerce {
  items: AnalyticsItem[];
  currency?: string;
  value?: number;
  item_list_id?: string;
  item_list_name?: string;
}

type FacetValues = readonly string[];

/** Each event's parameters. Known ones are typed; further parameters may ride along (GA4 custom dimensions). */
export interface AnalyticsEventParams {
  /** a listing's products were shown (first render, refresh, infinite-scroll append) */
  view_item_list: { ecommerce: Ecommerce };
  sort_change: { sort?: string; orderby?: string };
  per_page_change: { per_page: number };
  /** one facet set (`facet` + `values`), several at once (`facets`), or a reset (`reset`: names or 'all') */
  filter_change: { facet?: string; values?: FacetValues; facets?: Readonly<Record<string, FacetValues>>; reset?: 'all' | FacetValues };
  compare_add: { product_id?: number | string; count?: number };
  compare_remove: { product_id?: number | string; count?: number };
  compare_start: { ids?: ReadonlyArray<number | string>; count?: number };
  compare_cancel: { count?: number };
  compare_limit_exceeded: { max?: number };
  sidebar_toggle: { collapsed: boolean };
  add_to_cart: { ecommerce: Ecommerce };
  remove_from_cart: { ecommerce: Ecommerce };
  view_cart: { ecommerce?: Ecommerce };
}

export type AnalyticsEvent = keyof AnalyticsEventParams;
export type AnalyticsParams<E extends AnalyticsEvent> = AnalyticsEventParams[E] & Record<string, unknown>;

type DataLayerWindow = Window & { dataLayer?: unknown[] };

/**
 * Pushes one event. Events whose parameters are all optional may be tracked without any:
 * `track('view_cart')`, `track('sort_change', { sort: 'price' })`, `track('add_to_cart', cartEcommerce([item]))`.
 */
export function track<E extends AnalyticsEvent>(event: E, ...[params]: {} extends AnalyticsParams<E> ? [params?: AnalyticsParams<E>] : [params: AnalyticsParams<E>]): void {
  if (typeof window === 'undefined') return;
  try {
    const w = window as DataLayerWindow;
    if (!Array.isArray(w.dataLayer)) w.dataLayer = [];
    if (params && 'ecommerce' in params) w.dataLayer.push({ ecommerce: null });
    w.dataLayer.push({ event, ...params });
  } catch {
    // a frozen or hijacked dataLayer must never break the shop
  }
}

/** GA4's cart-event parameters for these items (add_to_cart, remove_from_cart, view_cart). */
export function cartEcommerce(items: AnalyticsItem[]): { ecommerce: Ecommerce } {
  return { ecommerce: { items } };
}
