import type { Browser } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { formatStats, measureAddToCart } from '../../bench/add-to-cart-measure';
import { formatProfile, profilePage, summariseProfile } from '../../bench/cpu-profile';
import { formatMainThread, measureMainThread } from '../../bench/main-thread';
import { baseUrl, sharedBrowser, VIEWPORTS } from './support';

/**
 * The add-to-cart benchmark runs in CI too (a few runs per width), so it cannot rot: it must measure a panel that
 * opens with the added line. It asserts no time; `npm run bench` is where the numbers come from.
 */
let browser: Browser;
sharedBrowser((b) => (browser = b));

describe('the add-to-cart benchmark', () => {
  it('measures click → panel open and filled at both widths, server time taken out', async () => {
    const stats = [];
    for (const [name, size] of Object.entries(VIEWPORTS)) stats.push(await measureAddToCart(browser, baseUrl(), { name, ...size }, 3));
    console.log(formatStats(stats));
    for (const s of stats) {
      expect(s.median.total).toBeGreaterThan(0);
      expect(s.median.server).toBeGreaterThan(0); // Server-Timing reached the browser
      expect(s.median.client).toBeGreaterThan(0);
      expect(s.p95.client).toBeLessThanOrEqual(s.p95.total);
    }
  });
});

/** The main-thread benchmark and the CPU profile, one run each, so they cannot rot either; no time is asserted. */
describe('the main-thread benchmark', () => {
  it('loads the category page with our islands and with the seed stack in their place, at 4×, and reads script time, TBT and CLS', { timeout: 120_000 }, async () => {
    const report = await measureMainThread(browser, baseUrl(), 1, undefined, false);
    console.log(formatMainThread(report));
    for (const s of [report.ours, report.stack]) {
      expect(s.runs).toHaveLength(1);
      expect(s.script, s.variant).toBeGreaterThan(0);
      expect(s.jsGzip, s.variant).toBeGreaterThan(0);
      expect(s.tbt, s.variant).toBeGreaterThanOrEqual(0);
      expect(s.cls, s.variant).toBeGreaterThanOrEqual(0);
    }
    // every part of the stack initialised as the seed site does it, and none of our modules loaded beside it
    expect(report.stack.runs[0]!.checks).toEqual({ noModules: true, migrate: true, blockUI: true, sourcebuster: true, cookies: true, autocomplete: true, swiper: true, slick: true });
    expect(report.ours.runs[0]!.checks).toMatchObject({ failed: 0, modules: expect.any(Number) });
    expect(report.ours.runs[0]!.checks.modules).toBeGreaterThan(0);
    expect(report.ratio).toBeCloseTo(report.ours.script / report.stack.script);
  });

  it('profiles the page load: self time per script and per function, the site bundle among them', { timeout: 120_000 }, async () => {
    const summary = summariseProfile(await profilePage(browser, baseUrl()));
    console.log(formatProfile(summary, 8));
    expect(summary.busy).toBeGreaterThan(0);
    // the one file every page loads (the site bundle; the shared chunk of the island build under ?build=islands)
    expect(summary.byUrl.find((u) => u.url.startsWith('/dist/islands/site-bundle-'))?.self).toBeGreaterThan(0);
    // our functions, by file and place; how a module's body is named is tests/size/bench-tools.test.ts's (a sample
    // every 0.1 ms can miss a body of a millisecond: this asked for it and failed one run in three)
    expect(summary.functions.some((f) => f.where.startsWith('/dist/islands/site-bundle-') && f.self > 0)).toBe(true);
  });
});
