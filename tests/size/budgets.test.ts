import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { sizeReport } from '../../bench/size-report';
import { readBudgets } from '../../bench/size-budgets';

/** The size budgets (size-budgets.json), checked against the build that `npm test` made first. */
const budgets = readBudgets();
const report = sizeReport(undefined, budgets.onDemand);
const readManifest = (file: string) => JSON.parse(readFileSync(`dist/.vite/${file}`, 'utf8')) as Record<string, { file: string; name?: string; isEntry?: boolean; imports?: string[] }>;
const islandBuildFiles = Object.values(readManifest('manifest.json')).map((chunk) => chunk.file);

describe('size budgets (gzip)', () => {
  it('has the named shared chunks and every island', () => {
    expect(report.shared.map((c) => c.file.split('-')[0])).toEqual(['chunks/preact', 'chunks/shared']);
    expect(report.entries.map((e) => e.name)).toEqual(expect.arrayContaining(['add-to-cart', 'cart-badge', 'mini-cart', 'site-wide']));
  });

  it('the platform chunk every page loads does not import the view runtime (Preact comes with the first view)', () => {
    const manifest = JSON.parse(readFileSync('dist/.vite/manifest.json', 'utf8')) as Record<string, { file: string; imports?: string[] }>;
    const shared = Object.values(manifest).find((chunk) => /^chunks\/shared-/.test(chunk.file));
    expect(shared).toBeDefined();
    const imported = (shared!.imports ?? []).map((key) => manifest[key]?.file ?? key);
    expect(imported.filter((file) => /preact/.test(file))).toEqual([]);
    // and no island's entry imports it statically either
    for (const chunk of Object.values(manifest).filter((c) => c.file.startsWith('islands/'))) {
      expect((chunk.imports ?? []).map((key) => manifest[key]?.file ?? key).filter((file) => /preact/.test(file)), chunk.file).toEqual([]);
    }
  });

  it('every island named in ownJs exists (a renamed island does not drop its target silently)', () => {
    const names = report.entries.map((e) => e.name);
    for (const name of Object.keys(budgets.ownJs).filter((k) => !k.startsWith('$'))) expect(names).toContain(name);
  });

  for (const [name, budget] of Object.entries(budgets.platformChunks).filter(([k]) => !k.startsWith('$'))) {
    it(`the platform chunk ${name}, loaded by the islands that need it: ≤ ${budget} B`, () => {
      // The island build's chunk (the site bundle's build writes its own copy beside it, in the same folder).
      const files = islandBuildFiles.filter((f) => new RegExp(`^chunks/${name}-[\\w-]{8}\\.js$`).test(f));
      expect(files, `one chunk named ${name}`).toHaveLength(1);
      const gzip = gzipSync(readFileSync(`dist/${files[0]}`), { level: 9 }).length;
      expect(gzip).toBeLessThanOrEqual(budget);
    });
  }

  it(`the site bundle, every island's with-the-page code in one file (vite build --mode site): ≤ ${budgets.siteBundle} B`, () => {
    const site = Object.values(readManifest('site-manifest.json')).filter((chunk) => chunk.isEntry);
    expect(site.map((chunk) => chunk.name)).toEqual(['site-bundle']);
    // one file: nothing it imports statically (each import would be a file a page waits for)
    expect(site[0]!.imports ?? []).toEqual([]);
    expect(gzipSync(readFileSync(`dist/${site[0]!.file}`), { level: 9 }).length).toBeLessThanOrEqual(budgets.siteBundle);
  });

  for (const chunk of report.shared) {
    it(`${chunk.file}: ${chunk.gzip} B ≤ ${budgets.sharedChunk} B`, () => expect(chunk.gzip).toBeLessThanOrEqual(budgets.sharedChunk));
  }

  it(`the shared chunks together: ${report.sharedTotal.gzip} B ≤ ${budgets.sharedTotal} B`, () => {
    expect(report.sharedTotal.gzip).toBeLessThanOrEqual(budgets.sharedTotal);
  });

  for (const entry of report.entries) {
    const budget = budgets.entries[entry.name] ?? budgets.entries.default!;
    it(`${entry.name} on top of the shared chunks: ${entry.gzip} B ≤ ${budget} B`, () => expect(entry.gzip).toBeLessThanOrEqual(budget));
    const ownBudget = budgets.ownJs[entry.name];
    if (typeof ownBudget === 'number') {
      it(`${entry.name}'s own JavaScript, on top of the primitives: ${entry.ownJs.gzip} B ≤ ${ownBudget} B`, () => {
        expect(entry.ownJs.files.length, 'an island has code of its own').toBeGreaterThan(0);
        expect(entry.ownJs.gzip).toBeLessThanOrEqual(ownBudget);
      });
    }
    const lazyBudget = budgets.onDemandBudget[entry.name];
    if (budgets.onDemand[entry.name]) {
      it(`${entry.name} loads ${budgets.onDemand[entry.name]!.join(', ')} on demand: ${entry.onDemand?.gzip ?? 0} B ≤ ${lazyBudget} B`, () => {
        expect(entry.onDemand, 'the on-demand modules are in their own chunk').not.toBeNull();
        expect(entry.onDemand!.gzip).toBeLessThanOrEqual(lazyBudget!);
      });
    }
  }
});
