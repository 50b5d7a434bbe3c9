/**
 * Analytics: pushes the spec's events (section 9) to `window.dataLayer`, the Google Tag Manager convention every
 * tag manager reads. Nothing is sent anywhere from here; a page without a tag manager just collects an array.
 */
export type AnalyticsEvent =
  | 'view_item_list'
  | 'sort_change'
  | 'per_page_change'
  | 'filter_change'
  | 'compare_add'
  | 'compare_remove'
  | 'compare_start'
  | 'compare_cancel'
  | 'compare_limit_exceeded'
  | 'sidebar_toggle'
  | 'add_to_cart'
  | 'remove_from_cart'
  | 'view_cart';

type DataLayerWindow = Window & { dataLayer?: unknown[] };

export function track(event: AnalyticsEvent, params: Record<string, unknown> = {}): void {
  if (typeof window === 'undefined') return;
  try {
    const w = window as DataLayerWindow;
    if (!Array.isArray(w.dataLayer)) w.dataLayer = [];
    w.dataLayer.push({ event, ...params });
  } catch {
    // a frozen or hijacked dataLayer must never break the shop
  }
}
