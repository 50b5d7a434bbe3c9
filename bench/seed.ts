/**
 * Seeds a large catalogue into a temporary file and times the listing queries a category page and a search
 * page make. Not a test: it prints numbers. `npx tsx bench/seed.ts [--products N]` (default 100,000).
 */
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Catalogue, type ListOrder, type ListQuery } from '../demo-pages/db/catalogue';
import { openStore, reseed } from '../demo-pages/db/open';

const ORDERS: readonly ListOrder[] = ['date', 'popularity', 'rating', 'price', 'price-desc', 'title'];
const REPEATS = 5;

function argument(name: string, fallback: number): number {
  const index = process.argv.indexOf(`--${name}`);
  const value = index === -1 ? undefined : Number(process.argv[index + 1]);
  return value !== undefined && Number.isInteger(value) && value > 0 ? value : fallback;
}

/** Median of a few runs: the first run of a statement also pays for preparing it. */
function time(run: () => unknown): number {
  const runs: number[] = [];
  for (let i = 0; i < REPEATS; i += 1) {
    const start = performance.now();
    run();
    runs.push(performance.now() - start);
  }
  runs.sort((a, b) => a - b);
  return runs[Math.floor(runs.length / 2)] ?? 0;
}

const ms = (value: number) => `${value.toFixed(1)} ms`;

const products = argument('products', 100_000);
const folder = mkdtempSync(join(tmpdir(), 'hsa-bench-'));
const file = join(folder, 'store.db');
try {
  const db = openStore(file);
  const seedStart = performance.now();
  const counts = reseed(db, { products, seed: 1 });
  const seedMs = performance.now() - seedStart;
  console.log(`seeded ${counts.products} products, ${counts.variations} variations, ${counts.terms} terms in ${(seedMs / 1000).toFixed(1)} s`);
  console.log(`database file: ${(statSync(file).size / 1024 / 1024).toFixed(1)} MB (plus WAL)`);

  const catalogue = new Catalogue(db);
  const largest = catalogue.categories().reduce((a, b) => (b.count > a.count ? b : a));
  const leaf = largest.children[0];
  const scopes: [string, ListQuery][] = [[`category ${largest.slug} (${largest.count})`, { taxonomy: 'product_cat', slug: largest.slug }]];
  if (leaf) scopes.push([`category ${leaf.slug} (${leaf.count})`, { taxonomy: 'product_cat', slug: leaf.slug }]);

  for (const [label, scope] of scopes) {
    console.log(`\n${label}, 24 per page: page 1 / page 200`);
    for (const orderby of ORDERS) {
      const first = time(() => catalogue.list({ ...scope, orderby, page: 1 }));
      const deep = time(() => catalogue.list({ ...scope, orderby, page: 200 }));
      console.log(`  ${orderby.padEnd(10)} ${ms(first).padStart(9)} / ${ms(deep).padStart(9)}`);
    }
  }

  console.log('\nsearch, 24 per page, relevance');
  for (const search of ['دریل', 'دريل چكشي', 'پیچگوشتی شارژی', '۸۵۰ وات', 'RX-27']) {
    let total = 0;
    const took = time(() => (total = catalogue.list({ search, page: 1 }).total));
    console.log(`  ${search.padEnd(16)} ${ms(took).padStart(9)}  (${total} found)`);
  }
  console.log(`  compareSearch('چسب') ${ms(time(() => catalogue.compareSearch('چسب', [], 10)))}`);
  console.log(`\nfacet counts, category ${largest.slug}: ${ms(time(() => catalogue.facetCounts({ taxonomy: 'product_cat', slug: largest.slug })))}`);
  console.log(`facet counts, whole shop: ${ms(time(() => catalogue.facetCounts({})))}`);
  db.close();
} finally {
  rmSync(folder, { recursive: true, force: true });
}
