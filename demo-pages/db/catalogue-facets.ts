/**
 * Choice counts for the filter sidebar (spec 3, Facets: num_choices). Each taxonomy is counted over the listing
 * without its own selection, the way a checkbox facet with OR inside it behaves: ticking '850 وات' must not hide
 * '1200 وات' from the power facet, but it does narrow every other facet.
 * An archive page or the shop without search or filters reads counts stored when seeding; the rest are counted.
 * The archive pages and the refresh endpoint count with the filter engine (listing-engine.ts, every facet type in one
 * pass over an in-memory index); this SQL version stays for catalogue.facetCounts, which bench/seed.ts times.
 */
import type Database from 'libsql';
import { buildListingSql, isPlainListing, type ListingExclusions } from './catalogue-listing';
import type { FacetCounts, ListQuery, TermCount } from './catalogue-types';
import { ARCHIVE_TAXONOMIES, CATALOGUE_TAXONOMIES } from './facets';

type Db = Database.Database;

interface CountRow {
  taxonomy: string;
  slug: string;
  name: string;
  n: number;
}

export function countFacets(db: Db, query: ListQuery): FacetCounts {
  const scoped = Boolean(query.taxonomy && query.slug);
  if (isPlainListing(query) && (!scoped || ARCHIVE_TAXONOMIES.includes(query.taxonomy ?? ''))) {
    return scoped ? storedArchiveCounts(db, query.taxonomy ?? '', query.slug ?? '') : storedShopCounts(db);
  }
  return countedFacets(db, query);
}

function countedFacets(db: Db, query: ListQuery): FacetCounts {
  const selected = new Set(
    Object.entries(query.filters?.terms ?? {}).filter(([, slugs]) => slugs.length > 0).map(([taxonomy]) => taxonomy),
  );
  const rows: CountRow[] = [];
  // Taxonomies without a selection share one grouped query; each selected one needs a query of its own.
  const unselected = CATALOGUE_TAXONOMIES.filter((taxonomy) => !selected.has(taxonomy));
  rows.push(...countTerms(db, query, unselected, {}));
  for (const taxonomy of selected) rows.push(...countTerms(db, query, [taxonomy], { taxonomy }));

  const price = aggregate(db, query, { price: true }, (listing) => `min(${listing.price}), max(${listing.price})`);
  return {
    terms: groupByTaxonomy(rows),
    inStock: Number(aggregate(db, query, { inStock: true }, (listing) => `sum(${listing.inStock})`)[0] ?? 0),
    onSale: Number(aggregate(db, query, { onSale: true }, (listing) => `sum(${listing.onSale})`)[0] ?? 0),
    price: toRange(price),
  };
}

function countTerms(db: Db, query: ListQuery, taxonomies: readonly string[], exclude: ListingExclusions): CountRow[] {
  if (taxonomies.length === 0) return [];
  const listing = buildListingSql(query, exclude);
  const sql = `${listing.with}
    SELECT t.taxonomy, t.slug, t.name, count(*) AS n
    FROM product_terms pt JOIN terms t ON t.id = pt.term_id
    WHERE pt.product_id IN (SELECT ${listing.columns.id} ${listing.from} ${listing.where})
      AND t.taxonomy IN (SELECT value FROM json_each(?))
    GROUP BY t.id ORDER BY t.taxonomy, t.sort`;
  return db.prepare(sql).all(...listing.params, JSON.stringify(taxonomies)).map(toCountRow);
}

/** One aggregate row over the listing; `select` gets the plan's column expressions. */
function aggregate(
  db: Db, query: ListQuery, exclude: ListingExclusions, select: (columns: { price: string; inStock: string; onSale: string }) => string,
): unknown[] {
  const listing = buildListingSql(query, exclude);
  const sql = `${listing.with} SELECT ${select(listing.columns)} ${listing.from} ${listing.where}`;
  return (db.prepare(sql).raw().get(...listing.params) as unknown[] | undefined) ?? [];
}

function storedArchiveCounts(db: Db, taxonomy: string, slug: string): FacetCounts {
  const scope = db.prepare('SELECT id FROM terms WHERE taxonomy = ? AND slug = ?').raw().get(taxonomy, slug) as [number] | undefined;
  if (!scope) return { terms: groupByTaxonomy([]), inStock: 0, onSale: 0, price: null };
  const rows = db.prepare(`
    SELECT t.taxonomy, t.slug, t.name, c.count AS n
    FROM term_cooccurrence c JOIN terms t ON t.id = c.term_id
    WHERE c.scope_term_id = ? ORDER BY t.taxonomy, t.sort`).all(scope[0]).map(toCountRow);
  const stats = db.prepare(`SELECT sum(in_stock), sum(on_sale), min(price), max(price) FROM archive_products WHERE term_id = ?`)
    .raw().get(scope[0]) as [number | null, number | null, number | null, number | null];
  return { terms: groupByTaxonomy(rows), inStock: stats[0] ?? 0, onSale: stats[1] ?? 0, price: toRange([stats[2], stats[3]]) };
}

function storedShopCounts(db: Db): FacetCounts {
  const rows = db.prepare('SELECT taxonomy, slug, name, count AS n FROM terms WHERE count > 0 ORDER BY taxonomy, sort').all().map(toCountRow);
  const stats = db.prepare(`
    SELECT (SELECT value FROM catalogue_meta WHERE key = 'shop_in_stock'),
           (SELECT value FROM catalogue_meta WHERE key = 'shop_on_sale'),
           (SELECT min(price) FROM products), (SELECT max(price) FROM products)`)
    .raw().get() as [string | null, string | null, number | null, number | null];
  return { terms: groupByTaxonomy(rows), inStock: Number(stats[0] ?? 0), onSale: Number(stats[1] ?? 0), price: toRange([stats[2], stats[3]]) };
}

function groupByTaxonomy(rows: readonly CountRow[]): Record<string, TermCount[]> {
  const terms: Record<string, TermCount[]> = Object.fromEntries(CATALOGUE_TAXONOMIES.map((taxonomy) => [taxonomy, []]));
  for (const row of rows) terms[row.taxonomy]?.push({ slug: row.slug, name: row.name, count: row.n });
  return terms;
}

function toCountRow(value: unknown): CountRow {
  const row = value as CountRow;
  return { taxonomy: row.taxonomy, slug: row.slug, name: row.name, n: row.n };
}

function toRange(values: readonly unknown[]): FacetCounts['price'] {
  const [min, max] = values;
  return typeof min === 'number' && typeof max === 'number' ? { min, max } : null;
}
