import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildWordPressPlugin } from '../../scripts/build-wp';
import { CHROMIUM_ARGS, chromiumPath } from '../support/chromium';
import { ensureWordPressPackages } from './support/packages';
import { startWordPress, type WordPressSite } from './support/wordpress';

/**
 * The plugin in a real WordPress (Debian's 6.1: no script-module API, so the plugin prints the tags itself), with
 * the test theme of tests/wordpress/theme, in Chromium. The build is copied by `build:wp` into
 * wp-content/plugins/hsa-islands/build/: nothing may come from /dist/ or the site root. WooCommerce is not there
 * (it cannot be installed offline): its parts of the config are covered by the PHP unit tests with fakes.
 */
const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const PLUGIN_BUILD = '/wp-content/plugins/hsa-islands/build/';

let wp: WordPressSite;
let browser: Browser;
let buildDir = '';
type Manifest = Record<string, { file: string; name?: string; isEntry?: boolean; css?: string[]; dynamicImports?: string[] }>;
let manifest: Manifest = {};
/** The site bundle's manifest: what the plugin prints by default. */
let siteManifest: Manifest = {};

beforeAll(async () => {
  ensureWordPressPackages();
  if (!existsSync(join(ROOT, 'dist/.vite/manifest.json')) || !existsSync(join(ROOT, 'dist/.vite/site-manifest.json'))) {
    const build = spawnSync('npm', ['run', 'build'], { cwd: ROOT, stdio: 'inherit' });
    if (build.status !== 0) throw new Error('vite build failed');
  }
  buildDir = mkdtempSync(join(tmpdir(), 'hsa-wp-plugin-'));
  const { outDir } = await buildWordPressPlugin({ outDir: join(buildDir, 'hsa-islands') });
  manifest = JSON.parse(readFileSync(join(outDir, 'build/manifest.json'), 'utf8'));
  siteManifest = JSON.parse(readFileSync(join(outDir, 'build/site-manifest.json'), 'utf8'));
  wp = await startWordPress({ pluginDir: outDir, themeDir: join(ROOT, 'tests/wordpress/theme') });
  browser = await chromium.launch({ executablePath: chromiumPath(), headless: true, args: CHROMIUM_ARGS });
});

afterAll(async () => {
  await browser?.close().catch(() => {});
  wp?.stop();
  if (buildDir) rmSync(buildDir, { recursive: true, force: true });
});

const hasIsland = (name: string) => Object.values(manifest).some((chunk) => chunk.isEntry && chunk.name === name);
const entryFile = (of: Manifest, name: string) => Object.values(of).find((chunk) => chunk.isEntry && chunk.name === name)!.file;

interface Visit {
  context: BrowserContext;
  page: Page;
  errors: string[];
  dialogs: string[];
  /** every request the page made: URL and status */
  responses: { url: string; status: number }[];
}

async function visit(path = '/', login?: { user: string; password: string }): Promise<Visit> {
  const context = await browser.newContext({ viewport: { width: 1366, height: 900 }, locale: 'fa-IR', baseURL: wp.url });
  const page = await context.newPage();
  const errors: string[] = [];
  const dialogs: string[] = [];
  const responses: Visit['responses'] = [];
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  page.on('response', (response) => responses.push({ url: response.url(), status: response.status() }));
  if (login) {
    // Straight back to the page: a subscriber would otherwise land in wp-admin (slow, and it asks WordPress.org for updates).
    await page.goto(`/wp-login.php?redirect_to=${encodeURIComponent(`${wp.url}${path}`)}`);
    await page.fill('#user_login', login.user);
    await page.fill('#user_pass', login.password);
    await Promise.all([page.waitForURL((url) => !url.pathname.endsWith('wp-login.php')), page.click('#wp-submit')]);
  }
  await page.goto(path, { waitUntil: 'networkidle' });
  return { context, page, errors, dialogs, responses };
}

describe('the hsa-islands plugin in WordPress 6.1 (Debian), served from its own folder', () => {
  it.each(['site', 'islands'] as const)('prints each module, preload and stylesheet once, all from the plugin folder, and the config once (the %s build)', async (build) => {
    const { page, context, responses } = await visit(build === 'islands' ? '/?hsa_build=islands' : '/');
    const tags = await page.evaluate(() => ({
      modules: [...document.querySelectorAll<HTMLScriptElement>('script[type="module"]')].map((s) => s.src),
      preloads: [...document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((l) => l.href),
      styles: [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].map((l) => l.href).filter((href) => href.includes('hsa-islands')),
      configs: document.querySelectorAll('#hsa-config').length,
      preloadsInHead: document.head.querySelectorAll('link[rel="modulepreload"]').length,
    }));
    if (build === 'site') {
      // One module for every island the page asked for; nothing of the island build beside it.
      expect(tags.modules).toEqual([`${wp.url}${PLUGIN_BUILD}${entryFile(siteManifest, 'site-bundle')}`]);
      expect(tags.preloads.filter((href) => /\/chunks\/shared-/.test(href))).toEqual([]);
    } else {
      const expected = ['mini-cart', 'cart-badge', ...(hasIsland('live-search') ? ['live-search'] : [])].map((name) => `${wp.url}${PLUGIN_BUILD}${entryFile(manifest, name)}`);
      expect(tags.modules.sort()).toEqual(expected.sort());
      expect(tags.preloads.some((href) => /\/chunks\/shared-[\w-]+\.js$/.test(href))).toBe(true);
      expect(tags.preloadsInHead).toBeGreaterThan(0);
    }
    expect(new Set(tags.preloads).size, tags.preloads.join('\n')).toBe(tags.preloads.length);
    expect(new Set(tags.styles).size).toBe(tags.styles.length);
    for (const url of [...tags.modules, ...tags.preloads, ...tags.styles]) expect(url.startsWith(`${wp.url}${PLUGIN_BUILD}`), url).toBe(true);
    expect(tags.configs).toBe(1);
    const ours = responses.filter((r) => /\.(js|css|woff2?)(\?|$)/.test(r.url) && !r.url.includes('/wp-includes/'));
    expect(ours.filter((r) => r.status !== 200), JSON.stringify(ours)).toEqual([]);
    expect(responses.filter((r) => new URL(r.url).pathname.startsWith('/dist/'))).toEqual([]);
    await context.close();
  });

  it('hydrates the mini-cart: its view, chunks and CSS load from the plugin folder and the panel opens', async () => {
    const { page, context, errors, responses } = await visit();
    const root = page.locator('[data-island="mini-cart"]');
    await page.locator('[data-adopt="cart-button"]').hover();
    await expect.poll(() => root.getAttribute('data-island-state'), { timeout: 20_000 }).toBe('mounted');
    const button = page.getByRole('button', { name: 'سبد خرید', exact: true });
    await button.click();
    const panel = page.getByRole('dialog', { name: 'سبد خرید' });
    await panel.waitFor({ state: 'visible', timeout: 20_000 });
    await expect.poll(() => panel.textContent()).toContain('دریل شارژی');
    // The view's CSS was found relative to the chunk that asked for it: the panel is laid out, not unstyled.
    const loadedCss = responses.filter((r) => r.url.endsWith('.css') && r.url.includes(PLUGIN_BUILD));
    // The view of the build printed (the site bundle's): its source path, or the file named after its island
    // (vite.config.ts siteLateGroups puts the mini-cart's view and panel in one).
    const entry = Object.values(manifest).find((chunk) => chunk.isEntry && chunk.name === 'mini-cart')!;
    const named = Object.values(siteManifest).filter((chunk) => chunk.name === 'mini-cart' && chunk.file.endsWith('.js'));
    const viewCss = [...(entry.dynamicImports ?? []).map((key) => siteManifest[key]), ...named].flatMap((chunk) => chunk?.css ?? []);
    expect(viewCss.length).toBeGreaterThan(0);
    for (const file of viewCss) expect(loadedCss.map((r) => r.url)).toContain(`${wp.url}${PLUGIN_BUILD}${file}`);
    expect(await panel.evaluate((el) => getComputedStyle(el).position)).not.toBe('static');
    const chunks = responses.filter((r) => r.url.includes(`${PLUGIN_BUILD}chunks/`));
    expect(chunks.length).toBeGreaterThan(1);
    expect(responses.filter((r) => r.status === 404 && !r.url.includes('/wp-json/hsa-cart/')), JSON.stringify(responses)).toEqual([]);
    expect(errors.filter((e) => !/hsa-cart|404|wc-ajax|Failed to load resource/.test(e)), errors.join('\n')).toEqual([]);
    await page.keyboard.press('Escape');
    await panel.waitFor({ state: 'hidden' });
    await context.close();
  });

  it('hydrates a behaviour: the cart badges read the count of the page config (the theme\'s filter)', async () => {
    const { page, context } = await visit();
    const badge = page.locator('#standalone-badge');
    await expect.poll(() => badge.isVisible(), { timeout: 20_000 }).toBe(true);
    expect(await badge.locator('[data-badge-count]').textContent()).toBe('۳');
    expect(await badge.locator('[data-badge-label]').textContent()).toBe('۳ کالا');
    await context.close();
  });

  it.skipIf(!existsSync(join(ROOT, 'widgets/live-search/index.ts')))('hydrates the live search on interaction', async () => {
    expect(hasIsland('live-search'), 'live-search is in the build').toBe(true);
    const { page, context } = await visit();
    const root = page.locator('[data-island="live-search"]');
    await page.locator('#site-search-input').focus();
    await expect.poll(() => root.getAttribute('data-island-state'), { timeout: 20_000 }).toBe('mounted');
    await expect.poll(() => root.getByRole('combobox').count(), { timeout: 10_000 }).toBeGreaterThan(0);
    await context.close();
  });

  it('gives a wp_rest nonce that WordPress\'s own REST API accepts for the logged-in user', async () => {
    const { page, context } = await visit('/', { user: wp.site.user, password: wp.site.password });
    const result = await page.evaluate(async () => {
      const config = JSON.parse(document.getElementById('hsa-config')!.textContent!) as { rest: { root: string; nonce: string } };
      const me = (headers: Record<string, string>) => fetch(`${config.rest.root}wp/v2/users/me`, { credentials: 'same-origin', headers }).then(async (r) => ({ status: r.status, body: (await r.json()) as { id?: number; code?: string } }));
      return { nonce: config.rest.nonce, root: config.rest.root, withNonce: await me({ 'X-WP-Nonce': config.rest.nonce }), wrongNonce: await me({ 'X-WP-Nonce': 'abc123' }) };
    });
    expect(result.root).toBe(`${wp.url}/wp-json/`);
    expect(result.nonce).toMatch(/^[0-9a-f]{10}$/);
    expect(result.withNonce).toEqual({ status: 200, body: expect.objectContaining({ id: wp.site.userId }) });
    expect(result.wrongNonce).toEqual({ status: 403, body: expect.objectContaining({ code: 'rest_cookie_invalid_nonce' }) });
    await context.close();
  });

  it('keeps </script><script>alert(1)</script> in a product name inside the config: nothing runs, the text comes back whole', async () => {
    const { page, context, dialogs } = await visit();
    await page.waitForTimeout(300);
    expect(dialogs).toEqual([]);
    const config = await page.evaluate(() => JSON.parse(document.getElementById('hsa-config')!.textContent!) as { lastProduct: string; i18n: Record<string, string> });
    expect(config.lastProduct).toBe(wp.site.evilTitle);
    expect(config.i18n.hsaTestProductName).toBe(wp.site.evilTitle);
    // The breakout would have made a script element of its own out of the text.
    expect(await page.evaluate(() => [...document.scripts].filter((s) => s.id !== 'hsa-config' && s.textContent!.includes('alert(1)')).length)).toBe(0);
    await context.close();
  });

  it('places the mini-cart with the shortcode on a page (asked for after the head: module and CSS in the footer) and it hydrates', async () => {
    const { page, context, responses } = await visit('/shortcode-page/');
    const root = page.locator('[data-island="mini-cart"]');
    expect(await root.count()).toBe(1);
    expect(JSON.parse((await root.locator('script[data-island-props]').textContent())!)).toEqual({ cartUrl: '/cart/' });
    const modules = await page.evaluate(() => [...document.querySelectorAll<HTMLScriptElement>('script[type="module"]')].map((s) => s.src));
    expect(modules).toEqual([`${wp.url}${PLUGIN_BUILD}${entryFile(siteManifest, 'site-bundle')}`]);
    await page.locator('[data-adopt="cart-button"]').hover();
    await expect.poll(() => root.getAttribute('data-island-state'), { timeout: 20_000 }).toBe('mounted');
    expect(responses.filter((r) => r.status >= 400 && r.url.includes(PLUGIN_BUILD))).toEqual([]);
    await context.close();
  });

  it('adds no database query to a page (the config reads autoloaded options; the manifest comes from disk)', async () => {
    const queries = async (path: string) => {
      const html = await (await fetch(`${wp.url}${path}`)).text();
      return Number(/id="hsa-test-queries" data-count="(\d+)"/.exec(html)?.[1]);
    };
    // Warm first: the first requests after an install write transients and rewrite rules.
    await queries('/?hsa_off=1');
    await queries('/');
    const without = await queries('/?hsa_off=1');
    const withIslands = await queries('/');
    expect(without).toBeGreaterThan(0);
    expect(withIslands).toBe(without);
  });

  it('leaves no PHP warning or notice in WordPress\'s debug log', () => {
    const log = join(wp.wpDir, 'debug.log');
    const debug = existsSync(log) ? readFileSync(log, 'utf8') : '';
    // WordPress 6.1's own deprecations under PHP 8.2 are not ours: only the plugin's and the test theme's lines count.
    const ours = debug.split('\n').filter((line) => /PHP (Warning|Notice|Deprecated|Fatal)/.test(line) && /plugins\/hsa-islands\/|themes\/hsa-test\/|hsa-islands:/.test(line));
    expect(ours, debug.slice(-3000)).toEqual([]);
  });
});
