import { readdirSync, existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';

/**
 * One entry per island (widgets/<name>/index.ts), ES modules, hashed names, a manifest for the theme's PHP include,
 * and named shared chunks: `preact` (the view runtime, only for islands that render) and `shared` (the platform
 * every island and behaviour uses). React's API is Preact's hooks (reactAlias), here, in Vitest and in Storybook.
 */
const root = fileURLToPath(new URL('.', import.meta.url));

export function islandEntries(): Record<string, string> {
  const dir = resolve(root, 'widgets');
  const entries: Record<string, string> = {};
  for (const name of readdirSync(dir).sort()) {
    if (name.startsWith('_')) continue; // widgets/_template: the folder to copy, not an island
    const entry = resolve(dir, name, 'index.ts');
    if (existsSync(entry)) entries[name] = entry;
  }
  return entries;
}

/** Modules of the `shared` chunk (see the chunk groups below). */
export const SHARED_PLATFORM =
  /(preload-helper)|([\\/]shared[\\/](platform|api|events|islands|stores|a11y)[\\/](?!(focus-scope|focus-fallback|focusable|inert-others|combobox-keys|roving-focus|dismissable-layer|direction|visually-hidden|scroll-lock|sanitize-html|adopt-fields|overlay|cart-sync|fetch-json|lazy-contracts|listing|mount-preact|react-on-preact|slots|messages[\\/](?!core))))|node_modules[\\/](nanostores|zod|js-cookie)[\\/]/;

/**
 * `react` and `react-dom` are the React API on Preact's hooks (shared/islands/react-on-preact.ts), not preact/compat:
 * see that file. Exact names only, so `react/jsx-runtime` (a package's JSX, never the islands') keeps its own line.
 */
export const REACT_ON_PREACT = fileURLToPath(new URL('./shared/islands/react-on-preact.ts', import.meta.url));
export const reactAlias = [
  { find: /^react$/, replacement: REACT_ON_PREACT },
  { find: /^react-dom$/, replacement: REACT_ON_PREACT },
  { find: /^react-dom\/test-utils$/, replacement: 'preact/test-utils' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
];

/**
 * The site bundle (`vite build --mode site`, after the island build): one entry, `islands/site-bundle-[hash].js`,
 * that imports every island's entry, so a page loads the platform and every island's with-the-page code as one file
 * (about 5 KB gzip less than the same code as a shared chunk and an entry per island: one compression dictionary,
 * no import lists between them). What islands load later (their views, Preact, the response schemas) stays in
 * chunks of their own, loaded at their trigger, as in the island build. It writes beside the island build in dist/
 * with its own manifest (.vite/site-manifest.json); a page prints one build or the other, never both
 * (demo-pages/server/assets.ts, integrations/wordpress).
 */
export const SITE_BUNDLE = 'site-bundle';
const SITE_BUNDLE_ID = 'hsa:site-bundle';

/**
 * The site bundle's entry module (every island's entry, in the island build's order), and the set of modules it
 * reaches by static imports: those are the bundle. Left alone, Rolldown would split out each module a later chunk
 * also imports (the copy, the page config, the event bridge) into a small chunk of its own, files the page then
 * loads one by one.
 */
function siteBundleEntry(reached: Set<string>): Plugin {
  const resolved = `\0${SITE_BUNDLE_ID}`;
  return {
    name: 'hsa-site-bundle',
    resolveId: (id) => (id === SITE_BUNDLE_ID ? resolved : null),
    load: (id) => (id === resolved ? Object.values(islandEntries()).map((file) => `import ${JSON.stringify(file)};`).join('\n') : null),
    buildEnd() {
      reached.clear();
      const visit = (id: string) => {
        if (reached.has(id)) return;
        reached.add(id);
        for (const next of this.getModuleInfo(id)?.importedIds ?? []) visit(next);
      };
      visit(resolved);
    },
  };
}
const siteBundleModules = new Set<string>();

/**
 * Preload lists without what is there already. For each `import()`, Vite lists every chunk the imported one needs,
 * those the importing chunk itself imports statically included (the site bundle, the listing store): loaded before
 * the importing chunk could run, they cost bytes in every list and nothing at run time. The plugin notes each chunk's
 * static imports as the bundle is written, before Vite writes the lists (its plugin runs after ours); the filter
 * drops the importing chunk's whole static closure. Style sheets are listed by Vite after the filter, unchanged.
 */
function preloadPruner() {
  const staticImports = new Map<string, readonly string[]>();
  const plugin: Plugin = {
    name: 'hsa-preload-pruner',
    generateBundle(_options, bundle) {
      staticImports.clear();
      for (const [file, output] of Object.entries(bundle)) if (output.type === 'chunk') staticImports.set(file, output.imports);
    },
  };
  const resolveDependencies = (_file: string, deps: string[], { hostId }: { hostId: string }) => {
    const loaded = new Set<string>();
    const visit = (file: string) => {
      if (loaded.has(file)) return;
      loaded.add(file);
      staticImports.get(file)?.forEach(visit);
    };
    visit(hostId);
    return deps.filter((dep) => !loaded.has(dep));
  };
  return { plugin, resolveDependencies };
}
const pruner = preloadPruner();

/**
 * Vite's `import()` helper (`\0vite/preload-helper.js`, which every `import()` with a preload list goes through)
 * swapped for shared/islands/preload.ts, which says what it keeps: 0.3 KB gzip less on every page. Vite 8 loads its
 * helper in a native plugin that runs after the config's plugins, so this `load` comes first.
 */
const preloadHelper: Plugin = {
  name: 'hsa-preload-helper',
  load: (id) => (id === '\0vite/preload-helper.js' ? `export { __vitePreload } from ${JSON.stringify(resolve(root, 'shared/islands/preload.ts'))};` : null),
};

const chunkNames = {
  entryFileNames: 'islands/[name]-[hash].js',
  chunkFileNames: 'chunks/[name]-[hash].js',
  // With build.minify 'terser' Vite turns Rolldown's own minifier off; keep it on, after Terser.
  minify: true,
  assetFileNames: 'assets/[name]-[hash][extname]',
};
/** Preact (the view runtime, only for islands that render) and the response schemas, in both builds. */
const lazyGroups = [
  { name: 'preact', test: /node_modules[\\/](preact|@preact|@nanostores[\\/]react)[\\/]|[\\/]shared[\\/]islands[\\/]react-on-preact\.ts$/, priority: 20 },
  // The response schemas and their schema kit: loaded on the first answer that needs them (shared/api/lazy-contracts.ts).
  { name: 'contracts', test: /[\\/]shared[\\/]api[\\/]contracts[\\/]/, priority: 15 },
];

/**
 * The site build's late chunks: what several views share, loaded after the first interaction, in one file instead of
 * twenty. Left alone, Rolldown gives each module a set of importers of its own a chunk of its own: the Dialog, the
 * Drawer, the combobox's hooks, the focus and layer helpers, the view mount, Preact, the fetching, the cart's sync,
 * the response contracts, the compare store, each 0.1–6 KB gzip and compressed alone. As two files (view-kit,
 * platform-late, 2026-11-26) they were 3.3 KB gzip less on the category page once every island has loaded (74.3 -> 71.0
 * KB); with Preact and the contracts in one file since 2026-11-27, 1.1 KB less again (71.8 -> 70.7 KB; 0.7–1.1 KB on
 * every page, and about 1 KB less and three requests fewer for a shopper's first add, search or cart press). The
 * listing's store and the grid's behaviour are a second file (0.4 KB less): every listing page loads both. The price:
 * an island that reaches for one part loads the rest of its file too (a fetch without a view would bring Preact), which
 * on every demo page never happens: the first fetch is an add (it opens the mini-cart), a search or a filter, each
 * drawn by a view; a fetch before any view (the cart asked for again at a Back) reads the file from the HTTP cache
 * almost always. What one island alone uses (the Slider, the Tabs, the mega menu) stays with that island. The island
 * build keeps Rolldown's own split: a theme that prints one island's tag loads only what that island needs.
 */
const VIEW_KIT = /node_modules[\\/](preact|@preact|@nanostores[\\/]react)[\\/]|[\\/]shared[\\/](islands[\\/](mount-preact|adopt-fields|slots|react-on-preact)|ui[\\/](Dialog|Drawer|Combobox|use-|combobox-state)|a11y[\\/])/;
const PLATFORM_LATE = /[\\/]shared[\\/](api[\\/](fetch-json|lazy-contracts|contracts[\\/][^\\/]+)|stores[\\/](cart-sync|cart-messages|session|compare|compare-ids)|platform[\\/](analytics|sanitize-html|persian-text))\./;
const MODAL_LAYER = /[\\/]shared[\\/](ui[\\/]use-modal-layer|a11y[\\/](focusable|focus-scope|inert-others|dismissable-layer|overlay)|platform[\\/]scroll-lock)\./;
const siteLateGroups = [
  // Add-to-cart's press (its actions and copy) too, since 2026-11-27: it fetches, so it loads this file anyway, and a
  // listing's most common first move is an add (one file fewer then, 0.5 KB less on the category page once every
  // island has loaded; about 1.4 KB more for a first move that is not an add).
  {
    name: 'view-kit',
    test: (id: string) => VIEW_KIT.test(id) || PLATFORM_LATE.test(id) || /[\\/]widgets[\\/]add-to-cart[\\/](actions|view-cart-link|inline-error)\.|messages[\\/]add-to-cart\./.test(id),
    priority: 22,
  },
  {
    name: 'listing',
    test: /[\\/](shared[\\/]stores[\\/]listing(-url)?|widgets[\\/]listing-grid[\\/](grid|cards|infinite|overlay|snapshot)|shared[\\/]platform[\\/]messages[\\/]listing-grid)\./,
    priority: 14,
  },
  // Each island's view with its own copy, and the mini-cart's panel, which its first press opens: one file each
  // instead of two or three, each compressed alone. Step 2 and the account menu of the login still load apart.
  { name: 'login', test: /[\\/](widgets[\\/]login[\\/](?!CodeStep|CodeBoxes|AccountMenu)|shared[\\/]platform[\\/]messages[\\/]login\.)/, priority: 12 },
  { name: 'mini-cart', test: /[\\/](widgets[\\/]mini-cart[\\/]|shared[\\/]platform[\\/]messages[\\/]mini-cart\.)/, priority: 12 },
];

export default defineConfig(({ mode }) => ({
  // Relative: every chunk, CSS file, font and image a module loads resolves from the URL that module came from, so
  // the build works wherever it is served (the demo store's /dist/, a WordPress plugin's folder, a CDN). The pages
  // print the entry tags with their own base (demo-pages/server/assets.ts, integrations/wordpress).
  base: './',
  resolve: { alias: reactAlias },
  oxc: { jsx: { runtime: 'automatic', importSource: 'preact' } },
  plugins: mode === 'site' ? [siteBundleEntry(siteBundleModules), pruner.plugin, preloadHelper] : [pruner.plugin, preloadHelper],
  build: {
    outDir: 'dist',
    emptyOutDir: mode !== 'site',
    manifest: mode === 'site' ? '.vite/site-manifest.json' : true,
    target: 'es2022',
    // Terser (safe options) first, then Oxc's minifier over its output (output.minify below): 0.75 KB gzip less on the
    // category page than Oxc alone. Not pure_getters: it drops `void el.offsetWidth` (the cart badge's animation restart).
    minify: 'terser',
    terserOptions: { compress: { passes: 3, ecma: 2020 }, mangle: true, format: { comments: false } },
    cssCodeSplit: true,
    modulePreload: { polyfill: false, resolveDependencies: pruner.resolveDependencies },
    sourcemap: false,
    rolldownOptions:
      mode === 'site'
        ? {
            input: { [SITE_BUNDLE]: SITE_BUNDLE_ID },
            // Everything the entry imports statically is the bundle; Rolldown shares the rest between the chunks
            // that load later, as in the island build.
            output: { ...chunkNames, codeSplitting: { groups: [{ name: SITE_BUNDLE, test: (id: string) => siteBundleModules.has(id), priority: 30 }, ...lazyGroups, ...siteLateGroups] } },
          }
        : {
            input: islandEntries(),
            output: {
              ...chunkNames,
              codeSplitting: {
                groups: [
                  ...lazyGroups,
                  // The platform every island stands on, loaded with every page. What only views or one kind of page need
                  // stays out, so a page does not pay for it before the shopper reaches for it: the focus, keyboard and
                  // layer helpers of the primitives (shared/a11y but the announcer; the overlay stack too, which only the layer hooks use), the scroll lock,
                  // the HTML sanitiser, the listing's store, each island's own copy (shared/platform/messages/<island>.ts; the core
                  // copy stays), and what mounts a view (it imports Preact). Rolldown shares those between
                  // the chunks that use them.
                  { name: 'shared', test: SHARED_PLATFORM, priority: 10, minShareCount: 2 },
                  // The modal layer's helpers in one file, whichever views share which of them (the mega menu's
                  // DisclosureNav uses the focus helpers alone): split by their importers, each compressed apart.
                  { name: 'use-modal-layer', test: MODAL_LAYER, priority: 9 },
                ],
              },
            },
          },
  },
}));
