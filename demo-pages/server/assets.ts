import { existsSync, readFileSync, statSync } from 'node:fs';
import { resolve } from 'node:path';
import { html, type SafeHtml } from '../templates/html';

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

/**
 * Which build a page prints: `site`, the one file of every island's with-the-page code (`vite build --mode site`,
 * .vite/site-manifest.json), or `islands`, an entry per island over shared chunks (.vite/manifest.json), for a
 * theme that takes islands one by one. Never both on one page: two copies of the platform would each keep their
 * own cart store and event bus.
 */
export type BuildMode = 'site' | 'islands';

export const SITE_MANIFEST = '.vite/site-manifest.json';
const ISLANDS_MANIFEST = '.vite/manifest.json';

export function readManifest(distDir: string, file = ISLANDS_MANIFEST): Manifest {
  const path = resolve(distDir, file);
  if (!existsSync(path)) {
    throw new Error(`No build at ${distDir}: run \`npm run build\` first (npm start does it for you).`);
  }
  return JSON.parse(readFileSync(path, 'utf8')) as Manifest;
}

/** One build's manifest, read again whenever a rebuild changes it (`vite build --watch`). */
class ManifestFile {
  manifest: Manifest = {};
  readonly entries = new Map<string, { key: string; chunk: ManifestChunk }>();
  private readAt = -1;

  constructor(
    private readonly distDir: string,
    private readonly file: string,
    private readonly optional: boolean,
  ) {}

  /** Reads the manifest again if it changed (or went: an optional one is then empty); true when it changed. */
  refresh(): boolean {
    const path = resolve(this.distDir, this.file);
    if (!existsSync(path)) {
      if (!this.optional) readManifest(this.distDir, this.file); // throws the message that says what to run
      if (this.readAt === -1) return false;
      this.readAt = -1;
      this.manifest = {};
      this.entries.clear();
      return true;
    }
    const mtime = statSync(path).mtimeMs;
    if (mtime === this.readAt) return false;
    this.manifest = readManifest(this.distDir, this.file);
    this.readAt = mtime;
    this.entries.clear();
    for (const [key, chunk] of Object.entries(this.manifest)) if (chunk.isEntry && chunk.name) this.entries.set(chunk.name, { key, chunk });
    return true;
  }

  /**
   * This build's key for a chunk of the other build: the same key for a module (a view's source path), or for a
   * shared chunk (`_history-HASH.js`, hashed per build) the one chunk of the same name.
   */
  keyFor(key: string, other: Manifest, island?: string): string | null {
    if (this.manifest[key]) return key;
    // a shared chunk by its name; a view the site build put in a file named after its island (the login's, the
    // mini-cart's: vite.config.ts siteLateGroups) by that name
    const name = key.startsWith('_') ? other[key]?.name : island;
    if (!name) return null;
    const same = Object.keys(this.manifest).filter((k) => k.startsWith('_') && this.manifest[k]!.name === name);
    return same.length === 1 ? same[0]! : null;
  }

  /** The CSS and the files to preload of a chunk and everything it imports statically, each once. */
  collect(key: string, seen: Set<string>, css: Set<string>, preloads: Set<string>): void {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = this.manifest[key];
    if (!chunk) return;
    chunk.css?.forEach((c) => css.add(c));
    for (const imported of chunk.imports ?? []) {
      const dep = this.manifest[imported];
      // what was seen is printed already: an entry (a view of the site build imports the bundle) or a preload
      if (dep && !seen.has(imported)) preloads.add(dep.file);
      this.collect(imported, seen, css, preloads);
    }
  }

  /** Every file the build wrote (JS, CSS, assets). */
  files(): string[] {
    return Object.values(this.manifest).flatMap((chunk) => [chunk.file, ...(chunk.css ?? []), ...(chunk.assets ?? [])]);
  }
}

/**
 * The build manifests, read the way the theme's PHP include reads them: for the islands a page uses, the entry
 * scripts, the chunks they import (as modulepreload hints, so they download in parallel) and their CSS.
 */
export class Assets {
  private readonly islandBuild: ManifestFile;
  private readonly siteBuild: ManifestFile;
  private readonly hashed = new Set<string>();

  /**
   * `mode`: the build pages print unless a request asks for the other (`tags`' third argument); the site bundle
   * whenever it was built (`npm run build` builds both), else the island build.
   */
  constructor(
    private readonly distDir: string,
    private readonly base = '/dist/',
    private readonly mode: BuildMode = 'site',
  ) {
    this.islandBuild = new ManifestFile(distDir, ISLANDS_MANIFEST, false);
    this.siteBuild = new ManifestFile(distDir, SITE_MANIFEST, true);
    this.refresh();
  }

  /** Re-reads a changed manifest; true when the site bundle was built. */
  private refresh(): boolean {
    const changed = [this.islandBuild.refresh(), this.siteBuild.refresh()].some(Boolean);
    if (changed) {
      this.hashed.clear();
      for (const file of [...this.islandBuild.files(), ...this.siteBuild.files()]) if (HASHED_NAME.test(file)) this.hashed.add(file);
    }
    return this.siteBuild.entries.has(SITE_BUNDLE);
  }

  /** True for a file the build wrote under a content-hashed name (`islands/mini-cart-DqzLrI_g.js`), by its path in dist. */
  isHashed(relativePath: string): boolean {
    this.refresh();
    return this.hashed.has(relativePath);
  }

  islands(): string[] {
    return [...this.islandBuild.entries.keys()].sort();
  }

  /** The build a page is printed with: `wanted` (or the default) when it was built, else the island build. */
  buildFor(wanted: BuildMode = this.mode): BuildMode {
    return wanted === 'site' && this.refresh() ? 'site' : 'islands';
  }

  /**
   * The tags for a page that uses these islands: CSS links, modulepreload hints and the module scripts: one per
   * island in the island build, the site bundle alone in the site build.
   * `loadedAtOnce`: islands whose view loads with the page (`data-load-on="load"`): their view chunk (the entry's
   * dynamic import), its imports and its CSS are linked too, so they download beside the entry, not after it.
   */
  tags(names: readonly string[], loadedAtOnce: readonly string[] = [], wanted: BuildMode = this.mode): { head: SafeHtml; scripts: SafeHtml } {
    const build = this.buildFor(wanted);
    const css = new Set<string>();
    const preloads = new Set<string>();
    const scripts = new Set<string>();
    const seen = new Set<string>();
    const site = this.siteBuild.entries.get(SITE_BUNDLE);
    if (build === 'site' && site) {
      scripts.add(site.chunk.file);
      this.siteBuild.collect(site.key, seen, css, preloads);
    }
    for (const name of names) {
      const entry = this.islandBuild.entries.get(name);
      if (!entry) throw new Error(`Unknown island "${name}"; the build has: ${this.islands().join(', ')}`);
      const from = build === 'site' ? this.siteBuild : this.islandBuild;
      if (build === 'islands') {
        scripts.add(entry.chunk.file);
        from.collect(entry.key, seen, css, preloads);
      }
      if (!loadedAtOnce.includes(name)) continue;
      for (const imported of entry.chunk.dynamicImports ?? []) {
        const view = from.keyFor(imported, this.islandBuild.manifest, name);
        const chunk = view ? from.manifest[view] : undefined;
        if (!view || !chunk) continue;
        preloads.add(chunk.file);
        from.collect(view, seen, css, preloads);
      }
    }
    const url = (file: string) => `${this.base}${file}`;
    return {
      head: html`${[...css].map((file) => html`<link rel="stylesheet" href="${url(file)}">\n`)}${[...preloads].map((file) => html`<link rel="modulepreload" href="${url(file)}">\n`)}`,
      scripts: html`${[...scripts].map((file) => html`<script type="module" src="${url(file)}"></script>\n`)}`,
    };
  }
}

/** The site bundle's entry name (vite.config.ts). */
export const SITE_BUNDLE = 'site-bundle';
