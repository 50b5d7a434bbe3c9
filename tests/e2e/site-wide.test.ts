import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { sharedBrowser, addFirstPlainProduct, freshMobile, shopperReady, expectNoAxeViolations, expectNoSidewaysScroll, hasLatinDigits, openShopper, phoneBack, watchPhoneBack, VIEWPORTS, type ViewportName } from './support';

/** The site-wide elements of spec section 2, in Chromium at both widths. */
let browser: Browser;
sharedBrowser((b) => (browser = b));

/** An empty cart has no checkout form: one product in the cart (its card link, as without JavaScript), then the checkout. */
/** A checkout's billing fields as a shopper fills them in (the form's field ids). */
const BILLING = { billing_first_name: 'مریم', billing_last_name: 'احمدی', billing_phone: '۰۹۱۲۳۴۵۶۷۸۹', billing_city: 'تهران', billing_address_1: 'خیابان آزادی' };
async function fillBilling(page: Page, fields: Record<string, string>) {
  for (const [id, value] of Object.entries(fields)) await page.fill(`#${id}`, value);
}

async function checkoutWithOneProduct(page: Page) {
  await page.goto('/product-category/glue/');
  const id = await page.locator('.ajax_add_to_cart[data-quantity="1"][data-product_id]').first().getAttribute('data-product_id');
  await page.goto(`/?add-to-cart=${id}`);
  await page.goto('/checkout/', { waitUntil: 'networkidle' });
}

describe.each(Object.keys(VIEWPORTS) as ViewportName[])('at %s width', (viewport) => {
  it('dismisses the store notice (cookie) and the coming-soon banner (the REST call), for good', async () => {
    const s = await openShopper(browser, viewport);
    const { page } = s;
    await page.goto('/');
    const notice = page.getByRole('region', { name: 'اطلاعیه فروشگاه' });
    await notice.getByRole('button', { name: 'بستن' }).click();
    await notice.waitFor({ state: 'hidden' });
    const cookies = await s.context.cookies();
    expect(cookies.find((c) => c.name.startsWith('store_notice'))?.value).toBe('hidden');

    const banner = page.getByRole('region', { name: 'حالت به‌زودی' });
    const call = page.waitForRequest((r) => r.url().endsWith('/wp-json/wp/v2/users/me'));
    await banner.getByRole('button', { name: 'بستن' }).click();
    const request = await call;
    expect(request.headers()['x-wp-nonce']).toMatch(/^[a-f0-9]{10}$/);
    expect(request.postDataJSON()).toEqual({ woocommerce_meta: { coming_soon_banner_dismissed: 'yes' } });
    await banner.waitFor({ state: 'hidden' });

    await page.reload();
    expect(await page.getByRole('region', { name: 'اطلاعیه فروشگاه' }).count()).toBe(0);
    expect(await page.getByRole('region', { name: 'حالت به‌زودی' }).count()).toBe(0);
    expect(s.errors).toEqual([]);
    await s.close();
  });

  it('a search for one very long word (a pasted link) wraps: the results page stays the window\'s width, with and without JavaScript', async () => {
    const query = `https://www.digikala.com/product/dkp-1234567/bosch-gsb-13-re-professional${'ب'.repeat(200)}`;
    for (const javaScript of [true, false]) {
      const s = await openShopper(browser, viewport, { javaScript });
      await s.page.goto(`/?post_type=product&s=${encodeURIComponent(query)}`);
      expect(await s.page.locator('h1').textContent()).toContain('bosch-gsb');
      await expectNoSidewaysScroll(s.page);
      await s.close();
    }
  });

  it('keeps the coming-soon banner and says so when the dismiss call fails', async () => {
    const s = await openShopper(browser, viewport);
    await s.page.route('**/wp-json/wp/v2/users/me', (route) => route.fulfill({ status: 500, contentType: 'text/html', body: '<p>error</p>' }));
    await s.page.goto('/');
    const banner = s.page.getByRole('region', { name: 'حالت به‌زودی' });
    await banner.getByRole('button', { name: 'بستن' }).click();
    await expect.poll(() => banner.getByRole('status').textContent()).toBe('مشکلی پیش آمد، لطفاً دوباره تلاش کنید.');
    expect(await banner.isVisible()).toBe(true);
    await s.close();
  });

  it('reopens a checkout sent with empty fields on its summary of errors, focused, in the form\'s order, each a link to its field', async () => {
    const s = await openShopper(browser, viewport);
    const { page } = s;
    await checkoutWithOneProduct(page);
    await page.fill('#billing_phone', '123');
    await Promise.all([page.waitForLoadState('load'), page.waitForNavigation(), page.click('#place_order')]);
    const summary = page.locator('#checkout-errors');
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('checkout-errors');
    const targets = await summary.locator('a').evaluateAll((links) => links.map((a) => a.getAttribute('href')!.slice(1)));
    const fields = await page.locator('form.checkout input[aria-invalid="true"]').evaluateAll((inputs) => inputs.map((i) => i.id));
    expect(targets.length).toBeGreaterThan(1);
    expect(targets).toEqual(fields);
    const gap = await page.evaluate(() => document.querySelector('form.checkout')!.getBoundingClientRect().top - document.querySelector('#checkout-errors')!.getBoundingClientRect().bottom);
    expect(gap).toBeGreaterThanOrEqual(12);
    // A named alert holding a list (axe: list, listitem, aria-allowed-role).
    expect(await page.getByRole('alert', { name: 'لطفاً این موارد را اصلاح کنید:' }).getByRole('listitem').count()).toBe(targets.length);
    await expectNoAxeViolations(page, '#checkout-errors');
    expect(s.errors).toEqual([]);
    await s.close();
  });

  it('without JavaScript, each link of the summary of errors brings its field and the field\'s label into view below the sticky header', async () => {
    const s = await openShopper(browser, viewport, { javaScript: false });
    const { page } = s;
    await checkoutWithOneProduct(page);
    await Promise.all([page.waitForNavigation(), page.click('#place_order')]);
    const links = page.locator('#checkout-errors a');
    expect(await links.count()).toBeGreaterThan(1);
    for (const index of [await links.count() - 1, 0]) {
      const id = (await links.nth(index).getAttribute('href'))!.slice(1);
      await links.nth(index).click();
      await expect.poll(() => page.evaluate(() => location.hash)).toBe(`#${id}`);
      const { label, header } = await page.evaluate((field) => ({
        label: document.querySelector(`label[for="${field}"]`)!.getBoundingClientRect().top,
        header: document.querySelector('.site-header')!.getBoundingClientRect().bottom,
      }), id);
      // the label stayed under the header before (label top at 135 px, the header's bottom at 158 px, at 390)
      expect(label, id).toBeGreaterThanOrEqual(header);
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    }
    await s.close();
  });

  it('Post/Redirect/Get: a reload after errors keeps what was sent, and Back from the order placed is a page, not a resubmission', async () => {
    const s = await openShopper(browser, viewport);
    const { page } = s;
    await checkoutWithOneProduct(page);
    await page.fill('#billing_first_name', 'مریم');
    await page.click('#place_order');
    await page.locator('#checkout-errors').waitFor();
    await page.reload();
    expect(await page.inputValue('#billing_first_name')).toBe('مریم');
    const { billing_first_name: _, ...rest } = BILLING;
    await fillBilling(page, { ...rest, billing_postcode: '۱۲۳۴۵۶۷۸۹۰' });
    await Promise.all([page.waitForURL('**/order-received/**'), page.click('#place_order')]);
    const back = await page.goBack();
    expect(back?.status(), 'Back loads a page (Chromium answers ERR_CACHE_MISS for a POST)').toBeLessThan(400);
    expect(await page.locator('.site-header').count()).toBe(1);
    await s.close();
  });

  it('says under the chosen payment method what comes; «کارت به کارت» placed, the card and the amount come first', async () => {
    const s = await openShopper(browser, viewport);
    const { page } = s;
    await checkoutWithOneProduct(page);
    const shown = () => page.locator('.payment-method__box:visible').allInnerTexts();
    expect(await shown()).toEqual([expect.stringContaining('هنگام تحویل')]);
    await page.getByRole('radio', { name: 'کارت به کارت' }).check();
    expect(await shown()).toEqual([expect.stringContaining('شماره کارت و شبای فروشگاه')]);
    await fillBilling(page, BILLING);
    await Promise.all([page.waitForURL('**/order-received/**'), page.click('#place_order')]);
    const details = page.getByRole('region', { name: 'اطلاعات واریز' });
    // in the first screen, under the thanks
    expect(await details.evaluate((el) => el.getBoundingClientRect().top < innerHeight)).toBe(true);
    expect(await details.innerText()).toContain('۶۰۳۷ ۹۹۱۴ ۸۲۶۳ ۰۱۵۷');
    expect(hasLatinDigits(await details.innerText())).toBe(false);
    await expectNoAxeViolations(page);
    expect(s.errors).toEqual([]);
    await s.close();
  });

  it('gives back what was typed at the checkout when the shopper goes to the cart and comes Back', async () => {
    const s = await openShopper(browser, viewport);
    const { page } = s;
    await checkoutWithOneProduct(page);
    await page.fill('#billing_first_name', 'علی');
    await page.fill('#billing_city', 'شیراز');
    await page.goto('/checkout-cart/');
    await page.goBack({ waitUntil: 'networkidle' });
    await expect.poll(() => page.evaluate(() => ['billing_first_name', 'billing_city'].map((n) => (document.getElementById(n) as HTMLInputElement).value))).toEqual(['علی', 'شیراز']);
    // the attribution's hidden fields are filled too, at the form's end
    expect(await page.locator('form.checkout > wc-order-attribution-inputs input[type="hidden"]').count()).toBeGreaterThan(0);
    expect(s.errors).toEqual([]);
    await s.close();
  });

  it('gives the checkout password field a show/hide toggle with its Persian names', async () => {
    const s = await openShopper(browser, viewport);
    const { page } = s;
    await checkoutWithOneProduct(page);
    await expectNoSidewaysScroll(page);
    await expectNoAxeViolations(page, 'form.checkout');
    // each section's heading (its legend) inside its white box, not astride the box's top edge
    const insets = await page.locator('form.checkout fieldset').evaluateAll((sets) => sets.map((f) => f.querySelector('legend')!.getBoundingClientRect().top - f.getBoundingClientRect().top));
    expect(insets.length).toBeGreaterThan(1);
    for (const inset of insets) expect(inset).toBeGreaterThanOrEqual(8);
    const field = page.getByLabel('رمز عبور حساب (اختیاری)');
    // the button comes when the field is on the screen (below a phone's first), over the field: nothing moves
    const box = () => field.evaluate((el: HTMLElement) => [el.offsetTop, el.offsetWidth, el.offsetHeight, (el.closest('form') as HTMLElement).offsetHeight]);
    const before = await box();
    if (viewport === 'mobile') expect(await page.locator('.show-password-input').count(), 'not before it is on the screen').toBe(0);
    await field.scrollIntoViewIfNeeded();
    await page.getByRole('button', { name: 'نمایش رمز عبور' }).waitFor();
    expect(await box()).toEqual(before);
    await field.fill('secret-1234');
    await page.getByRole('button', { name: 'نمایش رمز عبور' }).click();
    expect(await field.getAttribute('type')).toBe('text');
    await page.getByRole('button', { name: 'پنهان کردن رمز عبور' }).click();
    expect(await field.getAttribute('type')).toBe('password');
    expect(s.errors).toEqual([]);
    await s.close();
  });

  it('a product sent without its option, or with letters for a count, says why in Persian under each field (not the browser\'s bubble), and the line goes once fixed', async () => {
    const s = await openShopper(browser, viewport);
    const { page } = s;
    await page.goto('/product/tente-furniture-wheel-9014-1156/');
    const form = page.locator('form.cart');
    const add = form.getByRole('button', { name: 'افزودن به سبد خرید' });
    const group = page.getByRole('group', { name: 'انتخاب نوع' });
    // the first that can be bought (the one out of stock is shown, disabled)
    const options = group.getByRole('radio', { disabled: false }).first();
    const count = page.getByRole('textbox', { name: 'تعداد' });
    await count.fill('دو');
    let sent = false;
    page.on('request', (r) => r.method() === 'POST' && (sent = true));
    await add.click();
    // the first refused field has the focus, and both say why, tied to their fields
    await expect.poll(() => options.evaluate((el) => el === document.activeElement)).toBe(true);
    await expect.poll(() => options.getAttribute('aria-invalid')).toBe('true');
    const description = (field: typeof options) => field.evaluate((el) => (el.getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id)?.textContent).join(' '));
    await expect.poll(() => description(options)).toBe('لطفاً یک گزینه را انتخاب کنید.');
    expect(await description(count)).toBe('تعداد را با رقم و بدون اعشار وارد کنید، مانند ۲.');
    await expect.poll(() => page.locator('[data-hsa-announcer]').textContent()).toBe('لطفاً یک گزینه را انتخاب کنید.');
    expect(await page.locator('.hsa-field-error').allTextContents()).toHaveLength(2);
    expect(sent, 'nothing sent').toBe(false);
    // the add button stays level with the count field (the line is under it, out of the row)
    const [field, button] = await Promise.all([count.boundingBox(), add.boundingBox()]);
    if (Math.abs(field!.y - button!.y) < field!.height) expect(Math.abs(field!.y + field!.height / 2 - (button!.y + button!.height / 2))).toBeLessThan(4);
    await expectNoSidewaysScroll(page);
    await options.check();
    await count.fill('۲');
    await expect.poll(() => page.locator('.hsa-field-error').count()).toBe(0);
    expect(await options.getAttribute('aria-invalid')).toBeNull();
    expect(s.errors).toEqual([]);
    await s.close();
  });

  it('on the cart page a refused count takes the last update\'s «سبد خرید به‌روز شد.» away, and keeps its line when another line is removed', async () => {
    const s = await openShopper(browser, viewport);
    const { page } = s;
    const home = await (await s.context.request.get('/product-category/glue/')).text();
    const ids = [...home.matchAll(/data-quantity="1" data-product_id="(\d+)"/g)].map((m) => m[1]!).slice(0, 2);
    expect(ids).toHaveLength(2);
    for (const id of ids) expect((await s.context.request.post('/?wc-ajax=add_to_cart', { form: { product_id: id, quantity: '1' } })).ok()).toBe(true);
    await page.goto('/checkout-cart/');
    const boxes = page.locator('.woocommerce-cart-form input.qty');
    const update = page.getByRole('button', { name: 'به‌روزرسانی سبد خرید' });
    await boxes.first().fill('3');
    await update.click();
    await page.waitForLoadState('load');
    const notices = page.locator('.woocommerce-notices-wrapper');
    await expect.poll(() => notices.allTextContents().then((t) => t.map((x) => x.trim()))).toEqual(['سبد خرید به‌روز شد.']);
    const band = await notices.boundingBox();
    await shopperReady(page);
    await boxes.first().fill('2.5');
    await update.click();
    const line = page.locator('.hsa-field-error');
    await expect.poll(() => line.allTextContents()).toEqual(['تعداد را با رقم و بدون اعشار وارد کنید، مانند ۲.']);
    expect(await page.locator('.woocommerce-message').count()).toBe(0);
    // the emptied wrapper stays for WooCommerce's next notice, and takes no room
    expect(await notices.count()).toBe(1);
    expect(await notices.isVisible()).toBe(false);
    expect(band!.height).toBeGreaterThan(20);
    // the other line goes by script: the table is drawn again, the box keeps «2.5» and its line
    await page.locator('.woocommerce-cart-form a.remove').nth(1).click();
    await expect.poll(() => boxes.count()).toBe(1);
    await expect.poll(() => notices.textContent()).toContain('حذف شد.');
    expect(await boxes.first().inputValue()).toBe('2.5');
    await expect.poll(() => line.allTextContents()).toEqual(['تعداد را با رقم و بدون اعشار وارد کنید، مانند ۲.']);
    expect(await boxes.first().getAttribute('aria-invalid')).toBe('true');
    expect(s.errors).toEqual([]);
    await s.close();
  });

  it("a variable product's SKU line follows the variation chosen, each choice's own code", async () => {
    const s = await openShopper(browser, viewport);
    const { page } = s;
    await page.goto('/product/fischer-construction-glue-9264-3141/');
    const sku = page.locator('.product-page__meta .sku');
    const own = await sku.textContent();
    const choices = page.getByRole('group', { name: 'انتخاب نوع' }).getByRole('radio', { disabled: false });
    expect(await choices.count()).toBeGreaterThan(1);
    const codes = await choices.evaluateAll((radios) => radios.map((r) => (r as HTMLInputElement).dataset.sku));
    expect(new Set([own, ...codes]).size).toBe(codes.length + 1);
    await choices.nth(1).check();
    await expect.poll(() => sku.textContent()).toBe(codes[1]);
    await choices.nth(0).check();
    await expect.poll(() => sku.textContent()).toBe(codes[0]);
    expect(s.errors).toEqual([]);
    await s.close();
  });

  it('raises a quantity below its min to the min on page load', async () => {
    const s = await openShopper(browser, viewport);
    const { page } = s;
    await page.goto('/product-category/anchors/');
    let href: string | null = null;
    for (let n = 1; n <= 10 && !href; n++) {
      if (n > 1) await page.goto(`/product-category/anchors/page/${n}/`);
      const card = page.locator('.product-card').filter({ has: page.locator('.ajax_add_to_cart:not([data-quantity="1"])') }).first();
      if (await card.count()) href = await card.locator('h3 a').getAttribute('href');
    }
    expect(href, 'a product with a minimum quantity').not.toBeNull();
    await page.goto(href!);
    const input = page.getByLabel('تعداد', { exact: true });
    const min = await input.getAttribute('min');
    expect(Number(min)).toBeGreaterThan(1);
    expect((await input.inputValue()).replace(/[۰-۹]/g, (d) => String(d.charCodeAt(0) - 0x06f0))).toBe(min);
    expect(await input.inputValue()).toMatch(/^[۰-۹]+$/);
    await s.close();
  });
});

describe("a phone's Back (Chrome on Android's close request)", () => {
  it('closes the layer open, top first (a list of suggestions before its overlay or dialog): the search overlay, the city dialog, the filters sheet, the mini-cart, the compare tray, and stays on the page with what was typed; with none open it is the browser\'s own Back', async () => {
    const s = await openShopper(browser, 'mobile');
    await watchPhoneBack(s.context);
    const { page } = s;
    await page.goto('/product-category/electric-tools/');
    await page.evaluate(() => Object.assign(window, { samePage: true }));
    const samePage = () => page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage === true);
    const unlocked = () => page.evaluate(() => document.documentElement.style.overflow === '' && !document.querySelector('[inert]'));

    const search = page.locator('.site-header [data-island="live-search"] input[name="s"]');
    await search.click();
    const overlay = page.locator('.site-header .hsa-ls--mobile');
    await overlay.waitFor();
    await search.fill('دریل');
    const suggestions = page.locator('.site-header [role="listbox"]:not([hidden])');
    await suggestions.waitFor();
    // the suggestions first, as the first Escape; then the overlay
    expect(await phoneBack(page)).toBe(true);
    await expect.poll(() => suggestions.count()).toBe(0);
    expect(await overlay.count()).toBe(1);
    expect(await phoneBack(page)).toBe(true);
    await expect.poll(() => overlay.count()).toBe(0);
    expect(await search.inputValue()).toBe('دریل');
    expect(await samePage()).toBe(true);
    await expect.poll(unlocked).toBe(true);

    // «انتخاب شهر»: a city typed, its list open: the list first, the text kept, then the dialog
    await page.getByRole('button', { name: /^انتخاب شهر/ }).click();
    const city = page.getByRole('dialog', { name: 'انتخاب شهر' });
    const cityBox = city.getByRole('combobox', { name: 'انتخاب شهر' });
    await cityBox.fill('شیر');
    await expect.poll(() => cityBox.getAttribute('aria-expanded')).toBe('true');
    expect(await phoneBack(page)).toBe(true);
    await expect.poll(() => cityBox.getAttribute('aria-expanded')).toBe('false');
    expect([await city.isVisible(), await cityBox.inputValue()]).toEqual([true, 'شیر']);
    expect(await phoneBack(page)).toBe(true);
    await city.waitFor({ state: 'hidden' });
    await expect.poll(unlocked).toBe(true);

    await page.locator('[data-listing-bar] a[href="#listing-filters"]').click();
    const sheet = page.getByRole('dialog', { name: 'فیلترها' });
    await sheet.waitFor();
    expect(await phoneBack(page)).toBe(true);
    await sheet.waitFor({ state: 'hidden' });
    expect(await samePage()).toBe(true);
    await expect.poll(unlocked).toBe(true);

    await addFirstPlainProduct(page);
    const cart = page.getByRole('dialog', { name: /سبد خرید/ });
    await cart.waitFor();
    expect(await phoneBack(page)).toBe(true);
    await cart.waitFor({ state: 'hidden' });
    expect(await samePage()).toBe(true);
    await expect.poll(unlocked).toBe(true);

    // the compare tray's sheet in the bottom bar, a disclosure of its own
    await page.locator('a[data-compare-toggle]').first().click();
    await page.waitForSelector('html[data-compare-ready]');
    await page.locator('button[data-compare-toggle]').nth(1).click();
    const compare = page.locator('.listing-bar__compare');
    await compare.click();
    await expect.poll(() => compare.getAttribute('aria-expanded')).toBe('true');
    expect(await phoneBack(page)).toBe(true);
    await expect.poll(() => compare.getAttribute('aria-expanded')).toBe('false');
    expect(await samePage()).toBe(true);

    // nothing open: no watcher is left, and Chrome's Back goes back in history as on any page
    expect(await phoneBack(page)).toBe(false);
    expect(s.errors).toEqual([]);
    await s.close();
  });

  it('on the login\'s step 2 is «ویرایش شماره»: back to the number, kept and focused; the next Back closes the dialog', async () => {
    const s = await openShopper(browser, 'mobile');
    await watchPhoneBack(s.context);
    const { page } = s;
    await page.goto('/');
    await shopperReady(page);
    await page.locator('[data-island="login"]').getByRole('button', { name: 'ورود / ثبت‌نام' }).click();
    const dialog = page.getByRole('dialog', { name: 'ورود / ثبت‌نام' });
    const mobile = freshMobile();
    await dialog.getByLabel('شماره موبایل').fill(mobile);
    await dialog.getByRole('button', { name: 'ارسال کد تأیید' }).click();
    await dialog.getByRole('textbox', { name: /^رقم/ }).first().waitFor();
    expect(await phoneBack(page)).toBe(true);
    const field = dialog.getByLabel('شماره موبایل');
    await expect.poll(() => field.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await field.inputValue()).toBe(mobile);
    expect(await phoneBack(page)).toBe(true);
    await dialog.waitFor({ state: 'hidden' });
    expect(await phoneBack(page)).toBe(false);
    expect(s.errors).toEqual([]);
    await s.close();
  });
});

describe('the focus ring', () => {
  it('every control Tab reaches on the home, category and search results pages shows the ring whole (an outline, which no shadow of its own replaces and no clipping row cuts)', async () => {
    const s = await openShopper(browser, 'desktop');
    const { page } = s;
    const unringed: string[] = [];
    for (const path of ['/', '/product-category/electric-tools/', '/?s=%D8%AF%D8%B1%DB%8C%D9%84&post_type=product']) {
      await page.goto(path, { waitUntil: 'networkidle' });
      for (let i = 0; i < 70; i++) {
        await page.keyboard.press('Tab');
        const seen = await page.evaluate(() => {
          const el = document.activeElement as HTMLElement | null;
          if (!el || el === document.body) return null;
          const style = getComputedStyle(el);
          const name = `${el.tagName.toLowerCase()}.${el.className} «${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 24)}»`;
          // a text box shows focus by its own border and caret (the theme's fields), not by a ring
          if (el.matches('input:not([type="checkbox"], [type="radio"], [type="range"]), select, textarea')) return '';
          if (style.outlineStyle === 'none' || parseFloat(style.outlineWidth) < 2) return `${name}: no ring`;
          // The ring whole: not cut by a row that scrolls or clips around it (it is drawn inside the control there).
          const grow = parseFloat(style.outlineOffset) + parseFloat(style.outlineWidth);
          const box = el.getBoundingClientRect();
          for (let up = el.parentElement; up && up !== document.body; up = up.parentElement) {
            const clip = getComputedStyle(up);
            if (clip.overflowX === 'visible' && clip.overflowY === 'visible') continue;
            const area = up.getBoundingClientRect();
            // 1.5 px of play: a row that scrolls sideways in RTL can leave its last pixel out of reach (Chrome rounds
            // a fractional scroll range), which takes a pixel of a 3 px ring, never the ring.
            const play = 1.5;
            const inside = box.left - grow >= area.left + up.clientLeft - play && box.right + grow <= area.left + up.clientLeft + up.clientWidth + play
              && box.top - grow >= area.top + up.clientTop - play && box.bottom + grow <= area.top + up.clientTop + up.clientHeight + play;
            if (!inside) return `${name}: ring cut by .${up.className.split(' ')[0]}`;
          }
          return '';
        });
        if (seen) unringed.push(`${path}: ${seen}`);
      }
    }
    expect([...new Set(unringed)]).toEqual([]);
    await s.close();
  }, 120_000);
});
