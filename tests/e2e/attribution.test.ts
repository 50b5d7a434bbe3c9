import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { sharedBrowser, expectNoAxeViolations, openShopper, type ShopperPage, type ViewportName } from './support';

/**
 * Order attribution in Chromium (issue #15): the visitor-source cookies over a visit, the checkout's hidden fields,
 * the order carrying them to the shop's view of the order (not the shopper's order-received page); typein, organic,
 * and tracking turned off.
 */
let browser: Browser;
sharedBrowser((b) => (browser = b));

const SBJS = ['sbjs_current', 'sbjs_current_add', 'sbjs_first', 'sbjs_first_add', 'sbjs_session', 'sbjs_udata', 'sbjs_migrations'];

async function sbjsCookies(s: ShopperPage): Promise<string[]> {
  return (await s.context.cookies()).map((c) => c.name).filter((name) => name.startsWith('sbjs_')).sort();
}

/** The page view was recorded (at idle on most pages): the session cookie counts `pages`. */
async function recorded(page: Page, pages: number) {
  await page.waitForFunction((n) => decodeURIComponent(document.cookie).includes(`pgs=${n}|||`), pages, { timeout: 10_000 });
}

/** Puts a simple product in the cart through WooCommerce's add_to_cart call (the browser context's cookies). */
async function addToCart(s: ShopperPage) {
  const home = await (await s.context.request.get('/')).text();
  const id = /data-quantity="1" data-product_id="(\d+)"/.exec(home)?.[1];
  expect(id, 'a simple product on the home page').toBeTruthy();
  const response = await s.context.request.post('/?wc-ajax=add_to_cart', { form: { product_id: id!, quantity: '1' } });
  expect(response.ok()).toBe(true);
}

/** The checkout's hidden attribution inputs, once the checkout part has filled them. */
async function checkoutFields(page: Page): Promise<Record<string, string>> {
  await page.waitForFunction(() => document.querySelectorAll('wc-order-attribution-inputs input[type="hidden"]').length === 16);
  return page.evaluate(() =>
    Object.fromEntries([...document.querySelectorAll<HTMLInputElement>('wc-order-attribution-inputs input')].map((i) => [i.name.replace('wc_order_attribution_', ''), i.value])),
  );
}

async function placeOrder(page: Page) {
  await page.fill('#billing_first_name', 'سارا');
  await page.fill('#billing_last_name', 'رضایی');
  await page.fill('#billing_phone', '09121234567');
  await page.fill('#billing_city', 'تهران');
  await page.fill('#billing_address_1', 'خیابان ولیعصر، پلاک ۱۲');
  await Promise.all([page.waitForURL(/\/checkout\/order-received\/\d+\//), page.click('#place_order')]);
}

/**
 * From the order-received page, which says nothing of where the shopper came from, to the shop's view of the order
 * (`/demo-admin/orders/{id}/`, WooCommerce's order screen's box): field → stored value (counts read from their
 * data-value).
 */
async function storedAttribution(page: Page): Promise<Record<string, string>> {
  const id = /\/order-received\/(\d+)\//.exec(page.url())![1];
  expect(await page.locator('.order-attribution, [data-field]').count(), 'the thank-you page is the shopper’s').toBe(0);
  expect(await page.content()).not.toMatch(/utm_|user_agent|Mozilla/);
  const response = await page.goto(`/demo-admin/orders/${id}/`);
  // the shop's data: never stored, not even for Back
  expect(response!.headers()['cache-control']).toBe('no-store');
  return page.evaluate(() =>
    Object.fromEntries(
      [...document.querySelectorAll<HTMLElement>('.order-attribution [data-field]')].map((row) => [row.dataset.field!, row.querySelector<HTMLElement>('dd [data-value]')?.dataset.value ?? row.querySelector('dd')!.textContent!.trim()]),
    ),
  );
}

async function shopper(viewport: ViewportName) {
  return openShopper(browser, viewport);
}

describe('order attribution', () => {
  it('a utm visit, two more pages and an order: utm, the campaign fields, session_pages 3 and the entry URL on the shop\'s view of the order', async () => {
    const s = await shopper('mobile');
    try {
      const entry = '/?utm_source=newsletter&utm_medium=email&utm_campaign=yalda&utm_content=banner&utm_term=drill';
      await s.page.goto(entry);
      await recorded(s.page, 1);
      expect(await sbjsCookies(s)).toEqual([...SBJS].sort());
      await addToCart(s);
      await s.page.goto('/product-category/glue/');
      await recorded(s.page, 2);
      await s.page.goto('/checkout/');
      const fields = await checkoutFields(s.page);
      expect(fields).toMatchObject({ source_type: 'utm', utm_source: 'newsletter', utm_medium: 'email', utm_campaign: 'yalda', session_pages: '3', session_count: '1' });
      await placeOrder(s.page);
      const stored = await storedAttribution(s.page);
      expect(stored).toMatchObject({
        origin: 'منبع: newsletter',
        source_type: 'utm',
        utm_source: 'newsletter',
        utm_medium: 'email',
        utm_campaign: 'yalda',
        utm_content: 'banner',
        utm_term: 'drill',
        session_pages: '3',
        session_count: '1',
        session_entry: new URL(entry, s.page.url()).href,
        referrer: '(none)',
      });
      expect(stored.user_agent).toContain('Chrome');
      await expect(s.page.getByRole('heading', { name: 'منبع سفارش' }).isVisible()).resolves.toBe(true);
      await expectNoAxeViolations(s.page, '.order-attribution');
      expect(s.errors).toEqual([]);
    } finally {
      await s.close();
    }
  });

  it('a typein visit carries (direct) and (none); turning tracking off deletes the cookies and empties the fields', async () => {
    const s = await shopper('mobile');
    try {
      await addToCart(s);
      await s.page.goto('/checkout/');
      expect(await checkoutFields(s.page)).toMatchObject({ source_type: 'typein', utm_source: '(direct)', utm_medium: '(none)', referrer: '(none)', session_pages: '1' });
      expect((await sbjsCookies(s)).length).toBeGreaterThanOrEqual(7);

      await s.page.evaluate(() => (window as unknown as { wc_order_attribution: { setOrderTracking(allow: boolean): void } }).wc_order_attribution.setOrderTracking(false));
      expect(await sbjsCookies(s)).toEqual([]);
      expect(Object.values(await checkoutFields(s.page)).every((v) => v === '')).toBe(true);
      await placeOrder(s.page);
      expect(await storedAttribution(s.page)).toEqual({});
      await expect(s.page.getByText('اطلاعاتی از منبع این سفارش ثبت نشده است.').isVisible()).resolves.toBe(true);
    } finally {
      await s.close();
    }
  });

  it('a search-engine referrer shows organic on the order', async () => {
    const s = await shopper('desktop');
    try {
      await addToCart(s);
      await s.page.goto('/checkout/', { referer: 'https://www.google.com/' });
      expect(await checkoutFields(s.page)).toMatchObject({ source_type: 'organic', utm_source: 'google', utm_medium: 'organic', referrer: 'https://www.google.com/' });
      await placeOrder(s.page);
      expect(await storedAttribution(s.page)).toMatchObject({ origin: 'جست‌وجوی طبیعی: google', source_type: 'organic', utm_source: 'google', session_pages: '1' });
      await expectNoAxeViolations(s.page, '.order-attribution');
    } finally {
      await s.close();
    }
  });
});
