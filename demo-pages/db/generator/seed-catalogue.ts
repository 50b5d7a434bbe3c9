/**
 * Writes a generated catalogue into open tables: terms, products with their terms and variations, the search
 * index, term counts and the seed parameters. The caller owns the transaction and the schema, and turns foreign
 * keys off: rows go in batches per table, so a product's terms may be written before the product (see reseed).
 */
import type Database from 'libsql';
import { ARCHIVE_TAXONOMIES, attributeTaxonomy, BRAND_TAXONOMY, CATEGORY_TAXONOMY, TAG_TAXONOMY } from '../facets';
import { persianSortKey } from '../persian-collation';
import { searchableText } from '../search-text';
import { BatchInsert } from './batch-insert';
import { buildDerivedTables, CooccurrenceCounter } from './derived-tables';
import { LEAVES, type PlacedLeaf } from './categories';
import { buildProduct, type ProductDraft } from './product-factory';
import { Random } from './prng';
import { buildTermRegistry, type TermRegistry } from './term-registry';

type Db = Database.Database;

export interface SeedOptions {
  products: number;
  seed: number;
}

export interface SeedCounts {
  products: number;
  variations: number;
  terms: number;
}

/** Bump when the tables or the generated content change: openStore rebuilds a catalogue of another version. */
export const GENERATOR_VERSION = 3; // 3: decimal voltages with the Persian separator (۱۴٫۴)
/** Product post ids start here, as on a WordPress site that already has pages and posts. */
const FIRST_POST_ID = 1001;
/** Creation dates spread over this window; fixed, never the clock, so the same seed gives the same catalogue. */
const FIRST_CREATED = Date.UTC(2024, 0, 1);
const LAST_CREATED = Date.UTC(2026, 10, 1);
/** Share of the whole catalogue that is variable (wheels and glue come in sizes, volumes and colours). */
const VARIABLE_SHARE = 0.02;

const totalWeight = LEAVES.reduce((sum, placed) => sum + placed.leaf.weight, 0);
const variableWeight = LEAVES.filter((placed) => placed.leaf.variationFacets).reduce((sum, placed) => sum + placed.leaf.weight, 0);
const variableChanceInEligibleLeaf = (VARIABLE_SHARE * totalWeight) / variableWeight;

export function seedCatalogue(db: Db, options: SeedOptions): SeedCounts {
  const registry = buildTermRegistry();
  const termRows = new BatchInsert(db, 'terms(id, taxonomy, slug, name, parent, sort)', 6);
  for (const term of registry.terms) termRows.add([term.id, term.taxonomy, term.slug, term.name, term.parent, term.sort]);
  termRows.flush();

  const writer = new CatalogueWriter(db, registry);
  let nextId = FIRST_POST_ID;
  for (let index = 0; index < options.products; index += 1) {
    const rng = new Random(options.seed, index + 1);
    // The first products visit every leaf once, so even a tiny catalogue has something in each category.
    const leaf: PlacedLeaf = index < LEAVES.length ? (LEAVES[index] as PlacedLeaf) : rng.weighted(LEAVES, (placed) => placed.leaf.weight);
    const variable = leaf.leaf.variationFacets !== undefined && rng.chance(variableChanceInEligibleLeaf);
    const createdMs = FIRST_CREATED + ((LAST_CREATED - FIRST_CREATED) * (index + rng.next())) / options.products;
    const createdAt = new Date(Math.floor(createdMs / 1000) * 1000).toISOString();
    const product = buildProduct({ id: nextId, index, leaf, createdAt, variable }, rng);
    writer.write(product);
    nextId += 1 + product.variations.length;
  }
  const counts = writer.finish();
  buildDerivedTables(db);
  writer.cooccurrence.write(db);

  // Like WordPress, a category counts the products anywhere below it; every product carries its leaf and the
  // leaf's parent, so counting the products that carry each term gives exactly that.
  const setCount = db.prepare('UPDATE terms SET count = ? WHERE id = ?');
  for (const [termId, count] of writer.termCounts) setCount.run(count, termId);
  const meta = db.prepare('INSERT OR REPLACE INTO catalogue_meta(key, value) VALUES (?, ?)');
  const entries: [string, string | number][] = [
    ['products', counts.products], ['variations', counts.variations], ['terms', registry.terms.length],
    ['seed', options.seed], ['generator_version', GENERATOR_VERSION],
  ];
  for (const [key, value] of entries) meta.run(key, String(value));
  return { ...counts, terms: registry.terms.length };
}

const PRODUCT_INSERT_COLUMNS = [
  'id', 'type', 'slug', 'title', 'title_sort', 'sku', 'price', 'regular_price', 'sale_price', 'stock_status', 'stock_qty',
  'rating', 'rating_count', 'total_sales', 'created_at', 'image_count', 'brand_id', 'primary_category_id',
  'sold_individually', 'min_qty', 'max_qty', 'short_description',
];

class CatalogueWriter {
  private readonly products: BatchInsert;
  private readonly productTerms: BatchInsert;
  private readonly variations: BatchInsert;
  private readonly search: BatchInsert;
  readonly termCounts = new Map<number, number>();
  readonly cooccurrence: CooccurrenceCounter;
  /** Brand, category and tag texts repeat across thousands of products; normalise each once. */
  private readonly normalised = new Map<string, string>();

  constructor(db: Db, private readonly registry: TermRegistry) {
    this.products = new BatchInsert(db, `products(${PRODUCT_INSERT_COLUMNS.join(', ')})`, PRODUCT_INSERT_COLUMNS.length);
    this.productTerms = new BatchInsert(db, 'product_terms(product_id, term_id)', 2);
    this.variations = new BatchInsert(db, 'variations', 11);
    this.search = new BatchInsert(db, 'product_search(rowid, title, sku, brand, categories, tags)', 6);
    const archiveTerms = new Set(registry.terms.filter((term) => ARCHIVE_TAXONOMIES.includes(term.taxonomy)).map((term) => term.id));
    this.cooccurrence = new CooccurrenceCounter(registry.terms.length, (termId) => archiveTerms.has(termId));
  }

  write(product: ProductDraft): void {
    const { registry } = this;
    const { leaf, parent } = product.leaf;
    const leafId = registry.id(CATEGORY_TAXONOMY, leaf.slug);
    const brandId = registry.id(BRAND_TAXONOMY, product.brand.slug);
    const { pricing, stock, rules } = product;
    this.products.add([
      product.id, product.type, product.slug, product.title, persianSortKey(product.title), product.sku,
      pricing.price, pricing.regular, pricing.sale, stock.status, stock.qty,
      product.rating, product.ratingCount, product.totalSales, product.createdAt, product.imageCount,
      brandId, leafId, rules.soldIndividually ? 1 : 0, rules.minQty, rules.maxQty, product.shortDescription,
    ]);

    const termIds = [leafId, registry.id(CATEGORY_TAXONOMY, parent.slug), brandId];
    for (const tag of product.tags) termIds.push(registry.id(TAG_TAXONOMY, tag.slug));
    for (const [facet, values] of product.attributes) {
      for (const value of values) termIds.push(registry.id(attributeTaxonomy(facet), value.slug));
    }
    const distinctTermIds = [...new Set(termIds)];
    for (const termId of distinctTermIds) {
      this.productTerms.add([product.id, termId]);
      this.termCounts.set(termId, (this.termCounts.get(termId) ?? 0) + 1);
    }
    this.cooccurrence.addProduct(distinctTermIds);

    product.variations.forEach((variation, position) => {
      this.variations.add([
        variation.id, product.id, position, variation.title, variation.sku,
        variation.pricing.price, variation.pricing.regular, variation.pricing.sale,
        variation.stock.status, variation.stock.qty, JSON.stringify(variation.attributes),
      ]);
    });

    this.search.add([
      product.id,
      searchableText(product.title),
      searchableText(product.sku),
      this.searchableOnce(`${product.brand.name} ${product.brand.slug}`),
      this.searchableOnce(`${leaf.name} ${parent.name}`),
      this.searchableOnce(product.tags.map((tag) => tag.name).join(' ')),
    ]);
  }

  private searchableOnce(text: string): string {
    let normal = this.normalised.get(text);
    if (normal === undefined) this.normalised.set(text, (normal = searchableText(text)));
    return normal;
  }

  finish(): Omit<SeedCounts, 'terms'> {
    const products = this.products.flush();
    this.productTerms.flush();
    const variations = this.variations.flush();
    this.search.flush();
    return { products, variations };
  }
}
