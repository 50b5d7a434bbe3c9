import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { sharedBrowser, expectNoAxeViolations, openShopper, VIEWPORTS, type ShopperPage, type ViewportName, cartButton, shopperReady } from './support';

/**
 * The cart journey in Chromium at both widths (issue: Cart): add from a category page, the panel opening with the
 * item, +, −, remove, the badges following, the cart page agreeing after a reload; quick clicks; the fault cases.
 */
let browser: Browser;
sharedBrowser((b) => (browser = b));

const toLatin = (text: string) => text.replace(/[۰-۹]/g, (d) => String(d.charCodeAt(0) - 0x06f0));

/** The count the shopper sees on the header badge and on the bottom-navigation badge ('' when hidden). */
async function badges(page: Page) {
  return page.evaluate(() => {
    const read = (el: Element | null) => (el && !(el as HTMLElement).hidden ? el.querySelector('[aria-hidden="true"]')?.textContent ?? '' : '');
    return { header: read(document.querySelector('.mini-cart__button .cart-badge')), nav: read(document.querySelector('.mobile-nav [data-hsa-cart-badge]')) };
  });
}

/** The server's cart, asked through the mini-cart call with the page's own nonce. */
async function serverCart(page: Page): Promise<{ count: number; html: string }> {
  return page.evaluate(async () => {
    const nonce = JSON.parse(document.getElementById('hsa-config')!.textContent!).rest.nonce;
    const response = await fetch('/wp-json/hsa-cart/v1/cart', { method: 'POST', headers: { 'Content-Type': 'application/json', 'X-WP-Nonce': nonce }, body: JSON.stringify({ action: 'refresh' }) });
    return response.json();
  });
}

/** A simple product that takes several units: no min, no max, not sold individually. */
async function plainAddButton(page: Page) {
  const cards = page.locator('.product-card').filter({ has: page.locator('.ajax_add_to_cart[data-quantity="1"]') });
  return cards.first().getByRole('button', { name: 'افزودن به سبد خرید' });
}

async function shopper(viewport: ViewportName, path = '/product-category/glue/'): Promise<ShopperPage> {
  const s = await openShopper(browser, viewport);
  await s.page.goto(path);
  await shopperReady(s.page);
  return s;
}

/** A shopper who added one plain product from a category page: the panel opened with it. */
async function withOneAdded(viewport: ViewportName) {
  const s = await shopper(viewport);
  const { page } = s;
  await (await plainAddButton(page)).click();
  const dialog = page.getByRole('dialog', { name: /سبد خرید/ });
  await dialog.waitFor();
  return { s, page, dialog };
}

describe.each(Object.keys(VIEWPORTS) as ViewportName[])('at %s width', (viewport) => {
  it('adds from a category page, the panel opens with the item, +, −, remove, badges follow, the cart page agrees', async () => {
    const s = await shopper(viewport);
    const { page } = s;
    expect(await badges(page)).toEqual({ header: '', nav: '' });
    const add = await plainAddButton(page);
    const title = (await add.locator('xpath=ancestor::li[contains(@class,"product-card")]').locator('h3').textContent())!.trim();
    await add.click();
    const dialog = page.getByRole('dialog', { name: /سبد خرید/ });
    await dialog.waitFor();
    await expect.poll(() => dialog.getByRole('link', { name: title }).count()).toBe(1);
    expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    expect(await page.evaluate(() => document.documentElement.style.overflow)).toBe('hidden');
    expect(await badges(page)).toEqual({ header: '۱', nav: '۱' }); // the nav badge follows at every width, shown or not
    await expectNoAxeViolations(page, '.mini-cart__panel');

    await dialog.getByRole('button', { name: 'افزایش تعداد' }).click();
    await expect.poll(async () => (await badges(page)).header).toBe('۲');
    expect(await dialog.locator('.qty-stepper__value').textContent()).toBe('۲');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('افزایش تعداد');

    await dialog.getByRole('button', { name: 'کاهش تعداد' }).click();
    await expect.poll(async () => (await badges(page)).header).toBe('۱');
    expect((await serverCart(page)).count).toBe(1);

    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    expect(await page.evaluate(() => document.activeElement?.classList.contains('ajax_add_to_cart'))).toBe(true);

    await page.goto('/checkout-cart/');
    expect(await page.locator('tr.cart_item').count()).toBe(1);
    expect(await page.locator('tr.cart_item .product-name a').textContent()).toBe(title);
    expect(await badges(page)).toEqual({ header: '۱', nav: '۱' });

    await cartButton(page).click();
    await dialog.getByRole('button', { name: 'حذف از سبد' }).click();
    await expect.poll(() => dialog.getByText('سبد خرید شما خالی است').count()).toBe(1);
    expect(await badges(page)).toEqual({ header: '', nav: '' });
    // The cart page behind the panel follows (its table is a cart fragment), and so does a reload.
    await expect.poll(() => page.locator('.hsa-cart-page tr.cart_item').count()).toBe(0);
    await page.reload();
    expect(await page.locator('.hsa-cart-page').getByText('سبد خرید شما خالی است').isVisible()).toBe(true);
    expect(s.errors).toEqual([]);
    await s.close();
  });

  it('on the checkout page the order review follows the panel; emptied, it says so, and placing the order says why, what was typed kept', async () => {
    const { s, page, dialog } = await withOneAdded(viewport);
    await page.goto('/checkout/');
    await page.waitForLoadState('networkidle');
    const review = page.locator('.woocommerce-checkout-review-order-table');
    expect(await review.locator('.product-quantity').textContent()).toBe('× ۱');
    await page.locator('#billing_first_name').fill('مریم');
    await cartButton(page).click();
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'افزایش تعداد' }).click();
    // before, the review kept «× ۱» and its total, and the order placed was for two
    await expect.poll(() => review.locator('.product-quantity').textContent()).toBe('× ۲');
    await dialog.getByRole('button', { name: 'حذف از سبد' }).click();
    await expect.poll(() => review.textContent()).toContain('سبد خرید شما خالی است');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    expect(await page.locator('#billing_first_name').inputValue()).toBe('مریم');
    await page.getByRole('button', { name: 'ثبت سفارش' }).click();
    await page.waitForURL(/\/checkout-cart\/$/);
    expect(await page.getByText('سفارش ثبت نشد: سبد خرید شما خالی است.').isVisible()).toBe(true);
    expect(s.errors).toEqual([]);
    await s.close();
  });

  it('a keyboard remove of the last line leaves focus on the panel, its ring shown (the control that had it is gone)', async () => {
    const { s, page, dialog } = await withOneAdded(viewport);
    await expect.poll(() => dialog.getByRole('button', { name: 'حذف از سبد' }).count()).toBe(1);
    await dialog.getByRole('button', { name: 'حذف از سبد' }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => dialog.getByText('سبد خرید شما خالی است').count()).toBe(1);
    const focus = await page.evaluate(() => {
      const active = document.activeElement as HTMLElement;
      const style = getComputedStyle(active);
      return { dialog: active.getAttribute('role'), outline: style.outlineStyle, width: parseFloat(style.outlineWidth) };
    });
    expect(focus.dialog).toBe('dialog');
    expect(focus.outline).not.toBe('none');
    expect(focus.width).toBeGreaterThanOrEqual(2);
    expect(s.errors).toEqual([]);
    await s.close();
  });

  it('a remove on the cart page says on screen what went, where the page\'s notices are, and «بازگردانی؟» brings it back', async () => {
    const s = await shopper(viewport);
    const { page } = s;
    const add = await plainAddButton(page);
    const title = (await add.locator('xpath=ancestor::li[contains(@class,"product-card")]').locator('h3').textContent())!.trim();
    await add.click();
    await page.getByRole('dialog', { name: /سبد خرید/ }).waitFor();
    await page.goto('/checkout-cart/');
    await shopperReady(page);
    await page.locator('.hsa-cart-page tr.cart_item a.remove').first().click();
    const notice = page.locator('main .woocommerce-notices-wrapper .woocommerce-message');
    await expect.poll(() => notice.textContent()).toBe(`«${title}» حذف شد. بازگردانی؟`);
    expect(await notice.isVisible()).toBe(true);
    // focus on the notices, as the page without JavaScript gives it; «بازگردانی؟» (WooCommerce's «Undo?») is the next
    // Tab, and brings the line back, as it went
    expect(await page.evaluate(() => document.activeElement?.matches('main > .woocommerce-notices-wrapper'))).toBe(true);
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('بازگردانی؟');
    await page.keyboard.press('Enter');
    await page.waitForURL('**/checkout-cart/');
    await expect.poll(() => page.locator('.hsa-cart-page tr.cart_item').count()).toBe(1);
    expect(await page.locator('main .woocommerce-notices-wrapper').first().textContent()).toContain(`«${title}» به سبد خرید بازگشت.`);
    expect(s.errors).toEqual([]);
    await s.close();
  });

  it('ends ten quick clicks on + with the panel, both badges and the server agreeing, no request sent twice', async () => {
    const { s, page, dialog } = await withOneAdded(viewport);
    await expect.poll(() => dialog.locator('[data-cart-action="inc"]').count()).toBe(1);
    await page.waitForLoadState('networkidle');
    const sent: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/hsa-cart/v1/cart')) sent.push(request.postData() ?? '');
    });
    // Ten clicks as fast as a hand can: dispatched without waiting for the control to be usable again.
    for (let i = 0; i < 10; i++) await dialog.locator('[data-cart-action="inc"]').dispatchEvent('click');
    await page.waitForLoadState('networkidle');
    await expect.poll(async () => (await badges(page)).header, { timeout: 10_000 }).toBe(toPersian(String((await serverCart(page)).count)));
    const server = await serverCart(page);
    const panelQty = Number(toLatin((await dialog.locator('.qty-stepper__value').textContent()) ?? ''));
    expect(server.count).toBeGreaterThan(1);
    expect(panelQty).toBe(server.count);
    expect(Number(toLatin((await badges(page)).header))).toBe(server.count);
    expect(Number(toLatin((await badges(page)).nav))).toBe(server.count);
    const setQty = sent.filter((body) => body.includes('set_qty'));
    expect(setQty.length).toBeGreaterThan(0);
    expect(new Set(setQty).size).toBe(setQty.length); // each asked for another quantity: none sent twice
    expect(s.errors).toEqual([]);
    await s.close();
  });
});

function toPersian(text: string) {
  return text.replace(/[0-9]/g, (d) => String.fromCharCode(0x06f0 + Number(d)));
}

describe("the product page's form (a post and a reload, as WooCommerce's)", () => {
  it('the notice it comes back with takes the focus, refused or added, so it is read and Tab goes on from it', async () => {
    const s = await shopper('mobile');
    const { page } = s;
    const card = page.locator('.product-card').filter({ has: page.locator('.ajax_add_to_cart[data-quantity="1"]') }).first();
    await Promise.all([page.waitForURL(/\/product\//), card.locator('a[href*="/product/"]').first().click()]);
    const quantity = page.locator('form.cart [name="quantity"]');
    const focused = () => page.evaluate(() => ({ notices: document.activeElement?.classList.contains('woocommerce-notices-wrapper'), text: document.activeElement?.textContent ?? '' }));
    await quantity.fill('۹۹۹۹۹');
    await Promise.all([page.waitForLoadState('load'), page.waitForURL(/./), quantity.press('Enter')]);
    await expect.poll(focused).toMatchObject({ notices: true, text: expect.stringContaining('نمی‌توانید این تعداد') });
    await page.locator('form.cart [name="quantity"]').fill('۲');
    await Promise.all([page.waitForURL(/./), page.locator('form.cart [name="quantity"]').press('Enter')]);
    await expect.poll(focused).toMatchObject({ notices: true, text: expect.stringContaining('به سبد خرید شما افزوده شد') });
    await page.keyboard.press('Tab'); // on from the notice: its link to the cart
    expect(await page.evaluate(() => document.activeElement?.textContent?.trim())).toBe('مشاهده سبد خرید');
    await s.close();
  });
});

describe('the panel over a listing scrolled down, by keyboard (1366)', () => {
  it('Tab round the panel and Escape leave the page where it was, the add button in view with the focus', async () => {
    const s = await shopper('desktop', '/product-category/drill/');
    const { page } = s;
    const add = await plainAddButton(page);
    await add.focus();
    await page.evaluate(() => window.scrollBy(0, 300));
    const y = await page.evaluate(() => Math.round(window.scrollY));
    expect(y).toBeGreaterThan(200);
    await add.press('Enter');
    const dialog = page.getByRole('dialog', { name: /سبد خرید/ });
    await dialog.waitFor();
    const stops = await page.evaluate(() => document.querySelectorAll('.mini-cart__panel :is(a[href], button:not([disabled]), input)').length);
    for (let i = 0; i <= stops; i++) await page.keyboard.press('Tab'); // once round, past the wrap back to ×
    expect(await page.evaluate(() => Math.round(window.scrollY))).toBe(y);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    expect(await page.evaluate(() => Math.round(window.scrollY))).toBe(y);
    const box = await page.evaluate(() => { const r = document.activeElement!.getBoundingClientRect(); return { top: r.top, bottom: r.bottom, add: document.activeElement!.classList.contains('add_to_cart_button') }; });
    expect(box.add).toBe(true);
    expect(box.top).toBeGreaterThan(0);
    expect(box.bottom).toBeLessThan(900);
    await s.close();
  });
});

describe('going back to a page', () => {
  it('shows the cart as it is now, not as it was when the page was first shown (Back uses the page as cached)', async () => {
    const s = await shopper('mobile');
    const { page } = s;
    expect(await badges(page)).toEqual({ header: '', nav: '' });
    const card = page.locator('.product-card').filter({ has: page.locator('.ajax_add_to_cart[data-quantity="1"]') }).first();
    await Promise.all([page.waitForURL(/\/product\//), card.locator('a[href*="/product/"]').first().click()]);
    await page.locator('form.cart [name="quantity"]').fill('۲');
    await Promise.all([page.waitForURL(/./), page.locator('form.cart [name="quantity"]').press('Enter')]);
    await expect.poll(() => badges(page)).toEqual({ header: '۲', nav: '۲' });
    await page.goBack(); // the product page before the add
    await page.goBack(); // the category page, first shown with an empty cart
    await page.waitForURL(/product-category/);
    await expect.poll(() => badges(page)).toEqual({ header: '۲', nav: '۲' });
    expect(s.errors).toEqual([]);
    await s.close();
  });
});

describe('when the server fails', () => {
  it('an add answered with HTML shows the error next to the button and leaves the cart as it was', async () => {
    const s = await shopper('desktop');
    await s.page.route('**/?wc-ajax=add_to_cart', (route) => route.fulfill({ status: 500, contentType: 'text/html', body: '<h1>Fatal error</h1>' }));
    const add = await plainAddButton(s.page);
    await add.click();
    await expect.poll(() => s.page.getByRole('alert').filter({ hasText: 'مشکلی پیش آمد، لطفاً دوباره تلاش کنید.' }).count()).toBe(1);
    expect(await s.page.getByRole('dialog').count()).toBe(0);
    expect((await serverCart(s.page)).count).toBe(0);
    expect(await badges(s.page)).toEqual({ header: '', nav: '' });
    await s.close();
  });

  it('a change that cannot reach the server says so and keeps the line; an HTML answer refreshes the cart', async () => {
    const { s, page, dialog } = await withOneAdded('mobile');
    await expect.poll(() => dialog.locator('[data-cart-action="inc"]').count()).toBe(1);
    await page.route('**/hsa-cart/v1/cart', (route) => (route.request().postData()?.includes('set_qty') ? route.abort('connectionrefused') : route.continue()));
    await dialog.getByRole('button', { name: 'افزایش تعداد' }).click();
    await expect.poll(() => dialog.getByRole('alert').textContent()).toBe('مشکلی پیش آمد، لطفاً دوباره تلاش کنید.');
    expect(await dialog.locator('.qty-stepper__value').textContent()).toBe('۱');
    expect((await serverCart(page)).count).toBe(1);

    await page.unroute('**/hsa-cart/v1/cart');
    const actions: string[] = [];
    page.on('request', (r) => r.url().includes('/hsa-cart/v1/cart') && actions.push(JSON.parse(r.postData() ?? '{}').action));
    await page.route('**/hsa-cart/v1/cart', (route) =>
      route.request().postData()?.includes('set_qty') ? route.fulfill({ status: 200, contentType: 'text/html', body: '<br><b>Warning</b>: PHP notice' }) : route.continue(),
    );
    await dialog.getByRole('button', { name: 'افزایش تعداد' }).click();
    await expect.poll(() => actions.join(',')).toBe('set_qty,refresh');
    expect(await dialog.locator('.qty-stepper__value').textContent()).toBe('۱');
    expect(s.errors.filter((e) => !e.includes('net::ERR_CONNECTION_REFUSED'))).toEqual([]);
    await s.close();
  });

  it('an add answered with error + product_url goes to the product page', async () => {
    const s = await shopper('mobile');
    const { page } = s;
    const add = await plainAddButton(page);
    const href = await add.locator('xpath=ancestor::li[contains(@class,"product-card")]').locator('h3 a').getAttribute('href');
    await page.route('**/?wc-ajax=add_to_cart', (route) => route.fulfill({ contentType: 'application/json', body: JSON.stringify({ error: true, product_url: href }) }));
    await add.click();
    await page.waitForURL((url) => url.pathname === href);
    expect(await page.getByRole('heading', { level: 1 }).isVisible()).toBe(true);
    await s.close();
  });

  it('a remove link whose call fails follows its href, and the server removes the line', async () => {
    const s = await shopper('desktop');
    const { page } = s;
    await (await plainAddButton(page)).click();
    await page.getByRole('dialog').waitFor();
    await page.goto('/checkout-cart/');
    await page.route('**/?wc-ajax=remove_from_cart', (route) => route.abort('connectionreset'));
    // Same URL before and after: mark this document, then wait for a new one.
    await page.evaluate(() => ((window as unknown as { before?: boolean }).before = true));
    await page.locator('.hsa-cart-page').getByRole('link', { name: 'حذف از سبد' }).click();
    await page.waitForFunction(() => !(window as unknown as { before?: boolean }).before && document.readyState === 'complete');
    expect(new URL(page.url()).search).toBe('');
    expect(await page.locator('.hsa-cart-page').getByText('سبد خرید شما خالی است').isVisible()).toBe(true);
    expect(await page.getByRole('status').filter({ hasText: 'حذف شد' }).count()).toBe(1);
    await s.close();
  });

  it('the server refuses a mini-cart call without a valid nonce (403, WordPress’s JSON error)', async () => {
    const s = await shopper('desktop');
    const status = await s.page.evaluate(async () => {
      const response = await fetch('/wp-json/hsa-cart/v1/cart', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ action: 'refresh' }) });
      return [response.status, (await response.json()).code];
    });
    expect(status).toEqual([403, 'rest_cookie_invalid_nonce']);
    await s.close();
  });
});

describe('the jQuery variant of the page', () => {
  it('a legacy theme script hears our events, and its jQuery events drive our badges and panel', async () => {
    const s = await shopper('desktop', '/product-category/glue/?jquery=1');
    const { page } = s;
    expect(await page.evaluate(() => typeof (window as unknown as { jQuery?: unknown }).jQuery)).toBe('function');
    const add = await plainAddButton(page);
    const productId = await add.getAttribute('data-product_id');
    await add.click();
    await page.getByRole('dialog', { name: /سبد خرید/ }).waitFor();
    const heard = await page.evaluate(() => (window as unknown as { legacyCartEvents: Array<{ name: string; detail?: string }> }).legacyCartEvents);
    expect(heard.map((e) => e.name).slice(0, 2)).toEqual(['adding_to_cart', 'added_to_cart']);
    expect(heard[1]!.detail).toMatch(new RegExp(`^${productId} [a-f0-9]{32} 2$`));
    await page.keyboard.press('Escape');

    // Another tab (another request in this session) adds; the legacy script refreshes the fragments the
    // WooCommerce way and triggers wc_fragments_refreshed through jQuery: our badges and panel follow.
    const other = await page.evaluate(async (id) => {
      const body = new URLSearchParams({ product_id: String(Number(id) + 0), quantity: '2' });
      await fetch('/?wc-ajax=add_to_cart', { method: 'POST', body });
      return true;
    }, productId);
    expect(other).toBe(true);
    await page.evaluate(() => (window as unknown as { legacyRefreshFragments: () => Promise<unknown> }).legacyRefreshFragments());
    await expect.poll(async () => (await badges(page)).header).toBe('۳');
    await cartButton(page).click();
    expect(await page.getByRole('dialog').locator('.qty-stepper__value').textContent()).toBe('۳');
    expect(s.errors).toEqual([]);
    await s.close();
  });
});
