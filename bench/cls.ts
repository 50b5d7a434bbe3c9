import type { Browser } from 'playwright-core';
import { CATEGORY_PATH, cumulativeLayoutShift } from './main-thread';

/**
 * CLS while a shopper scrolls (issue #10): the demo home and category pages at 390×844, scrolled down 2,400 px and
 * back up to the top in small steps, one per frame, as a thumb does, so the header hides and shows again and the
 * bottom bar re-checks its look. Every layout shift without recent input counts, in Lighthouse's session windows
 * (bench/main-thread.ts). Target: at most 0.02 on each page.
 */
export const CLS_TARGET = 0.02;
export const CLS_PAGES = [
  { name: 'home', path: '/' },
  { name: 'category', path: CATEGORY_PATH },
] as const;

const OBSERVE_SHIFTS = `(() => {
  const shifts = [];
  window.__hsaShifts = shifts;
  new PerformanceObserver((list) => { for (const e of list.getEntries()) if (!e.hadRecentInput) shifts.push({ start: e.startTime, value: e.value }); })
    .observe({ type: 'layout-shift', buffered: true });
})()`;

/** Scrolls by `step` px a frame until `to`, in the page. */
const SCROLL_TO = `(async ({ to, step }) => {
  const frame = () => new Promise((r) => requestAnimationFrame(() => r()));
  while (Math.abs(window.scrollY - to) > 1) {
    const before = window.scrollY;
    window.scrollBy(0, Math.sign(to - before) * Math.min(step, Math.abs(to - before)));
    await frame();
    if (window.scrollY === before) break; // the end of the page
  }
})`;

export interface ClsRun {
  page: string;
  cls: number;
  /** every shift added up, session windows or not */
  total: number;
  /** the header hid on the way down and was shown again at the top */
  headerHidden: boolean;
}

export async function measureScrollCls(browser: Browser, baseUrl: string, path: string, name: string): Promise<ClsRun> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, locale: 'fa-IR' });
  try {
    await context.addInitScript(OBSERVE_SHIFTS);
    const page = await context.newPage();
    await page.goto(baseUrl + path, { waitUntil: 'load' });
    await page.waitForSelector('[data-island="header"][data-island-state="mounted"]');
    await page.waitForTimeout(500);
    await page.evaluate(`${SCROLL_TO}({ to: 2400, step: 24 })`);
    const headerHidden = await page.evaluate(() => document.querySelector('.site-header')!.classList.contains('is-hidden'));
    await page.evaluate(`${SCROLL_TO}({ to: 0, step: 24 })`);
    await page.waitForTimeout(500);
    const shifts = (await page.evaluate('window.__hsaShifts')) as Array<{ start: number; value: number }>;
    return { page: name, cls: cumulativeLayoutShift(shifts), total: shifts.reduce((sum, s) => sum + s.value, 0), headerHidden };
  } finally {
    await context.close();
  }
}

export async function measureCls(browser: Browser, baseUrl: string, runs: number, onRun?: (run: ClsRun) => void): Promise<ClsRun[][]> {
  const all: ClsRun[][] = [];
  for (const { name, path } of CLS_PAGES) {
    const pageRuns: ClsRun[] = [];
    for (let i = 0; i < runs; i++) {
      const run = await measureScrollCls(browser, baseUrl, path, name);
      onRun?.(run);
      pageRuns.push(run);
    }
    all.push(pageRuns);
  }
  return all;
}

export const clsWithinTarget = (all: ClsRun[][]) => all.every((runs) => runs.every((r) => r.cls <= CLS_TARGET && r.headerHidden));

export function formatCls(all: ClsRun[][]): string {
  const rows = all.map((runs) => {
    const worst = Math.max(...runs.map((r) => r.cls));
    const path = CLS_PAGES.find((p) => p.name === runs[0]!.page)!.path;
    const hid = runs.every((r) => r.headerHidden) ? 'yes' : 'no';
    return `| ${runs[0]!.page} | \`${path}\` | ${runs.length} | ${hid} | ${worst.toFixed(3)} ${worst <= CLS_TARGET ? '✓' : '✗'} (≤ ${CLS_TARGET}) |`;
  });
  return ['| page, 390×844, scrolled down 2,400 px and back | path | runs | header hid and came back | CLS (worst run) |', '|---|---|---:|---|---:|', ...rows].join('\n');
}
