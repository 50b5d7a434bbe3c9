/**
 * The shop search page and the compare search, answered by the search engine (search-engine.ts) that also
 * answers the live search, so a query finds the same products, in the same order, everywhere.
 *
 * A plain search (no archive scope, no filters) is answered by the FTS index alone: FTS5 counts matches and walks
 * them newest first (rowid DESC) without sorting, so a word found in 20,000 products costs a few milliseconds
 * instead of a sort of 20,000 rows. Relevance: products whose title or SKU holds every term first, then the rest;
 * newest first within each group (product ids grow with their creation date, as WordPress post ids do).
 *
 * For the archive template and the facet engine: `searchProductIds` is a page of that order, and
 * `searchExpressions` the FTS5 expressions (every match, title-or-SKU matches) with the engine's spellings and
 * typo corrections, for a listing that filters or sorts the matches in SQL of its own.
 */
import type Database from 'libsql';
import type { ListOrder, ListQuery } from './catalogue-types';
import { searchEngine, type ProductPage, type ProductPageOptions } from './search-engine';
import { ftsMatchExpression } from './search-text';

type Db = Database.Database;

export type SearchPage = ProductPage;

/** True when the FTS index alone can answer the query (see the module comment). */
export function isPlainSearch(query: ListQuery, orderby: ListOrder): boolean {
  const filters = query.filters ?? {};
  const onlyExclusions = Object.entries(filters).every(([name, value]) => name === 'excludeIds' || value === undefined);
  return (
    orderby === 'relevance' &&
    !(query.taxonomy && query.slug) &&
    ftsMatchExpression(query.search ?? '') !== null &&
    onlyExclusions
  );
}

export function plainSearchPage(db: Db, search: string, excludeIds: readonly number[], offset: number, limit: number): SearchPage {
  return searchEngine(db).products(search, { excludeIds, offset, limit });
}

/** A page of the products a query finds, in relevance order, with the total. */
export function searchProductIds(db: Db, query: string, options: ProductPageOptions = {}): SearchPage {
  return searchEngine(db).products(query, options);
}

/** The FTS5 MATCH expressions of a query (on `product_search`), or null when it holds no word. */
export function searchExpressions(db: Db, query: string): { match: string; titleMatch: string } | null {
  return searchEngine(db).expressions(query);
}
