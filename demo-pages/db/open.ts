/**
 * Opens the demo store's SQLite file and makes sure it holds a catalogue. The same file carries other modules'
 * tables (sessions, carts, orders); reseeding rebuilds the catalogue tables only.
 */
import { mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import Database from 'libsql';
import { GENERATOR_VERSION, seedCatalogue, type SeedCounts, type SeedOptions } from './generator/seed-catalogue';
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
   * Seed the catalogue when the store has none, or rebuild it (same size and seed) when it was written by an
   * older generator. Off for callers that reseed right away themselves (the seed command).
   * @defaultValue true
   */
  seedIfEmpty?: boolean;
}

/** The store file is not a sound SQLite database (not one at all, or damaged inside). */
export class StoreDamagedError extends Error {
  constructor(
    readonly file: string,
    readonly reason: string,
  ) {
    super(`${file} is damaged (${reason})`);
  }
}

/**
 * SQLite's `quick_check` (the b-trees, without the slower index cross-check of integrity_check): a file whose
 * middle was overwritten opens fine and fails only on the page that was hit, as a 500 in front of a shopper.
 */
function assertSound(db: Db, file: string): void {
  let problems: string[];
  try {
    problems = (db.prepare('PRAGMA quick_check(3)').raw().all() as [string][]).map((row) => String(row[0]));
  } catch (error) {
    // A busy or unreadable file is another problem (and another message); only these two codes mean damage.
    const code = String((error as { code?: unknown }).code ?? '');
    if (code === 'SQLITE_NOTADB' || code.startsWith('SQLITE_CORRUPT')) throw new StoreDamagedError(file, (error as Error).message);
    throw error;
  }
  if (problems.length !== 1 || problems[0] !== 'ok') throw new StoreDamagedError(file, problems.join('; ').replace(/\s+/g, ' '));
}

/**
 * Opens (or creates) the store, with WAL so the server can read while a request writes, and foreign keys on.
 * @throws StoreDamagedError when the file is not a sound database (`npm run seed` rebuilds it).
 */
export function openStore(file: string = defaultStorePath(), options: OpenStoreOptions = {}): Db {
  const inMemory = file === ':memory:';
  if (!inMemory) mkdirSync(dirname(file), { recursive: true });
  const db = new Database(file);
  db.exec('PRAGMA busy_timeout = 5000');
  try {
    assertSound(db, file);
  } catch (error) {
    db.close();
    throw error;
  }
  if (!inMemory) db.exec('PRAGMA journal_mode = WAL');
  db.exec('PRAGMA foreign_keys = ON');
  const state = catalogueState(db);
  if (state.kind === 'current') ensureCatalogueSchema(db);
  else if (options.seedIfEmpty !== false) reseed(db, state.kind === 'stale' ? state.options : DEFAULT_OPTIONS);
  // A stale catalogue with seeding off is left untouched: its old tables may not take today's indexes.
  else if (state.kind === 'empty') ensureCatalogueSchema(db);
  return db;
}

const DEFAULT_OPTIONS: SeedOptions = { products: DEFAULT_PRODUCT_COUNT, seed: DEFAULT_SEED };

type CatalogueState = { kind: 'empty' } | { kind: 'current' } | { kind: 'stale'; options: SeedOptions };

/** 'stale' when the tables come from another generator version, whose columns and tables may differ. */
function catalogueState(db: Db): CatalogueState {
  const exists = (table: string) =>
    db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = ?").raw().get(table) !== undefined;
  if (!exists('products')) return { kind: 'empty' };
  if (!(db.prepare('SELECT EXISTS (SELECT 1 FROM products)').raw().get() as [number])[0]) return { kind: 'empty' };
  const meta = new Map<string, number>();
  if (exists('catalogue_meta')) {
    for (const row of db.prepare('SELECT key, value FROM catalogue_meta').raw().all() as [string, string][]) meta.set(row[0], Number(row[1]));
  }
  if (meta.get('generator_version') === GENERATOR_VERSION) return { kind: 'current' };
  const products = meta.get('products') ?? DEFAULT_PRODUCT_COUNT;
  const seed = meta.get('seed') ?? DEFAULT_SEED;
  const valid = Number.isInteger(products) && products >= 1 && products <= MAX_PRODUCT_COUNT && Number.isInteger(seed) && seed >= 0;
  return { kind: 'stale', options: valid ? { products, seed } : DEFAULT_OPTIONS };
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
