import { readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build, type Rolldown } from 'vite';
import { describe, expect, it } from 'vitest';
import { readBudgets } from '../../bench/size-budgets';

/**
 * The primitives' budget (issue 6, "Numbers": all of them together at most 6 KB gzip). What counts, exactly:
 * every module in shared/ui but CartBadge.tsx (the cart's badge, not a primitive; it is in the mini-cart's figure),
 * bundled as one minified ES module whose entry re-exports them all. The layers under shared/ui (platform, a11y,
 * api, events, stores, islands) and preact / nanostores are external, imported as `shared/<layer>/<file>`, so the
 * figure does not depend on where the build runs. Only the JS counts against the budget; the CSS is reported.
 * Built in memory (`write: false`), nothing lands in the repo.
 */
const root = resolve(import.meta.dirname, '../..');
const uiDir = resolve(root, 'shared/ui');
const NOT_PRIMITIVES = new Set(['CartBadge.tsx']);
const EXTERNAL = /^(preact|react|react-dom|nanostores|@nanostores\/react)(\/|$)|[\\/]shared[\\/](platform|a11y|api|events|stores|islands)[\\/]/;
const ENTRY = '\0primitives-entry';

const modules = readdirSync(uiDir)
  .filter((f) => /\.tsx?$/.test(f) && !NOT_PRIMITIVES.has(f))
  .sort();

async function buildPrimitives(): Promise<{ js: number; css: number; files: string[]; code: string }> {
  const result = await build({
    root,
    configFile: false,
    envFile: false,
    publicDir: false,
    mode: 'production',
    logLevel: 'silent',
    resolve: { alias: { react: 'preact/compat', 'react-dom': 'preact/compat', 'react/jsx-runtime': 'preact/jsx-runtime' } },
    // Vitest sets NODE_ENV=test, which would build jsxDEV calls: the shipped build has none.
    oxc: { jsx: { runtime: 'automatic', importSource: 'preact', development: false } },
    plugins: [
      {
        name: 'primitives-entry',
        enforce: 'pre',
        resolveId(id, importer) {
          if (id === 'primitives-entry') return ENTRY;
          const path = importer && id.startsWith('.') ? resolve(importer, '..', id) : id;
          if (!EXTERNAL.test(path)) return null;
          return { id: path.startsWith(root) ? path.slice(root.length + 1).replace(/\.tsx?$/, '') : path, external: true };
        },
        load(id) {
          if (id !== ENTRY) return null;
          return modules.map((f) => `export * from ${JSON.stringify(resolve(uiDir, f))};`).join('\n');
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
  for (const item of outputs.flatMap((o) => o.output)) {
    const body = item.type === 'chunk' ? item.code : item.source;
    const gzip = gzipSync(body, { level: 9 }).length;
    files.push(item.fileName);
    if (item.fileName.endsWith('.js')) {
      js += gzip;
      code += body;
    }
    else if (item.fileName.endsWith('.css')) css += gzip;
  }
  return { js, css, files, code };
}

const budget = readBudgets().primitives;
const size = await buildPrimitives();

describe('the primitives together (gzip)', () => {
  it('bundles every primitive module into one script', () => {
    expect(modules).toEqual(expect.arrayContaining(['Dialog.tsx', 'Combobox.tsx', 'Toast.tsx', 'use-modal-layer.ts']));
    expect(size.files.filter((f) => f.endsWith('.js'))).toHaveLength(1);
    // measured as shipped: production JSX, minified
    expect(size.code).not.toContain('jsxDEV');
  });

  it(`JS ${size.js} B ≤ ${budget} B (CSS ${size.css} B, not counted)`, () => {
    expect(size.js).toBeLessThanOrEqual(budget);
  });
});
