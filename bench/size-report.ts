import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';

/**
 * Sizes of the build, from its manifest: every island's own code (its entry and the chunks only it loads, static
 * and lazy, CSS included) and the shared chunks every island stands on. Used by `npm run size` and by the size
 * budget test, so both read the same numbers.
 */
interface ManifestChunk {
  file: string;
  name?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}

export interface Sizes {
  raw: number;
  gzip: number;
  brotli: number;
}

export interface EntrySizes extends Sizes {
  name: string;
  /** What the island loads with the page: its entry and the chunks it needs at once (static and at its trigger). */
  files: string[];
  /** What it loads only when the shopper reaches for it (modules named in `onDemand`), measured apart. */
  onDemand: ({ files: string[] } & Sizes) | null;
  /**
   * The island's own JavaScript: `files` without CSS and without the chunks of the platform's view layer and the
   * primitives (PLATFORM_CHUNKS), which have their own budgets and which every island that uses them shares. The
   * issues' per-island targets ("the live-search island at most 8 KB on top of the combobox primitive") are read so.
   */
  ownJs: { files: string[] } & Sizes;
}

export interface SizeReport {
  shared: Array<{ file: string } & Sizes>;
  sharedTotal: Sizes;
  entries: EntrySizes[];
}

const SHARED = /^chunks\/(shared|preact)-/;

/**
 * The response schemas with their schema kit (shared/api/contracts, loaded at the first answer that needs them by
 * shared/api/lazy-contracts.ts): one chunk for every island that reads answers, budgeted once in size-budgets.json
 * platformChunks, not in each island's figures.
 */
const CONTRACTS = /^chunks\/contracts-/;

/**
 * Chunks of the primitives (shared/ui, shared/a11y; tests/size/primitives.test.ts budgets them together), of the
 * platform's view mount (shared/islands/mount-preact.ts, slots, the bundler's runtime) and of the `$listing` store
 * that the facet sidebar and the grid share (shared/stores/listing.ts), and of the platform's fetching (fetch-json,
 * lazy-contracts, cart-sync: in the every-page chunk until 2026-11-26, now loaded by the first island that fetches),
 * each budgeted once in size-budgets.json platformChunks; by the chunk name Rolldown gives them: the name of their
 * first module.
 */
export const PLATFORM_CHUNKS = /^chunks\/(Accordion|Combobox|Dialog|Disclosure|DisclosureNav|Drawer|MenuButton|Popover|Slider|Tabs|Toast|Tooltip|combobox-state|flash-tooltip|use-combobox|use-controllable|use-modal-layer|use-overlay-trigger|direction|roving-focus|focus-fallback|focus-scope|mount-preact|rolldown-runtime|listing|fetch-json|lazy-contracts|cart-sync)-[\w-]{8}\.js$/;

function measure(distDir: string, files: string[]): Sizes {
  return files.reduce<Sizes>(
    (sum, file) => {
      const body = readFileSync(resolve(distDir, file));
      return {
        raw: sum.raw + body.length,
        gzip: sum.gzip + gzipSync(body, { level: 9 }).length,
        brotli: sum.brotli + brotliCompressSync(body).length,
      };
    },
    { raw: 0, gzip: 0, brotli: 0 },
  );
}

/**
 * @param onDemand per island, source paths (substrings) of the modules it loads only on demand, e.g.
 *   `{ 'mini-cart': ['MiniCartPanel'] }`
 */
export function sizeReport(distDir = resolve(process.cwd(), 'dist'), onDemand: Record<string, string[]> = {}): SizeReport {
  const manifest = JSON.parse(readFileSync(resolve(distDir, '.vite/manifest.json'), 'utf8')) as Record<string, ManifestChunk>;
  const sharedFiles = new Set(Object.values(manifest).map((c) => c.file).filter((f) => SHARED.test(f)));

  const entries = Object.entries(manifest)
    .filter(([, chunk]) => chunk.isEntry && chunk.name)
    .map(([key, chunk]): EntrySizes => {
      const lazyKeys = onDemand[chunk.name!] ?? [];
      const isLazy = (k: string) => lazyKeys.some((pattern) => k.includes(pattern));
      const collect = (start: string, skip: Set<string>, stopAtLazy: boolean) => {
        const files = new Set<string>();
        const visit = (k: string) => {
          const c = manifest[k];
          if (!c || files.has(c.file) || skip.has(c.file) || sharedFiles.has(c.file) || CONTRACTS.test(c.file)) return;
          if (stopAtLazy && k !== start && isLazy(k)) return;
          files.add(c.file);
          c.css?.forEach((css) => files.add(css));
          [...(c.imports ?? []), ...(c.dynamicImports ?? [])].forEach(visit);
        };
        visit(start);
        return files;
      };
      const initial = collect(key, new Set(), true);
      const lazy = new Set<string>();
      for (const k of Object.keys(manifest).filter(isLazy)) collect(k, initial, false).forEach((f) => lazy.add(f));
      const files = [...initial];
      const own = files.filter((f) => f.endsWith('.js') && !PLATFORM_CHUNKS.test(f));
      return {
        name: chunk.name!,
        files,
        ...measure(distDir, files),
        ownJs: { files: own, ...measure(distDir, own) },
        onDemand: lazy.size ? { files: [...lazy], ...measure(distDir, [...lazy]) } : null,
      };
    })
    .sort((a, b) => a.name.localeCompare(b.name));

  const shared = [...sharedFiles].sort().map((file) => ({ file, ...measure(distDir, [file]) }));
  return { shared, sharedTotal: measure(distDir, [...sharedFiles]), entries };
}
