import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sharedBrowser, expectNoAxeViolations, openShopper, type ShopperPage } from './support';

/** The mobile bottom navigation in Chromium at 390×844 (spec sections 2, 4, 9), axe in each state. */
let browser: Browser;
sharedBrowser((b) => (browser = b));

const bar = (page: Page) => page.getByRole('navigation', { name: 'ناوبری پایین صفحه' });
const activeItems = (page: Page) =>
  page.evaluate(() => Array.from(document.querySelectorAll('.mobile-nav__item')).flatMap((item, i) => (item.classList.contains('is-active') ? [i] : [])));
const focused = (page: Page) => page.evaluate(() => document.activeElement?.textContent?.trim() ?? '');

async function ready(page: Page) {
  await page.goto('/');
  await page.waitForSelector('[data-island="mobile-nav"][data-island-state="mounted"]');
}

describe('at 390×844', () => {
  let s: ShopperPage;
  beforeAll(async () => {
    s = await openShopper(browser, 'mobile');
    await ready(s.page);
  });
  afterAll(() => s?.close());

  it('is 66 px tall over the safe area, with خانه active first and the clicked item after, its icon pulsing', async () => {
    const { page } = s;
    expect((await bar(page).boundingBox())!.height).toBe(66);
    expect(await activeItems(page)).toEqual([0]);
    const pulse = await page.evaluate(() => {
      const link = document.querySelector<HTMLElement>('.mobile-nav__item[data-index="1"] a')!;
      link.addEventListener('click', (e) => e.preventDefault(), { once: true });
      link.click();
      const icon = link.querySelector('.mobile-nav__icon')!;
      return icon.getAnimations().map((a) => {
        const effect = a.effect as KeyframeEffect;
        return { duration: effect.getTiming().duration, peak: effect.getKeyframes()[1]?.transform };
      });
    });
    expect(pulse).toEqual([{ duration: 160, peak: 'scale(1.16)' }]);
    expect(await activeItems(page)).toEqual([1]);
    await expectNoAxeViolations(page, '.mobile-nav');
  });

  it('looks on-light over the page and on-dark over the dark footer', async () => {
    const { page } = s;
    await expect.poll(() => bar(page).getAttribute('class')).toContain('is-on-light');
    // The footer's dark band behind the bar (the page's last 66 px are the body's light padding for the bar).
    await page.evaluate(() => {
      const footer = document.querySelector('.site-footer')!.getBoundingClientRect().top + window.scrollY;
      window.scrollTo(0, footer + 120 - window.innerHeight + 33);
    });
    await expect.poll(() => bar(page).getAttribute('class')).toContain('is-on-dark');
    await expectNoAxeViolations(page, '.mobile-nav');
    await page.evaluate(() => window.scrollTo(0, 0));
  });

  it('opens «خدمات» as a modal: active while open, Tab and Shift+Tab kept inside, Escape closes with focus back on the item', async () => {
    const { page } = s;
    const item = bar(page).locator('[data-adopt="nav-services"]');
    await item.click();
    const dialog = page.getByRole('dialog', { name: 'خدمات' });
    await dialog.waitFor();
    await expect.poll(() => page.evaluate(() => !!document.activeElement?.closest('[role=dialog]'))).toBe(true);
    expect(await activeItems(page)).toEqual([3]);
    expect(await dialog.textContent()).toContain('تعمیر و خدمات پس از فروش');
    await expectNoAxeViolations(page);

    expect(await focused(page)).toBe('×');
    await page.keyboard.press('Tab');
    expect(await focused(page)).toBe('۰۲۱-۱۲۳۴۵۶۷۸');
    await page.keyboard.press('Tab');
    expect(await focused(page)).toBe('×');
    await page.keyboard.press('Shift+Tab');
    expect(await focused(page)).toBe('۰۲۱-۱۲۳۴۵۶۷۸');
    await page.keyboard.press('Shift+Tab');
    expect(await focused(page)).toBe('×');

    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(await item.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await activeItems(page)).toEqual([1]);
    expect(s.errors).toEqual([]);
  });

  it('closes the modal on its backdrop', async () => {
    const { page } = s;
    await bar(page).locator('[data-adopt="nav-services"]').click();
    const dialog = page.getByRole('dialog', { name: 'خدمات' });
    await dialog.waitFor();
    await page.mouse.click(195, 30);
    await dialog.waitFor({ state: 'detached' });
  });
});

describe('the page\'s own item', () => {
  it('is the active one from the start on the cart and account pages, «دسته‌بندی‌ها» on a listing, a product and the comparison (خانه on a page of none), and marked without JavaScript too', async () => {
    for (const javaScript of [true, false]) {
      const s = await openShopper(browser, 'mobile', { javaScript });
      const { page } = s;
      for (const [path, index] of [['/checkout-cart/', 2], ['/my-account/', 4], ['/product-category/drill/', 1], [`/?s=${encodeURIComponent('دریل')}&post_type=product`, 1], ['/product/active-jigsaw-6400-3146/', 1], ['/compare/', 1], ['/no-such-page/', javaScript ? 0 : -1]] as const) {
        await page.goto(path);
        if (javaScript) {
          await page.waitForSelector('[data-island="mobile-nav"][data-island-state="mounted"]');
          expect(await activeItems(page), path).toEqual([index]);
        } else {
          const colours = await page.evaluate(() => Array.from(document.querySelectorAll('.mobile-nav__link'), (a) => getComputedStyle(a).color));
          const marked = colours.flatMap((c, i) => (colours.filter((o) => o === c).length === 1 ? [i] : []));
          expect(marked, `${path} without JavaScript`).toEqual(index < 0 ? [] : [index]);
        }
      }
      await s.close();
    }
  });
});

describe('with reduced motion at 390×844', () => {
  it('does not pulse', async () => {
    const s = await openShopper(browser, 'mobile');
    await s.page.emulateMedia({ reducedMotion: 'reduce' });
    await ready(s.page);
    const animations = await s.page.evaluate(() => {
      const link = document.querySelector<HTMLElement>('.mobile-nav__item[data-index="4"] a')!;
      link.addEventListener('click', (e) => e.preventDefault(), { once: true });
      link.click();
      return link.querySelector('.mobile-nav__icon')!.getAnimations().length;
    });
    expect(animations).toBe(0);
    expect(await activeItems(s.page)).toEqual([4]);
    await s.close();
  });
});
