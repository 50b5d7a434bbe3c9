import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatStats, measureAddToCart } from '../../bench/add-to-cart-measure';
import { baseUrl, connectBrowser, VIEWPORTS } from './support';

/**
 * The add-to-cart benchmark runs in CI too (a few runs per width), so it cannot rot: it must measure a panel that
 * opens with the added line. It asserts no time; `npm run bench` is where the numbers come from.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await connectBrowser();
});
afterAll(async () => {
  await browser?.close();
});

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
