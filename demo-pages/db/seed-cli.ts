/**
 * `npm run seed -- --products N [--seed S] [--db path]`: rebuilds the catalogue at that size in the store file
 * (default: HSA_DB or .data/store.db). Other tables in the file (sessions, carts, orders) are left alone, unless
 * the file is damaged: then it is moved aside and a new store is built.
 * Exit codes: 0 done, 2 bad arguments, 1 anything else.
 */
import { existsSync, renameSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEFAULT_PRODUCT_COUNT, DEFAULT_SEED, defaultStorePath, MAX_PRODUCT_COUNT, openStore, reseed, StoreDamagedError } from './open';

const USAGE = `usage: npm run seed -- --products N [--seed S] [--db path]
  --products N  catalogue size, 1 to ${MAX_PRODUCT_COUNT} (default ${DEFAULT_PRODUCT_COUNT})
  --seed S      generator seed, an integer from 0 to 4294967295 (default ${DEFAULT_SEED})
  --db path     SQLite file (default: $HSA_DB or .data/store.db)`;

interface SeedArguments {
  products: number;
  seed: number;
  db: string;
}

export class ArgumentError extends Error {}

function parseInteger(name: string, text: string | undefined, min: number, max: number): number {
  if (text === undefined || !/^\d+$/.test(text.trim())) throw new ArgumentError(`--${name} needs a whole number, got ${text ?? 'nothing'}`);
  const value = Number(text);
  if (value < min || value > max) throw new ArgumentError(`--${name} must be from ${min} to ${max}, got ${value}`);
  return value;
}

export function parseSeedArguments(argv: readonly string[]): SeedArguments {
  const parsed: SeedArguments = { products: DEFAULT_PRODUCT_COUNT, seed: DEFAULT_SEED, db: defaultStorePath() };
  for (let i = 0; i < argv.length; i += 1) {
    const token = argv[i] ?? '';
    const [flag, inline] = token.split(/=(.*)/s, 2);
    const value = inline ?? argv[(i += 1)];
    switch (flag) {
      case '--products':
        parsed.products = parseInteger('products', value, 1, MAX_PRODUCT_COUNT);
        break;
      case '--seed':
        parsed.seed = parseInteger('seed', value, 0, 0xffffffff);
        break;
      case '--db':
        if (!value) throw new ArgumentError('--db needs a file path');
        parsed.db = value;
        break;
      default:
        throw new ArgumentError(`unknown argument: ${token}`);
    }
  }
  return parsed;
}

/** Renames the file and its WAL and shared-memory companions to `{file}.damaged-{time}`; returns the new name. */
function setAside(file: string): string {
  const aside = `${file}.damaged-${new Date().toISOString().replace(/[:.]/g, '-')}`;
  for (const suffix of ['', '-wal', '-shm']) if (existsSync(file + suffix)) renameSync(file + suffix, aside + suffix);
  return aside;
}

function main(): number {
  let args: SeedArguments;
  try {
    args = parseSeedArguments(process.argv.slice(2));
  } catch (error) {
    if (!(error instanceof ArgumentError)) throw error;
    console.error(`seed: ${error.message}\n${USAGE}`);
    return 2;
  }
  const started = performance.now();
  // openStore seeds an empty file with the default catalogue; skip that work when another size is asked for.
  let db: ReturnType<typeof openStore>;
  try {
    db = openStore(args.db, { seedIfEmpty: false });
  } catch (error) {
    if (!(error instanceof StoreDamagedError)) throw error;
    // Nothing in a damaged file can be trusted (carts and orders included): it is kept aside, not deleted.
    const aside = setAside(args.db);
    console.log(`seed: ${error.message}; moved it to ${aside} and starting a new store`);
    db = openStore(args.db, { seedIfEmpty: false });
  }
  try {
    const counts = reseed(db, { products: args.products, seed: args.seed });
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.log(
      `seeded ${args.db}: ${counts.products} products, ${counts.variations} variations, ${counts.terms} terms ` +
        `(seed ${args.seed}) in ${seconds} s`,
    );
  } finally {
    db.close();
  }
  return 0;
}

// Run only as a command, so tests can import parseSeedArguments.
if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) process.exitCode = main();
