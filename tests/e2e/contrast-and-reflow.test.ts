import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { baseUrl, sharedBrowser } from './support';

/**
 * Two ways shoppers change the page that the other e2e files do not try: Windows' contrast themes (forced colours,
 * which drop backgrounds and shadows: a control drawn by them alone vanishes; WCAG 1.4.11) and the narrowest phones
 * (320 px, also what 200 % zoom of a 640 px window gives; WCAG 1.4.10 Reflow). Found by an exploratory pass.
 */
let browser: Browser;
sharedBrowser((b) => (browser = b));

async function open(options: BrowserContextOptions, path: string): Promise<{ page: Page; close: () => Promise<void> }> {
  const context = await browser.newContext({ locale: 'fa-IR', baseURL: baseUrl(), deviceScaleFactor: 1, ...options });
  const page = await context.newPage();
  await page.goto(path);
  return { page, close: () => context.close() };
}

/**
 * WCAG 1.4.12's text spacing, as a shopper's own tool sets it (the page's context needs `bypassCSP`: the demo store's
 * CSP refuses inline styles, which such a tool's are).
 */
const addTextSpacing = (page: Page) =>
  page.addStyleTag({ content: '* { line-height: 1.5 !important; letter-spacing: .12em !important; word-spacing: .16em !important; } p { margin-block-end: 2em !important; }' });

describe('forced colours', () => {
  it('a phone\'s filters sheet: the slider\'s track, its chosen range and its focused thumb, the sections\' chevrons, the sheet\'s edge and the bottom bar\'s buttons all still show; the header\'s search has one edge', async () => {
    const { page, close } = await open({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, forcedColors: 'active' }, '/product-category/electric-tools/');
    await page.locator('.listing-bar__item', { hasText: 'نمایش فیلترها' }).tap();
    const sheet = page.getByRole('dialog', { name: 'فیلترها' });
    await sheet.waitFor();
    await sheet.getByRole('button', { name: 'قیمت' }).tap();
    await sheet.getByRole('slider').first().focus();
    await page.keyboard.press('ArrowLeft'); // a key: the focus is a keyboard user's (:focus-visible)
    const seen = await page.evaluate(() => {
      const style = (selector: string, pseudo?: string) => getComputedStyle(document.querySelector(selector)!, pseudo);
      const trigger = document.querySelector('.hsa-disclosure__trigger')!;
      return {
        track: style('.hsa-slider__track').borderTopWidth,
        // drawn apart from the track's own (forced) background
        rangeApart: style('.hsa-slider__range').backgroundColor !== style('.hsa-slider__track').backgroundColor,
        thumbOutline: getComputedStyle(document.activeElement!).outlineStyle,
        chevronApart: getComputedStyle(trigger, '::after').backgroundColor !== getComputedStyle(trigger).backgroundColor,
        sheetEdge: style('[role="dialog"]').borderInlineStartWidth,
        barButton: style('.listing-bar__item').borderTopWidth,
        headerButton: style('.header-action').borderTopWidth,
        // the search: one edge around field and button, one line between them (the field had a second edge of its own)
        search: [style('.site-search__form').borderTopWidth, style('.site-search__input').borderInlineEndWidth, style('.site-search__submit').borderInlineStartWidth, style('.site-search__submit').borderTopWidth],
      };
    });
    expect(seen).toEqual({ track: '1px', rangeApart: true, thumbOutline: 'solid', chevronApart: true, sheetEdge: '1px', barButton: '1px', headerButton: '1px', search: ['1px', '0px', '1px', '0px'] });
    await close();
  });

  it('a desktop\'s sidebar: a chosen brand\'s box is filled', async () => {
    const { page, close } = await open({ viewport: { width: 1366, height: 900 }, forcedColors: 'active' }, '/product-category/electric-tools/?_brand=ronix');
    const boxes = await page.evaluate(() => ({
      chosen: getComputedStyle(document.querySelector('.facet-link.is-selected .facet-link__box')!).backgroundColor,
      // what a dropped background shows: the theme's Canvas
      canvas: getComputedStyle(document.body).backgroundColor,
    }));
    expect(boxes.chosen).not.toBe(boxes.canvas);
    expect(boxes.chosen).not.toMatch(/, 0\)$/); // not transparent either
    await close();
  });
});

describe('at 320 px', () => {
  it.each(['/', '/product-category/electric-tools/'])('%s: nothing scrolls sideways, the logo\'s name runs under no button, the add-to-cart stays inside its card, the bottom bar\'s labels keep one line', async (path) => {
    const { page, close } = await open({ viewport: { width: 320, height: 640 }, isMobile: true, hasTouch: true }, path);
    const seen = await page.evaluate(() => {
      const box = (el: Element) => el.getBoundingClientRect();
      const name = box(document.querySelector('.site-logo__text')!);
      const overlapping = [...document.querySelectorAll('.site-header__actions .header-action')].some((b) => {
        const r = box(b);
        return name.width > 1 && name.left < r.right && r.left < name.right && name.top < r.bottom && r.top < name.bottom;
      });
      const outside = [...document.querySelectorAll('.product-card')].filter((card) => {
        const c = box(card);
        const button = card.querySelector('.add_to_cart_button');
        const b = button && box(button);
        return b && b.width > 0 && (b.left < c.left - 0.5 || b.right > c.right + 0.5);
      }).length;
      const labels = [...document.querySelectorAll('.mobile-nav__label')].map((label) => {
        const r = box(label);
        return r.height <= parseFloat(getComputedStyle(label).lineHeight) * 1.2 || r.height <= 24;
      });
      return { sideways: document.documentElement.scrollWidth > document.documentElement.clientWidth, overlapping, outside, oneLine: labels.every(Boolean) };
    });
    expect(seen).toEqual({ sideways: false, overlapping: false, outside: 0, oneLine: true });
    // the logo's name is still the link's name
    expect(await page.getByRole('link', { name: 'ابزارآلات هسا' }).first().isVisible()).toBe(true);
    await close();
  });

  it('the mini-cart\'s «مشاهده سبد خرید» and «تسویه حساب» stay inside its panel, with WCAG 1.4.12\'s text spacing too', async () => {
    const { page, close } = await open({ viewport: { width: 320, height: 640 }, isMobile: true, hasTouch: true, bypassCSP: true }, '/product-category/electric-tools/');
    await page.locator('.add_to_cart_button').first().tap();
    const panel = page.getByRole('dialog', { name: 'سبد خرید' });
    await panel.waitFor();
    const inside = () => panel.evaluate((el) => {
      const edge = el.getBoundingClientRect();
      return [...el.querySelectorAll('.woocommerce-mini-cart__buttons a')].map((a) => {
        const r = a.getBoundingClientRect();
        return { text: a.textContent!.trim(), inside: r.width > 0 && r.left >= edge.left + 8 && r.right <= edge.right - 8 && a.scrollWidth <= a.clientWidth + 1 };
      });
    });
    const all = [{ text: 'مشاهده سبد خرید', inside: true }, { text: 'تسویه حساب', inside: true }];
    expect(await inside()).toEqual(all);
    await addTextSpacing(page);
    expect(await inside()).toEqual(all);
    await close();
  });

  it('the bottom bar\'s labels stay whole on the screen and inside the bar, with WCAG 1.4.12\'s text spacing too', async () => {
    const { page, close } = await open({ viewport: { width: 320, height: 640 }, isMobile: true, hasTouch: true, bypassCSP: true }, '/checkout/');
    const whole = () => page.evaluate(() => {
      const bar = document.querySelector('.mobile-nav')!.getBoundingClientRect();
      return [...document.querySelectorAll('.mobile-nav__label')].map((label) => {
        const r = label.getBoundingClientRect();
        return { text: label.textContent!.trim(), whole: r.left >= 0 && r.right <= innerWidth && r.top >= bar.top && r.bottom <= bar.bottom };
      });
    });
    const labels = ['خانه', 'دسته‌بندی‌ها', 'سبد خرید', 'خدمات', 'حساب کاربری'].map((text) => ({ text, whole: true }));
    expect(await whole()).toEqual(labels);
    // (nowrap held «حساب کاربری» on one line, and it ran off the screen's edge, its «ی» lost)
    await addTextSpacing(page);
    expect(await whole()).toEqual(labels);
    await close();
  });

  it('a category page\'s sort and filters bar stands whole above the bottom nav from the first screen (the archive\'s body starts below the fold), and stays within the archive at its end', async () => {
    const { page, close } = await open({ viewport: { width: 320, height: 640 }, isMobile: true, hasTouch: true }, '/product-category/electric-tools/');
    const where = () => page.evaluate(() => {
      const bar = document.querySelector('[data-listing-bar]')!.getBoundingClientRect();
      const nav = document.querySelector('.mobile-nav')!.getBoundingClientRect();
      const body = document.querySelector('.archive__results')!.getBoundingClientRect();
      const footer = document.querySelector('.site-footer')!.getBoundingClientRect();
      return { barTop: bar.top, barBottom: bar.bottom, navTop: nav.top, resultsTop: body.top, footerTop: footer.top, height: innerHeight };
    });
    const top = await where();
    expect(top.resultsTop).toBeGreaterThan(top.navTop); // the case: the listing starts under the bottom nav
    expect(top.barBottom).toBeLessThanOrEqual(top.navTop);
    expect(top.barTop).toBeGreaterThan(top.height / 2); // at the bottom of the screen, not at the top
    await page.evaluate(() => scrollTo(0, document.documentElement.scrollHeight));
    await expect.poll(async () => (await where()).footerTop).toBeLessThan(top.height);
    const end = await where();
    expect(end.barBottom).toBeLessThanOrEqual(end.footerTop);
    await close();
  });
});
