import type { Context, Hono } from 'hono';
import {
  refreshRequestSchema, type FacetSidebarProps, type ParsedRefreshData, type RefreshResponse, type RefreshSettings,
} from '../../../shared/api/contracts/listing';
import type { Product } from '../../db/catalogue';
import type { EngineResult } from '../../db/listing-engine';
import { listingIndex } from '../../db/listing-index';
import { buildSettings, infiniteSettings, runState } from '../../db/listing-settings';
import {
  archiveOfUri, DEFAULT_PER_PAGE, facetsOf, pageOf, perPageOf, sortOf, stateQuery, type ListingState,
} from '../../db/listing-state';
import { facetBlock, filterChips, listingTemplate, loadMoreBlock, pager, pageUrl, sortBar } from '../../templates/listing';
import type { SafeHtml } from '../../templates/html';
import { resultCount } from '../../templates/product-card';
import { INVALID_JSON, jsonBody, restError, type Env } from '../http';
import type { Store } from '../store';
import { NONCE_MESSAGE } from './rest';

/**
 * The filter engine's refresh, as FacetWP's REST route answers it (`POST /wp-json/facetwp/v1/refresh`; the
 * contract is shared/api/contracts/listing.ts), and the listing parts the archive pages print with the same code.
 */
export const REFRESH_PATH = '/wp-json/facetwp/v1/refresh';
/** Values per facet and characters per value a refresh may send (a facet has at most a few hundred choices). */
const MAX_VALUES = 100;
const MAX_VALUE_LENGTH = 200;

export interface BuiltListing {
  state: ListingState;
  result: EngineResult;
  settings: RefreshSettings;
  products: Product[];
  template: SafeHtml;
  /** True when a facet narrowed the archive (the empty state then offers 'حذف همه'). */
  filtered: boolean;
  tagsOf: (id: number) => Array<{ slug: string; name: string }>;
}

/** Tags of the listed products from the engine's index: no query per card. */
function tagsFromIndex(store: Store): (id: number) => Array<{ slug: string; name: string }> {
  const index = listingIndex(store.db);
  const tagTax = index.taxonomies.indexOf('product_tag');
  return (id) => {
    const i = index.indexOfId(id);
    if (i < 0) return [];
    const tags: Array<{ slug: string; name: string }> = [];
    for (let j = index.termStart[i]!; j < index.termStart[i + 1]!; j += 1) {
      const t = index.termIds[j]!;
      if (index.termTaxonomy[t] === tagTax) tags.push({ slug: index.terms[t]!.slug, name: index.terms[t]!.name });
    }
    return tags;
  };
}

export function buildListing(store: Store, state: ListingState): BuiltListing {
  let result = runState(store.db, state);
  // A plain search in relevance order is the search engine's own page (catalogue.list → catalogue-search.ts), so
  // its ranking holds here; facets, other orders and their counts come from the filter engine.
  if (state.kind === 'search' && state.search && state.sort === 'relevance' && Object.keys(result.active).length === 0 && !state.infinitePages) {
    const page = store.catalogue.list({ search: state.search, page: state.page, perPage: state.perPage, orderby: 'relevance', onlyIds: true });
    result = { ...result, ids: page.ids, total: page.total, totalPages: page.totalPages };
  }
  const settings = buildSettings(state, result);
  const products = store.catalogue.productsByIds(result.ids);
  const filtered = Object.keys(result.active).length > 0;
  const tagsOf = tagsFromIndex(store);
  return { state, result, settings, products, filtered, tagsOf, template: listingTemplate(state, products, tagsOf, filtered) };
}

/** Links of the numbered pager: /page/{n}/ with the state's query. */
export function pageLinkOf(state: ListingState): (page: number) => string {
  const query = stateQuery(state);
  return (page) => pageUrl(state.base, page, query);
}

export function pagerMarkup(built: BuiltListing): SafeHtml {
  const { settings, state } = built;
  return pager(state.base, settings.pager.page, settings.pager.total_pages, stateQuery(state));
}

/** Whether a page shows 'load more' rather than the numbered pager: page 1 of a listing whose theme chose it. */
export const showsLoadMore = (state: ListingState) => Boolean(state.loadMore) && state.page === 1;

export function loadMoreMarkup(built: BuiltListing): SafeHtml {
  const { settings: { pager: p }, state } = built;
  return loadMoreBlock(state.base, p.page, p.per_page, p.total_rows, p.total_pages, stateQuery(state));
}

export function sortBarMarkup(built: BuiltListing): SafeHtml {
  const { state } = built;
  const hidden = Object.fromEntries([...new URLSearchParams(stateQuery(state))].filter(([key]) => key !== 'orderby' && key !== 'per_page'));
  return sortBar(state.base, state.sort, state.perPage, built.result.total, hidden);
}

export function sidebarProps(built: BuiltListing): FacetSidebarProps {
  const { state } = built;
  const values = Object.fromEntries(Object.keys(built.result.active).map((name) => [name, state.selections[name] ?? []]));
  return {
    endpoint: REFRESH_PATH,
    facets: state.facets.map((facet) => ({ name: facet.name, type: facet.type, label: facet.label, soft_limit: 7, auto_refresh: true })),
    settings: built.settings,
    values,
    base_url: state.base,
    http_params: { get: state.kind === 'search' ? { s: state.search, post_type: 'product' } : {}, uri: state.uri },
    infinite: infiniteSettings(state),
    search: { is_product_search: state.kind === 'search', query: state.search },
    compare_url: '/compare/',
    columns: 4,
  };
}


function stringGet(get: ParsedRefreshData['http_params']['get'], key: string): string | undefined {
  const value = get[key];
  return value === undefined ? undefined : String(value);
}

/** The listing state a refresh body describes; a string naming what is wrong when it names no listing. */
export function stateFromRefresh(store: Store, data: ParsedRefreshData): ListingState | string {
  const archive = archiveOfUri(store.db, data.http_params.uri);
  if (!archive) return 'http_params.uri';
  const get = data.http_params.get;
  const facets = facetsOf(store.db, archive);
  const selections: Record<string, string[]> = {};
  for (const [name, values] of Object.entries(data.facets)) {
    if (values.length > MAX_VALUES || values.some((v) => String(v).length > MAX_VALUE_LENGTH)) return `facets.${name}`;
    selections[name] = values.map(String);
  }
  const sortFacet = facets.find((facet) => facet.type === 'sort');
  const extrasSort = data.extras.sort === 'default' ? null : sortOf(data.extras.sort, undefined);
  const chosen = (sortFacet ? sortOf(selections[sortFacet.name]?.[0], undefined) : null)
    ?? extrasSort ?? sortOf(stringGet(get, 'orderby'), stringGet(get, 'order'));
  const search = archive.kind === 'search' ? (stringGet(get, 's') ?? '').trim().slice(0, MAX_VALUE_LENGTH) : '';
  const perPage = (data.extras.per_page === 'default' ? null : perPageOf(data.extras.per_page)) ?? perPageOf(stringGet(get, 'per_page')) ?? DEFAULT_PER_PAGE;
  return {
    ...archive,
    search,
    facets,
    selections,
    sort: chosen ?? (search ? 'relevance' : 'date'),
    sortChosen: chosen !== null,
    perPage,
    page: pageOf(data.paged) ?? 1,
    infinitePages: null,
  };
}

export function refreshResponse(built: BuiltListing, data: ParsedRefreshData): RefreshResponse {
  const { state, settings } = built;
  const frozen = new Set(Object.keys(data.frozen_facets));
  const pageLink = pageLinkOf(state);
  const facets: Record<string, string> = {};
  for (const facet of state.facets) {
    if (frozen.has(facet.name)) continue;
    if (data.soft_refresh && facet.type !== 'pager') continue;
    facets[facet.name] = facetBlock(state, facet, settings, pageLink).value;
  }
  const response: RefreshResponse = { template: data.first_load ? '' : built.template.value, facets, settings };
  if (data.extras.pager) response.pager = pagerMarkup(built).value;
  if (data.extras.counts) response.counts = resultCount(settings.pager.total_rows);
  if (data.extras.sort || data.extras.per_page !== undefined) response.sort = sortBarMarkup(built).value;
  if (data.extras.selections) response.selections = filterChips(state, settings.selections).value;
  return response;
}

export function facetwpRoutes(app: Hono<Env>, store: Store): void {
  // The same cookie-nonce rule as every REST route (rest.ts), checked here because this route is registered first.
  app.use('/wp-json/facetwp/*', async (c, next) => {
    const nonce = c.req.header('X-WP-Nonce') ?? c.req.query('_wpnonce');
    if (!store.sessions.verifyNonce(c.get('sessionId'), nonce)) return restError(c, 403, 'rest_cookie_invalid_nonce', NONCE_MESSAGE);
    c.header('X-WP-Nonce', store.sessions.nonce(c.get('sessionId')));
    return next();
  });

  app.post(REFRESH_PATH, async (c) => {
    const body = await jsonBody(c);
    if (body === INVALID_JSON) return restError(c, 400, 'rest_invalid_json', 'بدنه درخواست JSON معتبر نیست.');
    const parsed = refreshRequestSchema.safeParse(body);
    if (!parsed.success) {
      const fields = [...new Set(parsed.error.issues.map((issue) => issue.path.join('.') || 'data'))];
      return restError(c, 400, 'rest_invalid_param', `پارامترهای نامعتبر: ${fields.join('، ')}`);
    }
    const state = stateFromRefresh(store, parsed.data.data);
    if (typeof state === 'string') return restError(c, 400, 'rest_invalid_param', `پارامترهای نامعتبر: ${state}`);
    const built = buildListing(store, state);
    return c.json(refreshResponse(built, parsed.data.data));
  });
}
