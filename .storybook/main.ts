import type { StorybookConfig } from '@storybook/preact-vite';
import type { InlineConfig } from 'vite';
import { fileURLToPath } from 'node:url';
import { reactAlias } from '../vite.config.js';
import { cutPath, LATIN, PERSIAN } from '../demo-pages/server/fonts.js';

const NODE_MODULES = fileURLToPath(new URL('../node_modules', import.meta.url));

/**
 * Storybook for designers (DESIGN.md sections 5 and 7). Storybook's Vite builder reads ../vite.config.ts (the
 * island build): it keeps the react alias (the React API on Preact's hooks, shared/islands/react-on-preact.ts) and the JSX settings, and everything that only makes
 * sense for the theme's island bundle is taken out again in `viteFinal`.
 *
 * Nothing is fetched from another host: the theme's stylesheet and logo come from demo-pages/public, Vazirmatn from
 * the `vazirmatn` package, product pictures are generated in the browser (stories/support/pictures.ts).
 */

/** Entry points Vite must pre-bundle together, or the dev server ends up with two copies of Preact (`reading '__H'`). */
const PREBUNDLE = [
  'preact',
  'preact/hooks',
  'preact/compat',
  'preact/jsx-runtime',
  'preact/jsx-dev-runtime',
  // the islands' own dependencies: found up front, so the first story never triggers a re-optimise and reload
  '@nanostores/react',
  'nanostores',
  'zod/mini',
  'js-cookie',
];

/** The island build's settings (vite.config.ts) that must not reach Storybook's build. */
function withoutAppBuild(config: InlineConfig): InlineConfig {
  const next: InlineConfig = { ...config };
  // The app is served from /dist/; Storybook's preview must stay relative ('./').
  if (!next.base || next.base === '/dist/') next.base = './';
  if (next.build) {
    // Not the island build's minifiers either (Terser, then Oxc): Storybook's bundles are large, and its own default will do.
    const { manifest: _manifest, cssCodeSplit: _cssCodeSplit, modulePreload: _modulePreload, minify: _minify, terserOptions: _terser, ...build } = next.build;
    const rolldown = build.rolldownOptions;
    if (rolldown) {
      // Keep what Storybook itself put there (its `external`, `strictExecutionOrder`); drop the island entries,
      // the hashed file names and the named shared chunks.
      const { input: _input, ...rest } = rolldown;
      const output = Array.isArray(rest.output) ? undefined : rest.output;
      if (output) {
        const { entryFileNames: _e, chunkFileNames: _c, assetFileNames: _a, codeSplitting: _s, minify: _m, ...keep } = output as Record<string, unknown>;
        rest.output = keep;
      }
      build.rolldownOptions = rest;
    }
    if (build.outDir === 'dist') delete build.outDir; // never the app's output directory
    if (build.emptyOutDir) build.emptyOutDir = false;
    next.build = build;
  }
  return next;
}

const config: StorybookConfig = {
  framework: { name: '@storybook/preact-vite', options: {} },
  stories: ['../stories/**/*.stories.tsx'],
  // The accessibility panel runs axe on every story as it renders (the same rules as tests/e2e/stories-axe.test.ts,
  // see ./a11y.ts), so a designer sees a finding before the test does.
  addons: ['@storybook/addon-a11y'],
  core: {
    disableTelemetry: true,
    disableWhatsNewNotifications: true,
  },
  staticDirs: [
    // theme.css, logo.svg, favicon.svg: the stories' site context links them under /static/ (the demo store adds a ?v=)
    { from: '../demo-pages/public', to: '/static' },
    // theme.css loads /fonts/vazirmatn-variable.woff2, which the demo store maps to this file of the package
    { from: '../node_modules/vazirmatn/fonts/webfonts/Vazirmatn[wght].woff2', to: '/fonts/vazirmatn-variable.woff2' },
    // the demo store cuts a Persian and a Latin face from the package's files (demo-pages/server/fonts.ts); Storybook
    // serves the files they are cut from under their names, the same glyphs and more
    { from: '../node_modules/vazirmatn/misc/Non-Latin/fonts/webfonts/Vazirmatn-NL[wght].woff2', to: cutPath(NODE_MODULES, PERSIAN) },
    { from: '../node_modules/vazirmatn/fonts/webfonts/Vazirmatn[wght].woff2', to: cutPath(NODE_MODULES, LATIN) },
  ],
  // Right-to-left and Persian before the first paint (the preview's decorator sets it again for every story).
  previewHead: (head) => `${head ?? ''}
<script>document.documentElement.lang='fa';document.documentElement.dir='rtl';document.documentElement.classList.add('js')</script>
<link rel="preload" href="${cutPath(NODE_MODULES, PERSIAN)}" as="font" type="font/woff2" crossorigin>
<link rel="icon" href="/static/favicon.svg" type="image/svg+xml">`,
  async viteFinal(viteConfig) {
    const { mergeConfig } = await import('vite');
    return mergeConfig(withoutAppBuild(viteConfig), {
      resolve: { alias: reactAlias, dedupe: ['preact'] },
      optimizeDeps: { include: PREBUNDLE },
      // build output (this one's, the islands', the demo store's database) must not reload open stories
      server: { watch: { ignored: ['**/storybook-static/**', '**/dist/**', '**/.data/**', '**/test-results/**'] } },
      // the preview's own runtime (iframe chunk) is about 900 kB: Storybook's, not the islands'
      build: { chunkSizeWarningLimit: 1200 },
    });
  },
};

export default config;
