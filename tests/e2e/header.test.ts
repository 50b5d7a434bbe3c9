import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sharedBrowser, expectNoAxeViolations, openShopper, holdRequests, type ShopperPage } from './support';

/**
 * The header island in Chromium (spec sections 2, 4, 7, 8, 9): at 390×844 the drawer, the header hiding on scroll,
 * the city dialog with the gazetteer and geolocation; at 1366×900 the bottom bar hiding and the mega menu. Axe in
 * each state.
 */
let browser: Browser;
sharedBrowser((b) => (browser = b));

/** The header's island has mounted (its scroll behaviour listens; its parts wait for the shopper). */
async function headerReady(page: Page) {
  await page.waitForSelector('[data-island="header"][data-island-state="mounted"]');
}

const headerTop = (page: Page) => page.evaluate(() => document.querySelector('.site-header')!.getBoundingClientRect().top);
const bottomBarTop = (page: Page) => page.evaluate(() => document.querySelector('.site-header__bottom')!.getBoundingClientRect().top);
const settle = (page: Page) => page.evaluate(() => new Promise((r) => requestAnimationFrame(() => setTimeout(r, 260))));

/**
 * The header controls Tab reaches from `start`, `count` of them (start included), each by its own class; focus is
 * let go after, as focus in the header keeps its bars shown and a later case scrolls.
 */
async function tabWalk(page: Page, start: string, count: number): Promise<string[]> {
  await page.locator(start).focus();
  const names: string[] = [];
  for (let i = 0; i < count; i++) {
    names.push(await page.evaluate(() => document.activeElement!.className.split(' ').find((c) => /__|login-trigger|site-logo/.test(c)) ?? document.activeElement!.tagName));
    await page.keyboard.press('Tab');
  }
  await page.evaluate(() => (document.activeElement as HTMLElement).blur());
  return names;
}

/** «انتخاب شهر» open, and its list of every city opened by a press (a tap, a click) on the empty box. */
async function cityListOpen(page: Page, press: 'tap' | 'click', focused: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.getByRole('button', { name: /^انتخاب شهر/ }).click();
  const dialog = page.getByRole('dialog', { name: 'انتخاب شهر' });
  await dialog.waitFor();
  await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? (document.activeElement as HTMLInputElement | null)?.labels?.[0]?.textContent ?? '')).toBe(focused);
  await dialog.getByRole('combobox', { name: 'انتخاب شهر' })[press]();
  await expect.poll(() => dialog.getByRole('option').count()).toBeGreaterThan(30);
  return dialog;
}

async function openDrawer(page: Page) {
  await page.getByRole('link', { name: 'منو' }).or(page.getByRole('button', { name: 'منو' })).click();
  const drawer = page.getByRole('dialog', { name: 'منو' });
  await drawer.waitFor();
  await expect.poll(() => page.evaluate(() => !!document.activeElement?.closest('[role=dialog]'))).toBe(true);
  return drawer;
}

describe('at 390×844', () => {
  let s: ShopperPage;
  beforeAll(async () => {
    s = await openShopper(browser, 'mobile');
    await s.page.goto('/');
    await headerReady(s.page);
  });
  afterAll(() => s?.close());

  it('opens the drawer with the categories, axe-clean, and closes it on ×, Escape, the overlay and a resize, focus back on «منو»', async () => {
    const { page } = s;
    const drawer = await openDrawer(page);
    expect(await drawer.getByRole('link', { name: 'دریل چکشی' }).getAttribute('href')).toBe('/product-category/hammer-drill/');
    await expectNoAxeViolations(page);
    const toggle = page.getByRole('button', { name: 'منو' });
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');

    await drawer.getByRole('button', { name: 'بستن' }).click();
    await drawer.waitFor({ state: 'detached' });
    expect(await toggle.evaluate((el) => el === document.activeElement)).toBe(true);

    await openDrawer(page);
    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'detached' });
    expect(await toggle.evaluate((el) => el === document.activeElement)).toBe(true);

    await openDrawer(page);
    // The overlay beside the panel (the panel covers the inline-start edge, the right in RTL).
    await page.mouse.click(20, 400);
    await drawer.waitFor({ state: 'detached' });

    await openDrawer(page);
    await page.setViewportSize({ width: 400, height: 844 });
    await drawer.waitFor({ state: 'detached' });
    await page.setViewportSize({ width: 390, height: 844 });

    // Scrolling the page over the overlay closes the drawer (spec section 2): the page is not locked under a drawer
    // that closes on scroll, or no swipe could ever close it. A real wheel, not a scrollTo (headless Chromium's
    // synthesized touch gestures scroll nothing, with or without a drawer).
    await openDrawer(page);
    await page.mouse.move(20, 600);
    await page.mouse.wheel(0, 300);
    await drawer.waitFor({ state: 'detached' });
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await page.evaluate(() => window.scrollTo(0, 0));
    expect(s.errors).toEqual([]);
  });

  it('Tab follows the header\'s rows as drawn: menu, logo, city, login, cart, then the search on its own row', async () => {
    expect(await tabWalk(s.page, '.site-header__menu-toggle', 6)).toEqual(['site-header__menu-toggle', 'site-logo', 'site-header__city-button', 'login-trigger', 'mini-cart__button', 'site-search__input']);
  });

  it('brings each category link Tab reaches in the sideways-scrolling bar into view, its focus ring whole', async () => {
    const { page } = s;
    const links = page.locator('.site-header .category-nav__link');
    await links.first().focus();
    const count = await links.count();
    for (let i = 1; i < count; i++) {
      await page.keyboard.press('Tab');
      const box = await page.evaluate(() => document.activeElement!.getBoundingClientRect().toJSON() as DOMRect);
      expect(box.left, `link ${i + 1}`).toBeGreaterThanOrEqual(5);
      expect(box.right, `link ${i + 1}`).toBeLessThanOrEqual(390 - 5);
    }
    // A finger on a half-shown link follows it: the bar does not move between the press and the click.
    const bar = page.locator('.site-header__bottom-inner');
    await bar.evaluate((el) => (el.scrollLeft = 0));
    await page.evaluate(() => (document.activeElement as HTMLElement).blur());
    const last = links.last();
    const edge = (await last.boundingBox())!;
    expect(edge.x).toBeLessThan(0); // half off the screen's left edge
    await page.touchscreen.tap(Math.max(edge.x + edge.width - 6, 2), edge.y + edge.height / 2);
    await page.waitForURL(new RegExp(`${await last.getAttribute("href")}$`), { timeout: 5000 });
    await page.goto('/');
    await headerReady(page);
  });

  it('hides the whole header on scroll down (past 20 px, more than 6 px) and shows it on scroll up, nothing below shifting', async () => {
    const { page } = s;
    await page.evaluate(() => window.scrollTo(0, 0));
    await settle(page);
    expect(await headerTop(page)).toBe(await page.evaluate(() => document.querySelector('.site-header')!.getBoundingClientRect().top));
    const mainTop = () => page.evaluate(() => document.querySelector('main')!.getBoundingClientRect().top + window.scrollY);
    const before = await mainTop();
    await page.evaluate(() => window.scrollTo(0, 400));
    await settle(page);
    const height = await page.evaluate(() => document.querySelector('.site-header')!.getBoundingClientRect().height);
    await expect.poll(() => headerTop(page)).toBeLessThanOrEqual(-height + 1);
    expect(await page.locator('.site-header').getAttribute('class')).toContain('is-hidden');
    expect(await mainTop()).toBe(before);
    await page.evaluate(() => window.scrollTo(0, 300));
    await settle(page);
    await expect.poll(() => headerTop(page)).toBe(0);
    await expectNoAxeViolations(page, '.site-header');
  });

  it('under the store notice and a banner, hides only once its own place has left the screen: never half of it over them, nor an empty band', async () => {
    const { page } = s;
    await page.goto('/product-category/electric-tools/');
    await headerReady(page);
    const hidden = async () => (await page.locator('.site-header').getAttribute('class'))!.includes('is-hidden');
    // the top of the listing's content, where the header's place ends
    const placeEnd = await page.evaluate(() => document.querySelector('.site-header + *')!.getBoundingClientRect().top + window.scrollY);
    const start = await headerTop(page);
    expect(start).toBeGreaterThan(40); // the notice and the banner come first
    for (const y of [30, 80, placeEnd - 10]) {
      await page.evaluate((to) => window.scrollTo(0, to), y);
      await settle(page);
      expect(await hidden(), `hidden at ${y} px`).toBe(false);
    }
    await page.evaluate((to) => window.scrollTo(0, to), placeEnd + 60);
    await settle(page);
    expect(await hidden()).toBe(true);
    await expect.poll(() => page.evaluate(() => document.querySelector('.site-header')!.getBoundingClientRect().bottom)).toBeLessThanOrEqual(1); // all of it
    await page.goto('/');
    await headerReady(page);
  });

  it('chooses a city in «انتخاب شهر» (Persian letters folded) and shows it after a reload (gk_city)', async () => {
    const { page } = s;
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.getByRole('button', { name: 'انتخاب شهر' }).click();
    const dialog = page.getByRole('dialog', { name: 'انتخاب شهر' });
    await dialog.waitFor();
    // Arabic ك and ي, as a keyboard without Persian letters types them.
    await dialog.getByRole('combobox', { name: 'انتخاب شهر' }).fill('كرمانشاه');
    await dialog.getByRole('option', { name: 'کرمانشاه' }).waitFor();
    await expectNoAxeViolations(page);
    await dialog.getByRole('option', { name: 'کرمانشاه' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'انتخاب شهر کرمانشاه' }).waitFor();
    const cookie = (await s.context.cookies()).find((c) => c.name === 'gk_city')!;
    expect(decodeURIComponent(cookie.value)).toBe('کرمانشاه');
    expect(cookie.expires * 1000 - Date.now()).toBeGreaterThan(364 * 86_400_000);
    await page.reload();
    await headerReady(page);
    expect(await page.getByRole('button', { name: 'انتخاب شهر کرمانشاه' }).count()).toBe(1);
    expect(s.errors).toEqual([]);
  });

  it('lists every city by its province at a tap on the empty box, and × closes the dialog at the first tap with the list open', async () => {
    const dialog = await cityListOpen(s.page, 'tap', 'بستن'); // the × first on a touch screen: no keyboard over the list
    expect(await dialog.getByRole('group').first().getAttribute('aria-labelledby')).toBeTruthy();
    await dialog.getByRole('button', { name: 'بستن' }).tap();
    await dialog.waitFor({ state: 'detached' });
    expect(s.errors).toEqual([]);
  });
});

describe('the phone header with a full cart', () => {
  it('keeps the shop\'s name whole: the count sits on the cart button\'s corner and does not widen it', async () => {
    const widths: number[] = [];
    for (const quantity of [0, 12]) {
      const shopper = await openShopper(browser, 'mobile');
      if (quantity) {
        await shopper.page.goto('/product-category/glue/');
        const id = await shopper.page.locator('.ajax_add_to_cart[data-product_id]').first().getAttribute('data-product_id');
        await shopper.page.goto(`/?add-to-cart=${id}&quantity=${quantity}`);
      }
      await shopper.page.goto('/');
      await headerReady(shopper.page);
      const logo = await shopper.page.locator('.site-logo').evaluate((el) => {
        const box = el.getBoundingClientRect();
        const text = el.querySelector('.site-logo__text')!.getBoundingClientRect();
        return { cut: text.left < box.left - 0.5 || text.right > box.right + 0.5, width: box.width };
      });
      expect(logo.cut, `the name cut with ${quantity} in the cart`).toBe(false);
      widths.push(Math.round(logo.width));
      await shopper.close();
    }
    expect(widths[1]).toBe(widths[0]);
  });
});

describe('the header between a phone and a desktop', () => {
  it('keeps every header button on one line and whole at 800, 992 and 1366 px, each still named in Persian', async () => {
    const shopper = await openShopper(browser, 'desktop');
    try {
      await shopper.page.goto('/product-category/electric-tools/');
      await headerReady(shopper.page);
      for (const width of [800, 992, 1366]) {
        await shopper.page.setViewportSize({ width, height: 900 });
        const buttons = await shopper.page.locator('.site-header__actions .header-action').evaluateAll((els) =>
          els
            .filter((el) => (el as HTMLElement).offsetParent !== null)
            .map((el) => {
              const box = el.getBoundingClientRect();
              const label = el.querySelector('.header-action__label');
              const shown = label && getComputedStyle(label).clipPath === 'none' ? label.getBoundingClientRect() : null;
              return { name: el.textContent!.trim(), height: box.height, labelLines: shown ? Math.round(shown.height / parseFloat(getComputedStyle(label!).lineHeight)) : 0, cut: shown ? shown.left < box.left - 0.5 || shown.right > box.right + 0.5 || label!.scrollWidth > label!.clientWidth + 1 : false };
            }),
        );
        expect(buttons.length, `header buttons at ${width}`).toBeGreaterThanOrEqual(3);
        for (const b of buttons) {
          expect(b.height, `«${b.name}» at ${width} px is one row high`).toBeLessThanOrEqual(48);
          expect(b.cut, `«${b.name}» cut at ${width} px`).toBe(false);
          expect(b.labelLines, `«${b.name}» lines at ${width} px`).toBeLessThanOrEqual(1);
        }
        for (const name of ['سبد خرید', 'ورود / ثبت‌نام', 'انتخاب شهر']) {
          await expect.poll(() => shopper.page.getByRole('button', { name, exact: false }).first().isVisible(), { message: `«${name}» at ${width} px` }).toBe(true);
        }
      }
      expect(shopper.errors).toEqual([]);
    } finally {
      await shopper.close();
    }
  });
});

describe('going back up with Shift+Tab', () => {
  for (const viewport of ['mobile', 'desktop'] as const) {
    it(`never leaves the focused control under the sticky header (${viewport})`, async () => {
      const shopper = await openShopper(browser, viewport);
      try {
        const { page } = shopper;
        await page.goto('/product-category/electric-tools/');
        await headerReady(page);
        await page.locator('.product-card a').nth(12).focus();
        await page.keyboard.press('Tab');
        const hidden: string[] = [];
        for (let i = 0; i < 30; i++) {
          await page.keyboard.press('Shift+Tab');
          await settle(page);
          const seen = await page.evaluate(() => {
            const el = document.activeElement as HTMLElement;
            if (!el || el === document.body || el.closest('.site-header')) return null;
            const box = el.getBoundingClientRect();
            const header = document.querySelector('.site-header')!.getBoundingClientRect();
            // more than half of it under the header (a tall region, the sidebar, is never wholly in view)
            const under = Math.min(box.bottom, header.bottom) - Math.max(box.top, header.top);
            return under > box.height / 2 ? `${el.tagName} «${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 30)}» at ${Math.round(box.top)}, header to ${Math.round(header.bottom)}` : null;
          });
          if (seen) hidden.push(seen);
        }
        expect(hidden).toEqual([]);
      } finally {
        await shopper.close();
      }
    });
  }
});

describe('«استفاده از موقعیت من» at 390×844', () => {
  async function locate(s: ShopperPage) {
    await s.page.goto('/');
    await headerReady(s.page);
    await s.page.getByRole('button', { name: 'انتخاب شهر' }).click();
    const dialog = s.page.getByRole('dialog', { name: 'انتخاب شهر' });
    await dialog.getByRole('button', { name: 'استفاده از موقعیت من' }).click();
    return dialog;
  }

  it('says «اجازه دسترسی به موقعیت مکانی داده نشد.» when the browser denies the position', async () => {
    const s = await openShopper(browser, 'mobile');
    await s.context.clearPermissions();
    const dialog = await locate(s);
    await expect.poll(() => dialog.getByRole('alert').textContent()).toBe('اجازه دسترسی به موقعیت مکانی داده نشد.');
    await expectNoAxeViolations(s.page);
    await s.close();
  });

  it('picks the nearest city of the gazetteer for a granted position (a street in Shiraz → شیراز)', async () => {
    const s = await openShopper(browser, 'mobile');
    await s.context.grantPermissions(['geolocation']);
    await s.context.setGeolocation({ latitude: 29.62, longitude: 52.53 });
    const reverse = s.page.waitForRequest((r) => r.url().includes('/wp-json/hsa/v1/places/reverse'));
    const dialog = await locate(s);
    expect(new URL((await reverse).url()).searchParams.get('lat')).toBe('29.620000');
    await dialog.waitFor({ state: 'detached' });
    await s.page.getByRole('button', { name: 'انتخاب شهر شیراز' }).waitFor();
    expect(s.errors).toEqual([]);
    await s.close();
  });
});

describe('at 1366×900', () => {
  let s: ShopperPage;
  beforeAll(async () => {
    s = await openShopper(browser, 'desktop');
    await s.page.goto('/');
    await headerReady(s.page);
  });
  afterAll(() => s?.close());

  it('Tab follows the one row as drawn: logo, search, city, login, cart', async () => {
    expect(await tabWalk(s.page, '.site-logo', 6)).toEqual(['site-logo', 'site-search__input', 'site-search__submit', 'site-header__city-button', 'login-trigger', 'mini-cart__button']);
  });

  it('hides only the bottom bar after 40 px and shows it on scroll up', async () => {
    const { page } = s;
    const top = await bottomBarTop(page);
    await page.evaluate(() => window.scrollTo(0, 300));
    await settle(page);
    expect(await page.locator('.site-header').getAttribute('class')).toContain('is-bottom-hidden');
    expect(await headerTop(page)).toBe(0); // the top row stays
    const topRowHeight = await page.evaluate(() => document.querySelector('.site-header__top')!.getBoundingClientRect().height);
    // Slid under the top row.
    await expect.poll(() => bottomBarTop(page)).toBeLessThanOrEqual(topRowHeight - (await page.locator('.site-header__bottom').boundingBox())!.height + 1);
    await page.evaluate(() => window.scrollTo(0, 250));
    await settle(page);
    expect(await page.locator('.site-header').getAttribute('class')).not.toContain('is-bottom-hidden');
    await page.evaluate(() => window.scrollTo(0, 0));
    await settle(page);
    expect(await bottomBarTop(page)).toBe(top);
  });

  it('Tab into the header from a page scrolled down leaves the page where it is (the sticky header is in view)', async () => {
    const { page } = s;
    await page.evaluate(() => window.scrollTo(0, 600));
    await page.locator('.site-search input').first().focus();
    await page.evaluate(() => window.scrollTo(0, 600));
    for (let i = 0; i < 4; i++) {
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => Math.round(window.scrollY)), await page.evaluate(() => document.activeElement!.outerHTML.slice(0, 80))).toBe(600);
    }
  });

  it('closes «انتخاب شهر» at the first click on × while its list of cities is open', async () => {
    const dialog = await cityListOpen(s.page, 'click', 'انتخاب شهر'); // with a mouse the search box, to type at once
    await dialog.getByRole('button', { name: 'بستن' }).click();
    await dialog.waitFor({ state: 'detached' });
  });

  it('opens the mega menu on a resting mouse, with the «ابزار برقی» and «ابزار دستی» tabs, axe-clean', async () => {
    const { page } = s;
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.locator('.category-nav, .mega-menu').first().hover();
    const all = page.getByRole('button', { name: 'دسته‌بندی کالاها' });
    await all.waitFor();
    await all.hover();
    await expect.poll(() => all.getAttribute('aria-expanded')).toBe('true');
    const tabs = page.getByRole('tablist', { name: 'دسته‌بندی کالاها' });
    expect(await tabs.getByRole('tab').allTextContents()).toEqual(expect.arrayContaining(['ابزار برقی', 'ابزار دستی']));
    await tabs.getByRole('tab', { name: 'ابزار دستی' }).hover();
    await tabs.getByRole('tab', { name: 'ابزار دستی' }).click();
    await page.getByRole('tablist', { name: 'ابزار دستی' }).waitFor();
    // The header with its open panel (the rest of the page is the other islands' to scan).
    await expectNoAxeViolations(page, '.site-header');
    await page.mouse.move(683, 800);
    await expect.poll(() => all.getAttribute('aria-expanded')).toBe('false');
  });

  it('Tab from the cart reaches «دسته‌بندی کالاها» first, the bar does not move as the view takes it over, and a press made while it loads opens it', async () => {
    const { page } = s;
    await page.reload();
    await headerReady(page);
    const boxes = () => page.evaluate(() => Array.from(document.querySelectorAll(':is(.category-nav, .hsa-nav__list) > li > :is(a, button)'), (el) => { const r = el.getBoundingClientRect(); return `${el.textContent?.trim()} ${Math.round(r.x)} ${Math.round(r.y)} ${Math.round(r.width)} ${Math.round(r.height)}`; }));
    const before = await boxes();
    expect(before[0]).toMatch(/^دسته‌بندی کالاها /);
    await page.locator('[data-island="mini-cart"] :is(a, button)').first().focus();
    await page.keyboard.press('Tab');
    await page.locator('.mega-menu').waitFor();
    await expect.poll(() => page.evaluate(() => { const a = document.activeElement; return a?.closest('.mega-menu') ? a.textContent : a?.outerHTML.slice(0, 80); })).toBe('دسته‌بندی کالاها');
    expect(await boxes(), 'the bar as the theme printed it and as the view draws it').toEqual(before);
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('ابزار برقی');
    // A press on the theme's button before anything loaded: the view opens its panel.
    await page.reload();
    await headerReady(page);
    await page.locator('.category-nav__all button').click();
    await page.locator('.mega-menu').waitFor();
    await expect.poll(() => page.getByRole('button', { name: 'دسته‌بندی کالاها' }).getAttribute('aria-expanded')).toBe('true');
    await page.keyboard.press('Escape');
    // Tab, then ← at once, while the menu's module is on its way (held until the keys are pressed): the key is kept
    // for the view, which moves on to the next category (it was lost, and the page did not move either)
    await page.reload();
    await headerReady(page);
    let hold = await holdRequests(page, '**/chunks/mega-*.js');
    await page.locator('[data-island="mini-cart"] :is(a, button)').first().focus();
    await page.keyboard.press('Tab');
    await page.keyboard.press('ArrowLeft');
    expect(await page.locator('.mega-menu').count(), 'the key came before the view').toBe(0);
    hold.release();
    await page.locator('.mega-menu').waitFor();
    await expect.poll(() => page.evaluate(() => [document.activeElement?.closest('.mega-menu') ? document.activeElement.textContent : '', scrollY])).toEqual(['ابزار برقی', 0]);
    // Enter then Escape while it loads: opened and closed again, in that order (the Escape went to the theme's
    // button and the press came after it, so the menu stayed open)
    await page.reload();
    await headerReady(page);
    hold = await holdRequests(page, '**/chunks/mega-*.js');
    await page.locator('[data-island="mini-cart"] :is(a, button)').first().focus();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await page.keyboard.press('Escape');
    expect(await page.locator('.mega-menu').count(), 'the keys came before the view').toBe(0);
    hold.release();
    await page.locator('.mega-menu').waitFor();
    const all = page.getByRole('button', { name: 'دسته‌بندی کالاها' });
    await page.waitForTimeout(200); // the replay has run: the view is there
    expect(await all.getAttribute('aria-expanded')).toBe('false');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('دسته‌بندی کالاها');
    await page.unroute('**/chunks/mega-*.js');
  });

  it('before the page is idle (the header not started yet): a press on «انتخاب شهر» opens it, and a sub-category link focused as the mega menu comes gives its focus to its category', async () => {
    // A busy phone or a slow desktop: the browser is never idle, so the header starts at the shopper's first move on it
    const busy = await openShopper(browser, 'desktop');
    const { page } = busy;
    await page.addInitScript(() => Object.assign(window, { requestIdleCallback: () => 0 }));
    await page.goto('/product-category/electric-tools/');
    await page.locator('html.hsa-js').waitFor();
    await page.waitForTimeout(1000); // the islands have started
    expect(await page.locator('[data-island="header"]').getAttribute('data-island-state')).toBeNull();
    await page.locator('[data-header-part="city"] button').first().focus();
    await page.keyboard.press('Enter'); // did nothing: the theme's button, and nobody listening yet
    await page.getByRole('dialog', { name: 'انتخاب شهر' }).waitFor();
    await page.keyboard.press('Escape');
    await page.reload();
    await page.waitForTimeout(1000);
    const { release } = await holdRequests(page, '**/chunks/mega-*.js');
    // the theme's fly-out under «ابزار برقی» shows its links while it has the focus; the view draws them only in its
    // closed panel. Two Tabs before the menu's module is there: on «دریل چکشی» as the view comes.
    await page.locator('.category-nav__link[href="/product-category/electric-tools/"]').focus();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('دریل چکشی');
    release();
    await page.locator('.mega-menu').waitFor();
    await expect.poll(() => page.evaluate(() => (document.activeElement?.closest('.mega-menu') ? document.activeElement.textContent : document.activeElement?.tagName))).toBe('ابزار برقی');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('ابزار دستی');
    expect(busy.errors).toEqual([]);
    await busy.close();
  });

  it('works from the keyboard: focus kept as it loads, Enter opens, ArrowLeft moves on in RTL, Tab reaches the tabs, Escape closes with focus back', async () => {
    const { page } = s;
    await page.reload();
    await headerReady(page);
    // Focus reaches the bar's first link: the view loads on focus, draws the bar again and keeps the focus on that
    // link (found by its href: it has no other key), not on <body>.
    const link = page.locator('.category-nav a').first();
    const href = await link.getAttribute('href');
    await link.focus();
    const all = page.getByRole('button', { name: 'دسته‌بندی کالاها' });
    await all.waitFor();
    await expect
      .poll(() => page.evaluate(() => { const a = document.activeElement as HTMLElement | null; return a?.closest('.mega-menu') && a.checkVisibility() ? a.getAttribute('href') : a?.tagName; }))
      .toBe(href);
    await all.focus();
    await page.keyboard.press('Enter');
    expect(await all.getAttribute('aria-expanded')).toBe('true');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('role'))).toBe('tab');
    await page.keyboard.press('ArrowLeft');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('ابزار دستی');
    await page.keyboard.press('Escape');
    expect(await all.getAttribute('aria-expanded')).toBe('false');
    expect(await all.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.press('ArrowLeft');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('ابزار برقی');
    expect(s.errors).toEqual([]);
  });
});
