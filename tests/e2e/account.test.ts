import type { Browser } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { sharedBrowser, expectNoAxeViolations, freshMobile, latestSmsCode, openShopper, persianDigits as persian, VIEWPORTS, type ViewportName } from './support';

/**
 * /my-account/ with JavaScript off, as a shopper without it meets it: from the bottom bar's «حساب کاربری» on a
 * phone, from the header's link on a desktop; the number typed in Persian digits, the code from the demo outbox,
 * the account page, logout. Axe (which needs the page's JavaScript) scans the same pages with it on.
 */
let browser: Browser;
sharedBrowser((b) => (browser = b));

describe.each(Object.keys(VIEWPORTS) as ViewportName[])('at %s width', (viewport) => {
  it('with JavaScript off, reaches /my-account/ from the page, logs in with the number and the code, sees the account, logs out', async () => {
    const s = await openShopper(browser, viewport, { javaScript: false });
    const { page } = s;
    await page.goto('/product-category/glue/');
    const entry = viewport === 'mobile'
      ? page.getByRole('navigation', { name: 'ناوبری پایین صفحه' }).getByRole('link', { name: 'حساب کاربری' })
      : page.locator('.site-header').getByRole('link', { name: 'ورود / ثبت‌نام' });
    await entry.click();
    await page.waitForURL(/\/my-account\/$/);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('ورود / ثبت‌نام');

    await page.getByRole('textbox', { name: 'شماره موبایل' }).fill('۰۹۱۲');
    await page.getByRole('button', { name: 'ارسال کد تأیید' }).click();
    expect(await page.locator('#account-mobile-error').textContent()).toBe('لطفاً شماره موبایل معتبر وارد کنید.');

    const mobile = freshMobile('0936');
    await page.getByRole('textbox', { name: 'شماره موبایل' }).fill(persian(mobile));
    await page.getByRole('button', { name: 'ارسال کد تأیید' }).click();
    const code = page.getByRole('textbox', { name: 'کد تأیید' });
    await code.waitFor();
    await code.fill(persian(await latestSmsCode(page, mobile)));
    await page.getByRole('button', { name: 'تأیید کد' }).click();
    await page.waitForURL(/\/my-account\/$/);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('حساب کاربری');
    expect(await page.locator('.account__mobile').textContent()).toBe(persian(mobile));

    await page.getByRole('button', { name: 'خروج' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.goto('/my-account/');
    expect(await page.getByRole('textbox', { name: 'شماره موبایل' }).count()).toBe(1);
    await s.close();
  });

  it('is axe clean with JavaScript on too: the number form, a refused number, the code step', async () => {
    const s = await openShopper(browser, viewport);
    const { page } = s;
    await page.goto('/my-account/');
    await expectNoAxeViolations(page);
    await page.getByRole('textbox', { name: 'شماره موبایل' }).fill('12');
    await page.getByRole('button', { name: 'ارسال کد تأیید' }).click();
    await page.locator('#account-mobile-error').waitFor();
    await expectNoAxeViolations(page);
    await page.getByRole('textbox', { name: 'شماره موبایل' }).fill(freshMobile('0936'));
    await page.getByRole('button', { name: 'ارسال کد تأیید' }).click();
    await page.getByRole('textbox', { name: 'کد تأیید' }).waitFor();
    await expectNoAxeViolations(page);
    expect(s.errors).toEqual([]);
    await s.close();
  });
});
