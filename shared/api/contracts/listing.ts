import * as z from './schema';

/**
 * The listing refresh (spec section 7 "Listing refresh (filter engine)"; wire-shapes.md "FacetWP refresh") and the
 * facet sidebar's mount props. Loaded lazily like the cart contracts (shared/api/lazy-contracts.ts: listingSchema);
 * the types below are free to import anywhere. Additive changes only from here on: the sidebar island builds
 * against this file.
 *
 * REQUEST — `POST {rest.root}facetwp/v1/refresh`, header `X-WP-Nonce`, JSON `{ action: 'facetwp_refresh', data }`:
 *  - `data.facets`: facet name → values, as strings, Latin digits. checkboxes/fselect/hierarchy/radio/dropdown: the
 *    chosen values (radio and dropdown: at most one); rating: `['4']` (at least 4 stars); search: `['متن']`;
 *    slider and number_range: `[min, max]`, either may be `''` (open end); sort: `['price']`; pager: ignored
 *    (paging is `data.paged`). Unknown facet names are ignored; a facet missing or `[]` is unselected.
 *  - `data.frozen_facets`: name → 'soft' | 'hard'. Those facets' markup is left out of `facets`; their settings
 *    (choices, counts) are still sent so the island can keep its own copy.
 *  - `data.http_params`: `{ get, uri }`. `uri` is the archive path without slashes at the ends, as FacetWP sends it
 *    ('product-category/drill', 'tag/%D8%A8…', 'brand/bosch', 'facets-demo', '' for the search page); `get` holds the
 *    page's other query parameters: `s` and `post_type` on the search page, and `orderby`, `order`, `per_page`.
 *  - `data.template`: 'wp' (the page's own listing).
 *  - `data.extras`: `{ sort?: SortValue | 'default', per_page?: number | 'default', pager?, counts?, selections? }`.
 *    Sort is taken from the sort facet, else `extras.sort`, else `get.orderby` + `get.order` (order normalised to
 *    ASC/DESC, anything else DESC; `orderby=price&order=DESC` is 'price-desc'). per_page likewise from `extras`,
 *    else `get.per_page`; values outside `settings.per_page.options` fall back to the default.
 *  - `data.soft_refresh` (1 when only paging: `facets` then holds no facet markup), `data.is_bfcache`,
 *    `data.first_load` (1: `template` is '' since the page already has it), `data.paged` (1-based).
 *  A body that does not parse is a 400 `{ code: 'rest_invalid_json' | 'rest_invalid_param', message, data: { status } }`.
 *
 * RESPONSE (refreshResponseSchema):
 *  - `template`: the results markup, which replaces the children of `[data-listing-template]`: a
 *    `<ul class="products columns-4">` of `<li class="product" data-product-id="ID">` cards (the same card as the
 *    server page, so the product-card, add-to-cart and compare behaviours enhance it), or the empty state
 *    `<div class="listing-empty">`. For 'load more' and infinite scroll append the `li[data-product-id]` whose id
 *    is not on the page yet.
 *  - `facets`: name → the no-JavaScript markup of that facet (links and GET forms), for a site whose island is off.
 *  - `pager`, `counts`, `per_page`, `sort`, `selections`: markup of those controls when `extras` asks for them
 *    (`pager` is the numbered `nav.woocommerce-pagination`, with `/page/{n}/` links, '' for one page).
 *  - `settings.pager`: `{ page, per_page, total_rows, total_pages, total_rows_unfiltered }`.
 *  - `settings.num_choices`: name → choices with a count above 0 (a slider: 0 when min equals max).
 *  - `settings.labels`: name → the facet's Persian label.
 *  - `settings.facet_types`: name → FacetType, in the sidebar's order (object key order).
 *  - `settings.choices` (ours, see README "The filter engine"): name → the choices as data, for checkboxes, radio,
 *    dropdown, fselect, hierarchy and rating. Standard faceted counts: each facet counted with every other facet's
 *    selection applied. hierarchy: depth-first, `depth` 0 at the top and `parent` the parent's value; rating:
 *    values '5' … '1', counts 'at least N stars'. Choices with count 0 are left out unless selected.
 *  - `settings[name]` for a slider: SliderSettings (range of the listing with every other facet applied, start =
 *    the selection or the range, step, prefix, suffix, separators: the island prints Persian digits).
 *  - `settings.sort`: `{ value, options: [{ value, label, orderby, order }] }` (the six options of section 9).
 *  - `settings.per_page`: `{ value, options }`.
 *  - `settings.selections`: the active-filter chips as data: `{ facet, value, label }` (a value of '' stands for a
 *    whole range or search facet), in facet order, labels in Persian with Persian digits.
 *
 * URL (what the island writes and the server pages read; the same on both sides): `_{facet}=v1,v2` (a slider or
 * number range `_{facet}=min,max`), `orderby` (a sort value) and `order` (ASC/DESC), `per_page`, `/page/{n}/` or
 * `paged=n` for the numbered pager, `_paged=n` for infinite scroll and 'load more' (pages 1..n on screen; removed on
 * page 1).
 *
 * MOUNT PROPS of the facet sidebar: the archive prints
 *   `<aside data-island="facet-sidebar">` (no data-load-on: the island loads at the first interaction) + `<script type="application/json" data-island-props>`
 * with FacetSidebarProps (facetSidebarPropsSchema). Its server children are the no-JavaScript sidebar: one
 * `<details class="facet" data-facet="{name}" data-facet-type="{type}">` per facet (links and GET forms; `open` when it
 * holds a selection), the chips
 * (`[data-listing-chips]`), the related categories (`[data-related-cats]`). Elsewhere on the page, server-rendered
 * and shared with the grid behaviour: `[data-listing]` (the results column; attributes `data-listing-page`,
 * `data-listing-total-pages`), `[data-listing-template]` (the grid: `template` goes here), `[data-listing-count]`
 * (result count, role=status), `form[data-sort-bar]` (sort and per-page GET form), `[data-listing-pager]` (the
 * pager: `pager` goes here), `[data-listing-more]` (optional, page 1 only: the theme chose 'load more' over infinite
 * scroll; a link to the next page, see widgets/listing-grid/README.md), `[data-term-description]` (the category description with its 'بیشتر بخوانید' button,
 * hidden when JavaScript is off: the text is then shown whole), `[data-listing-bar]` (the 390 px bottom bar: links
 * to `#listing-sort` and `#listing-filters`, which work without JavaScript).
 * The description's button carries `aria-expanded="false"`, `aria-controls`, `data-read-more` and `data-read-less`;
 * the theme CSS shows only the first paragraph while it is "false", so a behaviour flips `aria-expanded` and the
 * button's text between the two labels, nothing else.
 */

export const FACET_TYPES = [
  'checkboxes', 'radio', 'dropdown', 'fselect', 'hierarchy', 'search', 'rating', 'number_range', 'slider', 'sort', 'pager',
] as const;
export type FacetType = (typeof FACET_TYPES)[number];

export const SORT_VALUES = ['date', 'popularity', 'rating', 'price', 'price-desc', 'title'] as const;
export type SortValue = (typeof SORT_VALUES)[number];

/** 0/1 as FacetWP sends them; booleans accepted too. */
const flag = z._default(z.union([z.literal(0), z.literal(1), z.boolean()]), 0);
const stringRecord = z.record(z.string(), z.string());
const intLike = z.union([z.number(), z.string()]);

export const refreshDataSchema = z.object({
  facets: z._default(z.record(z.string(), z.array(z.union([z.string(), z.number()]))), {}),
  frozen_facets: z._default(z.record(z.string(), z.enum(['soft', 'hard'])), {}),
  http_params: z._default(
    z.looseObject({
      get: z._default(z.record(z.string(), z.union([z.string(), z.number()])), {}),
      uri: z._default(z.string(), ''),
    }),
    { get: {}, uri: '' },
  ),
  template: z._default(z.string(), 'wp'),
  extras: z._default(
    z.looseObject({
      sort: z.optional(z.string()),
      per_page: z.optional(intLike),
      pager: z.optional(z.boolean()),
      counts: z.optional(z.boolean()),
      selections: z.optional(z.boolean()),
    }),
    {},
  ),
  soft_refresh: flag,
  is_bfcache: flag,
  first_load: flag,
  paged: z._default(intLike, 1),
});
export type RefreshData = z.input<typeof refreshDataSchema>;
export type ParsedRefreshData = z.output<typeof refreshDataSchema>;

export const refreshRequestSchema = z.object({
  action: z._default(z.literal('facetwp_refresh'), 'facetwp_refresh'),
  data: refreshDataSchema,
});
export type RefreshRequest = z.input<typeof refreshRequestSchema>;

export const choiceSchema = z.looseObject({
  value: z.string(),
  label: z.string(),
  count: z.number(),
  depth: z.number(),
  parent: z.nullable(z.string()),
  selected: z.boolean(),
});
export type FacetChoice = z.output<typeof choiceSchema>;

export const pagerSchema = z.looseObject({
  page: z.number(),
  per_page: z.number(),
  total_rows: z.number(),
  total_pages: z.number(),
  total_rows_unfiltered: z.number(),
});
export type PagerSettings = z.output<typeof pagerSchema>;

export const sliderSettingsSchema = z.looseObject({
  range: z.looseObject({ min: z.number(), max: z.number() }),
  /** The thumbs: the selection, or the range when nothing is chosen. */
  start: z.tuple([z.number(), z.number()]),
  step: z.number(),
  prefix: z.string(),
  suffix: z.string(),
  thousands_separator: z.string(),
  decimal_separator: z.string(),
  /** FacetWP's number format ('0,0'). */
  format: z.optional(z.string()),
});
export type SliderSettings = z.output<typeof sliderSettingsSchema>;

export const sortSettingsSchema = z.looseObject({
  /** 'relevance' only on the search page when no sort was chosen (title matches first, then newest). */
  value: z.enum([...SORT_VALUES, 'relevance']),
  options: z.array(z.looseObject({
    value: z.enum(SORT_VALUES),
    label: z.string(),
    orderby: z.string(),
    order: z.enum(['ASC', 'DESC']),
  })),
});
export type SortSettings = z.output<typeof sortSettingsSchema>;

export const perPageSettingsSchema = z.looseObject({ value: z.number(), options: z.array(z.number()) });

export const selectionSchema = z.looseObject({ facet: z.string(), value: z.string(), label: z.string() });
export type FacetSelection = z.output<typeof selectionSchema>;

/** `settings`: the known keys below, plus `settings[facet]` for each slider (parse it with sliderSettingsSchema). */
export const refreshSettingsSchema = z.looseObject({
  pager: pagerSchema,
  num_choices: z._default(z.record(z.string(), z.number()), {}),
  labels: z._default(stringRecord, {}),
  facet_types: z._default(z.record(z.string(), z.enum(FACET_TYPES)), {}),
  choices: z._default(z.record(z.string(), z.array(choiceSchema)), {}),
  sort: z.optional(sortSettingsSchema),
  per_page: z.optional(perPageSettingsSchema),
  selections: z._default(z.array(selectionSchema), []),
});
export type RefreshSettings = z.output<typeof refreshSettingsSchema>;

export const refreshResponseSchema = z.looseObject({
  template: z._default(z.string(), ''),
  facets: z._default(stringRecord, {}),
  settings: refreshSettingsSchema,
  pager: z.optional(z.string()),
  counts: z.optional(z.string()),
  per_page: z.optional(z.string()),
  sort: z.optional(z.string()),
  selections: z.optional(z.string()),
});
export type RefreshResponse = z.output<typeof refreshResponseSchema>;

/** One facet of the sidebar, in display order. */
export const facetDefinitionSchema = z.looseObject({
  name: z.string(),
  type: z.enum(FACET_TYPES),
  label: z.string(),
  /** checkboxes/fselect/hierarchy: options shown before 'نمایش بیشتر' (spec: 7). */
  soft_limit: z._default(z.number(), 7),
  /** search: refresh 500 ms after typing (true) or on Enter only (false). */
  auto_refresh: z._default(z.boolean(), true),
});
export type FacetDefinition = z.output<typeof facetDefinitionSchema>;

export const facetSidebarPropsSchema = z.looseObject({
  /** Where the refresh goes: `{rest.root}facetwp/v1/refresh`. */
  endpoint: z.string(),
  /** The facets in order (the pager and sort facets included when the page has them). */
  facets: z.array(facetDefinitionSchema),
  /** The first-load state, the same shape as a refresh response's `settings`. */
  settings: refreshSettingsSchema,
  /** The current selections, as `data.facets` would send them (slider: [min, max] strings). */
  values: z._default(z.record(z.string(), z.array(z.string())), {}),
  /** The archive's page-1 URL ('/product-category/drill/'); paging adds /page/{n}/. */
  base_url: z.string(),
  /** `data.http_params` to send back unchanged (`uri`, and `get` with s/post_type on the search page). */
  http_params: z.looseObject({ get: z._default(z.record(z.string(), z.string()), {}), uri: z.string() }),
  /** Section 9: the configured 10 pages, `_paged`, 600 px; enabled only when the page opened at page 1. */
  infinite: z.looseObject({
    enabled: z.boolean(),
    page_limit: z.number(),
    url_param: z.string(),
    margin_px: z.number(),
    min_overlay_ms: z.number(),
  }),
  /** Section 3 "Front-end configuration given to listing pages". */
  search: z.looseObject({ is_product_search: z.boolean(), query: z.string() }),
  compare_url: z.string(),
  /** Skeleton cards: max(10, per page, columns × 2). */
  columns: z.number(),
});
export type FacetSidebarProps = z.output<typeof facetSidebarPropsSchema>;
