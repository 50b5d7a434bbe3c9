/**
 * The read API of the catalogue, used by the demo server (synchronous, like the rest of its SQLite access).
 * It keeps no data, only prepared statements (SQLite re-prepares them after a schema change), so one instance
 * per open database stays valid across a reseed; ids and slugs it returns afterwards are the new catalogue's.
 */
import type Database from 'libsql';
import { countFacets } from './catalogue-facets';
import { buildListingSql, isListOrder, orderByClause } from './catalogue-listing';
import { isPlainSearch, plainSearchPage } from './catalogue-search';
import { PRODUCT_COLUMNS, TERM_COLUMNS, toProduct, toTerm, toVariation, VARIATION_COLUMNS } from './catalogue-rows';
import type {
  CategoryNode, CompareItem, FacetCounts, ListQuery, ListResult, Product, ProductDetails, SeedInfo, Term, Variation,
} from './catalogue-types';
import { ATTRIBUTE_FACETS, attributeTaxonomy, BRAND_TAXONOMY, CATEGORY_TAXONOMY, TAG_TAXONOMY } from './facets';

export type * from './catalogue-types';

type Db = Database.Database;

export const DEFAULT_PER_PAGE = 24;
export const MAX_PER_PAGE = 200;
export const DEFAULT_COMPARE_LIMIT = 10;
const MAX_COMPARE_LIMIT = 50;
/** Filter combinations make listing SQL vary; past this many distinct statements the cache starts over. */
const MAX_CACHED_STATEMENTS = 500;

export interface BrandCategory {
  categorySlug: string;
  categoryName: string;
  brandSlug: string;
  brandName: string;
  count: number;
}

export class Catalogue {
  private readonly statements = new Map<string, Database.Statement>();

  constructor(private readonly db: Db) {}

  seedInfo(): SeedInfo | null {
    const rows = this.all('SELECT key, value FROM catalogue_meta', []) as { key: string; value: string }[];
    const meta = new Map(rows.map((row) => [row.key, Number(row.value)]));
    if (!meta.has('products')) return null;
    return {
      products: meta.get('products') ?? 0,
      variations: meta.get('variations') ?? 0,
      terms: meta.get('terms') ?? 0,
      seed: meta.get('seed') ?? 0,
      generatorVersion: meta.get('generator_version') ?? 0,
    };
  }

  /** product_cat as a tree, in menu order, each node with its product count (descendants included). */
  categories(): CategoryNode[] {
    const nodes = this.terms(CATEGORY_TAXONOMY).map((term): CategoryNode => ({ ...term, children: [] }));
    const byId = new Map(nodes.map((node) => [node.id, node]));
    const roots: CategoryNode[] = [];
    for (const node of nodes) {
      const parent = node.parent === null ? undefined : byId.get(node.parent);
      (parent ? parent.children : roots).push(node);
    }
    return roots;
  }

  /** Accepts a slug as it comes in a URL: Persian slugs may still be percent-encoded. */
  term(taxonomy: string, slug: string): Term | null {
    const row = this.get(`SELECT ${TERM_COLUMNS} FROM terms t WHERE t.taxonomy = ? AND t.slug = ?`, [taxonomy, decodeSlug(slug)]);
    return row ? toTerm(row) : null;
  }

  termById(id: number): Term | null {
    const row = this.get(`SELECT ${TERM_COLUMNS} FROM terms t WHERE t.id = ?`, [id]);
    return row ? toTerm(row) : null;
  }

  terms(taxonomy: string): Term[] {
    return this.all(`SELECT ${TERM_COLUMNS} FROM terms t WHERE t.taxonomy = ? ORDER BY t.sort, t.id`, [taxonomy]).map(toTerm);
  }

  /**
   * A brand's products in one leaf category (the home page's brand-category carousel: «دریل بوش»), the pairs with
   * the most products first. Read from term_cooccurrence (the counts of an unfiltered category page's brand facet).
   */
  brandCategories(limit: number): BrandCategory[] {
    return this.all(
      `SELECT c.slug AS categorySlug, c.name AS categoryName, b.slug AS brandSlug, b.name AS brandName, tc.count AS count
       FROM term_cooccurrence tc JOIN terms c ON c.id = tc.scope_term_id JOIN terms b ON b.id = tc.term_id
       WHERE c.taxonomy = ? AND c.parent IS NOT NULL AND b.taxonomy = ? AND tc.count > 0
       ORDER BY tc.count DESC, c.sort, b.sort LIMIT ?`,
      [CATEGORY_TAXONOMY, BRAND_TAXONOMY, limit],
    ) as BrandCategory[];
  }

  /**
   * The brands with the most products in each leaf category, at most `perCategory` each (the mega menu's «دریل
   * رونیکس» links under «دریل»), keyed by the category's slug. Read from term_cooccurrence, as brandCategories is.
   */
  topBrandsByCategory(perCategory: number): Map<string, Array<{ slug: string; name: string }>> {
    const rows = this.all(
      `SELECT categorySlug, brandSlug, brandName FROM (
         SELECT c.slug AS categorySlug, b.slug AS brandSlug, b.name AS brandName,
                ROW_NUMBER() OVER (PARTITION BY c.id ORDER BY tc.count DESC, b.sort, b.id) AS rank
         FROM term_cooccurrence tc JOIN terms c ON c.id = tc.scope_term_id JOIN terms b ON b.id = tc.term_id
         WHERE c.taxonomy = ? AND c.parent IS NOT NULL AND b.taxonomy = ? AND tc.count > 0)
       WHERE rank <= ? ORDER BY categorySlug, rank`,
      [CATEGORY_TAXONOMY, BRAND_TAXONOMY, perCategory],
    ) as Array<{ categorySlug: string; brandSlug: string; brandName: string }>;
    const byCategory = new Map<string, Array<{ slug: string; name: string }>>();
    for (const row of rows) {
      const list = byCategory.get(row.categorySlug) ?? [];
      list.push({ slug: row.brandSlug, name: row.brandName });
      byCategory.set(row.categorySlug, list);
    }
    return byCategory;
  }

  list(query: ListQuery): ListResult {
    const page = Math.max(1, Math.floor(finiteOr(query.page, 1)));
    const perPage = Math.min(MAX_PER_PAGE, Math.max(1, Math.floor(finiteOr(query.perPage, DEFAULT_PER_PAGE))));
    const listing = buildListingSql(withDecodedSlug(query));
    const orderby = isListOrder(query.orderby) ? query.orderby : listing.searching ? 'relevance' : 'date';
    const offset = (page - 1) * perPage;
    let ids: number[];
    let total: number;
    if (isPlainSearch(query, orderby)) {
      ({ ids, total } = plainSearchPage(this.db, query.search ?? '', query.filters?.excludeIds ?? [], offset, perPage));
    } else {
      const countRow = this.get(`${listing.with} SELECT count(*) AS n ${listing.from} ${listing.where}`, listing.params);
      total = (countRow as { n: number } | undefined)?.n ?? 0;
      // Sort and page over ids only; the products of the page are read afterwards by primary key.
      ids = this.all(
        `${listing.with} SELECT ${listing.columns.id} AS id ${listing.from} ${listing.where}
         ORDER BY ${orderByClause(listing, orderby)} LIMIT ? OFFSET ?`,
        [...listing.params, perPage, offset],
      ).map((row) => (row as { id: number }).id);
    }
    const items = query.onlyIds ? [] : this.productsByIds(ids);
    return { items, ids, total, totalPages: Math.ceil(total / perPage), page, perPage };
  }

  /** Choice counts of every taxonomy, stock and sale counts and the price range, for the listing of `query`. */
  facetCounts(query: ListQuery): FacetCounts {
    return countFacets(this.db, withDecodedSlug(query));
  }

  productBySlug(slug: string): Product | null {
    const row = this.get(`SELECT ${PRODUCT_COLUMNS} FROM products p WHERE p.slug = ?`, [decodeSlug(slug)]);
    return row ? toProduct(row) : null;
  }

  productById(id: number): Product | null {
    const row = this.get(`SELECT ${PRODUCT_COLUMNS} FROM products p WHERE p.id = ?`, [id]);
    return row ? toProduct(row) : null;
  }

  /** In the order given; unknown ids are dropped, repeated ones kept once (their first place). */
  productsByIds(ids: readonly number[]): Product[] {
    const wanted = [...new Set(ids.filter(Number.isInteger))];
    if (wanted.length === 0) return [];
    const rows = this.all(
      `SELECT ${PRODUCT_COLUMNS} FROM products p WHERE p.id IN (SELECT value FROM json_each(?))`,
      [JSON.stringify(wanted)],
    );
    const byId = new Map(rows.map((row) => { const product = toProduct(row); return [product.id, product]; }));
    return wanted.flatMap((id) => byId.get(id) ?? []);
  }

  variations(productId: number): Variation[] {
    return this.all(`SELECT ${VARIATION_COLUMNS} FROM variations v WHERE v.product_id = ? ORDER BY v.position`, [productId]).map(toVariation);
  }

  variationById(id: number): Variation | null {
    const row = this.get(`SELECT ${VARIATION_COLUMNS} FROM variations v WHERE v.id = ?`, [id]);
    return row ? toVariation(row) : null;
  }

  productDetails(id: number): ProductDetails | null {
    const product = this.productById(id);
    if (!product) return null;
    const terms = this.all(
      `SELECT ${TERM_COLUMNS} FROM product_terms pt JOIN terms t ON t.id = pt.term_id WHERE pt.product_id = ? ORDER BY t.sort, t.id`,
      [id],
    ).map(toTerm);
    const ofTaxonomy = (taxonomy: string) => terms.filter((term) => term.taxonomy === taxonomy);
    return {
      product,
      brand: ofTaxonomy(BRAND_TAXONOMY)[0] ?? null,
      categories: leafFirst(ofTaxonomy(CATEGORY_TAXONOMY), product.primaryCategoryId),
      tags: ofTaxonomy(TAG_TAXONOMY),
      attributes: ATTRIBUTE_FACETS.flatMap(({ facet, label }) => {
        const values = ofTaxonomy(attributeTaxonomy(facet)).map(({ slug, name }) => ({ slug, name }));
        return values.length > 0 ? [{ facet, label, values }] : [];
      }),
    };
  }

  /** The comparison page's search: ranked like the shop search; an empty query gives the newest products. */
  compareSearch(q: string, excludeIds: readonly number[] = [], limit = DEFAULT_COMPARE_LIMIT): CompareItem[] {
    const perPage = Math.min(MAX_COMPARE_LIMIT, Math.max(1, Math.floor(finiteOr(limit, DEFAULT_COMPARE_LIMIT))));
    // No total is shown, so neither path counts: the plain search walks the index, the newest walk the date index.
    const ids = q.trim() === ''
      ? this.all(
          `SELECT p.id FROM products p WHERE p.id NOT IN (SELECT value FROM json_each(?))
           ORDER BY p.created_at DESC, p.id DESC LIMIT ?`,
          [JSON.stringify(excludeIds.filter(Number.isInteger)), perPage],
        ).map((row) => (row as { id: number }).id)
      : plainSearchPage(this.db, q, excludeIds, 0, perPage).ids;
    const items = this.productsByIds(ids);
    return items.map((product) => ({
      id: product.id, title: product.title, thumb: product.images[0] ?? '', sku: product.sku, price: product.price,
    }));
  }

  private statement(sql: string): Database.Statement {
    let statement = this.statements.get(sql);
    if (!statement) {
      if (this.statements.size >= MAX_CACHED_STATEMENTS) this.statements.clear();
      this.statements.set(sql, (statement = this.db.prepare(sql)));
    }
    return statement;
  }

  private get(sql: string, params: readonly unknown[]): unknown {
    return this.statement(sql).get(...params);
  }

  private all(sql: string, params: readonly unknown[]): unknown[] {
    return this.statement(sql).all(...params);
  }
}

/** The primary (leaf) category, then its ancestors up the tree, then any other category. */
function leafFirst(categories: Term[], primaryId: number): Term[] {
  const byId = new Map(categories.map((term) => [term.id, term]));
  const ordered: Term[] = [];
  for (let term = byId.get(primaryId); term && !ordered.includes(term); term = term.parent === null ? undefined : byId.get(term.parent)) {
    ordered.push(term);
  }
  return [...ordered, ...categories.filter((term) => !ordered.includes(term))];
}

function withDecodedSlug(query: ListQuery): ListQuery {
  return query.slug === undefined ? query : { ...query, slug: decodeSlug(query.slug) };
}

function decodeSlug(slug: string): string {
  if (!slug.includes('%')) return slug;
  try {
    return decodeURIComponent(slug);
  } catch {
    return slug;
  }
}

function finiteOr(value: number | undefined, fallback: number): number {
  return typeof value === 'number' && Number.isFinite(value) ? value : fallback;
}
