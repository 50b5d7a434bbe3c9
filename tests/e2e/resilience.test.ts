import type { Browser, Page, Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { addFirstPlainProduct, sharedBrowser, openShopper, cartButton, shopperReady } from './support';

/**
 * One island failing never breaks the page (issue: Foundation, "Done when"): bad props, a page without a valid
 * nonce, storage that throws. Each shows a clear outcome and the rest of the page keeps working.
 */
let browser: Browser;
sharedBrowser((b) => (browser = b));

/** Serves the real page with its HTML changed on the way. */
async function rewritePage(page: Page, path: string, change: (html: string) => string) {
  await page.route(`**${path}`, async (route: Route) => {
    if (route.request().resourceType() !== 'document') return route.continue();
    const response = await route.fetch();
    await route.fulfill({ response, body: change(await response.text()) });
  });
}

/** Adds one item, then opens the mini-cart on a page whose config carries `nonce` instead of the real one. */
async function openCartWithNonce(page: Page, nonce: string) {
  await page.goto('/product-category/glue/');
  await addFirstPlainProduct(page);
  await page.getByRole('dialog').waitFor();
  await rewritePage(page, '/product-category/wheels/', (html) => html.replace(/"nonce":"[a-f0-9]+"/, `"nonce":"${nonce}"`));
  await page.goto('/product-category/wheels/');
  await cartButton(page).click();
  const dialog = page.getByRole('dialog', { name: 'سبد خرید' });
  await dialog.waitFor();
  return dialog;
}

describe('a page keeps working', () => {
  it('when the mini-cart has bad props: its link stays, island:error is sent when it is reached for, adding and the badges still work', async () => {
    const s = await openShopper(browser, 'desktop');
    const { page } = s;
    await page.addInitScript(() => {
      (window as unknown as { islandErrors: unknown[] }).islandErrors = [];
      document.addEventListener('island:error', (e) => (window as unknown as { islandErrors: unknown[] }).islandErrors.push((e as CustomEvent).detail));
    });
    await rewritePage(page, '/product-category/glue/', (html) => html.replace('data-island="mini-cart"', 'data-island="mini-cart" data-cart-url=""'));
    await page.goto('/product-category/glue/');
    await shopperReady(page);
    // The mini-cart's props are checked with its view (not with the page): at the shopper's first reach for it.
    expect(await page.evaluate(() => (window as unknown as { islandErrors: unknown[] }).islandErrors)).toEqual([]);
    const cartLink = page.getByRole('banner').getByRole('link', { name: /سبد خرید/ });
    await cartLink.hover();
    await page.waitForFunction(() => (window as unknown as { islandErrors: unknown[] }).islandErrors.length > 0);
    expect(await page.evaluate(() => (window as unknown as { islandErrors: Array<{ island: string; reason: string }> }).islandErrors)).toEqual([
      expect.objectContaining({ island: 'mini-cart', reason: 'props' }),
    ]);
    expect(await cartLink.getAttribute('href')).toBe('/checkout-cart/');

    await addFirstPlainProduct(page);
    await page.getByRole('link', { name: 'مشاهده سبد خرید' }).first().waitFor();
    await expect.poll(() => page.locator('[data-hsa-cart-badge] [data-badge-count]').first().textContent()).toBe('۱');
    await cartLink.click();
    await page.waitForURL((url) => url.href.includes('/checkout-cart/'));
    expect(await page.locator('tr.cart_item').count()).toBe(1);
    expect(s.errors).toEqual([]); // a warning, not an error
    await s.close();
  });

  it('with an expired nonce: the mini-cart gets a fresh one and the change goes through', async () => {
    const s = await openShopper(browser, 'mobile');
    const { page } = s;
    const dialog = await openCartWithNonce(page, '0000000000');
    await dialog.getByRole('button', { name: 'افزایش تعداد' }).click();
    await expect.poll(() => dialog.locator('.qty-stepper__value').textContent()).toBe('۲');
    expect(await dialog.getByRole('alert').count()).toBe(0);
    expect(s.errors.filter((e) => !e.includes('403'))).toEqual([]);
    await s.close();
  });

  it('when no fresh nonce can be had: the mini-cart says the change failed and the cart stays as it was', async () => {
    const s = await openShopper(browser, 'mobile');
    const { page } = s;
    await page.route('**/wp-admin/admin-ajax.php*', (route) => route.fulfill({ status: 400, body: '0' }));
    const dialog = await openCartWithNonce(page, '');
    await dialog.getByRole('button', { name: 'افزایش تعداد' }).click();
    await expect.poll(() => dialog.getByRole('alert').textContent()).toBe('مشکلی پیش آمد، لطفاً دوباره تلاش کنید.');
    expect(await dialog.locator('.qty-stepper__value').textContent()).toBe('۱');
    await page.keyboard.press('Escape');
    await page.goto('/checkout-cart/');
    expect(await page.locator('.hsa-cart-page input.qty').inputValue()).toBe('۱');
    expect(s.errors.filter((e) => !/40[03]/.test(e))).toEqual([]);
    await s.close();
  });

  it('when storage throws (private mode, blocked storage): notices dismiss, the cart works, nothing is logged as an error', async () => {
    const s = await openShopper(browser, 'mobile');
    const { page } = s;
    await page.addInitScript(() => {
      const deny = () => {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      };
      Object.defineProperty(window, 'localStorage', { get: deny });
      Object.defineProperty(window, 'sessionStorage', { get: deny });
      Object.defineProperty(Document.prototype, 'cookie', { get: () => '', set: deny });
    });
    await page.goto('/product-category/glue/');
    await page.getByRole('region', { name: 'اطلاعیه فروشگاه' }).getByRole('button', { name: 'بستن' }).click();
    await page.getByRole('region', { name: 'اطلاعیه فروشگاه' }).waitFor({ state: 'hidden' });
    await addFirstPlainProduct(page);
    await page.getByRole('dialog', { name: /سبد خرید/ }).waitFor();
    expect(await page.evaluate(() => [...document.querySelectorAll('[data-island-state="failed"]')].length)).toBe(0);
    expect(s.errors).toEqual([]);
    await s.close();
  });

  it('when the panel cannot be loaded (a deploy removed its chunk): the cart button goes to the cart page', async () => {
    const s = await openShopper(browser, 'desktop');
    const { page } = s;
    // the site build's file of the mini-cart's view and panel (vite.config.ts siteLateGroups)
    await page.route('**/dist/chunks/mini-cart-*.js', (route) => route.fulfill({ status: 404, body: '' }));
    await page.goto('/product-category/glue/');
    await shopperReady(page);
    await cartButton(page).click();
    await page.waitForURL((url) => url.pathname === '/checkout-cart/');
    expect(await page.getByRole('heading', { level: 1, name: 'سبد خرید' }).isVisible()).toBe(true);
    await s.close();
  });

  it('when the add-to-cart code cannot be loaded (a deploy removed its chunk): the button adds the no-JavaScript way', async () => {
    const s = await openShopper(browser, 'desktop');
    const { page } = s;
    // the site build's file that holds add-to-cart's press, with the fetching it needs (vite.config.ts siteLateGroups)
    await page.route('**/dist/chunks/view-kit-*.js', (route) => route.fulfill({ status: 404, body: '' }));
    await page.goto('/product-category/glue/');
    await shopperReady(page);
    const card = page.locator('.product-card').filter({ has: page.locator('.ajax_add_to_cart[data-quantity="1"]') }).first();
    const title = (await card.locator('.product-card__title, h2, h3').first().textContent())?.trim() ?? '';
    // the link's own add: the browser follows ?add-to-cart=ID, the server adds and answers with a page
    const navigated = page.waitForEvent('framenavigated', { predicate: (frame) => frame === page.mainFrame() });
    await card.getByRole('button', { name: 'افزودن به سبد خرید' }).click();
    await navigated;
    await page.waitForLoadState('load');
    await page.goto('/checkout-cart/');
    expect(title).not.toBe('');
    await expect.poll(() => page.locator('main').textContent()).toContain(title);
    await s.close();
  });

  it('when the page config is broken: defaults are used, with a warning', async () => {
    const s = await openShopper(browser, 'desktop');
    const { page } = s;
    const warnings: string[] = [];
    page.on('console', (m) => m.type() === 'warning' && warnings.push(m.text()));
    await rewritePage(page, '/product-category/anchors/', (html) => html.replace(/<script type="application\/json" id="hsa-config">[^<]*<\/script>/, '<script type="application/json" id="hsa-config">{"rest":</script>'));
    await page.goto('/product-category/anchors/');
    await shopperReady(page);
    await addFirstPlainProduct(page);
    await page.getByRole('link', { name: 'مشاهده سبد خرید' }).first().waitFor();
    expect(warnings.some((w) => w.includes('#hsa-config is not valid JSON'))).toBe(true);
    // No nonce in the defaults: the first mini-cart call is refused (403, logged by the browser), a fresh nonce
    // is fetched and the call goes through.
    const dialog = page.getByRole('dialog', { name: 'سبد خرید' });
    await expect.poll(() => dialog.locator('[data-key]').count()).toBe(1);
    expect(await dialog.getByRole('alert').count()).toBe(0);
    expect(s.errors.filter((e) => !e.includes('403'))).toEqual([]);
    await s.close();
  });
});
