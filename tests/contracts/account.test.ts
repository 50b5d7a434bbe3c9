import { describe, expect, it } from 'vitest';
import { smsOutboxSchema } from '../../shared/api/contracts/login';
import { createApp } from '../../demo-pages/server/app';
import { loginMessages } from '../../demo-pages/server/login/login-messages';
import { fakeDist, Shopper, testStore } from './support';

/**
 * /my-account/ with JavaScript off (the bottom bar's «حساب کاربری», the header's no-script link): the login by
 * mobile number and code in two posted forms, the same service, limits and messages as the REST login; then the
 * account page and its logout.
 */
const { db } = testStore(undefined, 60);
const { app, store } = createApp({ db, distDir: fakeDist(), dev: true, siteUrl: 'http://127.0.0.1' });

let numbers = 0;
const freshMobile = () => `0935${String(2_000_000 + ++numbers * 7919).slice(-7)}`;
const persian = (latin: string) => latin.replace(/\d/g, (d) => '۰۱۲۳۴۵۶۷۸۹'[Number(d)]!);
const field = (html: string, name: string) => new RegExp(`name="${name}" value="([^"]*)"`).exec(html)?.[1] ?? '';

async function latestCode(mobile: string): Promise<string> {
  const response = await app.request(`http://127.0.0.1/__dev/sms-outbox?mobile=${encodeURIComponent(mobile)}`);
  const [message] = smsOutboxSchema.parse(await response.json()).messages;
  return message!.code;
}

/** A post, then the page its 303 leads to (Post/Redirect/Get), as a browser follows it. */
async function post(shopper: Shopper, path: string, form: Record<string, string>) {
  const response = await shopper.request(path, { method: 'POST', form });
  expect(response.status).toBe(303);
  expect(response.headers.get('Location')).toBe('/my-account/');
  return { response, html: (await shopper.visit('/my-account/')).html };
}

async function sendFor(shopper: Shopper, mobile: string, extra: Record<string, string> = {}) {
  const page = await shopper.visit('/my-account/');
  return post(shopper, '/my-account/send', { hl_nonce: field(page.html, 'hl_nonce'), mobile, ...extra });
}

describe('/my-account/ without JavaScript', () => {
  it('shows a guest the number form, with its label, and the header a plain link here', async () => {
    const page = await new Shopper(app).visit('/my-account/');
    expect(page.status).toBe(200);
    expect(page.html).toContain('<label for="account-mobile">شماره موبایل</label>');
    expect(page.html).toMatch(/<input id="account-mobile" name="mobile" type="tel"/);
    expect(page.html).toContain('<button type="submit" class="button button--primary">ارسال کد تأیید</button>');
    expect(page.html).toMatch(/<a class="header-action nojs-only" href="\/my-account\/">/);
  });

  it('logs in with a number in Persian digits and the code, keeps the cart, shows the account, then logs out', async () => {
    const shopper = new Shopper(app);
    const product = store.catalogue.list({ perPage: 60 }).items.find((p) => p.type === 'simple' && p.stockStatus === 'instock' && p.minQty <= 1 && !p.soldIndividually)!;
    await shopper.visit('/');
    expect((await shopper.addToCart(product.id, 2)).status).toBe(200);
    const mobile = freshMobile();
    const sent = await sendFor(shopper, persian(mobile));
    expect(sent.html).toContain('کد ارسال شد. لطفاً آن را وارد کنید.');
    expect(sent.html).toContain('autocomplete="one-time-code"');
    expect(field(sent.html, 'mobile')).toBe(mobile);
    const code = await latestCode(mobile);
    const verified = await shopper.request('/my-account/verify', { method: 'POST', form: { hl_nonce: field(sent.html, 'hl_nonce'), mobile, otp: persian(code) } });
    expect(verified.status).toBe(303);
    expect(verified.headers.get('Location')).toBe('/my-account/');
    const account = await shopper.visit('/my-account/');
    expect(account.html).toContain(loginMessages.welcome);
    expect(account.html).toContain(`<bdi dir="ltr" class="account__mobile">${persian(mobile)}</bdi>`);
    expect(account.html).toContain('data-account=');
    expect(account.html).toContain('<a href="/checkout-cart/">سبد خرید</a> (۲)');
    const out = await shopper.request('/my-account/logout', { method: 'POST', form: { _wpnonce: field(account.html, '_wpnonce') } });
    expect(out.status).toBe(303);
    const after = await shopper.visit('/my-account/');
    expect(after.html).toContain('id="account-mobile"');
    expect(after.html).not.toContain('data-account=');
  });

  it('refuses a bad number under its field, with the number kept and nothing sent', async () => {
    const shopper = new Shopper(app);
    const sent = await sendFor(shopper, '12ab');
    expect(sent.html).toContain(`<p class="form-row__error" id="account-mobile-error">${loginMessages.invalidMobile}</p>`);
    expect(sent.html).toContain('aria-describedby="account-mobile-error"');
    expect(sent.html).toContain('value="12ab"');
  });

  it('puts a wrong code under the code field and stays on step 2', async () => {
    const shopper = new Shopper(app);
    const mobile = freshMobile();
    const sent = await sendFor(shopper, mobile);
    const code = await latestCode(mobile);
    const wrong = code === '0000' ? '1111' : '0000';
    const { html } = await post(shopper, '/my-account/verify', { hl_nonce: field(sent.html, 'hl_nonce'), mobile, otp: wrong });
    expect(html).toMatch(/<p class="form-row__error" id="account-otp-error">کد تأیید نادرست است\./);
    expect(html).toContain('aria-describedby="account-otp-error"');
    expect(html).not.toContain('کد ارسال شد'); // not «sent» above the refusal
    expect(field(html, 'mobile')).toBe(mobile);
    // A reload: the same step, the message once, no try used (it was a post before: each reload a wrong try).
    const again = (await shopper.visit('/my-account/')).html;
    expect(again).toContain('autocomplete="one-time-code"');
    expect(again).not.toContain('form-row__error');
    expect(Number((db.prepare('SELECT wrong_tries AS n FROM otp_codes WHERE mobile = ?').get(mobile) as { n: number }).n)).toBe(1);
    // «ویرایش شماره»: the number form, filled in.
    const edit = (await shopper.visit('/my-account/?edit')).html;
    expect(edit).toContain('id="account-mobile"');
    expect(edit).toContain(`value="${mobile}"`);
  });

  it('a second send within the minute, the code sent still good: its step, the wait said, and the code logs in', async () => {
    const shopper = new Shopper(app);
    const mobile = freshMobile();
    await sendFor(shopper, mobile);
    const code = await latestCode(mobile);
    // «ویرایش شماره», the same number again at once
    await shopper.visit('/my-account/?edit');
    const { html } = await sendFor(shopper, mobile);
    expect(html).toContain('autocomplete="one-time-code"');
    expect(html).toMatch(/<p role="status">کد برای این شماره فرستاده شده است\. برای ارسال دوباره [۰-۹]+ ثانیه صبر کنید\.<\/p>/);
    expect(html).not.toContain('کد ارسال شد');
    expect(await latestCode(mobile)).toBe(code); // nothing new sent
    // said once: a reload keeps the step, not the words
    expect((await shopper.visit('/my-account/')).html).not.toContain('صبر کنید');
    const done = await shopper.request('/my-account/verify', { method: 'POST', form: { hl_nonce: field(html, 'hl_nonce'), mobile, otp: code } });
    expect(done.status).toBe(303);
    expect((await shopper.visit('/my-account/')).html).toContain('logout');
  });

  it('refuses a form without its nonce, and a logout without its nonce keeps the session', async () => {
    const shopper = new Shopper(app);
    const { html } = await post(shopper, '/my-account/send', { hl_nonce: 'nope', mobile: freshMobile() });
    expect(html).toContain(loginMessages.badNonce);
    const out = await shopper.request('/my-account/logout', { method: 'POST', form: { _wpnonce: 'nope' } });
    expect(out.status).toBe(303);
    expect(out.headers.get('Location')).toBe('/my-account/');
  });

  it('goes to redirect_to on this site after the login, never to another site', async () => {
    for (const [target, expected] of [['/product-category/glue/', '/product-category/glue/'], ['https://evil.example/', '/my-account/']] as const) {
      const shopper = new Shopper(app);
      const mobile = freshMobile();
      const sent = await sendFor(shopper, mobile, { redirect_to: target });
      const code = await latestCode(mobile);
      const verified = await shopper.request('/my-account/verify', { method: 'POST', form: { hl_nonce: field(sent.html, 'hl_nonce'), mobile, otp: code, redirect_to: field(sent.html, 'redirect_to') || target } });
      expect(verified.headers.get('Location')).toBe(expected);
    }
  });
});
