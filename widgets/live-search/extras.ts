import { fetchJson } from '../../shared/api/fetch-json';
import { searchSchema } from '../../shared/api/lazy-contracts';
import { wcAjaxUrl } from '../../shared/api/page-config';

/**
 * The two optional calls (spec section 7), off on this site and loaded only where a theme turns them on:
 * - the details panel's: POST dgwt_wcas_result_details with items[] of {objectID, value}; a failure answers null
 *   (the panel is then cleared, spec section 8);
 * - dynamic prices: POST dgwt_wcas_get_prices with items[] of product or variation ids; a failure answers null and
 *   is ignored.
 */
export type DetailsMap = Map<string, { html: string; price?: string | undefined }>;

export async function fetchDetails(items: Array<{ objectID: string; value: string }>, signal?: AbortSignal): Promise<DetailsMap | null> {
  const form = new URLSearchParams({ action: 'dgwt_wcas_result_details' });
  items.forEach((item, i) => {
    form.append(`items[${i}][objectID]`, item.objectID);
    form.append(`items[${i}][value]`, item.value);
  });
  const result = await fetchJson(searchSchema('resultDetailsSchema'), { url: wcAjaxUrl('dgwt_wcas_result_details'), method: 'POST', form, nonce: false, ...(signal ? { signal } : {}) });
  if (!result.ok) return null;
  return new Map(result.data.items.map((item) => [item.objectID, { html: item.html ?? '', price: item.price }]));
}

export async function fetchPrices(ids: string[], signal?: AbortSignal): Promise<Record<string, string> | null> {
  const form = new URLSearchParams({ action: 'dgwt_wcas_get_prices' });
  for (const id of ids) form.append('items[]', id);
  const result = await fetchJson(searchSchema('dynamicPricesSchema'), { url: wcAjaxUrl('dgwt_wcas_get_prices'), method: 'POST', form, nonce: false, ...(signal ? { signal } : {}) });
  return result.ok && result.data.success !== false ? result.data.data : null;
}
