/**
 * The catalogue's tables. Other modules of the demo store keep their own tables (sessions, carts, orders) in the
 * same SQLite file, so this module only ever creates or drops the tables it lists in CATALOGUE_TABLES.
 */
import type Database from 'libsql';

type Db = Database.Database;

/** Owned by the catalogue; reseeding drops exactly these, in this order (children before parents). */
export const CATALOGUE_TABLES = [
  'product_search', 'term_cooccurrence', 'archive_products', 'variations', 'product_terms', 'products', 'terms', 'catalogue_meta',
] as const;

const TABLES_SQL = `
CREATE TABLE IF NOT EXISTS terms (
  id       INTEGER PRIMARY KEY,
  taxonomy TEXT NOT NULL,
  slug     TEXT NOT NULL,
  name     TEXT NOT NULL,
  parent   INTEGER REFERENCES terms(id),
  sort     INTEGER NOT NULL,
  -- products carrying the term; for categories, products anywhere in the subtree (WordPress keeps the same count)
  count    INTEGER NOT NULL DEFAULT 0,
  UNIQUE (taxonomy, slug)
);
CREATE TABLE IF NOT EXISTS products (
  id                  INTEGER PRIMARY KEY,
  type                TEXT NOT NULL CHECK (type IN ('simple', 'variable')),
  slug                TEXT NOT NULL UNIQUE,
  title               TEXT NOT NULL,
  -- Persian alphabetical order (persianSortKey); SQLite's binary order would put پ چ ژ گ after ی
  title_sort          TEXT NOT NULL,
  -- position in (title_sort, id) order: a small integer key for the 'title' listing order
  title_rank          INTEGER NOT NULL DEFAULT 0,
  sku                 TEXT NOT NULL UNIQUE,
  -- what the shopper pays (the sale price when there is one; a variable product's cheapest variation), toman
  price               INTEGER NOT NULL,
  regular_price       INTEGER NOT NULL,
  sale_price          INTEGER,
  stock_status        TEXT NOT NULL CHECK (stock_status IN ('instock', 'outofstock', 'onbackorder')),
  stock_qty           INTEGER,
  rating              REAL NOT NULL,
  rating_count        INTEGER NOT NULL,
  total_sales         INTEGER NOT NULL,
  created_at          TEXT NOT NULL,
  image_count         INTEGER NOT NULL CHECK (image_count BETWEEN 1 AND 5),
  brand_id            INTEGER REFERENCES terms(id),
  primary_category_id INTEGER NOT NULL REFERENCES terms(id),
  sold_individually   INTEGER NOT NULL,
  min_qty             INTEGER NOT NULL CHECK (min_qty >= 1),
  max_qty             INTEGER NOT NULL CHECK (max_qty >= 0),
  short_description   TEXT NOT NULL
);
-- A product carries its leaf category and every ancestor of it, so a category's products, descendants included,
-- are the rows of that one term.
CREATE TABLE IF NOT EXISTS product_terms (
  product_id INTEGER NOT NULL REFERENCES products(id),
  term_id    INTEGER NOT NULL REFERENCES terms(id),
  PRIMARY KEY (product_id, term_id)
) WITHOUT ROWID;
-- Archive pages (category, brand, tag) of 100,000 products: one row per (term, product) with copies of the sort
-- columns, so each listing order of an archive is one index range and page 200 costs what page 1 costs.
-- Derived from products and product_terms when seeding; rebuild it if those change.
CREATE TABLE IF NOT EXISTS archive_products (
  term_id    INTEGER NOT NULL,
  product_id INTEGER NOT NULL,
  created    INTEGER NOT NULL, -- unix seconds of products.created_at
  sales      INTEGER NOT NULL,
  rating_key INTEGER NOT NULL, -- rating * 10 * 1,000,000 + rating_count: orders like (rating, rating_count)
  price      INTEGER NOT NULL,
  title_rank INTEGER NOT NULL,
  in_stock   INTEGER NOT NULL,
  on_sale    INTEGER NOT NULL,
  PRIMARY KEY (term_id, product_id)
) WITHOUT ROWID;
-- For each archive term, how many of its products carry each other term: the facet counts of an unfiltered
-- archive page, read instead of counted.
CREATE TABLE IF NOT EXISTS term_cooccurrence (
  scope_term_id INTEGER NOT NULL,
  term_id       INTEGER NOT NULL,
  count         INTEGER NOT NULL,
  PRIMARY KEY (scope_term_id, term_id)
) WITHOUT ROWID;
CREATE TABLE IF NOT EXISTS variations (
  id            INTEGER PRIMARY KEY,
  product_id    INTEGER NOT NULL REFERENCES products(id),
  position      INTEGER NOT NULL,
  title         TEXT NOT NULL,
  sku           TEXT NOT NULL UNIQUE,
  price         INTEGER NOT NULL,
  regular_price INTEGER NOT NULL,
  sale_price    INTEGER,
  stock_status  TEXT NOT NULL,
  stock_qty     INTEGER,
  -- JSON object: attribute taxonomy -> term slug, e.g. {"pa_hsa_wheel_size":"10-cm"}
  attributes    TEXT NOT NULL
);
-- Text normalised with normalizePersian; rowid is the product id. Contentless: the text is only matched, never read.
CREATE VIRTUAL TABLE IF NOT EXISTS product_search USING fts5(
  title, sku, brand, categories, tags,
  content = '', tokenize = 'unicode61 remove_diacritics 0'
);
CREATE TABLE IF NOT EXISTS catalogue_meta (
  key   TEXT PRIMARY KEY,
  value TEXT NOT NULL
);
`;

/**
 * Each listing order has its own index, so page 1 of any sort reads 24 index entries instead of sorting the shop.
 * The rowid (products) or the primary key (archive_products) rides along in every index, which serves the
 * product-id tie-breaker of each ORDER BY.
 */
const INDEXES_SQL = `
CREATE INDEX IF NOT EXISTS product_terms_by_term ON product_terms (term_id, product_id);
CREATE INDEX IF NOT EXISTS products_by_date ON products (created_at);
CREATE INDEX IF NOT EXISTS products_by_popularity ON products (total_sales);
CREATE INDEX IF NOT EXISTS products_by_rating ON products (rating, rating_count);
CREATE INDEX IF NOT EXISTS products_by_price ON products (price);
CREATE INDEX IF NOT EXISTS products_by_title ON products (title_rank);
CREATE INDEX IF NOT EXISTS archive_by_date ON archive_products (term_id, created);
CREATE INDEX IF NOT EXISTS archive_by_popularity ON archive_products (term_id, sales);
CREATE INDEX IF NOT EXISTS archive_by_rating ON archive_products (term_id, rating_key);
CREATE INDEX IF NOT EXISTS archive_by_price ON archive_products (term_id, price);
CREATE INDEX IF NOT EXISTS archive_by_title ON archive_products (term_id, title_rank);
CREATE INDEX IF NOT EXISTS variations_by_product ON variations (product_id, position);
CREATE INDEX IF NOT EXISTS terms_by_taxonomy ON terms (taxonomy, sort);
CREATE INDEX IF NOT EXISTS terms_by_parent ON terms (parent);
`;

/** Creates the catalogue tables and indexes that are missing; safe to call on every start. */
export function ensureCatalogueSchema(db: Db): void {
  db.exec(TABLES_SQL);
  db.exec(INDEXES_SQL);
}

/** Tables only: bulk loading is faster when the indexes are built once at the end. */
export function createCatalogueTables(db: Db): void {
  db.exec(TABLES_SQL);
}

export function createCatalogueIndexes(db: Db): void {
  db.exec(INDEXES_SQL);
}

export function dropCatalogueTables(db: Db): void {
  for (const table of CATALOGUE_TABLES) db.exec(`DROP TABLE IF EXISTS ${table}`);
}
