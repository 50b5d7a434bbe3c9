import type { Browser, Page, Request } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { sharedBrowser, expectNoAxeViolations, openShopper, VIEWPORTS, type ShopperPage, type ViewportName, shopperReady } from './support';

/**
 * The islands beside WooCommerce's own scripts (issue 7), on the `?woo=1` variant: jQuery, woo-theme.js (a stand-in
 * of add-to-cart.js and cart-fragments.js 9.x), WooCommerce's loop markup and its cart widget after the header.
 */
let browser: Browser;
sharedBrowser((b) => (browser = b));

const PATH = '/product-category/glue/?woo=1';

async function badges(page: Page) {
  return page.evaluate(() => {
    const read = (el: Element | null) => (el && !(el as HTMLElement).hidden ? el.querySelector('[aria-hidden="true"]')?.textContent ?? '' : '');
    return { header: read(document.querySelector('.mini-cart__button .cart-badge')), nav: read(document.querySelector('.mobile-nav [data-hsa-cart-badge]')) };
  });
}

async function serverCount(page: Page): Promise<number> {
  return page.evaluate(async () => {
    const response = await fetch('/?wc-ajax=get_refreshed_fragments', { method: 'POST' });
    const body = await response.json();
    const m = /data-cart-count="(\d+)"/.exec(body.fragments['div.widget_shopping_cart_content']);
    return m ? Number(m[1]) : 0;
  });
}

/** WooCommerce's session storage and cookie for this tab. */
async function wooStorage(page: Page) {
  return page.evaluate(() => {
    const params = JSON.parse(document.getElementById('woo-params')!.textContent!).wc_cart_fragments_params;
    const cookie = (name: string) => document.cookie.split('; ').find((c) => c.startsWith(`${name}=`))?.slice(name.length + 1) ?? '';
    return {
      hash: sessionStorage.getItem(params.cart_hash_key),
      fragments: sessionStorage.getItem(params.fragment_name) ?? '',
      created: sessionStorage.getItem('wc_cart_created'),
      cookieHash: cookie('woocommerce_cart_hash'),
      itemsInCart: cookie('woocommerce_items_in_cart'),
    };
  });
}

function recordRequests(page: Page) {
  const sent: string[] = [];
  page.on('request', (request: Request) => {
    const url = new URL(request.url());
    if (url.searchParams.has('wc-ajax')) sent.push(`wc-ajax=${url.searchParams.get('wc-ajax')}`);
    else if (url.pathname.includes('/hsa-cart/v1/cart')) sent.push(`rest ${request.postData() ?? ''}`);
  });
  return sent;
}

async function shopper(viewport: ViewportName): Promise<ShopperPage> {
  const s = await openShopper(browser, viewport);
  await s.page.goto(PATH);
  await shopperReady(s.page);
  // cart-fragments.js has fetched (or loaded) the fragments: the page is as WooCommerce leaves it.
  await s.page.waitForFunction(() => (window as unknown as { wooThemeLog?: Array<{ event?: string }> }).wooThemeLog?.some((e) => e.event === 'wc_fragments_refreshed' || e.event === 'wc_fragments_loaded'));
  await s.page.waitForLoadState('networkidle');
  return s;
}

describe.each(Object.keys(VIEWPORTS) as ViewportName[])('?woo=1 at %s width', (viewport) => {
  it('an add through WooCommerce: one request, the panel opens, badges follow, the title announced, WooCommerce stores the cart', async () => {
    const s = await shopper(viewport);
    const { page } = s;
    const sent = recordRequests(page);
    const add = page.locator('.woo-loop .ajax_add_to_cart').first();
    const title = (await page.locator('.woo-loop .woocommerce-loop-product__title').first().textContent())!.trim();
    await add.click();
    const dialog = page.getByRole('dialog', { name: /سبد خرید/ });
    await dialog.waitFor();
    await expect.poll(() => badges(page)).toEqual({ header: '۱', nav: '۱' });
    await expect.poll(() => dialog.getByRole('link', { name: title }).count()).toBe(1);
    await page.waitForLoadState('networkidle');
    expect(sent.filter((r) => r === 'wc-ajax=add_to_cart')).toHaveLength(1);
    await expectNoAxeViolations(page, '.mini-cart__panel');
    // Messages that arrive together are said together (the count follows the add): the add's is among them.
    await expect.poll(async () => (await page.locator('[data-hsa-live], [data-hsa-announcer]').allTextContents()).join(' ')).toContain(`«${title}» به سبد خرید اضافه شد.`);
    expect(await page.evaluate(() => (window as unknown as { wooThemeLog: Array<{ event?: string }> }).wooThemeLog.filter((e) => e.event === 'added_to_cart').length)).toBe(1);
    const stored = await wooStorage(page);
    expect(stored.hash).toMatch(/^[a-f0-9]{32}$/);
    expect(stored.hash).toBe(stored.cookieHash);
    expect(stored.itemsInCart).toBe('1');
    expect(stored.created).toMatch(/^\d+$/);
    expect(stored.fragments).toContain('widget_shopping_cart_content');
    expect(await serverCount(page)).toBe(1);
    expect(s.errors).toEqual([]);
    await s.close();
  });

  it('a + in the panel (REST) updates WooCommerce\'s session storage; a remove through WooCommerce\'s widget link leaves every count at 0', async () => {
    const s = await shopper(viewport);
    const { page } = s;
    await page.locator('.woo-loop .ajax_add_to_cart').first().click();
    const dialog = page.getByRole('dialog', { name: /سبد خرید/ });
    await dialog.waitFor();
    await expect.poll(() => badges(page)).toEqual({ header: '۱', nav: '۱' });
    await page.waitForLoadState('networkidle');
    const before = await wooStorage(page);
    const inc = dialog.locator('[data-cart-action="inc"]');
    await expect.poll(() => inc.count()).toBe(1);
    await inc.click();
    await expect.poll(() => badges(page)).toEqual({ header: '۲', nav: '۲' });
    // WooCommerce's refresh then replaces the panel's body: the + keeps the focus.
    await expect.poll(() => dialog.locator('li.woocommerce-mini-cart-item a.remove_from_cart_button').count()).toBe(1);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('افزایش تعداد');
    await expect.poll(async () => (await wooStorage(page)).hash).not.toBe(before.hash);
    const after = await wooStorage(page);
    expect(after.hash).toBe(after.cookieHash);
    expect(after.fragments).toContain('۲ ×');
    // The panel now holds WooCommerce's own mini-cart markup (its refresh): its line got + and − too.
    await expect.poll(() => dialog.locator('li.woocommerce-mini-cart-item a.remove_from_cart_button').count()).toBe(1);
    await dialog.getByRole('button', { name: 'افزایش تعداد' }).click();
    await expect.poll(() => badges(page)).toEqual({ header: '۳', nav: '۳' });
    await expect.poll(async () => (await wooStorage(page)).fragments).toContain('۳ ×');
    expect(await serverCount(page)).toBe(3);

    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    // WooCommerce's widget comes after the header's mini-cart: its remove link, handled by WooCommerce's script.
    await page.locator('.widget_shopping_cart a.remove_from_cart_button').first().click();
    await expect.poll(() => badges(page)).toEqual({ header: '', nav: '' });
    await expect.poll(() => page.locator('.widget_shopping_cart .woocommerce-mini-cart__empty-message').count()).toBe(1);
    expect(await serverCount(page)).toBe(0);
    const emptied = await wooStorage(page);
    expect(emptied.cookieHash).toBe('');
    expect(s.errors).toEqual([]);
    await s.close();
  });
});

describe('?woo=1, events from other scripts', () => {
  it('fragments in a plugin\'s added_to_cart move the badges; a refresh event costs one request', async () => {
    const s = await shopper('desktop');
    const { page } = s;
    const sent = recordRequests(page);
    // The shopper's cart changes behind the page (another tab); a plugin then triggers added_to_cart with fresh fragments.
    const fragments = await page.evaluate(async () => {
      const id = document.querySelector<HTMLElement>('.woo-loop .ajax_add_to_cart')!.dataset.product_id!;
      await fetch('/?wc-ajax=add_to_cart', { method: 'POST', body: new URLSearchParams({ product_id: id, quantity: '3' }) });
      const body = await (await fetch('/?woo=1&wc-ajax=get_refreshed_fragments', { method: 'POST' })).json();
      const $ = (window as unknown as { jQuery: (el: unknown) => { trigger(name: string, args: unknown[]): void } }).jQuery;
      $(document.body).trigger('added_to_cart', [body.fragments, body.cart_hash, undefined]);
      return body.fragments as Record<string, string>;
    });
    expect(fragments['div.widget_shopping_cart_content']).toContain('۳ ×');
    await expect.poll(() => badges(page)).toEqual({ header: '۳', nav: '۳' });
    await page.waitForLoadState('networkidle');
    sent.length = 0;
    await page.evaluate(() => (window as unknown as { jQuery: (el: unknown) => { trigger(name: string): void } }).jQuery(document.body).trigger('wc_fragment_refresh'));
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(300);
    expect(sent).toEqual(['wc-ajax=get_refreshed_fragments']);
    expect(await badges(page)).toEqual({ header: '۳', nav: '۳' });
    expect(s.errors).toEqual([]);
    await s.close();
  });
});

describe('?woo=1 on a site without the cart route (404)', () => {
  it('an add opens the panel with the line read through WooCommerce\'s fragments, read-only, and WooCommerce\'s remove link works', async () => {
    const s = await openShopper(browser, 'desktop');
    const { page } = s;
    await page.route('**/wp-json/hsa-cart/v1/cart', (route) =>
      route.fulfill({ status: 404, contentType: 'application/json', body: JSON.stringify({ code: 'rest_no_route', message: 'No route was found matching the URL and request method.', data: { status: 404 } }) }),
    );
    await page.goto(PATH);
    await shopperReady(page);
    await page.waitForLoadState('networkidle');
    const title = (await page.locator('.woo-loop .woocommerce-loop-product__title').first().textContent())!.trim();
    await page.locator('.woo-loop .ajax_add_to_cart').first().click();
    const dialog = page.getByRole('dialog', { name: /سبد خرید/ });
    await dialog.waitFor();
    await expect.poll(() => dialog.getByRole('link', { name: title }).count()).toBe(1);
    await expect.poll(() => badges(page)).toEqual({ header: '۱', nav: '۱' });
    expect(await dialog.locator('.mini-cart__title-count').textContent()).toContain('۱');
    expect(await dialog.getByRole('button', { name: 'افزایش تعداد' }).count()).toBe(0);
    expect(await dialog.locator('a[href="/checkout-cart/"]').count()).toBeGreaterThan(0);
    await expectNoAxeViolations(page, '.mini-cart__panel');
    await dialog.locator('a.remove_from_cart_button').click();
    await expect.poll(() => badges(page)).toEqual({ header: '', nav: '' });
    await expect.poll(() => dialog.getByText('سبد خرید شما خالی است').count()).toBe(1);
    expect(await serverCount(page)).toBe(0);
    // The only console errors are the browser's own lines for the 404s.
    expect(s.errors.filter((e) => !/404/.test(e))).toEqual([]);
    await s.close();
  });
});
