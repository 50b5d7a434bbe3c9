import Database from 'libsql';
import { describe, expect, it } from 'vitest';
import { loginErrorSchema, sendOtpResponseSchema, smsOutboxSchema, verifyOtpResponseSchema } from '../../shared/api/contracts/login';
import { createApp } from '../../demo-pages/server/app';
import { LoginService } from '../../demo-pages/server/login/login-service';
import { OutboxSmsGateway } from '../../demo-pages/server/login/sms-gateway';
import { sameOriginRedirect } from '../../demo-pages/server/routes/login';
import { fakeDist, Shopper, testStore } from './support';
import { canonicalMobile } from '../../widgets/login/mobile';

/**
 * The demo store's login (issue 12): send-otp and verify-otp with both nonces, codes from a cryptographic source kept
 * only as a salted hash, 2 minutes of life, 5 wrong tries, one send a minute per number, a ceiling per client, a new
 * HttpOnly session with the guest's cart on success, logout, and the development-only outbox.
 */
const { db } = testStore(undefined, 120);
const { app, store } = createApp({ db, distDir: fakeDist(), dev: true, siteUrl: 'http://127.0.0.1' });

let numbers = 0;
/** A fresh number per test: the one-send-a-minute rule would otherwise tie the tests together. */
const freshMobile = () => `0912${String(1_000_000 + ++numbers * 7919).slice(-7)}`;

class LoginShopper extends Shopper {
  hlNonce = '';
  override async visit(path: string) {
    const page = await super.visit(path);
    this.hlNonce = /data-island="login"[^>]*data-nonce="([a-f0-9]+)"/.exec(page.html)?.[1] ?? '';
    return page;
  }
  call(endpoint: 'send-otp' | 'verify-otp' | 'logout', body: Record<string, unknown> = {}, nonce: string | null = this.nonce) {
    return this.request(`/wp-json/hsa-login/v1/${endpoint}`, {
      method: 'POST',
      json: { hl_nonce: this.hlNonce, redirect_to: 'http://127.0.0.1/product-category/glue/', ...body },
      headers: nonce === null ? {} : { 'X-WP-Nonce': nonce },
    });
  }
}

const count = (sql: string, arg: string) => Number((db.prepare(sql).get(arg) as { n: number }).n);

async function outbox(mobile: string) {
  const response = await app.request(`http://127.0.0.1/__dev/sms-outbox?mobile=${encodeURIComponent(mobile)}`);
  expect(response.status).toBe(200);
  return smsOutboxSchema.parse(await response.json()).messages;
}

async function latestCode(mobile: string): Promise<string> {
  const [message] = await outbox(mobile);
  expect(message?.code).toMatch(/^\d{4}$/);
  return message!.code;
}

async function refusal(response: Response, status: number) {
  expect(response.status).toBe(status);
  const parsed = loginErrorSchema.safeParse(await response.json());
  expect(parsed.success).toBe(true);
  return parsed.data!;
}

async function guest() {
  const shopper = new LoginShopper(app);
  await shopper.visit('/');
  expect(shopper.hlNonce).toMatch(/^[a-f0-9]{10}$/);
  return shopper;
}

describe('POST /wp-json/hsa-login/v1/send-otp', () => {
  it('wants the REST nonce in X-WP-Nonce and the login nonce in hl_nonce', async () => {
    const shopper = await guest();
    const mobile = freshMobile();
    expect((await refusal(await shopper.call('send-otp', { mobile }, null), 403)).code).toBe('rest_cookie_invalid_nonce');
    expect((await refusal(await shopper.call('send-otp', { mobile, hl_nonce: shopper.nonce }), 403)).code).toBe('hsa_login_invalid_nonce');
    expect(await outbox(mobile)).toEqual([]);
  });

  it('refuses an invalid number under the mobile field and sends nothing', async () => {
    const shopper = await guest();
    // a mobile a digit short and a Tehran landline, each written with the national 0, are no number a code can reach
    for (const mobile of ['09123', '+98 912 abc', '1234567890123456', '', '0912345678', '۰۹۱۲۳۴۵۶۷۸', '02112345678']) {
      const body = await refusal(await shopper.call('send-otp', { mobile }), 400);
      expect(body).toMatchObject({ field: 'mobile', message: 'لطفاً شماره موبایل معتبر وارد کنید.' });
    }
    expect(count('SELECT COUNT(*) AS n FROM sms_outbox WHERE mobile = ?', '09123')).toBe(0);
  });

  it('reads Persian digits, sends 4 random digits by the gateway, and stores only a salted hash of them', async () => {
    const shopper = await guest();
    const mobile = freshMobile();
    const persian = mobile.replace(/\d/g, (d) => String.fromCharCode(0x06f0 + Number(d)));
    const response = await shopper.call('send-otp', { mobile: `${persian.slice(0, 4)} ${persian.slice(4)}` });
    expect(response.status).toBe(200);
    expect(sendOtpResponseSchema.parse(await response.json())).toMatchObject({ success: true, resend_after: 60 });
    const [message] = await outbox(mobile);
    expect(message!.code).toMatch(/^\d{4}$/);
    expect(message!.body).toContain(message!.code);
    const row = db.prepare('SELECT * FROM otp_codes WHERE mobile = ?').get(mobile) as Record<string, unknown>;
    expect(Object.values(row)).not.toContain(message!.code);
    expect(String(row.code_hash)).toMatch(/^[a-f0-9]{64}$/);
    expect(Number(row.expires_at) - Number(row.sent_at)).toBe(120_000);
  });

  it('refuses a second send to the same number within 60 s, under the mobile field', async () => {
    const shopper = await guest();
    const mobile = freshMobile();
    expect((await shopper.call('send-otp', { mobile })).status).toBe(200);
    const body = await refusal(await shopper.call('send-otp', { mobile }), 429);
    expect(body.field).toBe('mobile');
    expect(body.message).toMatch(/[۰-۹]+ ثانیه/);
    // the code sent stands: the client opens step 2 for it with this countdown
    expect(body.resend_after).toBeGreaterThan(55);
    expect(body.resend_after).toBeLessThanOrEqual(60);
    expect(await outbox(mobile)).toHaveLength(1);
  });
});

describe('one number, however it is written', () => {
  it('+98…, 0098…, 98… and 9… without its 0 are the number 09…: one minute\'s wait between sends, one code, one account', async () => {
    const mobile = freshMobile(); // 0912…
    const rest = mobile.slice(1);
    const persian = (text: string) => text.replace(/\d/g, (d) => String.fromCharCode(0x06f0 + Number(d)));
    const shopper = await guest();
    expect((await shopper.call('send-otp', { mobile: `+98${rest}` })).status).toBe(200);
    for (const other of [mobile, `0098${rest}`, `98${rest}`, rest, persian(`+۹۸ ${rest.slice(0, 3)} ${rest.slice(3)}`)]) {
      expect((await refusal(await shopper.call('send-otp', { mobile: other }), 429)).field, other).toBe('mobile');
    }
    const code = await latestCode(mobile);
    expect((await shopper.call('verify-otp', { mobile: `0098${rest}`, otp: code })).status).toBe(200);
    expect(count('SELECT COUNT(*) AS n FROM users WHERE mobile = ?', mobile)).toBe(1);
    expect(count("SELECT COUNT(*) AS n FROM users WHERE mobile LIKE '%' || ?", rest)).toBe(1);
    // Another country's number is its own.
    expect(canonicalMobile('+447911123456')).toBe('+447911123456');
    expect(canonicalMobile('+9891212345678')).toBe('+9891212345678');
  });
});

describe('POST /wp-json/hsa-login/v1/verify-otp', () => {
  it('logs in with the code: a new HttpOnly SameSite=Lax session, the guest cart kept, the user created, the header showing the account', async () => {
    const shopper = await guest();
    const product = store.catalogue.list({ perPage: 60 }).items.find((p) => p.type === 'simple' && p.stockStatus === 'instock' && p.minQty <= 1 && !p.soldIndividually)!;
    expect((await shopper.addToCart(product.id, 2)).status).toBe(200);
    const guestSession = shopper.cookie('hsa_session')!;
    const mobile = freshMobile();
    await shopper.call('send-otp', { mobile });
    const code = await latestCode(mobile);

    const response = await shopper.call('verify-otp', { mobile, otp: code.replace(/\d/g, (d) => String.fromCharCode(0x06f0 + Number(d))) });
    expect(response.status).toBe(200);
    const cookie = response.headers.getSetCookie().find((c) => c.startsWith('hsa_session='))!;
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(shopper.cookie('hsa_session')).not.toBe(guestSession);
    expect(verifyOtpResponseSchema.parse(await response.json())).toEqual({ success: true, welcome: expect.any(String), redirect: 'http://127.0.0.1/product-category/glue/' });
    expect(count('SELECT COUNT(*) AS n FROM users WHERE mobile = ?', mobile)).toBe(1);

    const page = await shopper.visit('/');
    expect(page.html).toMatch(/data-island="login"[^>]*data-account="[۰-۹]+"/);
    expect(store.cart.lines(shopper.cookie('hsa_session')!).map((l) => [l.product.id, l.quantity])).toEqual([[product.id, 2]]);
    expect(store.cart.lines(guestSession)).toEqual([]);

    // The guest's id is worth nothing now (no fixation): a request with it is a guest again.
    const planted = await app.request('http://127.0.0.1/', { headers: { Cookie: `hsa_session=${guestSession}` } });
    expect(await planted.text()).not.toContain('data-account=');
  });

  it('uses a code once, and a second login of the same number finds the same user', async () => {
    const mobile = freshMobile();
    for (let round = 0; round < 2; round++) {
      const shopper = await guest();
      const before = Date.now();
      await store.db.prepare('UPDATE otp_codes SET sent_at = ? WHERE mobile = ?').run(before - 61_000, mobile);
      expect((await shopper.call('send-otp', { mobile })).status).toBe(200);
      const code = await latestCode(mobile);
      expect((await shopper.call('verify-otp', { mobile, otp: code })).status).toBe(200);
      await shopper.visit('/');
      const again = await refusal(await shopper.call('verify-otp', { mobile, otp: code }), 400);
      expect(again.field).toBe('otp');
    }
    expect(count('SELECT COUNT(*) AS n FROM users WHERE mobile = ?', mobile)).toBe(1);
  });

  it('puts a wrong code under the code field, and refuses the sixth try even with the right code', async () => {
    const shopper = await guest();
    const mobile = freshMobile();
    await shopper.call('send-otp', { mobile });
    const code = await latestCode(mobile);
    const wrong = String((Number(code) + 1) % 10_000).padStart(4, '0');
    for (let attempt = 1; attempt <= 5; attempt++) {
      const body = await refusal(await shopper.call('verify-otp', { mobile, otp: wrong }), attempt === 5 ? 429 : 400);
      expect(body.field).toBe('otp');
    }
    const sixth = await refusal(await shopper.call('verify-otp', { mobile, otp: code }), 429);
    expect(sixth).toMatchObject({ field: 'otp', code: 'hsa_login_too_many_tries' });
  });

  it('refuses a code of the wrong length under the code field', async () => {
    const shopper = await guest();
    const body = await refusal(await shopper.call('verify-otp', { mobile: freshMobile(), otp: '123' }), 400);
    expect(body.field).toBe('otp');
  });

  it('honours redirect_to only on the same origin', () => {
    expect(sameOriginRedirect('http://127.0.0.1/cart/?a=1', 'http://127.0.0.1')).toBe('http://127.0.0.1/cart/?a=1');
    expect(sameOriginRedirect('/product/x/', 'http://127.0.0.1')).toBe('/product/x/');
    for (const evil of ['https://evil.example/', '//evil.example/', '/\\evil.example', 'http://127.0.0.1.evil.example/', 'javascript:alert(1)', 'http://127.0.0.1:81/']) {
      expect(sameOriginRedirect(evil, 'http://127.0.0.1')).toBeUndefined();
    }
  });
});

describe('the login service', () => {
  const service = (limits = {}) => {
    const sent: Array<{ mobile: string; code: string }> = [];
    const login = new LoginService(db, { send: (m) => void sent.push(m) }, { name: 'هسا', host: () => '127.0.0.1' }, limits);
    return { login, sent };
  };

  it('lets a code live 2 minutes', async () => {
    const { login, sent } = service();
    const mobile = freshMobile();
    const now = Date.now();
    expect((await login.send(mobile, 'a', now)).ok).toBe(true);
    expect(login.verify(mobile, sent[0]!.code, now + 120_001)).toMatchObject({ ok: false, field: 'otp', code: 'hsa_login_no_code' });
  });

  it('allows a new send to the number after 60 s, with a new code that replaces the old one', async () => {
    const { login, sent } = service();
    const mobile = freshMobile();
    const now = Date.now();
    await login.send(mobile, 'b', now);
    expect(await login.send(mobile, 'b', now + 59_000)).toMatchObject({ ok: false, status: 429 });
    expect((await login.send(mobile, 'b', now + 60_000)).ok).toBe(true);
    expect(sent).toHaveLength(2);
    if (sent[0]!.code !== sent[1]!.code) expect(login.verify(mobile, sent[0]!.code, now + 60_001).ok).toBe(false);
    expect(login.verify(mobile, sent[1]!.code, now + 60_002).ok).toBe(true);
  });

  it('limits sends per client address, whatever the number', async () => {
    const { login } = service({ sendsPerClient: 3 });
    const now = Date.now();
    for (let i = 0; i < 3; i++) expect((await login.send(freshMobile(), '10.0.0.9', now)).ok).toBe(true);
    expect(await login.send(freshMobile(), '10.0.0.9', now)).toMatchObject({ ok: false, status: 429, field: 'mobile', code: 'hsa_login_client_limit' });
    expect((await login.send(freshMobile(), '10.0.0.10', now)).ok).toBe(true);
    expect((await login.send(freshMobile(), '10.0.0.9', now + 10 * 60 * 1000 + 1)).ok).toBe(true);
  });

  it('draws codes from all 10,000 (not a fixed or narrow set)', async () => {
    const { login, sent } = service({ sendsPerClient: 1000 });
    for (let i = 0; i < 60; i++) await login.send(freshMobile(), 'spread');
    expect(new Set(sent.map((s) => s.code)).size).toBeGreaterThan(50);
    expect(sent.every((s) => /^\d{4}$/.test(s.code))).toBe(true);
  });
});

describe('logout and the development outbox', () => {
  it('logs out: the account is gone from the page and the session id is new', async () => {
    const shopper = await guest();
    const mobile = freshMobile();
    await shopper.call('send-otp', { mobile });
    const code = await latestCode(mobile);
    await shopper.call('verify-otp', { mobile, otp: code });
    await shopper.visit('/');
    const loggedIn = shopper.cookie('hsa_session');
    expect((await shopper.call('logout', {}, null)).status).toBe(403);
    expect((await shopper.call('logout')).status).toBe(200);
    expect(shopper.cookie('hsa_session')).not.toBe(loggedIn);
    expect((await shopper.visit('/')).html).not.toContain('data-account=');
  });

  it('keeps the cart an account had at its logout and gives it back, merged with the guest\'s, at its next login (WooCommerce\'s persistent cart)', async () => {
    const products = store.catalogue.list({ perPage: 100 }).items.filter((p) => p.type === 'simple' && p.stockStatus === 'instock' && p.minQty <= 1 && !p.soldIndividually && p.maxQty === 0);
    const [a, b, c] = products;
    const mobile = freshMobile();
    const logIn = async (shopper: LoginShopper) => {
      await store.db.prepare('UPDATE otp_codes SET sent_at = ? WHERE mobile = ?').run(Date.now() - 61_000, mobile);
      expect((await shopper.call('send-otp', { mobile })).status).toBe(200);
      expect((await shopper.call('verify-otp', { mobile, otp: await latestCode(mobile) })).status).toBe(200);
      await shopper.visit('/');
    };
    const lines = (shopper: LoginShopper) => store.cart.lines(shopper.cookie('hsa_session')!).map((l) => [l.product.id, l.quantity]).sort();
    const shopper = await guest();
    await shopper.addToCart(a!.id, 2);
    await logIn(shopper);
    await shopper.addToCart(b!.id, 1);
    expect((await shopper.call('logout')).status).toBe(200);
    await shopper.visit('/');
    expect(lines(shopper)).toEqual([]); // a guest again, with an empty cart, as WooCommerce logs out
    await shopper.addToCart(c!.id, 1);
    await shopper.addToCart(a!.id, 5); // a line in both: the guest's stands
    await logIn(shopper);
    expect(lines(shopper)).toEqual([[a!.id, 5], [b!.id, 1], [c!.id, 1]].sort());
    // given back once: a second login on another device does not bring it again
    const other = await guest();
    await logIn(other);
    expect(lines(other)).toEqual([]);
  });

  it('serves the outbox only in development mode', async () => {
    const production = createApp({ db: new Database(testStore(undefined, 20).file), distDir: fakeDist() }).app;
    const response = await production.request('http://127.0.0.1/__dev/sms-outbox?mobile=09120000000');
    expect(response.headers.get('Content-Type') ?? '').not.toContain('application/json');
    expect(new OutboxSmsGateway(db).messages('09120000000')).toEqual([]);
  });
});
