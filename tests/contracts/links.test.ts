import { describe, expect, it } from 'vitest';
import { demoApp, Shopper } from './support';

/**
 * Every link a shopper can follow from the demo store's pages leads somewhere: the header, the bottom bar, the
 * footer, the listings, a product, the cart, the checkout, the comparison and the account page, two levels deep.
 * (The bottom bar's «حساب کاربری» once led to a 404.) Add-to-cart and remove links change the cart and are left out.
 */
const { app, store } = demoApp({ products: 120 });
const START = ['/', '/product-category/electric-tools/', '/load-more-demo/', '/checkout-cart/', '/checkout/', '/compare/', '/my-account/', '/landing/'];
const SKIP = /[?&](add-to-cart|remove_item|remove_coupon|_wpnonce)=/;

function linksOf(html: string): string[] {
  const out = new Set<string>();
  for (const [, href] of html.matchAll(/<a\b[^>]*\bhref="([^"#]+)(?:#[^"]*)?"/g)) {
    const url = new URL(href!.replaceAll('&amp;', '&'), 'http://127.0.0.1/');
    if (url.origin !== 'http://127.0.0.1' || SKIP.test(url.search)) continue;
    out.add(url.pathname + url.search);
  }
  return [...out];
}

describe('the links on the demo store’s pages', () => {
  it('all answer, two levels from the main pages', { timeout: 120_000 }, async () => {
    const product = store.catalogue.list({ perPage: 1 }).items[0]!;
    const shopper = new Shopper(app);
    const seen = new Map<string, number>();
    let level = [...START, `/product/${product.slug}/`];
    for (let depth = 0; depth < 2; depth++) {
      const next: string[] = [];
      for (const path of level) {
        if (seen.has(path)) continue;
        const response = await shopper.request(path);
        seen.set(path, response.status);
        const type = response.headers.get('Content-Type') ?? '';
        if (response.status < 400 && type.startsWith('text/html')) next.push(...linksOf(await response.text()));
        else await response.arrayBuffer();
      }
      // Listing pages link to each other by the hundred (facets, sorts, pages): one of each path is enough.
      const byPath = new Map<string, string>();
      for (const link of next) if (!byPath.has(link.split('?')[0]!)) byPath.set(link.split('?')[0]!, link);
      level = [...byPath.values()];
    }
    const broken = [...seen].filter(([, status]) => status >= 400).map(([path, status]) => `${status} ${path}`);
    expect(seen.size).toBeGreaterThan(40);
    expect(broken).toEqual([]);
  });
});
