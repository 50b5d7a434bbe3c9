import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { addFirstPlainProduct, sharedBrowser, openShopper, shopperReady } from './support';

/**
 * The two builds a page can print (demo-pages/server/assets.ts): the site bundle, one file for every island's
 * with-the-page code (the default), and `?build=islands`, an entry per island for a theme that takes them one by
 * one. Each works on its own, and never loads the other's files.
 */
let browser: Browser;
sharedBrowser((b) => (browser = b));

/** Our module scripts, and every request for a build file, as the page made them. */
async function visit(page: Page, path: string) {
  const requested: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/dist/')) requested.push(url.pathname);
  });
  await page.goto(path);
  await shopperReady(page);
  const modules = await page.evaluate(() => [...document.querySelectorAll<HTMLScriptElement>('script[type="module"]')].map((s) => new URL(s.src).pathname));
  return { modules, requested };
}

describe('the build a page loads', () => {
  for (const viewport of ['mobile', 'desktop'] as const) {
    it(`the site bundle: one module, no island entry, and the islands work (${viewport})`, async () => {
      const s = await openShopper(browser, viewport);
      const { modules, requested } = await visit(s.page, '/product-category/glue/');
      expect(modules).toEqual([expect.stringMatching(/^\/dist\/islands\/site-bundle-[\w-]{8}\.js$/)]);
      await addFirstPlainProduct(s.page);
      await s.page.getByRole('dialog', { name: 'سبد خرید' }).waitFor();
      // views and the chunks they share load at their trigger, from the site build only
      expect(requested.filter((path) => path.startsWith('/dist/islands/') && !/site-bundle-/.test(path))).toEqual([]);
      expect(requested.filter((path) => /\/chunks\/shared-/.test(path))).toEqual([]);
      expect(s.errors).toEqual([]);
      await s.close();
    });
  }

  it('?build=islands: an entry per island over the shared chunk, never the site bundle, and the islands work', async () => {
    const s = await openShopper(browser, 'desktop');
    const { modules, requested } = await visit(s.page, '/product-category/glue/?build=islands');
    expect(modules.length).toBeGreaterThan(5);
    for (const island of ['mini-cart', 'header', 'live-search', 'add-to-cart']) expect(modules).toContainEqual(expect.stringMatching(new RegExp(`^/dist/islands/${island}-[\\w-]{8}\\.js$`)));
    expect(requested).toContainEqual(expect.stringMatching(/^\/dist\/chunks\/shared-[\w-]{8}\.js$/));
    await addFirstPlainProduct(s.page);
    await s.page.getByRole('dialog', { name: 'سبد خرید' }).waitFor();
    expect(requested.filter((path) => path.includes('site-bundle'))).toEqual([]);
    expect(s.errors).toEqual([]);
    await s.close();
  });
});
