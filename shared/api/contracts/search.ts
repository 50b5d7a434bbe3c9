import * as z from './schema';

/**
 * FiboSearch's calls (spec sections 3 and 7; wire-shapes.md "FiboSearch live search"). Objects are loose and
 * every field but `type` optional: FiboSearch Pro and the theme's filters add fields, and a site that answers with
 * the real plugin must keep working. Ids come as numbers or numeric strings (PHP's json_encode of a meta value).
 */
const id = z.optional(z.union([z.number(), z.string()]));
const text = z.optional(z.string());

export const searchSuggestionSchema = z.looseObject({
  /** product, product_variation, taxonomy, vendor, post, more_products, headline, headline-v2, no-results… */
  type: z.string(),
  value: z._default(z.string(), ''),
  url: text,
  post_id: id,
  variation_id: id,
  post_type: text,
  term_id: id,
  taxonomy: text,
  /** A category path: FiboSearch joins it with ' > '; an array is accepted too. */
  breadcrumbs: z.optional(z.union([z.string(), z.array(z.string())])),
  image_src: text,
  image: text,
  thumb_html: text,
  sku: text,
  desc: text,
  vendor: text,
  vendor_url: text,
  shop_city: text,
  /** Markup: sanitised before it is shown. */
  price: text,
  on_sale: z.optional(z.boolean()),
  featured: z.optional(z.boolean()),
  score: z.optional(z.number()),
  total: id,
});
export type SearchSuggestion = z.output<typeof searchSuggestionSchema>;

/** GET /?wc-ajax=dgwt_wcas_ajax_search&s=QUERY */
export const searchResponseSchema = z.looseObject({
  suggestions: z._default(z.array(searchSuggestionSchema), []),
  total: z.optional(z.number()),
});
export type SearchResponse = z.output<typeof searchResponseSchema>;

/** POST /?wc-ajax=dgwt_wcas_result_details (the details panel). */
export const resultDetailsSchema = z.looseObject({
  items: z._default(z.array(z.looseObject({ objectID: z.string(), html: text, price: text })), []),
});
export type ResultDetails = z.output<typeof resultDetailsSchema>;

/** POST /?wc-ajax=dgwt_wcas_get_prices (dynamic prices): `{ success, data: { id: priceHtml } }`. */
export const dynamicPricesSchema = z.looseObject({
  success: z.optional(z.boolean()),
  data: z._default(z.record(z.string(), z.string()), {}),
});
export type DynamicPrices = z.output<typeof dynamicPricesSchema>;
