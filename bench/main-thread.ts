import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import type { Browser, BrowserContext, CDPSession, Page } from 'playwright-core';
import { networkTracker, PHONE_CONTEXT, sleep } from './page-js';

/**
 * Main-thread cost of a page, ours against the seed site's JavaScript stack (issue #6, "Numbers"): the category page
 * at 390×844 with the CPU throttled 4×, fresh browser context each run (cold caches), runs alternating between
 *  - ours: the page as the demo store serves it;
 *  - stack: the same page with our module scripts and modulepreload hints taken out and the seed site's stack put
 *    in, as published on npm and initialised as that site does (below).
 * Per run: script time (CDP Performance.getMetrics ScriptDuration), total blocking time (long tasks from the start
 * of the page, the sum of what each has over 50 ms) and CLS (layout shifts without recent input, largest session
 * window), all read after the network is quiet and the `idle` islands have had their 2 s.
 */

const NODE_MODULES = fileURLToPath(new URL('../node_modules/', import.meta.url));
export const CATEGORY_PATH = '/product-category/electric-tools/';
const STACK_BASE = '/__seed-stack/';

/**
 * The seed site's stack, as WordPress and WooCommerce print it: jQuery and jQuery Migrate in the head (WordPress's
 * default), the plugins in the footer. blockUI is published unminified and served as published.
 */
export const SEED_STACK = {
  css: ['swiper/swiper-bundle.min.css', 'slick-carousel/slick/slick.css'],
  head: ['jquery/dist/jquery.min.js', 'jquery-migrate/dist/jquery-migrate.min.js'],
  footer: [
    'jquery-blockui/jquery.blockUI.js',
    'js-cookie/dist/js.cookie.min.js',
    'sourcebuster/dist/sourcebuster.min.js',
    'devbridge-autocomplete/dist/jquery.autocomplete.min.js',
    'swiper/swiper-bundle.min.js',
    'slick-carousel/slick/slick.min.js',
  ],
} as const;

/**
 * Initialised as the seed site does on a listing: blockUI's defaults (WooCommerce sets them at load), sourcebuster
 * (WooCommerce's order attribution), the cart cookies read, an autocomplete on the header search, a swiper on the
 * services row and slick on the related-categories row.
 */
const STACK_INIT = `jQuery(function ($) {
  $.blockUI.defaults.overlayCSS.cursor = 'default';
  sbjs.init({ lifetime: 6, session_length: 30, timezone_offset: '3.5', base64: false });
  window.__seedCookies = { inCart: Cookies.get('woocommerce_items_in_cart'), all: Cookies.get() };
  $('.site-search__input').devbridgeAutocomplete({ serviceUrl: '/?wc-ajax=search_suggestions', minChars: 2, deferRequestBy: 250, width: 'flex' });
  new Swiper('.services-swiper', { slidesPerView: 1.3, spaceBetween: 12, breakpoints: { 768: { slidesPerView: 4 } } });
  $('.sidebar-links').slick({ rtl: true, slidesToShow: 2, slidesToScroll: 1, arrows: false, infinite: false, variableWidth: true });
});`;

const STACK_INIT_FILE = 'seed-theme-init.js';

/** What the stack needs to have run, checked on the page so a number never comes from a half-initialised stack. */
const STACK_CHECK = `({
  noModules: document.querySelectorAll('script[type="module"], link[rel="modulepreload"]').length === 0,
  migrate: typeof jQuery === 'function' && typeof jQuery.migrateVersion === 'string',
  blockUI: typeof jQuery.blockUI === 'function',
  sourcebuster: document.cookie.includes('sbjs_current'),
  cookies: typeof window.__seedCookies === 'object',
  autocomplete: Boolean(jQuery('.site-search__input').data('autocomplete')),
  swiper: Boolean(document.querySelector('.services-swiper.swiper-initialized')),
  slick: Boolean(document.querySelector('.sidebar-links.slick-initialized')),
})`;

const OURS_CHECK = `({
  modules: performance.getEntriesByType('resource').filter((e) => /\\/dist\\/.*\\.js$/.test(new URL(e.name).pathname)).length,
  failed: document.querySelectorAll('[data-island-state="failed"]').length,
})`;

/** Page-side observers, installed before any page script (an init script). */
const OBSERVERS = `(() => {
  const longTasks = [];
  const shifts = [];
  window.__hsaBench = { longTasks, shifts };
  try {
    new PerformanceObserver((list) => { for (const e of list.getEntries()) longTasks.push({ start: e.startTime, duration: e.duration }); })
      .observe({ type: 'longtask', buffered: true });
  } catch (e) {}
  try {
    new PerformanceObserver((list) => { for (const e of list.getEntries()) if (e.name === 'first-contentful-paint') window.__hsaBench.fcp = e.startTime; })
      .observe({ type: 'paint', buffered: true });
  } catch (e) {}
  try {
    new PerformanceObserver((list) => { for (const e of list.getEntries()) if (!e.hadRecentInput) shifts.push({ start: e.startTime, value: e.value }); })
      .observe({ type: 'layout-shift', buffered: true });
  } catch (e) {}
})()`;

function replaceOnce(html: string, find: string | RegExp, replacement: string, what: string): string {
  const found = typeof find === 'string' ? html.includes(find) : find.test(html);
  if (!found) throw new Error(`the page has no ${what}: the stack cannot be set up as the seed site has it`);
  return html.replace(find, replacement);
}

/** Our page with our modules swapped for the seed site's stack (server markup otherwise untouched). */
export function swapInSeedStack(html: string): string {
  let out = html.replace(/<link rel="modulepreload"[^>]*>\n?/g, '').replace(/<script type="module"[^>]*><\/script>\n?/g, '');
  // Swiper wants container > wrapper > slides, as the seed theme printed the row
  out = replaceOnce(out, '<ul class="services__list">', '<div class="swiper services-swiper"><ul class="services__list swiper-wrapper">', 'services row');
  const start = out.indexOf('services-swiper');
  const close = out.indexOf('</ul>', start);
  out = `${out.slice(0, close)}</ul></div>${out.slice(close + '</ul>'.length)}`;
  out = out.replace(/class="services__item"/g, 'class="services__item swiper-slide"');
  if (!out.includes('class="sidebar-links"')) throw new Error('the page has no related-categories row (.sidebar-links) for slick');
  const css = SEED_STACK.css.map((f) => `<link rel="stylesheet" href="${STACK_BASE}${f}">`).join('\n');
  const head = SEED_STACK.head.map((f) => `<script src="${STACK_BASE}${f}"></script>`).join('\n');
  const footer = SEED_STACK.footer.map((f) => `<script src="${STACK_BASE}${f}"></script>`).join('\n');
  out = replaceOnce(out, '</head>', `${css}\n${head}\n</head>`, '</head>');
  // the init as a file of this origin, as a theme enqueues it (the demo store's CSP allows no inline script)
  out = replaceOnce(out, '</body>', `${footer}\n<script src="${STACK_BASE}${STACK_INIT_FILE}"></script>\n</body>`, '</body>');
  return out;
}

export type Variant = 'ours' | 'stack';

/** Routes the page (both variants go through the same route, so neither pays a cost the other does not) and the stack's files. */
export async function routeVariant(context: BrowserContext, baseUrl: string, path: string, variant: Variant): Promise<void> {
  const pageUrl = new URL(path, baseUrl).href;
  await context.route((url) => url.href === pageUrl, async (route) => {
    const response = await route.fetch();
    const body = await response.text();
    await route.fulfill({ response, body: variant === 'stack' ? swapInSeedStack(body) : body });
  });
  await context.route(`**${STACK_BASE}**`, (route) => {
    const file = new URL(route.request().url()).pathname.slice(STACK_BASE.length);
    if (file === STACK_INIT_FILE) return route.fulfill({ body: STACK_INIT, contentType: 'text/javascript; charset=utf-8' });
    const known = [...SEED_STACK.css, ...SEED_STACK.head, ...SEED_STACK.footer] as readonly string[];
    if (!known.includes(file)) return route.fulfill({ status: 404, body: '' });
    return route.fulfill({
      body: readFileSync(`${NODE_MODULES}${file}`),
      contentType: file.endsWith('.css') ? 'text/css; charset=utf-8' : 'text/javascript; charset=utf-8',
      headers: { 'Cache-Control': 'public, max-age=31536000, immutable' },
    });
  });
}

export interface MainThreadRun {
  variant: Variant;
  /** ms of script execution on the main thread (throttled) */
  script: number;
  /** ms: total blocking time from the first contentful paint, as Lighthouse counts it (totalBlockingTime) */
  tbt: number;
  /** ms: the same over every long task from the start of the page, the first paint's own layout included */
  tbtFromStart: number;
  longTasks: number;
  cls: number;
  /** gzip bytes (level 9) of the JavaScript the page downloaded */
  jsGzip: number;
  /** what was checked on the page: the stack initialised, or our islands mounted */
  checks: Record<string, unknown>;
}

/** CLS as Lighthouse counts it: the largest session window (shifts under 1 s apart, at most 5 s long). */
export function cumulativeLayoutShift(shifts: Array<{ start: number; value: number }>): number {
  let best = 0;
  let current = 0;
  let windowStart = -Infinity;
  let last = -Infinity;
  for (const shift of [...shifts].sort((a, b) => a.start - b.start)) {
    if (shift.start - last > 1000 || shift.start - windowStart > 5000) {
      current = 0;
      windowStart = shift.start;
    }
    current += shift.value;
    last = shift.start;
    best = Math.max(best, current);
  }
  return best;
}

/**
 * Total blocking time as Lighthouse and web.dev define it: over the long tasks from the first contentful paint on
 * (`from`, ms), what each has over 50 ms, a task that began before `from` counted from `from` only. With `from` 0,
 * every long task from the start of the page (this bench's measure before 2026-11-26, still reported beside it: the
 * layout of the page's first screens, before anything is painted, is most of it).
 */
export function totalBlockingTime(tasks: Array<{ start: number; duration: number }>, from = 0): number {
  return tasks.reduce((sum, task) => {
    const blocking = task.start + task.duration - Math.max(task.start, from);
    return sum + Math.max(0, blocking - 50);
  }, 0);
}

export interface PageSession {
  context: BrowserContext;
  page: Page;
  cdp: CDPSession;
  /** gzip bytes of the JavaScript responses so far */
  jsGzip(): Promise<number>;
  /** uncaught exceptions in the page */
  errors: string[];
  quiet(): Promise<void>;
}

/** A phone context with the variant routed, the observers installed and the CPU throttled. */
export async function openThrottled(browser: Browser, baseUrl: string, path: string, variant: Variant, rate = 4): Promise<PageSession> {
  const context = await browser.newContext({ ...PHONE_CONTEXT, baseURL: baseUrl });
  await routeVariant(context, baseUrl, path, variant);
  await context.addInitScript(OBSERVERS);
  const page = await context.newPage();
  const network = networkTracker(page);
  const bodies: Array<Promise<number>> = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script' || response.status() !== 200) return;
    bodies.push(response.body().then((body) => gzipSync(body, { level: 9 }).length, () => 0));
  });
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
  return {
    context,
    page,
    cdp,
    errors,
    jsGzip: async () => (await Promise.all(bodies)).reduce((a, b) => a + b, 0),
    quiet: () => network.quiet(500, 30_000),
  };
}

/** After the load: the network quiet, then the 2 s the `idle` strategy may wait (and a margin), then quiet again. */
export async function settle(session: PageSession): Promise<void> {
  await session.quiet();
  await sleep(2500);
  await session.quiet();
}

export async function measureOnce(browser: Browser, baseUrl: string, variant: Variant, path = CATEGORY_PATH): Promise<MainThreadRun> {
  const session = await openThrottled(browser, baseUrl, path, variant);
  try {
    await session.cdp.send('Performance.enable');
    const response = await session.page.goto(path, { waitUntil: 'load' });
    if (!response?.ok()) throw new Error(`${path} answered ${response?.status()}`);
    await settle(session);
    // read before any evaluate of ours, which would count as script time
    const { metrics } = await session.cdp.send('Performance.getMetrics');
    const script = (metrics.find((m) => m.name === 'ScriptDuration')?.value ?? 0) * 1000;
    const seen = (await session.page.evaluate('window.__hsaBench')) as {
      longTasks: Array<{ start: number; duration: number }>;
      shifts: Array<{ start: number; value: number }>;
      fcp?: number;
    };
    if (seen.fcp === undefined) throw new Error(`no first contentful paint was seen (${variant})`);
    const checks = (await session.page.evaluate(variant === 'stack' ? STACK_CHECK : OURS_CHECK)) as Record<string, unknown>;
    if (variant === 'stack') {
      const missing = Object.entries(checks).filter(([, ok]) => ok !== true).map(([name]) => name);
      if (missing.length) throw new Error(`the seed stack did not initialise: ${missing.join(', ')}`);
    } else if (checks.failed !== 0 || !(Number(checks.modules) > 0)) {
      throw new Error(`our islands did not load: ${JSON.stringify(checks)}`);
    }
    if (session.errors.length) throw new Error(`the page threw (${variant}): ${session.errors.join('; ')}`);
    return {
      variant,
      script,
      tbt: totalBlockingTime(seen.longTasks, seen.fcp),
      tbtFromStart: totalBlockingTime(seen.longTasks),
      longTasks: seen.longTasks.length,
      cls: cumulativeLayoutShift(seen.shifts),
      jsGzip: await session.jsGzip(),
      checks,
    };
  } finally {
    await session.context.close();
  }
}

export interface VariantStats {
  variant: Variant;
  runs: MainThreadRun[];
  script: number;
  tbt: number;
  tbtFromStart: number;
  cls: number;
  longTasks: number;
  jsGzip: number;
}

export interface MainThreadReport {
  ours: VariantStats;
  stack: VariantStats;
  /** ours ÷ stack, median script times */
  ratio: number;
  targets: { ratio: number; tbt: number };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

function stats(variant: Variant, runs: MainThreadRun[]): VariantStats {
  return {
    variant,
    runs,
    script: median(runs.map((r) => r.script)),
    tbt: median(runs.map((r) => r.tbt)),
    tbtFromStart: median(runs.map((r) => r.tbtFromStart)),
    cls: median(runs.map((r) => r.cls)),
    longTasks: median(runs.map((r) => r.longTasks)),
    jsGzip: median(runs.map((r) => r.jsGzip)),
  };
}

/**
 * `runs` per variant, alternating (ours first on even runs, the stack first on odd ones), after one run of each that
 * is thrown away: the first pages a fresh browser loads pay for its own warming up.
 */
export async function measureMainThread(browser: Browser, baseUrl: string, runs: number, onRun?: (run: MainThreadRun, index: number) => void, warmUp = true): Promise<MainThreadReport> {
  const all: Record<Variant, MainThreadRun[]> = { ours: [], stack: [] };
  if (warmUp) for (const variant of ['ours', 'stack'] as const) await measureOnce(browser, baseUrl, variant);
  for (let i = 0; i < runs; i++) {
    const order: Variant[] = i % 2 === 0 ? ['ours', 'stack'] : ['stack', 'ours'];
    for (const variant of order) {
      const run = await measureOnce(browser, baseUrl, variant);
      all[variant].push(run);
      onRun?.(run, i);
    }
  }
  const ours = stats('ours', all.ours);
  const stack = stats('stack', all.stack);
  return { ours, stack, ratio: stack.script > 0 ? ours.script / stack.script : Infinity, targets: { ratio: 0.35, tbt: 50 } };
}

export function formatMainThread(report: MainThreadReport): string {
  const ms = (n: number) => `${n.toFixed(0)} ms`;
  const row = (label: string, s: VariantStats) =>
    `| ${label} | ${s.runs.length} | ${(s.jsGzip / 1024).toFixed(1)} KB | ${ms(s.script)} | ${ms(s.tbt)} | ${ms(s.tbtFromStart)} | ${s.longTasks} | ${s.cls.toFixed(3)} |`;
  const ok = (met: boolean) => (met ? '✓ met' : '✗ not met');
  return [
    '| category page, 390×844, CPU 4× slower | runs | JS (gzip) | script time (median) | total blocking time from the first paint (median) | blocking from the page\'s start (median) | long tasks | CLS (median) |',
    '|---|---:|---:|---:|---:|---:|---:|---:|',
    row('our islands', report.ours),
    row('seed stack (jQuery, Migrate, blockUI, js-cookie, sourcebuster, autocomplete, Swiper 8, slick)', report.stack),
    '',
    `- script time, ours ÷ stack: ${report.ratio.toFixed(2)} (${ms(report.ours.script)} against ${ms(report.stack.script)}; target ≤ ${report.targets.ratio}) ${ok(report.ratio <= report.targets.ratio)}`,
    `- total blocking time, ours, from the first contentful paint as Lighthouse counts it: ${ms(report.ours.tbt)} (target ≤ ${report.targets.tbt} ms) ${ok(report.ours.tbt <= report.targets.tbt)}; from the page's start, ${ms(report.ours.tbtFromStart)}`,
  ].join('\n');
}
