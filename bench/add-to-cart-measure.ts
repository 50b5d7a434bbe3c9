import type { Browser } from 'playwright-core';

/**
 * Click on "add to cart" → the mini-cart panel open and showing the added line, measured in Chromium.
 * `client` is that time minus the server's time (the Server-Timing of the calls made meanwhile), which is what
 * our code costs the shopper; `total` includes the server.
 */
export interface AddToCartRun {
  total: number;
  server: number;
  client: number;
}

export interface AddToCartStats {
  viewport: string;
  runs: number;
  median: AddToCartRun;
  p95: AddToCartRun;
}

/**
 * Runs in the page. Kept as source text: tools that compile this file (tsx, Vitest) add helpers such as
 * `__name` to functions, which do not exist in the page.
 */
const IN_PAGE = `new Promise((resolve, reject) => {
  const button = document.querySelector('.ajax_add_to_cart[data-quantity="1"]');
  if (!button) return reject(new Error('no add-to-cart button'));
  const id = button.dataset.product_id;
  const started = performance.now();
  const done = () => {
    const panel = document.querySelector('.mini-cart__panel');
    return panel && !panel.hidden && panel.querySelector('[data-product_id="' + id + '"]');
  };
  const finish = () => {
    const total = performance.now() - started;
    const server = performance.getEntriesByType('resource')
      .filter((e) => e.startTime >= started - 1)
      .reduce((sum, e) => sum + (e.serverTiming || []).reduce((s, t) => s + t.duration, 0), 0);
    resolve({ total, server, client: total - server });
  };
  const observer = new MutationObserver(() => {
    if (done()) {
      observer.disconnect();
      requestAnimationFrame(() => finish()); // the frame the shopper sees it in
    }
  });
  observer.observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['hidden'] });
  setTimeout(() => reject(new Error('the panel did not open with the item')), 10000);
  button.click();
})`;

export async function measureAddToCart(browser: Browser, baseUrl: string, viewport: { name: string; width: number; height: number }, runs: number, path = '/product-category/glue/'): Promise<AddToCartStats> {
  const results: AddToCartRun[] = [];
  for (let i = 0; i < runs; i++) {
    const context = await browser.newContext({ viewport, baseURL: baseUrl, locale: 'fa-IR' });
    const page = await context.newPage();
    await page.goto(path, { waitUntil: 'load' });
    // the islands load (the mini-cart's view waits for the shopper, so the first add pays for loading it)
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(300); // let idle work settle, as a shopper reading the page would
    const run = (await page.evaluate(IN_PAGE)) as AddToCartRun;
    results.push(run);
    await context.close();
  }
  const pick = (q: number) => {
    const sorted = (key: keyof AddToCartRun) => [...results].sort((a, b) => a[key] - b[key]);
    const at = (key: keyof AddToCartRun) => sorted(key)[Math.min(results.length - 1, Math.floor(q * results.length))]![key];
    return { total: at('total'), server: at('server'), client: at('client') };
  };
  return { viewport: viewport.name, runs, median: pick(0.5), p95: pick(0.95) };
}

export function formatStats(stats: AddToCartStats[]): string {
  const ms = (n: number) => `${n.toFixed(0)} ms`;
  return [
    '| width | runs | median total | median server | median ours (total − server) | p95 ours |',
    '|---|---:|---:|---:|---:|---:|',
    ...stats.map((s) => `| ${s.viewport} | ${s.runs} | ${ms(s.median.total)} | ${ms(s.median.server)} | ${ms(s.median.client)} | ${ms(s.p95.client)} |`),
  ].join('\n');
}
