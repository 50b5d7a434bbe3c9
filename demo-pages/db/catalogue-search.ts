/**
 * The shop search page and the compare search at 100,000 products. A plain search (no archive scope, no
 * filters) is answered by the FTS index alone: FTS5 counts matches and walks them newest first (rowid DESC)
 * without sorting, so a word found in 20,000 products costs a few milliseconds instead of a sort of 20,000 rows.
 *
 * Relevance, as WordPress orders a search: products whose title holds every term first, then the rest; newest
 * first within each group. Product ids grow with their creation date (as WordPress post ids do), so rowid
 * order is date order.
 */
import type Database from 'libsql';
import type { ListOrder, ListQuery } from './catalogue-types';
import { ftsMatchExpression, ftsTitleExpression } from './search-text';

type Db = Database.Database;

export interface SearchPage {
  ids: number[];
  total: number;
}

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
  const match = ftsMatchExpression(search);
  const titleMatch = ftsTitleExpression(search);
  if (match === null || titleMatch === null) return { ids: [], total: 0 };
  const excluded = JSON.stringify(excludeIds.filter(Number.isInteger));
  // FTS5's NOT keeps the second group disjoint from the first.
  const rest = `(${match}) NOT (${titleMatch})`;

  const titleTotal = countMatches(db, titleMatch, excluded);
  const total = titleTotal + countMatches(db, rest, excluded);
  const ids: number[] = [];
  if (offset < titleTotal) ids.push(...matchingIds(db, titleMatch, excluded, limit, offset));
  if (ids.length < limit) ids.push(...matchingIds(db, rest, excluded, limit - ids.length, Math.max(0, offset - titleTotal)));
  return { ids, total };
}

function countMatches(db: Db, expression: string, excluded: string): number {
  const sql = `SELECT count(*) FROM product_search WHERE product_search MATCH ?
    AND rowid NOT IN (SELECT value FROM json_each(?))`;
  return (db.prepare(sql).raw().get(expression, excluded) as [number] | undefined)?.[0] ?? 0;
}

function matchingIds(db: Db, expression: string, excluded: string, limit: number, offset: number): number[] {
  const sql = `SELECT rowid FROM product_search WHERE product_search MATCH ?
    AND rowid NOT IN (SELECT value FROM json_each(?)) ORDER BY rowid DESC LIMIT ? OFFSET ?`;
  return db.prepare(sql).raw().all(expression, excluded, limit, offset).map((row) => (row as [number])[0]);
}
