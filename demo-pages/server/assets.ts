import { existsSync, readFileSync, statSync } from 'node:fs';
import { resolve } from 'node:path';
import { html, type SafeHtml } from '../templates/html';

/**
 * The build manifest, read the way the theme's PHP include reads it: for each island the page uses, its entry
 * script, the chunks it imports (as modulepreload hints, so they download in parallel) and its CSS.
 */
interface ManifestChunk {
  file: string;
  name?: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
  assets?: string[];
}

/** `[name]-[hash]` as vite.config.ts names the output: an 8-character hash before the extension. */
const HASHED_NAME = /-[\w-]{8}\.\w+$/;

export type Manifest = Record<string, ManifestChunk>;

export function readManifest(distDir: string): Manifest {
  const file = resolve(distDir, '.vite/manifest.json');
  if (!existsSync(file)) {
    throw new Error(`No build at ${distDir}: run \`npm run build\` first (npm start does it for you).`);
  }
  return JSON.parse(readFileSync(file, 'utf8')) as Manifest;
}

export class Assets {
  private readonly byName = new Map<string, ManifestChunk>();
  private readonly hashed = new Set<string>();
  private manifest: Manifest = {};
  private readAt = -1;

  /** Reads `{distDir}/.vite/manifest.json`, and again whenever a rebuild changes it (`vite build --watch`). */
  constructor(
    private readonly distDir: string,
    private readonly base = '/dist/',
  ) {
    this.refresh();
  }

  private refresh(): void {
    const file = resolve(this.distDir, '.vite/manifest.json');
    const mtime = existsSync(file) ? statSync(file).mtimeMs : this.readAt;
    if (mtime === this.readAt) return;
    this.manifest = readManifest(this.distDir);
    this.readAt = mtime;
    this.byName.clear();
    this.hashed.clear();
    for (const chunk of Object.values(this.manifest)) {
      if (chunk.isEntry && chunk.name) this.byName.set(chunk.name, chunk);
      for (const file of [chunk.file, ...(chunk.css ?? []), ...(chunk.assets ?? [])]) if (HASHED_NAME.test(file)) this.hashed.add(file);
    }
  }

  /** True for a file the build wrote under a content-hashed name (`islands/mini-cart-DqzLrI_g.js`), by its path in dist. */
  isHashed(relativePath: string): boolean {
    this.refresh();
    return this.hashed.has(relativePath);
  }

  islands(): string[] {
    return [...this.byName.keys()].sort();
  }

  private collect(key: string, seen: Set<string>, css: Set<string>, preloads: Set<string>) {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = this.manifest[key];
    if (!chunk) return;
    chunk.css?.forEach((c) => css.add(c));
    for (const imported of chunk.imports ?? []) {
      const dep = this.manifest[imported];
      if (dep) preloads.add(dep.file);
      this.collect(imported, seen, css, preloads);
    }
  }

  /**
   * The tags for a page that uses these islands: CSS links, modulepreload hints and one module script each.
   * `loadedAtOnce`: islands whose view loads with the page (`data-load-on="load"`): their view chunk (the entry's
   * dynamic import), its imports and its CSS are linked too, so they download beside the entry, not after it.
   */
  tags(names: readonly string[], loadedAtOnce: readonly string[] = []): { head: SafeHtml; scripts: SafeHtml } {
    this.refresh();
    const css = new Set<string>();
    const preloads = new Set<string>();
    const scripts: string[] = [];
    const seen = new Set<string>();
    for (const name of names) {
      const entry = this.byName.get(name);
      if (!entry) throw new Error(`Unknown island "${name}"; the build has: ${this.islands().join(', ')}`);
      scripts.push(entry.file);
      const key = Object.keys(this.manifest).find((k) => this.manifest[k] === entry)!;
      this.collect(key, seen, css, preloads);
      if (loadedAtOnce.includes(name)) {
        for (const view of entry.dynamicImports ?? []) {
          const chunk = this.manifest[view];
          if (chunk) preloads.add(chunk.file);
          this.collect(view, seen, css, preloads);
        }
      }
    }
    const url = (file: string) => `${this.base}${file}`;
    return {
      head: html`${[...css].map((file) => html`<link rel="stylesheet" href="${url(file)}">\n`)}${[...preloads].map((file) => html`<link rel="modulepreload" href="${url(file)}">\n`)}`,
      scripts: html`${scripts.map((file) => html`<script type="module" src="${url(file)}"></script>\n`)}`,
    };
  }
}
