/**
 * A listing's state and its URL, read the same way from a page's address (JavaScript off) and from a refresh body
 * (the island), and written back as the links of the no-JavaScript sidebar. The URL is the only source of truth:
 * `_{facet}=v1,v2`, `orderby` + `order`, `per_page`, `/page/{n}/` or `paged`, `_paged` (infinite scroll and 'load more').
 */
import { SORT_VALUES, type SortValue } from '../../shared/api/contracts/listing';
import { toLatinDigits } from '../../shared/platform/digits';
import { normalizePersian } from '../../shared/platform/persian-text';
import { archiveFacets, type ArchiveKind, type FacetDef } from './listing-facets';
import { listingIndex } from './listing-index';
import type Database from 'libsql';
import { BRAND_TAXONOMY, CATEGORY_TAXONOMY, TAG_TAXONOMY } from './facets';

type Db = Database.Database;

export const PER_PAGE_OPTIONS = [12, 24, 36, 48, 60] as const;
export const DEFAULT_PER_PAGE = 24;
/** Section 9: the configured page limit of infinite scroll, taken as meant (10, not the 3 the seed site reaches). */
export const INFINITE_PAGE_LIMIT = 10;
/**
 * 'Load more' has no page limit (spec section 4: hidden once page >= total_pages), but a page printed from `_paged=n`
 * holds n pages of cards: the server prints at most this many at once, a guard against `_paged=99999`.
 */
export const LOAD_MORE_PAGE_LIMIT = 100;
export const FACET_PREFIX = '_';
export const DEMO_PATH = 'facets-demo';
/** The whole shop as a listing whose theme chose 'load more' over infinite scroll (widgets/listing-grid README). */
export const LOAD_MORE_PATH = 'load-more-demo';

export type ListingSort = SortValue | 'relevance';

export interface ArchiveRef {
  kind: ArchiveKind;
  scope: { taxonomy: string; slug: string } | null;
  /** The page-1 path: '/product-category/drill/', '/' for the search page. */
  base: string;
  /** FacetWP's http_params.uri: the path without slashes at the ends. */
  uri: string;
  /** The theme pages this listing with a 'load more' control instead of infinite scroll. */
  loadMore?: boolean;
}

export interface ListingState extends ArchiveRef {
  /** The search page's query ('' elsewhere). */
  search: string;
  facets: FacetDef[];
  selections: Record<string, string[]>;
  sort: ListingSort;
  /** orderby came from the shopper (the search page otherwise orders by relevance). */
  sortChosen: boolean;
  perPage: number;
  page: number;
  /** `_paged`: infinite scroll or 'load more' reached this page; pages 1..n are shown. */
  infinitePages: number | null;
}

const ARCHIVE_PREFIX: Record<string, { kind: ArchiveKind; taxonomy: string }> = {
  'product-category': { kind: 'product_cat', taxonomy: CATEGORY_TAXONOMY },
  tag: { kind: 'product_tag', taxonomy: TAG_TAXONOMY },
  brand: { kind: 'pwb-brand', taxonomy: BRAND_TAXONOMY },
};

function decode(text: string): string | null {
  try {
    return decodeURIComponent(text);
  } catch {
    return null;
  }
}

/** The archive an address names: null when there is none (an unknown term, an unknown path). */
export function archiveOfUri(db: Db, uri: string): ArchiveRef | null {
  const parts = uri.replace(/^\/+|\/+$/g, '').split('/').filter(Boolean);
  // A /page/{n}/ tail belongs to paging, not to the archive.
  if (parts.length >= 2 && parts[parts.length - 2] === 'page') parts.splice(-2, 2);
  if (parts.length === 0) return { kind: 'search', scope: null, base: '/', uri: '' };
  if (parts.length === 1 && parts[0] === DEMO_PATH) return { kind: 'demo', scope: null, base: `/${DEMO_PATH}/`, uri: DEMO_PATH };
  if (parts.length === 1 && parts[0] === LOAD_MORE_PATH) return { kind: 'shop', scope: null, base: `/${LOAD_MORE_PATH}/`, uri: LOAD_MORE_PATH, loadMore: true };
  const archive = ARCHIVE_PREFIX[parts[0]!];
  if (!archive || parts.length !== 2) return null;
  const slug = decode(parts[1]!);
  if (slug === null || !listingIndex(db).termByKey.has(`${archive.taxonomy}\u0000${slug}`)) return null;
  const pathSlug = archive.kind === 'product_tag' ? encodeURIComponent(slug) : slug;
  return { kind: archive.kind, scope: { taxonomy: archive.taxonomy, slug }, base: `/${parts[0]}/${pathSlug}/`, uri: `${parts[0]}/${pathSlug}` };
}

/** Taxonomies with at least one product in the archive (cached per index and archive). */
const taxonomiesCache = new WeakMap<object, Map<string, Set<string>>>();
function taxonomiesIn(db: Db, scope: ArchiveRef['scope']): Set<string> {
  const index = listingIndex(db);
  let perIndex = taxonomiesCache.get(index);
  if (!perIndex) taxonomiesCache.set(index, (perIndex = new Map()));
  const key = scope ? `${scope.taxonomy}\u0000${scope.slug}` : '';
  let found = perIndex.get(key);
  if (!found) {
    found = new Set<string>();
    const t = scope ? index.termByKey.get(key) : undefined;
    const counted = new Uint8Array(index.taxonomies.length);
    const visit = (i: number) => {
      for (let j = index.termStart[i]!; j < index.termStart[i + 1]!; j += 1) counted[index.termTaxonomy[index.termIds[j]!]!] = 1;
    };
    if (!scope) for (let i = 0; i < index.size; i += 1) visit(i);
    else if (t !== undefined) for (const i of index.postings[t]!) visit(i);
    counted.forEach((on, tax) => { if (on) found!.add(index.taxonomies[tax]!); });
    perIndex.set(key, found);
  }
  return found;
}

export function facetsOf(db: Db, archive: ArchiveRef): FacetDef[] {
  const present = taxonomiesIn(db, archive.scope);
  return archiveFacets(archive.kind, (facet) => facet.source.kind !== 'taxonomy' || present.has(facet.source.taxonomy));
}

/** Section 5: order is ASC or DESC, anything else DESC. */
export function normaliseOrder(order: unknown): 'ASC' | 'DESC' {
  return typeof order === 'string' && order.toUpperCase() === 'ASC' ? 'ASC' : 'DESC';
}

export function isSortValue(value: unknown): value is SortValue {
  return typeof value === 'string' && (SORT_VALUES as readonly string[]).includes(value);
}

/** `orderby` (a sort value) and `order`: 'price' with DESC is 'price-desc', 'price-desc' with ASC is 'price'. */
export function sortOf(orderby: unknown, order: unknown): SortValue | null {
  if (!isSortValue(orderby)) return null;
  if (order === undefined || order === null || order === '') return orderby;
  const direction = normaliseOrder(order);
  if (orderby === 'price' && direction === 'DESC') return 'price-desc';
  if (orderby === 'price-desc' && direction === 'ASC') return 'price';
  return orderby;
}

export function perPageOf(value: unknown): number | null {
  const n = Number(toLatinDigits(String(value ?? '')));
  return (PER_PAGE_OPTIONS as readonly number[]).includes(n) ? n : null;
}

export function pageOf(value: unknown): number | null {
  const text = toLatinDigits(String(value ?? '')).trim();
  if (!/^\d{1,6}$/.test(text)) return null;
  const n = Number(text);
  return n >= 1 ? n : null;
}

/**
 * The selections in a query string: `_{facet}=v1,v2`; for range facets also `_{facet}_min` / `_{facet}_max`, which
 * is what the no-JavaScript range form sends (a form cannot join two fields into one value).
 */
export function selectionsFromParams(params: URLSearchParams, facets: readonly FacetDef[]): Record<string, string[]> {
  const selections: Record<string, string[]> = {};
  for (const facet of facets) {
    const key = FACET_PREFIX + facet.name;
    const raw = params.get(key);
    if (facet.source.kind === 'price') {
      const [min = '', max = ''] = raw === null ? [] : raw.split(',');
      const formMin = params.get(`${key}_min`);
      const formMax = params.get(`${key}_max`);
      const pair = [formMin ?? min, formMax ?? max].map((v) => v.trim());
      if (pair.some((v) => v !== '')) selections[facet.name] = pair;
    } else if (facet.source.kind === 'search') {
      if (raw !== null && raw.trim() !== '') selections[facet.name] = [raw.trim()];
    } else if (raw !== null) {
      const values = raw.split(',').map((v) => v.trim()).filter(Boolean);
      if (values.length > 0) selections[facet.name] = values;
    }
  }
  return selections;
}

/** The state of a server page from its archive and its address. */
export function stateFromUrl(db: Db, archive: ArchiveRef, url: URL, pathPage: number): ListingState {
  const params = url.searchParams;
  const facets = facetsOf(db, archive);
  // Invisible marks alone (ZWNJ, direction marks, a BOM: normalizePersian drops them) are no words: such a query is
  // as empty as spaces are.
  const s = archive.kind === 'search' ? (params.get('s') ?? '').trim() : '';
  const search = normalizePersian(s) ? s : '';
  const sortFacet = facets.find((facet) => facet.type === 'sort');
  const facetSort = sortFacet ? sortOf(params.get(FACET_PREFIX + sortFacet.name), undefined) : null;
  const chosen = facetSort ?? sortOf(params.get('orderby'), params.get('order') ?? undefined);
  const infinite = pageOf(params.get('_paged'));
  return {
    ...archive,
    search,
    facets,
    selections: selectionsFromParams(params, facets),
    sort: chosen ?? (search ? 'relevance' : 'date'),
    sortChosen: chosen !== null,
    perPage: perPageOf(params.get('per_page')) ?? DEFAULT_PER_PAGE,
    page: pageOf(params.get('paged')) ?? pathPage,
    infinitePages: infinite !== null && infinite > 1 ? Math.min(infinite, archive.loadMore ? LOAD_MORE_PAGE_LIMIT : INFINITE_PAGE_LIMIT + 1) : null,
  };
}

/**
 * The query string of a state, for links: page 1 (the pager adds /page/{n}/), the search page's `s` and
 * `post_type` first, then facets in sidebar order, then sort and per-page when they are not the defaults.
 */
export function stateQuery(state: ListingState, selections: Record<string, string[]> = state.selections, extra: { sort?: ListingSort; perPage?: number } = {}): string {
  const params = new URLSearchParams();
  if (state.kind === 'search') {
    params.set('s', state.search);
    params.set('post_type', 'product');
  }
  for (const facet of state.facets) {
    const values = selections[facet.name];
    if (!values || values.length === 0 || values.every((v) => v === '')) continue;
    params.set(FACET_PREFIX + facet.name, values.join(','));
  }
  const sort = extra.sort ?? state.sort;
  const sortChosen = extra.sort !== undefined || state.sortChosen;
  if (sortChosen && sort !== 'relevance') params.set('orderby', sort);
  const perPage = extra.perPage ?? state.perPage;
  if (perPage !== DEFAULT_PER_PAGE) params.set('per_page', String(perPage));
  return params.toString();
}

export function stateUrl(state: ListingState, selections?: Record<string, string[]>, extra?: { sort?: ListingSort; perPage?: number }): string {
  const query = stateQuery(state, selections, extra);
  return query ? `${state.base}?${query}` : state.base;
}

/** Selections with one value of one facet toggled (radio, dropdown and hierarchy hold one value). */
export function toggled(state: ListingState, facet: FacetDef, value: string): Record<string, string[]> {
  const current = state.selections[facet.name] ?? [];
  const single = facet.type === 'radio' || facet.type === 'dropdown' || facet.type === 'hierarchy' || facet.type === 'rating';
  const next = current.includes(value) ? current.filter((v) => v !== value) : single ? [value] : [...current, value];
  return { ...state.selections, [facet.name]: next };
}

export function without(state: ListingState, facetName: string, value?: string): Record<string, string[]> {
  const current = state.selections[facetName] ?? [];
  return { ...state.selections, [facetName]: value === undefined ? [] : current.filter((v) => v !== value) };
}
