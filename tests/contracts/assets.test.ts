// @vitest-environment node
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { Assets, SITE_BUNDLE } from '../../demo-pages/server/assets';
import { SITE_BUNDLE as BUILT_AS } from '../../vite.config';
import { demoApp, Shopper } from './support';

/**
 * The tags a page prints for the two builds (demo-pages/server/assets.ts): the site bundle, one module for every
 * island, or an entry per island; never both. A small build in Vite's manifest shape: two islands over a shared
 * chunk, the header's view (it loads with the page when asked), and the site bundle with its own copy of that view.
 */
function dist(withSite: boolean): string {
  const dir = mkdtempSync(join(tmpdir(), 'hsa-assets-'));
  mkdirSync(join(dir, '.vite'), { recursive: true });
  writeFileSync(
    join(dir, '.vite/manifest.json'),
    JSON.stringify({
      '_shared-Aa11Bb22.js': { file: 'chunks/shared-Aa11Bb22.js', name: 'shared' },
      'widgets/mini-cart/index.ts': { file: 'islands/mini-cart-Mm11Cc22.js', name: 'mini-cart', isEntry: true, imports: ['_shared-Aa11Bb22.js'], css: ['assets/mini-cart-Mc11Ss22.css'], dynamicImports: ['widgets/mini-cart/mount.tsx'] },
      'widgets/mini-cart/mount.tsx': { file: 'chunks/mount-Mv11Ww22.js', name: 'mount', isDynamicEntry: true, imports: ['_shared-Aa11Bb22.js'] },
      'widgets/header/index.ts': { file: 'islands/header-Hh11Dd22.js', name: 'header', isEntry: true, imports: ['_shared-Aa11Bb22.js'], dynamicImports: ['widgets/header/parts.tsx', '_history-Hi11Ss22.js'] },
      'widgets/header/parts.tsx': { file: 'chunks/parts-Pp11Tt22.js', isDynamicEntry: true, imports: ['_shared-Aa11Bb22.js'], css: ['assets/parts-Pc11Ss22.css'] },
      '_history-Hi11Ss22.js': { file: 'chunks/history-Hi11Ss22.js', name: 'history', imports: ['_shared-Aa11Bb22.js'] },
    }),
  );
  if (withSite) {
    writeFileSync(
      join(dir, '.vite/site-manifest.json'),
      JSON.stringify({
        'hsa:site-bundle': { file: 'islands/site-bundle-Sb11Bb22.js', name: 'site-bundle', isEntry: true, dynamicImports: ['widgets/header/parts.tsx', '_history-Sh11Ss22.js'], css: ['assets/site-bundle-Sc11Ss22.css'] },
        'widgets/header/parts.tsx': { file: 'chunks/parts-Sp11Tt22.js', isDynamicEntry: true, imports: ['hsa:site-bundle'], css: ['assets/parts-Sp11Ss22.css'] },
        '_history-Sh11Ss22.js': { file: 'chunks/history-Sh11Ss22.js', name: 'history', imports: ['hsa:site-bundle'] },
        // the mini-cart's view in a file named after its island (vite.config.ts siteLateGroups): no key of its source
        '_mini-cart-Sm11Cc22.js': { file: 'chunks/mini-cart-Sm11Cc22.js', name: 'mini-cart', imports: ['hsa:site-bundle'], css: ['assets/mini-cart-Sm11Ss22.css'] },
      }),
    );
  }
  return dir;
}

const text = (tags: { head: unknown; scripts: unknown }) => ({ head: String(tags.head), scripts: String(tags.scripts) });

describe('the build a page prints', () => {
  it('the site bundle when it was built: one module and its CSS, nothing of the island build', () => {
    const { head, scripts } = text(new Assets(dist(true)).tags(['mini-cart', 'header']));
    expect(scripts).toBe('<script type="module" src="/dist/islands/site-bundle-Sb11Bb22.js"></script>\n');
    expect(head).toContain('<link rel="stylesheet" href="/dist/assets/site-bundle-Sc11Ss22.css">');
    expect(head).not.toMatch(/shared-|mini-cart-|header-|parts-/);
  });

  it('a view that loads with the page: the site build\'s own copy, preloaded with its CSS', () => {
    const { head } = text(new Assets(dist(true)).tags(['mini-cart', 'header'], ['header']));
    expect(head).toContain('<link rel="modulepreload" href="/dist/chunks/parts-Sp11Tt22.js">');
    expect(head).toContain('<link rel="stylesheet" href="/dist/assets/parts-Sp11Ss22.css">');
    expect(head).not.toContain('parts-Pp11Tt22');
    // a shared chunk it loads at once too, found by its name (its key carries the other build's hash)
    expect(head).toContain('<link rel="modulepreload" href="/dist/chunks/history-Sh11Ss22.js">');
    expect(head).not.toContain('history-Hi11Ss22');
    // its import of the bundle is the module already printed, not a second preload
    expect(head).not.toContain('rel="modulepreload" href="/dist/islands/site-bundle');
  });

  it('a view the site build put in a file named after its island (the mini-cart\'s), when it loads with the page: that file, preloaded with its CSS', () => {
    const { head } = text(new Assets(dist(true)).tags(['mini-cart', 'header'], ['mini-cart']));
    expect(head).toContain('<link rel="modulepreload" href="/dist/chunks/mini-cart-Sm11Cc22.js">');
    expect(head).toContain('<link rel="stylesheet" href="/dist/assets/mini-cart-Sm11Ss22.css">');
    expect(head).not.toContain('mount-Mv11Ww22');
  });

  it('an entry per island when asked (?build=islands), or when no site bundle was built', () => {
    for (const tags of [new Assets(dist(true)).tags(['mini-cart', 'header'], [], 'islands'), new Assets(dist(false)).tags(['mini-cart', 'header']), new Assets(dist(true), '/dist/', 'islands').tags(['mini-cart', 'header'])]) {
      const { head, scripts } = text(tags);
      expect(scripts).toBe('<script type="module" src="/dist/islands/mini-cart-Mm11Cc22.js"></script>\n<script type="module" src="/dist/islands/header-Hh11Dd22.js"></script>\n');
      expect(head).toContain('<link rel="modulepreload" href="/dist/chunks/shared-Aa11Bb22.js">');
      expect(head).toContain('<link rel="stylesheet" href="/dist/assets/mini-cart-Mc11Ss22.css">');
      expect(head).not.toContain('site-bundle');
    }
  });

  it('an unknown island is an error in both builds, naming what the build has', () => {
    expect(() => new Assets(dist(true)).tags(['mini-cart', 'compare-trey'])).toThrow(/Unknown island "compare-trey"; the build has: header, mini-cart/);
    expect(() => new Assets(dist(false)).tags(['compare-trey'])).toThrow(/Unknown island "compare-trey"/);
  });

  it('both builds\' hashed files are cached as immutable', () => {
    const assets = new Assets(dist(true));
    expect(assets.isHashed('islands/site-bundle-Sb11Bb22.js')).toBe(true);
    expect(assets.isHashed('chunks/parts-Sp11Tt22.js')).toBe(true);
    expect(assets.isHashed('islands/mini-cart-Mm11Cc22.js')).toBe(true);
    expect(assets.isHashed('islands/notes.js')).toBe(false);
  });

  it('the demo store prints one of the two on a real page', async () => {
    // support.ts's build names every island and has no site bundle: the island build, an entry each.
    const { app } = demoApp({ products: 40 });
    const { html } = await new Shopper(app).visit('/');
    expect(html.match(/<script type="module"/g)!.length).toBeGreaterThan(5);
    expect(html).not.toContain('site-bundle');
  });
});

// The server does not import the Vite config (it would load Vite), so the bundle's name is written in both; the
// WordPress plugin's copy is checked against a real build by tests/wordpress/wordpress.test.ts.
it('the demo store looks for the site bundle under the name the build gives it', () => {
  expect(SITE_BUNDLE).toBe(BUILT_AS);
});
