import { toLatinDigits } from '../platform/digits';

/**
 * The listing's URL, its only source of truth (spec sections 4 and 7; shared/api/contracts/listing.ts "URL"):
 * `_{facet}=v1,v2`, `orderby` (a sort value; `order` ASC/DESC read beside it), `per_page`, `/page/{n}/` or
 * `paged=n` for the numbered pager, `_paged=n` for infinite scroll (removed on page 1). Every other parameter
 * (`s`, `post_type`, a theme's own) is kept as it is. Pure functions: the store and the tests share them.
 */
export type SortValue = 'date' | 'popularity' | 'rating' | 'price' | 'price-desc' | 'title';
const SORTS: readonly string[] = ['date', 'popularity', 'rating', 'price', 'price-desc', 'title'];

export interface ListingQuery {
  /** Facet name → chosen values (Latin digits), only facets with a choice. */
  facets: Record<string, string[]>;
  /** undefined: the default (date). */
  sort?: SortValue | undefined;
  perPage?: number | undefined;
  /** The numbered pager's page (1 when none). */
  page: number;
  /** Infinite scroll: pages 1..n are on screen (1 when none). */
  scrolledTo: number;
}

/** order is normalised to ASC or DESC: any other value becomes DESC (spec section 5). */
export function normaliseOrder(order: string | null | undefined): 'ASC' | 'DESC' {
  return order?.toUpperCase() === 'ASC' ? 'ASC' : 'DESC';
}

/** `orderby` + `order` as one sort value: `orderby=price&order=DESC` is 'price-desc'; unknown is the default. */
export function sortFromParams(orderby: string | null, order: string | null): SortValue | undefined {
  if (!orderby || !SORTS.includes(orderby)) return undefined;
  if (orderby === 'price' && order !== null && normaliseOrder(order) === 'DESC') return 'price-desc';
  return orderby === 'date' ? undefined : (orderby as SortValue);
}

const positiveInt = (text: string | null | undefined): number | undefined => {
  if (text == null) return undefined;
  const n = Number(toLatinDigits(text));
  return Number.isInteger(n) && n >= 1 && n <= 100_000 ? n : undefined;
};

const PAGE_SEGMENT = /\/page\/(\d+)\/?$/;

/** The archive's page-1 path of a URL: `/product-category/drill/page/3/` → `/product-category/drill/`. */
export function basePath(pathname: string): string {
  return pathname.replace(PAGE_SEGMENT, '/');
}

/** Reads a listing URL. `facetNames` limits the `_name` parameters taken as facets (so `_paged` never is one). */
export function readListingUrl(href: string, facetNames: readonly string[]): ListingQuery {
  const url = new URL(href, 'http://x.invalid');
  const params = url.searchParams;
  const facets: Record<string, string[]> = {};
  for (const name of facetNames) {
    const raw = params.get(`_${name}`);
    if (raw == null || raw === '') continue;
    const values = raw.split(',').map((v) => toLatinDigits(v.trim()));
    // a range keeps its open ends ('', '500'); a list drops empty items
    const kept = values.length === 2 && values.some((v) => v !== '') ? values : values.filter(Boolean);
    if (kept.length) facets[name] = kept;
  }
  const pathPage = PAGE_SEGMENT.exec(url.pathname)?.[1];
  return {
    facets,
    sort: sortFromParams(params.get('orderby'), params.get('order')),
    perPage: positiveInt(params.get('per_page')),
    page: positiveInt(pathPage) ?? positiveInt(params.get('paged')) ?? 1,
    scrolledTo: positiveInt(params.get('_paged')) ?? 1,
  };
}

/**
 * Writes a listing URL from the current one: the listing's own parameters are replaced, all others kept, in the
 * order the current URL has them. Page 1 has no `/page/1/` and no `_paged`.
 */
export function writeListingUrl(currentHref: string, query: ListingQuery, facetNames: readonly string[]): string {
  const url = new URL(currentHref, 'http://x.invalid');
  const params = url.searchParams;
  for (const name of facetNames) params.delete(`_${name}`);
  for (const key of ['orderby', 'order', 'per_page', 'paged', '_paged']) params.delete(key);
  for (const name of facetNames) {
    const values = query.facets[name];
    if (values?.length && values.some((v) => v !== '')) params.set(`_${name}`, values.join(','));
  }
  if (query.sort) params.set('orderby', query.sort);
  if (query.perPage) params.set('per_page', String(query.perPage));
  if (query.scrolledTo > 1) params.set('_paged', String(query.scrolledTo));
  let path = basePath(url.pathname);
  if (query.page > 1) path = `${path.replace(/\/$/, '')}/page/${query.page}/`;
  // commas stay readable (`_hsa_color=red,blue`), as FacetWP writes them
  const search = params.toString().replace(/%2C/gi, ',');
  return `${path}${search ? `?${search}` : ''}${url.hash}`;
}

/** Whether two queries ask the server for the same results (the scroll position aside). */
export function sameResults(a: ListingQuery, b: ListingQuery): boolean {
  const keys = new Set([...Object.keys(a.facets), ...Object.keys(b.facets)]);
  for (const key of keys) if ((a.facets[key] ?? []).join(',') !== (b.facets[key] ?? []).join(',')) return false;
  return a.sort === b.sort && a.perPage === b.perPage && a.page === b.page;
}
