import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { sharedBrowser, expectNoAxeViolations, freshMobile, latestSmsCode, openShopper, persianDigits as persian, shopperReady, VIEWPORTS, type ViewportName } from './support';

/**
 * Login by mobile number and one-time code in Chromium at both widths (issue 12), against the demo store in
 * development mode: the code is read from the demo SMS gateway's outbox (GET /__dev/sms-outbox), typed or pasted.
 */
let browser: Browser;
sharedBrowser((b) => (browser = b));

const loginButton = (page: Page) => page.locator('[data-island="login"]').getByRole('button', { name: 'ورود / ثبت‌نام' });
const dialog = (page: Page) => page.getByRole('dialog', { name: 'ورود / ثبت‌نام' });
const boxes = (page: Page) => dialog(page).getByRole('textbox', { name: /^رقم/ });

async function openLogin(page: Page) {
  await loginButton(page).click();
  await dialog(page).waitFor();
  await expect.poll(() => dialog(page).getByLabel('شماره موبایل').evaluate((el) => el === document.activeElement)).toBe(true);
}

/** Step 1 → step 2 for `mobile`, as typed. */
async function sendCode(page: Page, typed: string) {
  await dialog(page).getByLabel('شماره موبایل').fill(typed);
  await dialog(page).getByRole('button', { name: 'ارسال کد تأیید' }).click();
  await boxes(page).first().waitFor();
  await expect.poll(() => boxes(page).first().evaluate((el) => el === document.activeElement)).toBe(true);
}

async function loggedIn(page: Page) {
  await page.locator('[data-island="login"][data-account]').waitFor({ timeout: 15_000 });
  await shopperReady(page);
}

async function pasteCode(page: Page, text: string) {
  await boxes(page).first().evaluate((el, value) => {
    const data = new DataTransfer();
    data.setData('text/plain', value);
    el.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
  }, text);
}

describe.each(Object.keys(VIEWPORTS) as ViewportName[])('at %s width', (viewport) => {
  it('refuses a bad number without a request, accepts one in Persian digits, logs in with the typed code; the account menu, then logout', async () => {
    const s = await openShopper(browser, viewport);
    const { page } = s;
    await page.goto('/product-category/glue/');
    await shopperReady(page);
    const sends: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/hsa-login/v1/send-otp')) sends.push(request.postData() ?? '');
    });
    await openLogin(page);
    await expectNoAxeViolations(page);

    await dialog(page).getByLabel('شماره موبایل').fill('۰۹۱۲۳');
    await dialog(page).getByRole('button', { name: 'ارسال کد تأیید' }).click();
    await dialog(page).getByText('لطفاً شماره موبایل معتبر وارد کنید.').waitFor();
    expect(sends).toEqual([]);
    await expectNoAxeViolations(page);

    const mobile = freshMobile();
    await sendCode(page, persian(mobile));
    expect(JSON.parse(sends[0]!).mobile).toBe(mobile);
    await expect.poll(() => dialog(page).getByText(/ارسال مجدد کد پس از [۰-۹]+ ثانیه/).count()).toBe(1);
    await page.getByText('کد ارسال شد. لطفاً آن را وارد کنید.').waitFor();
    await expectNoAxeViolations(page);

    const code = await latestSmsCode(page, mobile);
    await page.keyboard.type(persian(code));
    await dialog(page).getByText(/خوش آمدید/).waitFor();
    await loggedIn(page);
    expect(page.url()).toContain('/product-category/glue/');

    const account = page.getByRole('button', { name: 'حساب کاربری' }).first();
    await account.click();
    const menu = page.getByRole('group', { name: 'حساب کاربری' });
    await menu.waitFor();
    await expect.poll(() => menu.textContent()).toContain(persian(mobile));
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await menu.waitFor({ state: 'hidden' });
    // Tab on past «خروج»: the dropdown closes behind the keyboard, as behind a press outside.
    await account.focus();
    await page.keyboard.press('Enter');
    await menu.waitFor();
    await page.keyboard.press('Tab');
    expect(await menu.getByRole('button', { name: 'خروج' }).evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.press('Tab');
    await menu.waitFor({ state: 'hidden' });
    expect(await account.getAttribute('aria-expanded')).toBe('false');
    await account.click();
    await menu.getByRole('button', { name: 'خروج' }).click();
    await loginButton(page).waitFor({ timeout: 15_000 });
    expect(await page.locator('[data-island="login"][data-account]').count()).toBe(0);
    expect(s.errors).toEqual([]);
    await s.close();
  });

  it('keeps the guest cart through a login with a pasted code', async () => {
    const s = await openShopper(browser, viewport);
    const { page } = s;
    await page.goto('/product-category/glue/');
    await shopperReady(page);
    const product = await page.locator('.ajax_add_to_cart[data-quantity="1"]').first().getAttribute('data-product_id');
    const added = await page.request.post('/?wc-ajax=add_to_cart', { form: { product_id: product!, quantity: '2' } });
    expect(added.status()).toBe(200);
    await page.reload();
    await shopperReady(page);
    await openLogin(page);
    const mobile = freshMobile();
    await sendCode(page, mobile);
    await pasteCode(page, `کد: ${persian(await latestSmsCode(page, mobile))}`);
    await loggedIn(page);
    const cart = await page.evaluate(async () => {
      const nonce = JSON.parse(document.getElementById('hsa-config')!.textContent!).rest.nonce;
      const response = await fetch('/wp-json/hsa-cart/v1/cart', { method: 'POST', headers: { 'Content-Type': 'application/json', 'X-WP-Nonce': nonce }, body: JSON.stringify({ action: 'refresh' }) });
      return (await response.json()) as { count: number };
    });
    expect(cart.count).toBe(2);
    await s.close();
  });

  it('puts a wrong code under the code field, refuses the sixth try, and refuses a second send within 60 s', async () => {
    const s = await openShopper(browser, viewport);
    const { page } = s;
    await page.goto('/');
    await shopperReady(page);
    await openLogin(page);
    const mobile = freshMobile();
    await sendCode(page, mobile);
    const code = await latestSmsCode(page, mobile);
    const wrong = String((Number(code) + 1) % 10_000).padStart(4, '0');
    for (let attempt = 1; attempt <= 5; attempt++) {
      await pasteCode(page, wrong);
      const message = dialog(page).locator('.login__error');
      await expect.poll(() => message.textContent()).toMatch(attempt < 5 ? /کد تأیید نادرست است/ : /بیش از حد مجاز/);
      const describedBy = await boxes(page).first().getAttribute('aria-describedby');
      expect(describedBy).toBe(await message.getAttribute('id'));
      if (attempt === 1) await expectNoAxeViolations(page);
    }
    await pasteCode(page, code);
    await expect.poll(() => dialog(page).locator('.login__error').textContent()).toMatch(/بیش از حد مجاز/);
    expect(await page.locator('[data-island="login"][data-account]').count()).toBe(0);

    await dialog(page).getByRole('button', { name: 'ویرایش شماره' }).click();
    await dialog(page).getByRole('button', { name: 'ارسال کد تأیید' }).click();
    await expect.poll(() => dialog(page).locator('.login__error').textContent()).toMatch(/ثانیه صبر کنید/);
    expect(await latestSmsCode(page, mobile)).toBe(code);
    await s.close();
  });

  // Skipped on 2026-11-23, a known bug to fix first: typed at Playwright's speed, the fourth digit is lost about one
  // time in two (the boxes read 6,4,3,'' with focus on the fourth), so the code is never complete. The widget test of
  // fast typing passes; the real browser does not. The closing note of that day says more.
  it('logs in with the keyboard only', async () => {
    const s = await openShopper(browser, viewport);
    const { page } = s;
    await page.goto('/');
    await shopperReady(page);
    // Tab from the top of the page to the login button (the island loads as focus reaches it; focus moves on to its
    // own button of the same name).
    const onLogin = () => page.evaluate(() => Boolean(document.activeElement?.closest('[data-island="login"]')));
    const focused = () =>
      page.evaluate(() => {
        const el = document.activeElement;
        return el ? `${el.tagName.toLowerCase()}.${el.className} «${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 24)}»` : 'nothing';
      });
    const path: string[] = [];
    for (let i = 0; i < 80 && !(await onLogin()); i++) {
      await page.keyboard.press('Tab');
      path.push(await focused());
    }
    // A failure says where focus went (once in CI it did not reach the login button in 80 presses).
    expect(await onLogin(), path.slice(-12).join('\n')).toBe(true);
    await expect.poll(() => loginButton(page).evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.press('Enter');
    await dialog(page).waitFor();
    await expect.poll(() => dialog(page).getByLabel('شماره موبایل').evaluate((el) => el === document.activeElement)).toBe(true);
    const mobile = freshMobile();
    await page.keyboard.type(mobile);
    await page.keyboard.press('Enter');
    await boxes(page).first().waitFor();
    await expect.poll(() => boxes(page).first().evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.type(await latestSmsCode(page, mobile));
    await loggedIn(page);
    await s.close();
  });
});
