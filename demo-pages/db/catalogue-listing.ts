/**
 * SQL for product listings: which products a query selects and in what order. Two plans:
 * - an archive page (category, brand or tag, no search) reads archive_products, where every order is one index
 *   range of the term;
 * - anything else (the whole shop, a search, an attribute archive) reads products, with its per-order indexes.
 * Parameters are gathered in the order their SQL text appears: those of the WITH clause, then those of WHERE.
 */
import type { ListFilters, ListOrder, ListQuery } from './catalogue-types';
import { ARCHIVE_TAXONOMIES } from './facets';
import { ftsMatchExpression, ftsTitleExpression } from './search-text';

/** How one plan names the columns filters and orders use. */
export interface ListingColumns {
  id: string;
  inStock: string;
  onSale: string;
  price: string;
  /** The condition and parameter for 'rated at least `stars`'. */
  minRating: (stars: number) => [string, number];
  orderBy: Readonly<Record<Exclude<ListOrder, 'relevance'>, string>>;
}

const PRODUCT_PLAN: ListingColumns = {
  id: 'p.id',
  inStock: "p.stock_status = 'instock'",
  onSale: 'p.sale_price IS NOT NULL',
  price: 'p.price',
  minRating: (stars) => ['p.rating >= ?', stars],
  orderBy: {
    date: 'p.created_at DESC, p.id DESC',
    popularity: 'p.total_sales DESC, p.id DESC',
    rating: 'p.rating DESC, p.rating_count DESC, p.id DESC',
    price: 'p.price ASC, p.id ASC',
    'price-desc': 'p.price DESC, p.id DESC',
    title: 'p.title_rank ASC, p.id ASC',
  },
};

/** Same orders as PRODUCT_PLAN, on archive_products' copies of the sort columns. */
const ARCHIVE_PLAN: ListingColumns = {
  id: 'a.product_id',
  inStock: 'a.in_stock = 1',
  onSale: 'a.on_sale = 1',
  price: 'a.price',
  // rating_key = round(rating × 10) × 1,000,000 + rating_count (see schema.ts)
  minRating: (stars) => ['a.rating_key >= ?', Math.ceil(stars * 10 - 1e-9) * 1_000_000],
  orderBy: {
    date: 'a.created DESC, a.product_id DESC',
    popularity: 'a.sales DESC, a.product_id DESC',
    rating: 'a.rating_key DESC, a.product_id DESC',
    price: 'a.price ASC, a.product_id ASC',
    'price-desc': 'a.price DESC, a.product_id DESC',
    title: 'a.title_rank ASC, a.product_id ASC',
  },
};

/** Title matches first, then newest; the same order as catalogue-search.ts, where the reasons are. */
const RELEVANCE_ORDER = 'CASE WHEN p.id IN (SELECT id FROM title_hits) THEN 0 ELSE 1 END, p.id DESC';

export interface ListingSql {
  /** `WITH RECURSIVE …` or ''. */
  with: string;
  /** `FROM …` with the joins the plan needs. */
  from: string;
  /** `WHERE …` or ''. */
  where: string;
  /** Parameters of with, from and where, in that order. */
  params: unknown[];
  /** True when a search restricts the listing (the relevance order is available). */
  searching: boolean;
  columns: ListingColumns;
}

/** Parts of a query that facet counting leaves out, so a facet's own choices stay visible. */
export interface ListingExclusions {
  taxonomy?: string;
  price?: boolean;
  inStock?: boolean;
  onSale?: boolean;
}

export const LIST_ORDERS: readonly ListOrder[] = ['date', 'popularity', 'rating', 'price', 'price-desc', 'title', 'relevance'];

export function isListOrder(value: unknown): value is ListOrder {
  return typeof value === 'string' && (LIST_ORDERS as readonly string[]).includes(value);
}

export function orderByClause(listing: ListingSql, orderby: ListOrder): string {
  if (orderby !== 'relevance') return listing.columns.orderBy[orderby];
  return listing.searching ? RELEVANCE_ORDER : listing.columns.orderBy.date;
}

export function buildListingSql(query: ListQuery, exclude: ListingExclusions = {}): ListingSql {
  const ctes: string[] = [];
  const cteParams: unknown[] = [];
  const where: string[] = [];
  const params: unknown[] = [];
  const search = query.search?.trim() ?? '';
  const match = search ? ftsMatchExpression(search) : null;
  const scoped = Boolean(query.taxonomy && query.slug);
  const columns = scoped && !search && ARCHIVE_TAXONOMIES.includes(query.taxonomy ?? '') ? ARCHIVE_PLAN : PRODUCT_PLAN;
  let from = columns === ARCHIVE_PLAN ? 'FROM archive_products a' : 'FROM products p';

  if (columns === ARCHIVE_PLAN) {
    // Products carry every ancestor category, so the term's own rows already include its descendants' products.
    where.push('a.term_id = (SELECT id FROM terms WHERE taxonomy = ? AND slug = ?)');
    params.push(query.taxonomy, query.slug);
  } else if (scoped && ARCHIVE_TAXONOMIES.includes(query.taxonomy ?? '')) {
    // A search inside an archive: the matches are the smaller set, so each one is checked against the archive.
    where.push(`EXISTS (SELECT 1 FROM archive_products a
      WHERE a.term_id = (SELECT id FROM terms WHERE taxonomy = ? AND slug = ?) AND a.product_id = p.id)`);
    params.push(query.taxonomy, query.slug);
  } else if (scoped) {
    ctes.push(`scope_terms(id) AS (
      SELECT id FROM terms WHERE taxonomy = ? AND slug = ?
      UNION SELECT child.id FROM terms child JOIN scope_terms ON child.parent = scope_terms.id)`);
    cteParams.push(query.taxonomy, query.slug);
    where.push('p.id IN (SELECT product_id FROM product_terms WHERE term_id IN (SELECT id FROM scope_terms))');
  }

  if (search && match === null) {
    // Only punctuation was typed: nothing can match, and it must not list the whole shop either.
    where.push('0');
  } else if (match !== null) {
    ctes.push('hits(id) AS (SELECT rowid FROM product_search WHERE product_search MATCH ?)');
    ctes.push('title_hits(id) AS (SELECT rowid FROM product_search WHERE product_search MATCH ?)');
    cteParams.push(match, ftsTitleExpression(search));
    from += ' JOIN hits ON hits.id = p.id';
  }

  appendFilters(query.filters ?? {}, exclude, columns, where, params);
  return {
    with: ctes.length > 0 ? `WITH RECURSIVE ${ctes.join(', ')}` : '',
    from,
    where: where.length > 0 ? `WHERE ${where.join(' AND ')}` : '',
    params: [...cteParams, ...params],
    searching: match !== null,
    columns,
  };
}

function appendFilters(
  filters: ListFilters, exclude: ListingExclusions, columns: ListingColumns, where: string[], params: unknown[],
): void {
  if (filters.inStock && !exclude.inStock) where.push(columns.inStock);
  if (filters.onSale && !exclude.onSale) where.push(columns.onSale);
  if (!exclude.price && isFiniteNumber(filters.minPrice)) {
    where.push(`${columns.price} >= ?`);
    params.push(filters.minPrice);
  }
  if (!exclude.price && isFiniteNumber(filters.maxPrice)) {
    where.push(`${columns.price} <= ?`);
    params.push(filters.maxPrice);
  }
  if (isFiniteNumber(filters.minRating)) {
    const [condition, value] = columns.minRating(filters.minRating);
    where.push(condition);
    params.push(value);
  }
  if (filters.ids) {
    where.push(`${columns.id} IN (SELECT value FROM json_each(?))`);
    params.push(JSON.stringify(filters.ids.filter(Number.isInteger)));
  }
  if (filters.excludeIds && filters.excludeIds.length > 0) {
    where.push(`${columns.id} NOT IN (SELECT value FROM json_each(?))`);
    params.push(JSON.stringify(filters.excludeIds.filter(Number.isInteger)));
  }
  for (const [taxonomy, slugs] of Object.entries(filters.terms ?? {})) {
    if (taxonomy === exclude.taxonomy || slugs.length === 0) continue;
    where.push(`${columns.id} IN (SELECT pt.product_id FROM product_terms pt JOIN terms t ON t.id = pt.term_id
      WHERE t.taxonomy = ? AND t.slug IN (SELECT value FROM json_each(?)))`);
    params.push(taxonomy, JSON.stringify(slugs));
  }
}

/** True when the query has no search and no filter: its facet counts can be read instead of counted. */
export function isPlainListing(query: ListQuery): boolean {
  const filters = query.filters ?? {};
  return (
    !query.search?.trim() &&
    !filters.inStock && !filters.onSale &&
    !isFiniteNumber(filters.minPrice) && !isFiniteNumber(filters.maxPrice) && !isFiniteNumber(filters.minRating) &&
    filters.ids === undefined && (filters.excludeIds?.length ?? 0) === 0 &&
    Object.values(filters.terms ?? {}).every((slugs) => slugs.length === 0)
  );
}

function isFiniteNumber(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value);
}
