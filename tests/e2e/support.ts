import AxeBuilder from '@axe-core/playwright';
import { chromium, type Browser, type BrowserContext, type Locator, type Page } from 'playwright-core';
import { afterAll, beforeAll, expect, inject } from 'vitest';

/** Helpers for the end-to-end files: the shared browser, a page per viewport, console errors, axe. */
export const VIEWPORTS = {
  mobile: { width: 390, height: 844 },
  desktop: { width: 1366, height: 900 },
} as const;
export type ViewportName = keyof typeof VIEWPORTS;

export const baseUrl = () => inject('baseUrl');

export function connectBrowser(): Promise<Browser> {
  return chromium.connect(inject('wsEndpoint'));
}

/** Connects this file to the run's browser before its tests (handing it to `use`) and closes the connection after. */
export function sharedBrowser(use: (browser: Browser) => void): void {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await connectBrowser();
    use(browser);
  });
  afterAll(async () => {
    await browser?.close();
  });
}

export interface ShopperPage {
  context: BrowserContext;
  page: Page;
  /** console errors and uncaught exceptions seen so far */
  errors: string[];
  close(): Promise<void>;
}

export async function openShopper(browser: Browser, viewport: ViewportName, options: { javaScript?: boolean } = {}): Promise<ShopperPage> {
  const context = await browser.newContext({
    viewport: VIEWPORTS[viewport],
    locale: 'fa-IR',
    baseURL: baseUrl(),
    javaScriptEnabled: options.javaScript ?? true,
    hasTouch: viewport === 'mobile',
    isMobile: viewport === 'mobile',
    deviceScaleFactor: 1,
  });
  // Below Playwright's 30 s: two waits of 30 s made a test's 60 s timeout, which names no step. A wait that never
  // ends fails on its own line so.
  context.setDefaultTimeout(25_000);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return { context, page, errors, close: () => context.close() };
}

/** Runs axe on the page (or a part of it) and fails with a readable list of violations. */
export async function expectNoAxeViolations(page: Page, include?: string): Promise<void> {
  // Violations only: computing passes and incompletes doubles the time of a scan and nobody reads them.
  // options() replaces the whole options object, runOnly included: it comes before withTags(), or the tags are lost.
  // Legacy mode runs axe in the page's own document; the default mode opens a blank page per scan to merge the frames'
  // results, 2 to 3 times slower (home page at 390: 2.6 s against 6.8). Our pages have no frame; a page that has one
  // gets the default mode, so a frame is never left unscanned.
  const framed = page.frames().length > 1;
  let builder = new AxeBuilder({ page }).setLegacyMode(!framed).options({ resultTypes: ['violations'] }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice']);
  if (include) builder = builder.include(include);
  await settledAnimations(page);
  const results = await builder.analyze();
  const violations = await withoutBarOverlaps(page, results.violations);
  const summary = violations.map(
    (v) => `${v.id} (${v.impact}): ${v.help}\n  ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join('\n  ')}`,
  );
  expect(summary, summary.join('\n')).toEqual([]);
}

type AxeViolation = Awaited<ReturnType<AxeBuilder['analyze']>>['violations'][number];

/**
 * Waits for the page's finite CSS transitions and animations to end (at most 2 s), so that axe measures the page at
 * rest: a scan taken while the header slides away (a click scrolled the page) saw its links overlap the content and
 * failed target-size once in a full run. Endless ones (a spinner, a skeleton's shimmer) are not waited for.
 */
async function settledAnimations(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.race([
      Promise.all(
        document
          .getAnimations()
          .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
          .map((animation) => animation.finished.catch(() => undefined)),
      ),
      new Promise((resolve) => setTimeout(resolve, 2000)),
    ]),
  );
}

/**
 * axe's target-size rule (WCAG 2.2's 2.5.8) also fails a target of full size that a fixed or sticky bar (the phone's
 * bottom bar, the listing's bar, the sticky header) happens to cover at the scroll position of the scan. That is
 * 2.4.11's concern, met by the theme's scroll-padding (a control reached with Tab scrolls clear of the bars), not a
 * small target: such a node is dropped, and so is one whose only neighbours axe names are such bars (above the
 * window, under the phone's hidden header's box: found at one scroll position and not the next). A target too close
 * to anything else, or covered by anything else, still fails.
 */
async function withoutBarOverlaps(page: Page, violations: AxeViolation[]): Promise<AxeViolation[]> {
  const out: AxeViolation[] = [];
  for (const violation of violations) {
    if (violation.id !== 'target-size') {
      out.push(violation);
      continue;
    }
    const nodes = [];
    for (const node of violation.nodes) {
      const selector = node.target.length === 1 && typeof node.target[0] === 'string' ? node.target[0] : null;
      // The controls axe found too close or on top: all page chrome (a sticky or fixed bar) means the same thing as
      // a cover, wherever the target is (above the window, under the hidden header's box, it has no point to test).
      const related = node.any.flatMap((check) => (check.relatedNodes ?? []).map((r) => r.target)).filter((t) => t.length === 1 && typeof t[0] === 'string').map((t) => t[0] as string);
      const underBar = selector !== null && (await page.evaluate(([sel, others]) => {
        const el = document.querySelector(sel);
        if (!el) return false;
        const bar = (x: Element | null) => {
          for (let e = x; e; e = e.parentElement) {
            const position = getComputedStyle(e).position;
            if (position === 'fixed' || position === 'sticky') return !e.contains(el);
          }
          return false;
        };
        if (others.length > 0 && others.every((o) => bar(document.querySelector(o)))) return true;
        const r = el.getBoundingClientRect();
        if (r.width < 24 || r.height < 24) return false;
        const points: Array<[number, number]> = [[r.left + 1, r.top + 1], [r.right - 1, r.top + 1], [r.left + 1, r.bottom - 1], [r.right - 1, r.bottom - 1], [r.left + r.width / 2, r.top + r.height / 2]];
        const covers = points.map(([x, y]) => document.elementFromPoint(x, y)).filter((hit) => hit && !el.contains(hit) && !hit.contains(el));
        return covers.length > 0 && covers.every(bar);
      }, [selector, related] as const));
      if (!underBar) nodes.push(node);
    }
    if (nodes.length > 0) out.push({ ...violation, nodes });
  }
  return out;
}

/** Persian digits only: no Latin digit in what the shopper reads (prices, counts). */
export function hasLatinDigits(text: string): boolean {
  return /[0-9]/.test(text);
}

/** Nothing makes the page scroll sideways (in RTL an overflow grows to the left, which scrollWidth counts too). */
export async function expectNoSidewaysScroll(page: import('playwright-core').Page): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow, 'the page scrolls sideways').toBeLessThanOrEqual(0);
}

/**
 * The page is ready for a shopper: loaded, and the behaviours that load with it have set up (add-to-cart buttons are
 * buttons). The mini-cart's view is not waited for: it loads when the shopper reaches for it.
 */
export async function shopperReady(page: Page): Promise<void> {
  await page.waitForFunction(
    () => document.readyState === 'complete' && Array.from(document.querySelectorAll('.ajax_add_to_cart')).every((el) => el.getAttribute('role') === 'button'),
  );
}

/**
 * The header's cart control, whatever it is at that moment: the server's link before the mini-cart has loaded, the
 * island's button after. A click on the link while the island loads is held and replayed on the button (adopt).
 */
export function cartButton(page: Page) {
  return page.locator('.mini-cart [data-adopt="cart-button"]').first();
}

/** Adds the first plain product of the listing (quantity 1, no options) with its card's button. */
export const addFirstPlainProduct = (page: Page) =>
  page.locator('.product-card').filter({ has: page.locator('.ajax_add_to_cart[data-quantity="1"]') }).first().getByRole('button', { name: 'افزودن به سبد خرید' }).click();

let mobiles = 0;
/** A mobile number no other test uses in this run (the demo store allows one code per number per minute). */
export const freshMobile = (prefix = '0912') => `${prefix}${String(Date.now() % 10_000).padStart(4, '0')}${String(++mobiles).padStart(3, '0')}`;

/** Latin digits as Persian ones: what a shopper types on a Persian keyboard. */
export const persianDigits = (text: string) => text.replace(/\d/g, (d) => String.fromCharCode(0x06f0 + Number(d)));

/** The last code the demo SMS gateway sent to `mobile` (GET /__dev/sms-outbox, development mode), once it is there. */
export async function latestSmsCode(page: Page, mobile: string): Promise<string> {
  let code = '';
  await expect
    .poll(async () => {
      const answer = await page.request.get(`/__dev/sms-outbox?mobile=${mobile}`);
      const body = (await answer.json()) as { messages: Array<{ code: string }> };
      code = body.messages[0]?.code ?? '';
      return code;
    })
    .toMatch(/^\d{4}$/);
  return code;
}

/** Listing helpers (tests/e2e/listing.test.ts, load-more.test.ts). This machine is shared and loaded: waits are generous, they end as soon as the page agrees. */
export const listingPoll = <T>(fn: () => T | Promise<T>) => expect.poll(fn, { timeout: 15_000, interval: 100 });
/** Persian digits to Latin ones, to read a number the page prints. */
export const latinDigits = (text: string) => text.replace(/[۰-۹]/g, (d) => String(d.charCodeAt(0) - 0x06f0));
/** The product ids of the listing's cards, in order. */
export const cardIds = (page: Page) => page.locator('[data-listing-template] li[data-product-id]').evaluateAll((els) => els.map((el) => el.getAttribute('data-product-id')));
/** The grid behaviour runs and no refresh is under way. */
export const listingSettled = (page: Page) =>
  page.waitForFunction(() => document.documentElement.dataset.listingReady === '1' && document.querySelector('[data-listing]')?.getAttribute('aria-busy') !== 'true');

/**
 * Holds the requests matching `url` (a slow network) until `release()`, so that what the test does meanwhile surely
 * comes first however slow the run: a hold of a fixed time (300, 400, 700 ms) was outlived by a loaded CI machine,
 * and the module came before the press it was held for. Requests after the release go at once; `held()` counts those
 * that were asked for.
 */
export async function holdRequests(page: Page, url: Parameters<Page['route']>[0]): Promise<{ release: () => void; held: () => number }> {
  let release!: () => void;
  let count = 0;
  const gate = new Promise<void>((resolve) => (release = resolve));
  await page.route(url, async (route) => {
    count += 1;
    await gate;
    await route.continue().catch(() => {}); // (the page may have gone by then)
  });
  return { release, held: () => count };
}

/**
 * Brings a listing's control into view as a jump does (End, a link, Back), and waits until it has held its place for
 * five frames. The rows a jump passes over were never drawn (content-visibility, theme.css) and stand at an estimated
 * height; drawn near the view they take their own, and what is in view moves (at 390 px the keyboard's button moved
 * 34 px at the third frame after the jump, in every run). Playwright checks only where the pointerdown lands: a
 * press whose pointerup comes after such a move ends off its target and is no click, though the click is reported
 * done; most likely how a loaded CI machine lost a press of that button.
 */
export async function steadyInView(target: Locator): Promise<void> {
  await target.scrollIntoViewIfNeeded();
  // (no named function inside: Vitest's transform would add its `__name`, which the page does not have)
  await target.evaluate(async (el) => {
    let last = '';
    for (let same = 0, frames = 0; same < 5 && frames < 300; frames++) {
      await new Promise((resolve) => requestAnimationFrame(resolve));
      const r = el.getBoundingClientRect();
      same = `${r.x},${r.y}` === last ? same + 1 : 0;
      last = `${r.x},${r.y}`;
    }
  });
}

/** Opens a listing; the demo store's coming-soon banner covers the 390 px bottom bar until dismissed (as a shopper would). */
export async function openListing(page: Page, path: string): Promise<void> {
  await page.goto(path);
  const close = page.getByRole('region', { name: 'حالت به‌زودی' }).getByRole('button', { name: 'بستن' });
  if (await close.count()) {
    await close.click();
    await close.waitFor({ state: 'detached' });
  }
}

/**
 * A phone's Back as Chrome on Android sends it to a page with open layers: a close request to the newest active
 * CloseWatcher (the HTML standard's; `requestClose()` is that request made by a script). `watchPhoneBack` wraps the
 * page's CloseWatcher before any script runs, so `phoneBack` can reach the watchers the page made; it answers false
 * when none is active, where Chrome would go back in history instead.
 */
// Kept as source text: Vitest's transform adds helpers such as `__name` to functions and classes, which do not exist
// in the page.
const PHONE_BACK_SCRIPT = `(() => {
  const Native = window.CloseWatcher;
  if (!Native) return;
  const active = [];
  const drop = (watcher) => { const at = active.indexOf(watcher); if (at >= 0) active.splice(at, 1); };
  window.CloseWatcher = class extends Native {
    constructor(...args) {
      super(...args);
      active.push(this);
      this.addEventListener('close', () => drop(this));
    }
    destroy() {
      drop(this);
      super.destroy();
    }
  };
  window.__hsaPhoneBack = () => (active.length ? (active[active.length - 1].requestClose(), true) : false);
})()`;

export async function watchPhoneBack(context: BrowserContext): Promise<void> {
  await context.addInitScript(PHONE_BACK_SCRIPT);
}

export const phoneBack = (page: Page) => page.evaluate(() => (window as unknown as { __hsaPhoneBack?: () => boolean }).__hsaPhoneBack?.() ?? false);
