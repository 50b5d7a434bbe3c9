/**
 * Opens the demo store's SQLite file and makes sure it holds a catalogue. The same file carries other modules'
 * tables (sessions, carts, orders); reseeding rebuilds the catalogue tables only.
 */
import { mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import Database from 'libsql';
import { seedCatalogue, type SeedCounts, type SeedOptions } from './generator/seed-catalogue';
import { createCatalogueIndexes, createCatalogueTables, dropCatalogueTables, ensureCatalogueSchema } from './schema';

type Db = Database.Database;

export const DEFAULT_PRODUCT_COUNT = 2000;
export const DEFAULT_SEED = 1;
export const MAX_PRODUCT_COUNT = 1_000_000;

const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));

/** `HSA_DB` when set, otherwise `.data/store.db` under the repository root. */
export function defaultStorePath(): string {
  const fromEnv = process.env.HSA_DB;
  return fromEnv && fromEnv.trim() !== '' ? resolve(fromEnv) : resolve(REPO_ROOT, '.data', 'store.db');
}

export interface OpenStoreOptions {
  /**
   * Seed the default catalogue (2,000 products, seed 1) when the store has no products.
   * @defaultValue true
   */
  seedIfEmpty?: boolean;
}

/** Opens (or creates) the store, with WAL so the server can read while a request writes, and foreign keys on. */
export function openStore(file: string = defaultStorePath(), options: OpenStoreOptions = {}): Db {
  const inMemory = file === ':memory:';
  if (!inMemory) mkdirSync(dirname(file), { recursive: true });
  const db = new Database(file);
  db.exec('PRAGMA busy_timeout = 5000');
  if (!inMemory) db.exec('PRAGMA journal_mode = WAL');
  db.exec('PRAGMA foreign_keys = ON');
  ensureCatalogueSchema(db);
  const hasProducts = db.prepare('SELECT EXISTS (SELECT 1 FROM products)').raw().get() as [number] | undefined;
  if (options.seedIfEmpty !== false && !hasProducts?.[0]) reseed(db, { products: DEFAULT_PRODUCT_COUNT, seed: DEFAULT_SEED });
  return db;
}

/**
 * Drops and rebuilds the catalogue tables in one transaction: readers see the old catalogue or the new one,
 * never half of it. Product ids are regenerated, so rows elsewhere that point at products may now point at other
 * products or at none; foreign keys are off meanwhile so such rows do not block the rebuild.
 */
export function reseed(db: Db, options: SeedOptions): SeedCounts {
  assertSeedOptions(options);
  const foreignKeys = (db.prepare('PRAGMA foreign_keys').raw().get() as [number] | undefined)?.[0] === 1;
  // The pragma is a no-op inside a transaction, so it is switched before BEGIN.
  if (foreignKeys) db.exec('PRAGMA foreign_keys = OFF');
  try {
    const rebuild = db.transaction(() => {
      dropCatalogueTables(db);
      createCatalogueTables(db);
      const counts = seedCatalogue(db, options);
      createCatalogueIndexes(db);
      return counts;
    });
    const counts = rebuild();
    // Fresh statistics let the planner pick the per-order index for listings instead of guessing.
    for (const table of ['terms', 'products', 'product_terms', 'variations']) db.exec(`ANALYZE ${table}`);
    return counts;
  } finally {
    if (foreignKeys) db.exec('PRAGMA foreign_keys = ON');
  }
}

export function assertSeedOptions(options: SeedOptions): void {
  const { products, seed } = options;
  if (!Number.isInteger(products) || products < 1 || products > MAX_PRODUCT_COUNT) {
    throw new RangeError(`products must be an integer from 1 to ${MAX_PRODUCT_COUNT}, got ${products}`);
  }
  if (!Number.isInteger(seed) || seed < 0 || seed > 0xffffffff) {
    throw new RangeError(`seed must be an integer from 0 to ${0xffffffff}, got ${seed}`);
  }
}
