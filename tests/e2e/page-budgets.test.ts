import { gzipSync } from 'node:zlib';
import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatPageFiles, formatPageSummary, measurePageJs, PAGES, type PageJs } from '../../bench/page-js';
import { readBudgets } from '../../bench/size-budgets';
import { baseUrl, connectBrowser } from './support';

/**
 * Page-level JavaScript budgets (size-budgets.json "pages"), measured in Chromium from the network at 390×844: on
 * every demo page the gzip JavaScript loaded before the first interaction, and on the category page all of it once
 * every island has loaded. jQuery and the legacy theme script of `?jquery=1` are counted apart. The per-page tables
 * say which files weigh; `npm run size` prints the same report.
 */
const budgets = readBudgets();
let browser: Browser;
const measured = new Map<string, PageJs>();

beforeAll(async () => {
  browser = await connectBrowser();
});
afterAll(async () => {
  const pages = PAGES.map((spec) => measured.get(spec.name)).filter((page): page is PageJs => page !== undefined);
  if (pages.length) console.log(`${pages.map(formatPageFiles).join('\n\n')}\n\n${formatPageSummary(pages, budgets.pages)}`);
  await browser?.close();
});

describe('the page measurement', () => {
  /**
   * A page made for the measurement (served by a route, not by the demo store): one module with the page and one
   * preloaded, one on an idle callback and one on a 2 s timer (both before the first interaction), and one each on
   * mouse hover, on touch, on focus and on scrolling to the bottom (all after). Each file is told apart by its phase
   * and weighed by gzip level 9 of its body.
   */
  const bodies: Record<string, string> = {};
  const file = (name: string, words: number) =>
    (bodies[name] = `export const ${name.replace(/-/g, '_')} = ${JSON.stringify(Array.from({ length: words }, (_, i) => `${name}${(i * 7919) % 1013}`).join(' '))};\n`);
  for (const [name, words] of [['entry', 40], ['preloaded', 30], ['idle', 20], ['late', 25], ['on-hover', 35], ['on-touch', 45], ['on-focus', 15], ['visible', 50]] as const) file(name, words);
  const html = `<!doctype html><html lang="en"><head><title>probe</title><meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="modulepreload" href="/__page-js-probe/preloaded.js"></head><body>
<script type="module" src="/__page-js-probe/entry.js"></script>
<div id="hover" class="product-card" style="height:60px">hover</div>
<div id="touch" data-island="touch" data-load-on="interaction" style="height:60px">touch</div>
<div id="focus" data-island="focus" data-load-on="interaction"><button type="button">focus</button></div>
<div style="height:4000px"></div><p id="bottom">bottom</p>
<script>
  const load = (name) => import('/__page-js-probe/' + name + '.js');
  requestIdleCallback(() => load('idle'), { timeout: 2000 });
  setTimeout(() => load('late'), 2000);
  document.getElementById('hover').addEventListener('mouseover', () => load('on-hover'), { once: true });
  document.getElementById('touch').addEventListener('touchstart', () => load('on-touch'), { once: true, passive: true });
  document.getElementById('focus').addEventListener('focusin', () => load('on-focus'), { once: true });
  new IntersectionObserver((entries, observer) => {
    if (entries.some((entry) => entry.isIntersecting)) { observer.disconnect(); load('visible'); }
  }).observe(document.getElementById('bottom'));
</script></body></html>`;
  // #hover is a product card: the measurement hovers one, as a shopper's first gesture on a listing
  const prepare = async (context: BrowserContext) => {
    await context.route('**/__page-js-probe/**', (route) => {
      const name = /__page-js-probe\/([\w-]+)\.js$/.exec(new URL(route.request().url()).pathname)?.[1];
      if (!name) return route.fulfill({ contentType: 'text/html; charset=utf-8', body: html });
      // no compression on the wire: the figure must come from our own gzip of the body
      return route.fulfill({ contentType: 'text/javascript; charset=utf-8', body: bodies[name] ?? '' });
    });
  };

  it('counts what loads before the first interaction and what each kind of interaction and the scroll load after', async () => {
    const page = await measurePageJs(browser, baseUrl(), { name: 'probe', path: '/__page-js-probe/' }, { prepare });
    const phaseOf = Object.fromEntries(page.files.map((f) => [new URL(f.url).pathname.replace('/__page-js-probe/', '').replace('.js', ''), f.phase]));
    expect(phaseOf).toEqual({
      entry: 'before',
      preloaded: 'before',
      idle: 'before',
      late: 'before',
      'on-hover': 'after',
      'on-touch': 'after',
      'on-focus': 'after',
      visible: 'after',
    });
    for (const f of page.files) {
      const name = new URL(f.url).pathname.replace('/__page-js-probe/', '').replace('.js', '');
      expect(f.gzip, name).toBe(gzipSync(Buffer.from(bodies[name]!), { level: 9 }).length);
      expect(f.raw, name).toBe(Buffer.byteLength(bodies[name]!));
    }
    const gz = (names: string[]) => names.reduce((s, n) => s + gzipSync(Buffer.from(bodies[n]!), { level: 9 }).length, 0);
    expect(page.before.ours).toBe(gz(['entry', 'preloaded', 'idle', 'late']));
    expect(page.total.ours).toBe(gz(Object.keys(bodies)));
  });
});

describe.concurrent('page-level JavaScript at 390×844, gzip', () => {
  for (const spec of PAGES) {
    const all = budgets.pages.afterAll[spec.name];
    const title = `${spec.name}: ≤ ${budgets.pages.beforeInteraction} B before the first interaction${all === undefined ? '' : `, ≤ ${all} B once every island has loaded`}`;
    it(title, { timeout: 120_000 }, async ({ expect }) => {
      const page = await measurePageJs(browser, baseUrl(), spec);
      measured.set(spec.name, page);
      const table = formatPageFiles(page);
      // the measurement saw the islands: our build's files loaded with the page
      expect(page.files.filter((f) => f.phase === 'before' && new URL(f.url).pathname.startsWith('/dist/')).length, table).toBeGreaterThan(0);
      if (spec.name === 'category-jquery') {
        expect(page.before.jquery, 'jQuery is counted apart').toBeGreaterThan(10_000);
        expect(page.before.theme, 'the legacy theme script is counted apart').toBeGreaterThan(0);
      } else {
        expect(page.total.jquery + page.total.theme, table).toBe(0);
      }
      expect.soft(page.before.ours, `before the first interaction\n${table}`).toBeLessThanOrEqual(budgets.pages.beforeInteraction);
      if (all !== undefined) expect.soft(page.total.ours, `once every island has loaded\n${table}`).toBeLessThanOrEqual(all);
    });
  }
});
