import { readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build, type Rolldown } from 'vite';
import { describe, expect, it } from 'vitest';
import { readBudgets } from '../../bench/size-budgets';
import { reactAlias } from '../../vite.config';

/**
 * The primitives' budgets (issue 6, "Numbers": the primitives it named, all together, at most 6 KB gzip).
 * - `primitives.set`: the nine primitives issue 6 named (dialog, drawer, non-modal popover, combobox, disclosure,
 *   accordion, tabs, toast, tooltip) with the hooks they share, bundled as one minified ES module whose entry
 *   re-exports them all.
 * - `primitives.extras`: every primitive added after them (the menu button, the mega menu's disclosure navigation,
 *   the range slider, ...), each measured on top of the set: the set's modules are external, so the figure is what
 *   that primitive adds for the island that uses it.
 * Every module in shared/ui but CartBadge.tsx must be in one of the two, so a new primitive cannot go unmeasured.
 * The layers under shared/ui (platform, a11y, api, events, stores, islands) and preact / nanostores are external,
 * imported as `shared/<layer>/<file>`, so the figures do not depend on where the build runs. Only the JS counts;
 * the CSS is reported. Built in memory (`write: false`), nothing lands in the repo.
 */
const root = resolve(import.meta.dirname, '../..');
const uiDir = resolve(root, 'shared/ui');
const NOT_PRIMITIVES = new Set(['CartBadge.tsx']);
const LAYERS = /^(preact|react|react-dom|nanostores|@nanostores\/react)(\/|$)|[\\/]shared[\\/](platform|a11y|api|events|stores|islands)[\\/]/;
const ENTRY = '\0primitives-entry';

const budgets = readBudgets().primitives;
const modules = readdirSync(uiDir)
  .filter((f) => /\.tsx?$/.test(f) && !NOT_PRIMITIVES.has(f))
  .sort();
const setFiles = budgets.set.modules;
const extraFiles = Object.keys(budgets.extras);

/** `entryModules` bundled as one module re-exporting them all; `externalModules` of shared/ui left external too. */
async function buildPrimitives(entryModules: string[], externalModules: string[] = []): Promise<{ js: number; css: number; files: string[]; code: string; bundled: string[] }> {
  const external = new Set(externalModules.map((f) => resolve(uiDir, f).replace(/\.tsx?$/, '')));
  const result = await build({
    root,
    configFile: false,
    envFile: false,
    publicDir: false,
    mode: 'production',
    logLevel: 'silent',
    resolve: { alias: reactAlias },
    // Vitest sets NODE_ENV=test, which would build jsxDEV calls: the shipped build has none.
    oxc: { jsx: { runtime: 'automatic', importSource: 'preact', development: false } },
    plugins: [
      {
        name: 'primitives-entry',
        enforce: 'pre',
        resolveId(id, importer) {
          if (id === 'primitives-entry') return ENTRY;
          const path = importer && id.startsWith('.') ? resolve(importer, '..', id) : id;
          if (!LAYERS.test(path) && !external.has(path.replace(/\.tsx?$/, ''))) return null;
          return { id: path.startsWith(root) ? path.slice(root.length + 1).replace(/\.tsx?$/, '') : path, external: true };
        },
        load(id) {
          if (id !== ENTRY) return null;
          return entryModules.map((f) => `export * from ${JSON.stringify(resolve(uiDir, f))};`).join('\n');
        },
      },
    ],
    build: {
      write: false,
      outDir: resolve(tmpdir(), 'hsa-primitives-size'),
      target: 'es2022',
      minify: true,
      cssCodeSplit: false,
      modulePreload: false,
      rolldownOptions: { input: { primitives: 'primitives-entry' }, preserveEntrySignatures: 'exports-only' },
    },
  });
  const outputs = (Array.isArray(result) ? result : [result]) as Rolldown.RolldownOutput[];
  let js = 0;
  let css = 0;
  let code = '';
  const files: string[] = [];
  const bundled: string[] = [];
  for (const item of outputs.flatMap((o) => o.output)) {
    if (item.type === 'chunk') bundled.push(...Object.keys(item.modules));
    const body = item.type === 'chunk' ? item.code : item.source;
    const gzip = gzipSync(body, { level: 9 }).length;
    files.push(item.fileName);
    if (item.fileName.endsWith('.js')) {
      js += gzip;
      code += body;
    }
    else if (item.fileName.endsWith('.css')) css += gzip;
  }
  return { js, css, files, code, bundled };
}

const set = await buildPrimitives(setFiles);
const extras = await Promise.all(extraFiles.map(async (file) => ({ file, size: await buildPrimitives([file], setFiles) })));

describe('the primitives (gzip)', () => {
  it('measures every module of shared/ui: each is in the set or an extra, once', () => {
    expect([...setFiles, ...extraFiles].sort()).toEqual(modules);
    expect(setFiles).toEqual(expect.arrayContaining(['Dialog.tsx', 'Drawer.tsx', 'Popover.tsx', 'Combobox.tsx', 'Disclosure.tsx', 'Accordion.tsx', 'Tabs.tsx', 'Toast.tsx', 'Tooltip.tsx']));
  });

  it('bundles the set into one script, as shipped: production JSX, minified', () => {
    expect(set.files.filter((f) => f.endsWith('.js'))).toHaveLength(1);
    expect(set.code).not.toContain('jsxDEV');
    expect(set.code).toMatch(/export\s*\{/);
  });

  it(`the set of issue 6: JS ${set.js} B ≤ ${budgets.set.budget} B (CSS ${set.css} B, not counted)`, () => {
    expect(set.js).toBeLessThanOrEqual(budgets.set.budget);
  });

  for (const { file, size } of extras) {
    it(`${file} on top of the set: JS ${size.js} B ≤ ${budgets.extras[file]} B (CSS ${size.css} B, not counted)`, () => {
      // the set stays external: an extra that bundled a second copy of a shared hook would be counted twice
      expect(size.bundled.filter((id) => setFiles.some((f) => id.endsWith(`/shared/ui/${f}`)))).toEqual([]);
      expect(size.bundled.some((id) => id.endsWith(`/shared/ui/${file}`))).toBe(true);
      expect(size.js).toBeLessThanOrEqual(budgets.extras[file]!);
    });
  }
});
