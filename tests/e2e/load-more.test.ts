import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { sharedBrowser, expectNoAxeViolations, expectNoSidewaysScroll, hasLatinDigits, openShopper, VIEWPORTS, type ViewportName, cardIds, latinDigits as latin, listingPoll as poll, listingSettled as settled, openListing as open, steadyInView, holdRequests } from './support';

/**
 * The filter engine's 'load more' (issue #8; spec section 4) in Chromium at both widths, on the demo store's listing
 * whose theme chose it over infinite scroll (/load-more-demo/).
 */
const LISTING = '/load-more-demo/';
const NAME = 'نمایش موارد بیشتر';
let browser: Browser;
sharedBrowser((b) => (browser = b));

const focusedText = (page: Page) => page.evaluate(() => document.activeElement?.textContent?.trim() ?? '');
const button = (page: Page) => page.getByRole('button', { name: NAME, exact: true });

/** The control is a button once the grid behaviour runs (it starts at the shopper's first move: here, a scroll). */
async function scrollToButton(page: Page) {
  await page.locator('[data-listing-more]').scrollIntoViewIfNeeded();
  await button(page).waitFor();
  await settled(page);
  await steadyInView(button(page));
}

/** A brand and a per-page choice that give a listing of two or three pages. */
async function shortListing(page: Page): Promise<{ path: string; total: number; perPage: number }> {
  const choices = await page.evaluate(() => {
    const props = JSON.parse(document.querySelector('[data-island="facet-sidebar"] script[data-island-props]')!.textContent!);
    return props.settings.choices.brand as Array<{ value: string; count: number }>;
  });
  for (const perPage of [24, 36, 48, 60, 12]) {
    const brand = choices.find((c) => c.count > perPage && c.count <= perPage * 3);
    if (brand) return { path: `${LISTING}?_brand=${brand.value}&per_page=${perPage}`, total: brand.count, perPage };
  }
  throw new Error('no brand gives a listing of two or three pages');
}

describe.each(Object.keys(VIEWPORTS) as ViewportName[])('at %s width', (viewport) => {
  it('a press appends the next page (no product twice), keeps _paged in the URL, says how far; axe clean', async () => {
    const s = await openShopper(browser, viewport);
    const { page } = s;
    await open(page, LISTING);
    const first = await cardIds(page);
    expect(first).toHaveLength(24);
    expect(await page.locator('[data-listing-pager]').isVisible()).toBe(false);
    await scrollToButton(page);
    await expectNoAxeViolations(page);
    await page.evaluate(() => ((window as { marker?: number }).marker = 1));
    await button(page).click();
    await page.waitForURL(/_paged=2/);
    await settled(page);
    const ids = await cardIds(page);
    expect(ids).toHaveLength(48);
    expect(ids.slice(0, 24)).toEqual(first);
    expect(new Set(ids).size).toBe(48);
    // focus went on to the first new card, and what is said and shown uses Persian digits
    const card25 = await page.locator('[data-listing-template] li[data-product-id]').nth(24).locator('.woocommerce-loop-product__title a').innerText();
    expect(await focusedText(page)).toBe(card25.trim());
    const status = await page.locator('[data-listing-more-status]').innerText();
    expect(latin(status)).toMatch(/^نمایش 48 از [\d٬]+ محصول$/);
    expect(hasLatinDigits(status)).toBe(false);
    await poll(() => page.locator('[data-hsa-announcer]').innerText()).toBe('۲۴ محصول دیگر اضافه شد.');
    expect(await page.evaluate(() => (window as { marker?: number }).marker)).toBe(1); // no page load
    await expectNoSidewaysScroll(page);
    await expectNoAxeViolations(page);
    expect(s.errors).toEqual([]);
    await s.close();
  });

  it('is hidden once the last page is on screen; a change of sort starts it again from page 1', async () => {
    const s = await openShopper(browser, viewport);
    const { page } = s;
    await open(page, LISTING);
    const { path, total, perPage } = await shortListing(page);
    await open(page, path);
    await scrollToButton(page);
    for (let pressed = 1; pressed < Math.ceil(total / perPage); pressed++) {
      await button(page).click();
      await page.waitForURL(new RegExp(`_paged=${pressed + 1}`));
      await settled(page);
    }
    await poll(() => page.locator('[data-listing-more]').isVisible()).toBe(false);
    const ids = await cardIds(page);
    expect(ids).toHaveLength(total);
    expect(new Set(ids).size).toBe(total);
    expect(await page.locator('[data-listing-pager]').isVisible()).toBe(false);

    await page.locator('form[data-sort-bar] select[name="orderby"]').selectOption('price');
    await page.waitForURL((url) => url.searchParams.get('orderby') === 'price' && !url.searchParams.has('_paged'));
    await settled(page);
    expect(await cardIds(page)).toHaveLength(perPage);
    await poll(() => page.locator('[data-listing-more]').isVisible()).toBe(true);
    expect(s.errors).toEqual([]);
    await s.close();
  });

  it('Back from a product opened from an appended card returns to that card with both pages', async () => {
    const s = await openShopper(browser, viewport);
    const { page } = s;
    await open(page, LISTING);
    await scrollToButton(page);
    await button(page).click();
    await page.waitForURL(/_paged=2/);
    await settled(page);
    const card = page.locator('[data-listing-template] li[data-product-id]').nth(30);
    const id = await card.getAttribute('data-product-id');
    const link = card.locator('.woocommerce-loop-product__title a');
    await steadyInView(link);
    await link.click();
    await page.waitForURL(/\/product\//, { waitUntil: 'domcontentloaded' });
    await page.goBack({ waitUntil: 'domcontentloaded' });
    await poll(() => page.url()).toMatch(/load-more-demo\/\?_paged=2$/);
    await poll(async () => (await cardIds(page)).length).toBe(48);
    const back = page.locator(`[data-listing-template] li[data-product-id="${id}"]`);
    await poll(() => back.evaluate((el) => { const r = el.getBoundingClientRect(); return r.bottom > 0 && r.top < innerHeight; })).toBe(true);
    // and the next press brings page 3
    await scrollToButton(page);
    await button(page).click();
    await page.waitForURL(/_paged=3/);
    await settled(page);
    expect(await cardIds(page)).toHaveLength(72);
    expect(s.errors).toEqual([]);
    await s.close();
  });
});

describe('at desktop width', () => {
  it('keyboard only: Tab from the last card reaches the button, Enter appends, focus is on the first new card', async () => {
    const s = await openShopper(browser, 'desktop');
    const { page } = s;
    await open(page, LISTING);
    await scrollToButton(page);
    // the last control of the last card
    await page.locator('[data-listing-template] li[data-product-id]').nth(23).evaluate((card) => {
      const controls = Array.from(card.querySelectorAll<HTMLElement>('a[href], button'))
        .filter((el) => el.tabIndex >= 0 && el.getClientRects().length > 0 && getComputedStyle(el).visibility !== 'hidden');
      controls[controls.length - 1]!.focus();
    });
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('BUTTON');
    expect(await focusedText(page)).toBe(NAME);
    await page.keyboard.press('Enter');
    await page.waitForURL(/_paged=2/);
    await settled(page);
    const card25 = await page.locator('[data-listing-template] li[data-product-id]').nth(24).locator('.woocommerce-loop-product__title a').innerText();
    await poll(() => focusedText(page)).toBe(card25.trim());
    expect(s.errors).toEqual([]);
    await s.close();
  });

  it('a press of the theme\'s link as the first move, before the grid behaviour is there, appends page 2 in place (it left for /page/2/)', async () => {
    const s = await openShopper(browser, 'desktop');
    const { page } = s;
    await page.goto(LISTING);
    await page.evaluate(() => ((window as { marker?: number }).marker = 1));
    // The module held back until the press is done, so the press surely comes first. The scroll to the link may ask
    // for it (a scroll is a first move); the link stays a link until it comes. The press waits for the link to hold
    // still: rows drawn late (content-visibility) move it after a jump, and a press aimed before that missed it.
    const { release } = await holdRequests(page, '**/chunks/listing-*.js');
    const link = page.locator('[data-listing-more] a');
    await steadyInView(link);
    await link.click();
    release();
    await page.waitForURL(/_paged=2/);
    await settled(page);
    await poll(async () => (await cardIds(page)).length).toBe(48);
    expect(new URL(page.url()).pathname).toBe(LISTING);
    expect(await page.evaluate(() => (window as { marker?: number }).marker), 'no page load').toBe(1);
    expect(s.errors).toEqual([]);
    await s.close();
  });

  it('a failed request keeps the cards and the button, says so, and the next press works', async () => {
    const s = await openShopper(browser, 'desktop');
    const { page } = s;
    await open(page, LISTING);
    await scrollToButton(page);
    const first = await cardIds(page);
    await page.route('**/wp-json/facetwp/v1/refresh', (route) => route.fulfill({ status: 503, contentType: 'application/json', body: '{"code":"unavailable"}' }), { times: 1 });
    await button(page).click();
    const alert = page.getByRole('alert').filter({ hasText: 'مشکلی پیش آمد' });
    await alert.waitFor();
    expect(await alert.innerText()).toBe('مشکلی پیش آمد، لطفاً دوباره تلاش کنید.');
    await settled(page);
    expect(await cardIds(page)).toEqual(first);
    expect(new URL(page.url()).searchParams.has('_paged')).toBe(false);
    await poll(() => page.locator('.listing-overlay').isVisible()).toBe(false); // after its 250 ms at least
    await expectNoAxeViolations(page);
    await button(page).click();
    await page.waitForURL(/_paged=2/);
    await settled(page);
    expect(await cardIds(page)).toHaveLength(48);
    expect(await alert.count()).toBe(0);
    // the console's line for the 503 is the browser's, not ours
    expect(s.errors.filter((e) => !/503/.test(e))).toEqual([]);
    await s.close();
  });
});

describe('with JavaScript off', () => {
  it('«نمایش موارد بیشتر» is a link to page 2, which shows the next products and the numbered pager', async () => {
    const s = await openShopper(browser, 'mobile', { javaScript: false });
    const { page } = s;
    await page.goto(LISTING, { waitUntil: 'domcontentloaded' });
    const first = await cardIds(page);
    const link = page.locator('[data-listing-more]').getByRole('link', { name: NAME });
    expect(await link.getAttribute('href')).toBe('/load-more-demo/page/2/');
    await link.scrollIntoViewIfNeeded();
    // followed by a click where it is visible; the coming-soon banner (dismissed only with JavaScript) may cover it
    const covered = await link.evaluate((el) => {
      const r = el.getBoundingClientRect();
      const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
      return !(hit && el.contains(hit));
    });
    if (covered) await page.goto((await link.getAttribute('href'))!, { waitUntil: 'domcontentloaded' });
    else await Promise.all([page.waitForURL(/\/page\/2\/$/, { waitUntil: 'domcontentloaded' }), link.click()]);
    expect(new URL(page.url()).pathname).toBe('/load-more-demo/page/2/');
    const second = await cardIds(page);
    expect(second).toHaveLength(24);
    expect(second.filter((id) => first.includes(id))).toEqual([]);
    expect(await page.locator('[data-listing-pager]').getByRole('link', { name: 'قبلی' }).count()).toBe(1);
    await s.close();
  });
});
