import type { Browser } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { baseUrl, sharedBrowser, expectNoAxeViolations, openShopper, VIEWPORTS, type ViewportName } from './support';

/**
 * The demo store's pages in Chromium, as a shopper sees them, at both widths: Persian, right-to-left, Vazirmatn,
 * nothing from another host, no console error, no axe violation; and with JavaScript off, links and forms work.
 */
let browser: Browser;
sharedBrowser((b) => (browser = b));

const PAGES = [
  ['home', '/'],
  ['category', '/product-category/electric-tools/'],
  ['category page 2', '/product-category/electric-tools/page/2/?orderby=price'],
  ['tag', `/tag/${encodeURIComponent('ابزار-صنعتی')}/`],
  ['brand', '/brand/ronix/'],
  ['search', `/?s=${encodeURIComponent('دريل')}&post_type=product`],
  ['compare', '/compare/?ids=3,7,12'],
  ['product (variable, a gallery of several images)', '/product/tente-furniture-wheel-9014-1156/'],
  ['cart', '/checkout-cart/'],
  ['checkout', '/checkout/'],
  // its own search beside the header's: two search landmarks, so each must be named apart (axe landmark-unique)
  ['not found', '/no-such-page/'],
] as const;

describe('the axe helper', () => {
  it('fails on a violation in the page, and in a frame of it (a framed page is scanned frame by frame)', async () => {
    const shopper = await openShopper(browser, 'mobile');
    const { page } = shopper;
    await page.goto('/checkout-cart/');
    const bare = '<img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=">';
    await page.evaluate((img) => document.querySelector('main')!.insertAdjacentHTML('beforeend', img), bare);
    await expect(expectNoAxeViolations(page)).rejects.toThrow(/image-alt \(critical\)[^]*main > img/);
    await page.evaluate((img) => {
      document.querySelector('main > img')!.remove();
      const frame = document.createElement('iframe');
      frame.title = 'frame';
      frame.srcdoc = `<!doctype html><html lang="fa"><title>t</title><p>${img}</p></html>`;
      document.querySelector('main')!.append(frame);
      return new Promise((resolve) => frame.addEventListener('load', resolve, { once: true }));
    }, bare);
    await expect(expectNoAxeViolations(page)).rejects.toThrow(/image-alt \(critical\)[^]*\n +iframe img:/);
    await shopper.close();
  });
});

// Each page in its own browser context, several at once: most of a check is waiting on the browser.
describe.concurrent.each(Object.keys(VIEWPORTS) as ViewportName[])('at %s width', (viewport) => {
  for (const [name, path] of PAGES) {
    it(`${name} is a working Persian RTL page with no console error and no axe violation`, async ({ expect }) => {
      const shopper = await openShopper(browser, viewport);
      const foreign: string[] = [];
      shopper.page.on('request', (request) => {
        if (!request.url().startsWith(baseUrl()) && !request.url().startsWith('data:')) foreign.push(request.url());
      });
      const response = await shopper.page.goto(path, { waitUntil: 'networkidle' });
      expect(response?.status()).toBe(name === 'not found' ? 404 : 200);
      const facts = await shopper.page.evaluate(async () => {
        await document.fonts.ready;
        return {
          lang: document.documentElement.lang,
          dir: document.documentElement.dir,
          font: getComputedStyle(document.body).fontFamily,
          // the faces that drew the page: the Persian cut always, the Latin cut where Latin shows, never the whole font
          vazirmatn: [...document.fonts].filter((face) => face.family === 'Vazirmatn' && face.status === 'loaded').map((face) => face.unicodeRange),
          islands: [...document.querySelectorAll('[data-island-state="failed"]')].map((el) => el.getAttribute('data-island')),
          prices: [...document.querySelectorAll('.price, .amount')].map((el) => el.textContent ?? ''),
          overflow: document.documentElement.scrollWidth - document.documentElement.clientWidth,
        };
      });
      expect(facts.lang).toBe('fa');
      expect(facts.dir).toBe('rtl');
      expect(facts.font).toContain('Vazirmatn');
      // the Persian cut's face (the one with the Persian digits)
      expect(facts.vazirmatn.some((range) => range.includes('U+6F0-6F9'))).toBe(true);
      // the whole font's face is the one with Latin Extended (U+154-17F): never needed by these pages
      expect(facts.vazirmatn.every((range) => !range.includes('U+154-17F')), 'the whole font loaded (a cut has every character shown)').toBe(true);
      expect(facts.islands).toEqual([]);
      for (const price of facts.prices) expect(price).not.toMatch(/[0-9]/);
      expect(facts.overflow, 'the page scrolls sideways').toBeLessThanOrEqual(0);
      // a screen reader hears a sale's two amounts, each said for what it is (a label on <del>/<ins> replaced them)
      const sale = shopper.page.locator('.price:has(del)').first();
      if (name === 'category' || name === 'home') expect(await sale.count(), 'a sale on the page').toBeGreaterThan(0);
      if (await sale.count()) expect(await sale.ariaSnapshot()).toMatch(/قیمت اصلی: [۰-۹٬,]+ تومان، .*قیمت با تخفیف: [۰-۹٬,]+ تومان/s);
      expect(foreign).toEqual([]);
      await expectNoAxeViolations(shopper.page);
      // the browser logs the page's own 404
      expect(shopper.errors.filter((e) => !(name === 'not found' && e.includes('404')))).toEqual([]);
      await shopper.close();
    });
  }
});

describe('with JavaScript off', () => {
  it('shows everything the landing page\'s tabs, accordion and switcher hold (their controls would do nothing)', async () => {
    const shopper = await openShopper(browser, 'mobile', { javaScript: false });
    await shopper.page.goto('/landing/');
    for (const text of ['هجده ماه گارانتی', 'تا هفت روز پس از تحویل', 'بله، با کد اقتصادی خریدار', 'از ۱۰ عدد: ۳٬۸۰۰٬۰۰۰ تومان', 'بوش']) {
      // in the page's own content (the header's category bar holds «دریل بوش», a brand link only its menu shows)
      expect(await shopper.page.locator('main').getByText(text).first().isVisible(), text).toBe(true);
    }
    expect(await shopper.page.getByRole('tablist').isVisible()).toBe(false);
    expect(await shopper.page.getByRole('switch', { name: 'قیمت عمده' }).isVisible()).toBe(false);
    await shopper.close();
  });

  it('opens «منو» on a phone as the whole category tree: every top category and its sub-categories, in view', async () => {
    const shopper = await openShopper(browser, 'mobile', { javaScript: false });
    const { page } = shopper;
    await page.goto('/');
    await page.getByRole('link', { name: 'منو' }).tap();
    await page.waitForURL(/#site-categories$/);
    const nav = page.getByRole('navigation', { name: 'دسته‌بندی کالاها' });
    const tops = nav.locator('.category-nav > li > a');
    expect(await tops.count()).toBeGreaterThan(4);
    for (const link of await tops.all()) {
      const box = (await link.boundingBox())!;
      expect(box.x, await link.textContent() ?? '').toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(390);
    }
    await expect.poll(() => nav.locator('.category-nav__sub a').first().isVisible()).toBe(true);
    await nav.getByRole('link', { name: 'چکش', exact: true }).tap();
    await page.waitForURL(/\/product-category\//);
    await shopper.close();
  });

  it('browses with links, pages, sorts and searches with forms', async () => {
    const shopper = await openShopper(browser, 'mobile', { javaScript: false });
    const { page } = shopper;
    await page.goto('/');
    await page.getByRole('navigation', { name: 'دسته‌بندی کالاها' }).getByRole('link', { name: 'ابزار برقی' }).click();
    await page.waitForURL((url) => url.href.includes('/product-category/electric-tools/'));
    await page.getByRole('link', { name: '۲', exact: true }).click();
    await page.waitForURL((url) => url.href.includes('/page/2/'));
    await page.getByLabel('مرتب‌سازی').selectOption('price');
    await page.getByRole('button', { name: 'اعمال' }).click();
    await page.waitForURL((url) => url.href.includes('orderby=price'));
    const search = page.getByRole('searchbox', { name: 'جستجو' });
    await search.fill('دریل');
    await search.press('Enter');
    await page.waitForURL((url) => url.href.includes('s='));
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toContain('دریل');
    expect(await page.locator('.product-card').count()).toBeGreaterThan(0);
    await shopper.close();
  });

  it('adds to the cart with the card link and the cart button is a link to the cart page', async () => {
    const shopper = await openShopper(browser, 'desktop', { javaScript: false });
    const { page } = shopper;
    await page.goto('/product-category/glue/');
    // What needs JavaScript is hidden without it (`@media (scripting: none)`, no head script), and shown with it.
    expect(await page.locator('.product-card__arrow').first().isVisible()).toBe(false);
    const withJs = await openShopper(browser, 'desktop');
    await withJs.page.goto('/product-category/glue/');
    expect(await withJs.page.locator('.product-card__arrow').first().isVisible()).toBe(true);
    await withJs.close();
    await page.locator('.add_to_cart_button').first().click();
    await expect.poll(() => page.getByRole('status').filter({ hasText: 'به سبد خرید شما افزوده شد' }).count()).toBe(1);
    await page.getByRole('banner').getByRole('link', { name: /سبد خرید/ }).click();
    await page.waitForURL((url) => url.href.includes('/checkout-cart/'));
    expect(await page.locator('tr.cart_item').count()).toBe(1);
    await shopper.close();
  });
});

describe('in a browser that does not know @media (scripting) (Chrome before 120, Safari before 17)', () => {
  /**
   * A category page in such a browser: the style sheets read with every `(scripting: …)` query false, as an unknown
   * feature is, once the islands' first start has set html.hsa-js.
   */
  const openCategory = async (viewport: ViewportName) => {
    const shopper = await openShopper(browser, viewport);
    await shopper.page.route(/\.css(\?|$)/, async (route) => {
      const response = await route.fetch();
      const body = (await response.text()).replace(/\(\s*scripting\s*:\s*(enabled|none)\s*\)/g, '(hsa-unknown-feature)');
      await route.fulfill({ response, body });
    });
    await shopper.page.goto('/product-category/electric-tools/');
    await expect.poll(() => shopper.page.evaluate(() => document.documentElement.classList.contains('hsa-js'))).toBe(true);
    return shopper;
  };

  it('hides the no-JS controls once a script runs, and the phone\'s server filters behind the bar', async () => {
    const shopper = await openCategory('mobile');
    const { page } = shopper;
    // the header's «ورود / ثبت‌نام» once (its no-JS link to /my-account/ stood beside the login button)
    expect(await page.locator('.nojs-only').count()).toBeGreaterThan(0);
    expect(await page.locator('.nojs-only:visible').count()).toBe(0);
    expect(await page.locator('.js-only:visible').count()).toBeGreaterThan(0);
    // the bar's sheets hold the filters: the server's own are not drawn too
    expect(await page.locator('.archive__sidebar > [data-facet]').count()).toBeGreaterThan(0);
    expect(await page.locator('.archive__sidebar > [data-facet]:visible').count()).toBe(0);
    expect(shopper.errors).toEqual([]);
    await shopper.close();
  });

  it('shows «دسته‌بندی کالاها» in the desktop category bar once a script runs', async () => {
    const shopper = await openCategory('desktop');
    const { page } = shopper;
    await expect.poll(() => page.locator('.category-nav__all').first().isVisible()).toBe(true);
    expect(await page.locator('.nojs-only:visible').count()).toBe(0);
    await shopper.close();
  });
});
