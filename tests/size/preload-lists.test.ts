import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The preload lists Vite writes for each `import()` (`__vite__mapDeps`), in both builds, name no chunk the importing
 * chunk already has through its static imports (vite.config.ts, preloadPruner): those are loaded before it runs,
 * and listing them only costs bytes. Read from the build `npm test` made first.
 */
const files = ['islands', 'chunks'].flatMap((dir) => readdirSync(join('dist', dir)).filter((f) => f.endsWith('.js')).map((f) => `${dir}/${f}`));
const code = new Map(files.map((file) => [file, readFileSync(join('dist', file), 'utf8')]));
const resolveFrom = (file: string, url: string) => normalize(join(dirname(file), url));
const staticImports = (file: string) =>
  [...code.get(file)!.matchAll(/(?:^|[;}\n])\s*import\s*(?:[\w$*{}\s,]+from\s*)?["'`](\.[^"'`]+\.js)["'`]/g)].map((m) => resolveFrom(file, m[1]!));
const dynamicImports = (file: string) => [...code.get(file)!.matchAll(/import\(\s*["'`](\.[^"'`]+\.js)["'`]\s*\)/g)].map((m) => resolveFrom(file, m[1]!));
const preloadList = (file: string) => {
  const list = /m\.f=(\[[^\]]*\])/.exec(code.get(file)!)?.[1];
  return list ? (JSON.parse(list) as string[]).map((url) => resolveFrom(file, url)) : [];
};
const closure = (file: string) => {
  const seen = new Set<string>();
  const visit = (f: string) => {
    if (seen.has(f)) return;
    seen.add(f);
    if (code.has(f)) staticImports(f).forEach(visit);
  };
  visit(file);
  return seen;
};

describe('preload lists', () => {
  it('are read from a real build: some chunks have them, and static imports are found', () => {
    expect(files.filter((f) => preloadList(f).length > 0).length).toBeGreaterThan(5);
    expect(files.filter((f) => staticImports(f).length > 0).length).toBeGreaterThan(10);
  });

  it.each(files.filter((f) => preloadList(f).length > 0))('%s lists nothing it has already', (file) => {
    const loaded = closure(file);
    expect(preloadList(file).filter((dep) => dep.endsWith('.js') && loaded.has(dep))).toEqual([]);
  });

  it.each(files.filter((f) => dynamicImports(f).length > 0))('%s still lists everything its import() calls need that it does not have', (file) => {
    const loaded = closure(file);
    // an import() of a lone chunk (nothing more to fetch than itself) gets no list: Vite writes none for a single file
    const needed = new Set(
      dynamicImports(file)
        .map((target) => [...closure(target)].filter((dep) => !loaded.has(dep)))
        .filter((deps) => deps.length > 1)
        .flat(),
    );
    const listed = new Set(preloadList(file));
    const missing = [...needed].filter((dep) => !listed.has(dep));
    expect(missing).toEqual([]);
  });

  it('go through our helper (shared/islands/preload.ts), not Vite\'s, in both builds', () => {
    const helpers = (mark: RegExp) => files.filter((f) => mark.test(code.get(f)!));
    // Vite's own is known by its check for module preloading; ours by its link's rel written out
    expect(helpers(/relList/)).toEqual([]);
    expect(helpers(/=\s*\w+\s*\?\s*`stylesheet`\s*:\s*`modulepreload`/).map((f) => f.split('/')[1]!.replace(/-[\w-]{8}\.js$/, '')).sort()).toEqual(['shared', 'site-bundle']);
  });
});
