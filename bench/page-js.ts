import { gzipSync } from 'node:zlib';
import type { Browser, BrowserContext, Page, Request } from 'playwright-core';

/**
 * Page-level JavaScript, measured in Chromium from the network (issue #6, item 5): for one page at 390×844, every
 * JavaScript response and its body, gzipped here at level 9 so the figure does not depend on how the server
 * compresses. Two phases:
 *  - before the first interaction: the page loads, the network goes quiet, a requestIdleCallback turn passes and
 *    then 2.5 s (the `idle` load strategy gives up waiting at 2 s), with no input at all;
 *  - after every island has loaded: each interaction-triggered root and control is hovered, touched and focused,
 *    the page is scrolled to the bottom step by step (so `visible` islands load), and the network goes quiet again.
 * Used by `npm run size` and by tests/e2e/page-budgets.test.ts, so both print the same numbers.
 */

export const PAGE_VIEWPORT = { width: 390, height: 844 } as const;

/** A phone: 390×844, touch, fa-IR. */
export const PHONE_CONTEXT = { viewport: PAGE_VIEWPORT, deviceScaleFactor: 1, isMobile: true, hasTouch: true, locale: 'fa-IR' } as const;

export interface PageSpec {
  /** the key of size-budgets.json "pages.afterAll" and the name in the report */
  name: string;
  /** a path, or a function of the base URL for paths found on the site (the first product of a category) */
  path: string | ((baseUrl: string) => Promise<string>);
  /** put one product in the cart first (the cart and checkout pages are measured as a shopper with a cart sees them) */
  withCart?: boolean;
}

const CATEGORY = '/product-category/electric-tools/';

async function fetchText(url: string): Promise<string> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return response.text();
}

/** The first product linked from the category page: the catalogue is generated, so no slug is hard-coded. */
async function firstProductPath(baseUrl: string): Promise<string> {
  const match = /href="(\/product\/[^"?#]+)"/.exec(await fetchText(new URL(CATEGORY, baseUrl).href));
  if (!match) throw new Error(`no product link on ${CATEGORY}`);
  return match[1]!;
}

export const PAGES: readonly PageSpec[] = [
  { name: 'home', path: '/' },
  { name: 'category', path: CATEGORY },
  { name: 'search', path: `/?s=${encodeURIComponent('دريل')}&post_type=product` },
  { name: 'product', path: firstProductPath },
  { name: 'cart', path: '/checkout-cart/', withCart: true },
  { name: 'checkout', path: '/checkout/', withCart: true },
  { name: 'category-jquery', path: `${CATEGORY}?jquery=1` },
];

/**
 * What a shopper's first touch can reach: every island root, the mini-cart's button, a product card and the controls
 * that wake an island from outside its root. Each selector's first `limit` matches are hovered, touched and focused.
 */
export const INTERACTION_TARGETS: ReadonlyArray<{ selector: string; limit: number }> = [
  // every root: an island without data-load-on waits for the first interaction too (the facet sidebar, the mini-cart)
  { selector: '[data-island]', limit: 30 },
  { selector: '.mini-cart__button', limit: 1 },
  { selector: '.product-card', limit: 1 },
  // outside their own roots: the compare tray wakes at the first reach for a card's compare toggle, the facet
  // sidebar (a hidden sheet on a phone) at the first reach for the listing's bottom bar
  { selector: '[data-compare-toggle]', limit: 1 },
  { selector: '[data-listing-bar] a[href^="#listing-"]', limit: 1 },
  // add-to-cart's actions wake at the first reach for a button: reached on purpose, not only when the card's hover
  // happens to land on it
  { selector: '.ajax_add_to_cart', limit: 1 },
];

/** jQuery and the legacy theme script (the `?jquery=1` variant) are the theme's, counted apart from ours. */
export type JsKind = 'ours' | 'jquery' | 'theme';

export interface JsFile {
  url: string;
  kind: JsKind;
  phase: 'before' | 'after';
  raw: number;
  gzip: number;
}

export interface PhaseTotals {
  /** gzip bytes of our JavaScript (everything but jQuery and the theme script) */
  ours: number;
  jquery: number;
  theme: number;
}

export interface PageJs {
  name: string;
  path: string;
  files: JsFile[];
  /** loaded before the first interaction */
  before: PhaseTotals;
  /** loaded in all, once every island has loaded */
  total: PhaseTotals;
}

export function kindOf(url: string): JsKind {
  const path = new URL(url).pathname;
  if (/\/jquery[^/]*\.js$/.test(path)) return 'jquery';
  if (path === '/static/legacy-theme.js') return 'theme';
  return 'ours';
}

function isJavaScript(request: Request, contentType: string): boolean {
  return request.resourceType() === 'script' || /javascript|ecmascript/.test(contentType);
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Counts the page's requests in flight, so a phase can wait for the network to be quiet. */
export function networkTracker(page: Page) {
  const inFlight = new Set<Request>();
  let lastChange = Date.now();
  page.on('request', (request) => {
    inFlight.add(request);
    lastChange = Date.now();
  });
  const settle = (request: Request) => {
    inFlight.delete(request);
    lastChange = Date.now();
  };
  page.on('requestfinished', settle);
  page.on('requestfailed', settle);
  return {
    /** Resolves once nothing has been in flight for `quietMs`; gives up after `timeoutMs` and says what hangs. */
    async quiet(quietMs = 500, timeoutMs = 15_000): Promise<void> {
      const started = Date.now();
      while (inFlight.size > 0 || Date.now() - lastChange < quietMs) {
        if (Date.now() - started > timeoutMs) {
          throw new Error(`the network did not go quiet in ${timeoutMs} ms: ${[...inFlight].map((r) => r.url()).join(', ')}`);
        }
        await sleep(50);
      }
    },
  };
}

// Kept as source text: tools that compile this file (tsx, Vitest) add helpers such as `__name` to functions,
// which do not exist in the page.
const IDLE_TURN = `new Promise((resolve) => {
  if ('requestIdleCallback' in window) requestIdleCallback(() => resolve(true), { timeout: 5000 });
  else setTimeout(() => resolve(true), 200);
})`;

const SCROLL_TO_BOTTOM = `(async () => {
  const frame = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  const step = Math.max(200, Math.floor(innerHeight * 0.75));
  for (let y = 0; y < document.documentElement.scrollHeight; y += step) {
    scrollTo(0, y);
    await frame();
    await new Promise((resolve) => setTimeout(resolve, 30));
  }
  scrollTo(0, document.documentElement.scrollHeight);
  await frame();
  return true;
})()`;

/** Focuses the root's first focusable element (or the root), as a keyboard shopper's Tab would. */
const FOCUS_INSIDE = `(root) => {
  const target = root.matches('a[href], button, input, select, textarea, [tabindex]')
    ? root
    : root.querySelector('a[href], button, input, select, textarea, [tabindex]:not([tabindex="-1"])');
  if (target) target.focus();
  return Boolean(target);
}`;

async function touchAt(page: Page, context: BrowserContext, x: number, y: number): Promise<void> {
  // A touch that starts and is cancelled: it reaches touchstart/pointerdown listeners but never becomes a tap,
  // so nothing navigates. CSS pixels, which is right for a page with a width=device-width viewport (every theme
  // page has one).
  const cdp = await context.newCDPSession(page);
  try {
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y }] });
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchCancel', touchPoints: [] });
  } finally {
    await cdp.detach().catch(() => {});
  }
}

/** Hovers, touches and focuses every interaction target; returns how many it reached. */
async function interactWithEverything(page: Page, context: BrowserContext): Promise<number> {
  let reached = 0;
  for (const { selector, limit } of INTERACTION_TARGETS) {
    const all = page.locator(selector);
    const count = Math.min(limit, await all.count());
    for (let i = 0; i < count; i++) {
      const target = all.nth(i);
      await target.scrollIntoViewIfNeeded({ timeout: 2000 }).catch(() => {}); // hidden at this width: focus only
      const box = await target.boundingBox();
      if (box && box.width > 0 && box.height > 0) {
        const x = box.x + Math.min(box.width / 2, 20);
        const y = box.y + Math.min(box.height / 2, 20);
        await page.mouse.move(x, y);
        await touchAt(page, context, x, y);
      }
      await target.evaluate(new Function(`return (${FOCUS_INSIDE})`)() as (root: Element) => boolean).catch(() => false);
      reached += 1;
    }
  }
  await page.mouse.move(1, 1);
  return reached;
}

export interface MeasureOptions {
  /** runs on the fresh context before the page loads (routes for a test page) */
  prepare?: (context: BrowserContext) => Promise<void>;
  /** how long to wait after the idle turn, before the first interaction; 2.5 s by default */
  settleMs?: number;
}

export async function measurePageJs(browser: Browser, baseUrl: string, spec: PageSpec, options: MeasureOptions = {}): Promise<PageJs> {
  const path = typeof spec.path === 'string' ? spec.path : await spec.path(baseUrl);
  const context = await browser.newContext({ ...PHONE_CONTEXT, baseURL: baseUrl });
  try {
    await options.prepare?.(context);
    if (spec.withCart) await putOneProductInCart(context, baseUrl);
    const page = await context.newPage();
    const network = networkTracker(page);
    let phase: JsFile['phase'] = 'before';
    const phaseOf = new Map<Request, JsFile['phase']>();
    page.on('request', (request) => phaseOf.set(request, phase));
    const pending: Array<Promise<JsFile | null>> = [];
    page.on('response', (response) => {
      const request = response.request();
      if (response.status() < 200 || response.status() >= 300) return;
      if (!isJavaScript(request, response.headers()['content-type'] ?? '')) return;
      pending.push(
        response.body().then(
          (body) => ({ url: response.url(), kind: kindOf(response.url()), phase: phaseOf.get(request) ?? phase, raw: body.length, gzip: gzipSync(body, { level: 9 }).length }),
          (error: Error) => {
            throw new Error(`could not read the body of ${response.url()}: ${error.message}`);
          },
        ),
      );
    });

    const response = await page.goto(path, { waitUntil: 'load' });
    if (!response?.ok()) throw new Error(`${path} answered ${response?.status()}`);
    await network.quiet();
    await page.evaluate(IDLE_TURN);
    await sleep(options.settleMs ?? 2500);
    await network.quiet();

    phase = 'after';
    await interactWithEverything(page, context);
    await network.quiet();
    await page.evaluate(SCROLL_TO_BOTTOM);
    await network.quiet();
    await page.evaluate(IDLE_TURN);
    await network.quiet();

    const seen = new Map<string, JsFile>();
    for (const file of await Promise.all(pending)) {
      // a module preloaded and then imported is one download; keep its first phase
      if (file && !seen.has(file.url)) seen.set(file.url, file);
    }
    const files = [...seen.values()].sort((a, b) => (a.phase === b.phase ? b.gzip - a.gzip : a.phase === 'before' ? -1 : 1));
    const sum = (list: JsFile[]): PhaseTotals => ({
      ours: list.filter((f) => f.kind === 'ours').reduce((s, f) => s + f.gzip, 0),
      jquery: list.filter((f) => f.kind === 'jquery').reduce((s, f) => s + f.gzip, 0),
      theme: list.filter((f) => f.kind === 'theme').reduce((s, f) => s + f.gzip, 0),
    });
    return { name: spec.name, path, files, before: sum(files.filter((f) => f.phase === 'before')), total: sum(files) };
  } finally {
    await context.close();
  }
}

/** One simple product in the cart, through WooCommerce's add_to_cart endpoint (the context keeps the session). */
async function putOneProductInCart(context: BrowserContext, baseUrl: string): Promise<void> {
  const html = await fetchText(new URL(CATEGORY, baseUrl).href);
  const id = /data-product_id="(\d+)"[^>]*class="[^"]*\bajax_add_to_cart\b/.exec(html)?.[1];
  if (!id) throw new Error(`no add-to-cart button on ${CATEGORY}`);
  const response = await context.request.post(new URL('/?wc-ajax=add_to_cart', baseUrl).href, { form: { product_id: id, quantity: '1' } });
  const body = (await response.json().catch(() => null)) as { error?: unknown; fragments?: unknown } | null;
  if (!response.ok() || !body || body.error || !body.fragments) throw new Error(`could not put product ${id} in the cart (${response.status()})`);
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

export interface PageBudgets {
  beforeInteraction: number;
  afterAll: Record<string, number>;
}

const verdict = (value: number, budget: number | undefined) => (budget === undefined ? '' : ` ${value <= budget ? '✓' : '✗'} (≤ ${kb(budget)})`);

/** The summary table (also what goes into the README). */
export function formatPageSummary(pages: PageJs[], budgets: PageBudgets): string {
  return [
    '| page | path | before the first interaction | after every island | jQuery + theme script (apart) |',
    '|---|---|---:|---:|---:|',
    ...pages.map((p) => {
      const apart = p.total.jquery + p.total.theme;
      return `| ${p.name} | \`${decodeURI(p.path)}\` | ${kb(p.before.ours)}${verdict(p.before.ours, budgets.beforeInteraction)} | ${kb(p.total.ours)}${verdict(p.total.ours, budgets.afterAll[p.name])} | ${apart ? `${kb(p.total.jquery)} + ${kb(p.total.theme)}` : '—'} |`;
    }),
  ].join('\n');
}

/** Per page, which files: what to shrink first. */
export function formatPageFiles(page: PageJs): string {
  const name = (url: string) => new URL(url).pathname;
  return [
    `${page.name} — ${decodeURI(page.path)} at ${PAGE_VIEWPORT.width}×${PAGE_VIEWPORT.height}`,
    '| file | when | kind | raw | gzip |',
    '|---|---|---|---:|---:|',
    ...page.files.map((f) => `| ${name(f.url)} | ${f.phase === 'before' ? 'with the page' : 'after interaction'} | ${f.kind} | ${kb(f.raw)} | ${kb(f.gzip)} |`),
    `| **before the first interaction (ours)** | | | | **${kb(page.before.ours)}** |`,
    `| **after every island (ours)** | | | | **${kb(page.total.ours)}** |`,
  ].join('\n');
}
