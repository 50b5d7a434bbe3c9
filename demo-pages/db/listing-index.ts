/**
 * The filter engine's index: the catalogue's facet data held in typed arrays, as FacetWP keeps its own index table
 * beside WordPress's. Faceted counts need, for every product of a listing, its terms and its price, stock, sale and
 * rating; SQLite answers that with a join per facet (tens of milliseconds per facet at 100,000 products), while a
 * pass over these arrays costs a few milliseconds for every facet at once.
 *
 * Products are addressed by a dense index (their rank by id); terms likewise. Built on first use and rebuilt when
 * the catalogue's seed metadata changes (a reseed), which one tiny query checks per request: the catalogue is read
 * only while the store runs.
 */
import type Database from 'libsql';

type Db = Database.Database;

export interface TermInfo {
  id: number;
  taxonomy: string;
  slug: string;
  name: string;
  /** Dense index of the parent term, or -1. */
  parent: number;
  sort: number;
}

/** The six listing orders of section 9, each a permutation of product indices. */
export type IndexOrder = 'date' | 'popularity' | 'rating' | 'price' | 'price-desc' | 'title';

export interface ListingIndex {
  /** What the index was built from (catalogue_meta), to notice a reseed. */
  version: string;
  size: number;
  ids: Int32Array;
  price: Float64Array;
  rating: Float64Array;
  inStock: Uint8Array;
  onSale: Uint8Array;
  /** Terms of product i: termIds[termStart[i] .. termStart[i + 1]). */
  termStart: Int32Array;
  termIds: Int32Array;
  terms: TermInfo[];
  /** Dense taxonomy number of each term (see taxonomies). */
  termTaxonomy: Uint16Array;
  taxonomies: string[];
  /** Product indices carrying each term, ascending. */
  postings: Int32Array[];
  termByKey: Map<string, number>;
  orders: Record<IndexOrder, Int32Array>;
  indexOfId(id: number): number;
}

const cache = new WeakMap<Db, ListingIndex>();

export function catalogueVersion(db: Db): string {
  const rows = db.prepare("SELECT key, value FROM catalogue_meta WHERE key IN ('products', 'seed', 'generator_version', 'seeded_at') ORDER BY key")
    .raw().all() as [string, string][];
  return rows.map(([key, value]) => `${key}=${value}`).join('&');
}

/** The index of this database, built or rebuilt as needed. */
export function listingIndex(db: Db): ListingIndex {
  const version = catalogueVersion(db);
  const cached = cache.get(db);
  if (cached && cached.version === version) return cached;
  const index = buildIndex(db, version);
  cache.set(db, index);
  return index;
}

function buildIndex(db: Db, version: string): ListingIndex {
  const rows = db.prepare(`SELECT id, price, rating, rating_count, total_sales, created_at, stock_status = 'instock',
      sale_price IS NOT NULL, title_rank FROM products ORDER BY id`).raw().all() as [number, number, number, number, number, string, number, number, number][];
  const size = rows.length;
  const ids = new Int32Array(size);
  const price = new Float64Array(size);
  const rating = new Float64Array(size);
  const ratingCount = new Float64Array(size);
  const sales = new Float64Array(size);
  const created = new Float64Array(size);
  const titleRank = new Float64Array(size);
  const inStock = new Uint8Array(size);
  const onSale = new Uint8Array(size);
  rows.forEach((row, i) => {
    ids[i] = row[0];
    price[i] = row[1];
    rating[i] = row[2];
    ratingCount[i] = row[3];
    sales[i] = row[4];
    created[i] = Date.parse(row[5]);
    inStock[i] = row[6];
    onSale[i] = row[7];
    titleRank[i] = row[8];
  });
  const maxId = size > 0 ? ids[size - 1]! : 0;
  const denseOfId = new Int32Array(maxId + 1).fill(-1);
  ids.forEach((id, i) => { denseOfId[id] = i; });

  const termRows = db.prepare('SELECT id, taxonomy, slug, name, parent, sort FROM terms ORDER BY taxonomy, sort, id')
    .raw().all() as [number, string, string, string, number | null, number][];
  const denseOfTerm = new Map<number, number>();
  termRows.forEach((row, t) => denseOfTerm.set(row[0], t));
  const taxonomies: string[] = [];
  const termTaxonomy = new Uint16Array(termRows.length);
  const terms = termRows.map((row, t): TermInfo => {
    let tax = taxonomies.indexOf(row[1]);
    if (tax === -1) tax = taxonomies.push(row[1]) - 1;
    termTaxonomy[t] = tax;
    return { id: row[0], taxonomy: row[1], slug: row[2], name: row[3], parent: row[4] === null ? -1 : denseOfTerm.get(row[4]) ?? -1, sort: row[5] };
  });
  const termByKey = new Map(terms.map((term, t) => [`${term.taxonomy}\u0000${term.slug}`, t]));

  // Grouped by term in SQL (the (term_id, product_id) index walks in order), one string per term: a million
  // two-column rows cost several times more to hand over one by one.
  const postings: Int32Array[] = terms.map(() => new Int32Array(0));
  const perProduct = new Int32Array(size + 1);
  for (const [termId, list] of db.prepare('SELECT term_id, group_concat(product_id) FROM product_terms GROUP BY term_id').raw().all() as [number, string][]) {
    const t = denseOfTerm.get(termId);
    if (t === undefined || !list) continue;
    const parts = list.split(',');
    const posting = new Int32Array(parts.length);
    let n = 0;
    for (const part of parts) {
      const i = denseOfId[Number(part)] ?? -1;
      if (i >= 0) { posting[n++] = i; perProduct[i + 1]! += 1; }
    }
    postings[t] = posting.subarray(0, n).sort();
  }
  const termStart = new Int32Array(size + 1);
  for (let i = 0; i < size; i += 1) termStart[i + 1] = termStart[i]! + perProduct[i + 1]!;
  const termIds = new Int32Array(termStart[size]!);
  const fill = termStart.slice(0, size);
  postings.forEach((posting, t) => { for (const i of posting) termIds[fill[i]!++] = t; });

  const byKeys = (compare: (a: number, b: number) => number) => Int32Array.from({ length: size }, (_, i) => i).sort(compare);
  // The same orders and tie-breakers as catalogue-listing.ts (product id ascending = dense index ascending).
  const orders: Record<IndexOrder, Int32Array> = {
    date: byKeys((a, b) => created[b]! - created[a]! || b - a),
    popularity: byKeys((a, b) => sales[b]! - sales[a]! || b - a),
    rating: byKeys((a, b) => rating[b]! - rating[a]! || ratingCount[b]! - ratingCount[a]! || b - a),
    price: byKeys((a, b) => price[a]! - price[b]! || a - b),
    'price-desc': byKeys((a, b) => price[b]! - price[a]! || b - a),
    title: byKeys((a, b) => titleRank[a]! - titleRank[b]! || a - b),
  };

  return {
    version, size, ids, price, rating, inStock, onSale, termStart, termIds, terms, termTaxonomy, taxonomies, postings, termByKey, orders,
    indexOfId: (id) => (Number.isInteger(id) && id >= 0 && id <= maxId ? denseOfId[id]! : -1),
  };
}
