import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ATTRIBUTION_FIELDS } from '../../demo-pages/templates/pages/order-received';
import { attributionValues, FIELDS, setBlockCheckoutData, whenCheckoutStoreChanges, EXTENSION_NAMESPACE, type BlocksWindow } from '../../widgets/attribution/checkout-fields';
import { BASE64, CONTAINERS, DELIMITER, deleteAll, LIFETIME_MONTHS, pack, readCookie, SESSION_MINUTES, TIMEZONE_OFFSET, unpack, writeCookie } from '../../widgets/attribution/sbjs';
import { fireDate, LIFETIME_MINUTES, recordPageView } from '../../widgets/attribution/tracker';
import { visitSource } from '../../widgets/attribution/visit-source';

type HappyWindow = Window & { happyDOM: { setURL(url: string): void } };
const setUrl = (url: string) => (window as unknown as HappyWindow).happyDOM.setURL(url);
const setReferrer = (referrer: string) => Object.defineProperty(document, 'referrer', { configurable: true, get: () => referrer });

function clearCookies() {
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0]!.trim();
    if (name) document.cookie = `${name}=; path=/; max-age=-1`;
  }
  deleteAll(document);
}

const NONE = '(none)';
const visit = (href: string, referrer = '', inSession = false, known = false) => visitSource({ href, referrer, inSession, known });

describe('section 9 configuration', () => {
  it('is the spec’s: lifetime 0.00001 months, session 30 minutes, offset 0, base64 off, delimiter |||', () => {
    expect([LIFETIME_MONTHS, SESSION_MINUTES, TIMEZONE_OFFSET, BASE64, DELIMITER]).toEqual([0.00001, 30, 0, false, '|||']);
  });
  it('rounds the lifetime down to 0 minutes as sourcebuster does, so the source cookies are session cookies', () => {
    expect(LIFETIME_MINUTES).toBe(0);
  });
  it('writes session_start_time in UTC, as “YYYY-MM-DD HH:MM:SS”', () => {
    expect(fireDate(new Date('2026-03-20T23:59:58+03:30'), TIMEZONE_OFFSET)).toBe('2026-03-20 20:29:58');
    expect(fireDate(new Date('2026-03-20T20:29:58Z'), 3)).toBe('2026-03-20 23:29:58');
  });
});

describe('visit source, read as sourcebuster reads it', () => {
  it('utm parameters: every utm field, raw as in the URL, missing ones (none)', () => {
    expect(visit('https://shop.ir/?utm_source=newsletter&utm_medium=email&utm_campaign=yalda%20sale&utm_id=42&utm_source_platform=mail')).toEqual([
      'utm', 'newsletter', 'email', 'yalda%20sale', NONE, NONE, '42', 'mail', NONE, NONE,
    ]);
  });
  it('utm wins over a search-engine referrer, and over a visit under way', () => {
    expect(visit('https://shop.ir/?utm_source=x', 'https://www.google.com/', true, true)?.[0]).toBe('utm');
  });
  it('an ad click id without utm: google / cpc / google_cpc, yandex likewise', () => {
    expect(visit('https://shop.ir/?gclid=abc')?.slice(0, 4)).toEqual(['utm', 'google', 'cpc', 'google_cpc']);
    expect(visit('https://shop.ir/?yclid=1')?.slice(0, 4)).toEqual(['utm', 'yandex', 'cpc', 'yandex_cpc']);
  });
  it('a search engine’s referrer is organic, with the engine as source, even inside a visit', () => {
    expect(visit('https://shop.ir/', 'https://www.google.com/')).toEqual(['organic', 'google', 'organic', NONE, NONE, NONE, NONE, NONE, NONE, NONE]);
    expect(visit('https://shop.ir/', 'https://www.google.co.uk/search?q=drill', true, true)?.slice(0, 2)).toEqual(['organic', 'google']);
    expect(visit('https://shop.ir/', 'https://www.bing.com/search?q=drill')?.slice(0, 2)).toEqual(['organic', 'bing']);
    expect(visit('https://shop.ir/', 'https://yandex.ru/search/?text=drill')?.slice(0, 2)).toEqual(['organic', 'yandex']);
  });
  it('a known engine without its query parameter is a referral', () => {
    expect(visit('https://shop.ir/', 'https://www.bing.com/maps')?.slice(0, 3)).toEqual(['referral', 'bing.com', 'referral']);
  });
  it('another site’s referrer at the start of a visit is a referral, its path as content; t.co shows as twitter.com', () => {
    expect(visit('https://shop.ir/', 'https://www.blog.example/post/7?x=1')).toEqual(['referral', 'blog.example', 'referral', NONE, '/post/7', NONE, NONE, NONE, NONE, NONE]);
    expect(visit('https://shop.ir/', 'https://t.co/abc')?.[1]).toBe('twitter.com');
  });
  it('another site’s referrer inside a visit keeps the visit’s source', () => {
    expect(visit('https://shop.ir/', 'https://blog.example/', true, true)).toBeNull();
  });
  it('a referrer on this site or a subdomain is the same visit, never a source', () => {
    expect(visit('https://www.shop.ir/a/', 'https://shop.ir/b/', false, true)).toBeNull();
    expect(visit('https://shop.ir/a/', 'https://blog.shop.ir/b/', false, true)).toBeNull();
  });
  it('no referrer and no history is typein: (direct) / (none); with history the current source stays', () => {
    expect(visit('https://shop.ir/')).toEqual(['typein', '(direct)', NONE, NONE, NONE, NONE, NONE, NONE, NONE, NONE]);
    expect(visit('https://shop.ir/', '', false, true)).toBeNull();
  });
});

describe('sbjs cookie format', () => {
  beforeEach(clearCookies);

  it('packs alias=value with the delimiter and unpacks with a second decoding, as sourcebuster parses', () => {
    expect(pack({ typ: 'utm', src: 'a', pgs: 3 })).toBe('typ=utm|||src=a|||pgs=3');
    expect(unpack('typ=utm|||cmp=yalda%20sale|||ep=https://shop.ir/?a=b=c|||bad')).toEqual({ typ: 'utm', cmp: 'yalda sale', ep: 'https://shop.ir/?a=b=c' });
    expect(unpack(null)).toBeUndefined();
  });

  it('reads a cookie sourcebuster wrote (URI-encoded, its extra escapes included)', () => {
    document.cookie = `sbjs_current=${'typ%3Dtypein%7C%7C%7Csrc%3D%28direct%29%7C%7C%7Cmdm%3D%28none%29'}; path=/`;
    expect(unpack(readCookie(document, 'current'))).toEqual({ typ: 'typein', src: '(direct)', mdm: '(none)' });
  });

  it('writes URI-encoded values that read back; deleteAll removes every container', () => {
    writeCookie(document, 'session', 'pgs=1|||cpg=https://shop.ir/?q=دریل', 30);
    writeCookie(document, 'promo', 'code=123456', 0);
    expect(unpack(readCookie(document, 'session'))).toEqual({ pgs: '1', cpg: 'https://shop.ir/?q=دریل' });
    deleteAll(document);
    expect(CONTAINERS.map((c) => readCookie(document, c)).filter((v) => v !== null)).toEqual([]);
  });
});

describe('recording page views', () => {
  beforeEach(() => {
    clearCookies();
    setReferrer('');
  });
  afterEach(() => setUrl('http://localhost:3000/'));

  const now = new Date('2026-11-23T10:00:00Z');
  const values = () => attributionValues(document, true);

  it('a utm visit and two more pages: utm fields, the entry URL, session_pages 3, one visit', () => {
    setUrl('http://localhost:3000/?utm_source=newsletter&utm_medium=email&utm_campaign=yalda');
    recordPageView(document, now);
    setUrl('http://localhost:3000/product-category/drills/');
    setReferrer('http://localhost:3000/?utm_source=newsletter&utm_medium=email&utm_campaign=yalda');
    recordPageView(document, now);
    setUrl('http://localhost:3000/checkout/');
    recordPageView(document, now);
    expect(values()).toMatchObject({
      source_type: 'utm',
      utm_source: 'newsletter',
      utm_medium: 'email',
      utm_campaign: 'yalda',
      utm_content: '(none)',
      session_entry: 'http://localhost:3000/?utm_source=newsletter&utm_medium=email&utm_campaign=yalda',
      session_start_time: '2026-11-23 10:00:00',
      referrer: '(none)',
      session_pages: '3',
      session_count: '1',
      user_agent: navigator.userAgent,
    });
    // first and first_add keep the first source; migrations marked done for a new visitor
    expect(unpack(readCookie(document, 'first'))?.typ).toBe('utm');
    expect(readCookie(document, 'migrations')).toBe('1418474375998=1');
  });

  it('reads the cookies once a page view, then what it wrote from its own copy (a read after a write asks the browser\'s store again), and writes only what changed', () => {
    setUrl('http://localhost:3000/?utm_source=a');
    recordPageView(document, now);
    let reads = 0;
    const writes: string[] = [];
    const counting = {
      get cookie() {
        reads++;
        return document.cookie;
      },
      set cookie(value: string) {
        writes.push(value.slice(0, value.indexOf('=')));
        document.cookie = value;
      },
      referrer: document.referrer,
    } as unknown as Document;
    setUrl('http://localhost:3000/checkout/');
    recordPageView(counting, now);
    expect(reads).toBe(1);
    // the session cookie only: current and udata are session cookies with the same values (no expiry to move)
    expect(writes).toEqual(['sbjs_session']);
    // and it recorded the same as before: the second page of the visit, its source kept
    expect(values()).toMatchObject({ source_type: 'utm', utm_source: 'a', session_pages: '2', session_count: '1' });
  });

  it('a typein visit carries (direct) and (none)', () => {
    recordPageView(document, now);
    expect(values()).toMatchObject({ source_type: 'typein', utm_source: '(direct)', utm_medium: '(none)', session_pages: '1' });
  });

  it('a new visit (no session cookie) counts a second visit, restarts the pages, keeps the first source', () => {
    setUrl('http://localhost:3000/?utm_source=a');
    recordPageView(document, now);
    document.cookie = 'sbjs_session=; path=/; max-age=-1'; // 30 minutes without a page
    setUrl('http://localhost:3000/');
    setReferrer('https://www.google.com/');
    recordPageView(document, now);
    expect(values()).toMatchObject({ source_type: 'organic', utm_source: 'google', session_pages: '1', session_count: '2', referrer: 'https://www.google.com/' });
    expect(unpack(readCookie(document, 'first'))?.src).toBe('a');
  });

  it('the session cookie lasts 30 minutes, the others the browser session', () => {
    const writes: string[] = [];
    const doc = new Proxy(document, {
      get: (target, key) => (key === 'cookie' ? target.cookie : Reflect.get(target, key, target)),
      set: (target, key, value) => {
        if (key === 'cookie') writes.push(String(value));
        return Reflect.set(target, key, value, target);
      },
    });
    const before = Date.now();
    recordPageView(doc, now);
    const session = writes.find((w) => w.startsWith('sbjs_session='))!;
    const expires = Date.parse(/expires=([^;]+)/.exec(session)![1]!);
    expect(expires - before).toBeGreaterThan(29 * 60000);
    expect(expires - before).toBeLessThanOrEqual(30 * 60000 + 1000);
    expect(writes.filter((w) => !w.startsWith('sbjs_session=')).every((w) => !/expires|max-age/.test(w))).toBe(true);
  });
});

describe('the fields', () => {
  it('are the spec’s section 3 fields, the ones the demo store keeps, each from its sourcebuster container', () => {
    expect(Object.keys(FIELDS).sort()).toEqual([...ATTRIBUTION_FIELDS].sort());
    expect(FIELDS).toMatchObject({ source_type: 'current.typ', referrer: 'current_add.rf', utm_source: 'current.src', utm_id: 'current.id', utm_marketing_tactic: 'current.tct', session_pages: 'session.pgs', session_count: 'udata.vst', user_agent: 'udata.uag' });
  });
  it('are all null when tracking is off', () => {
    clearCookies();
    recordPageView(document, new Date());
    expect(Object.values(attributionValues(document, false)).every((v) => v === null)).toBe(true);
  });
});

describe('block checkout extension data', () => {
  const values = attributionValues(document, false);

  it('sets woocommerce/order-attribution on the checkout store, replacing what was there', () => {
    const calls: unknown[][] = [];
    const w = { wp: { data: { dispatch: (store: string) => (store === 'wc/store/checkout' ? { __internalSetExtensionData: (...args: unknown[]) => calls.push(args) } : undefined) } } } as unknown as BlocksWindow;
    expect(setBlockCheckoutData({ ...values, source_type: 'utm', utm_source: 'newsletter' }, w)).toBe(true);
    expect(calls).toEqual([[EXTENSION_NAMESPACE, expect.objectContaining({ source_type: 'utm', utm_source: 'newsletter', session_pages: null }), true]]);
    expect(EXTENSION_NAMESPACE).toBe('woocommerce/order-attribution');
  });

  it('uses the store key WooCommerce Blocks names, and does nothing on a page without wp.data', () => {
    const stores: string[] = [];
    const w = { wc: { wcBlocksData: { CHECKOUT_STORE_KEY: 'wc/store/checkout-v2' } }, wp: { data: { dispatch: (s: string) => (stores.push(s), { __internalSetExtensionData: () => {} }) } } } as unknown as BlocksWindow;
    setBlockCheckoutData(values, w);
    expect(stores).toEqual(['wc/store/checkout-v2']);
    expect(setBlockCheckoutData(values, {} as BlocksWindow)).toBe(false);
  });

  it('a checkout store registered later gets the values at its first change, once', () => {
    let listener: (() => void) | null = null;
    let registered = false;
    const sent: unknown[] = [];
    let unsubscribed = 0;
    const w = {
      wp: {
        data: {
          dispatch: () => (registered ? { __internalSetExtensionData: (_: string, v: unknown) => sent.push(v) } : undefined),
          subscribe: (l: () => void) => ((listener = l), () => unsubscribed++),
        },
      },
    } as unknown as BlocksWindow;
    whenCheckoutStoreChanges(() => ({ ...values, source_type: 'typein' }), w);
    listener!(); // another store changed first: nothing to give yet
    expect(sent).toEqual([]);
    registered = true;
    listener!();
    listener!();
    expect(sent).toEqual([expect.objectContaining({ source_type: 'typein' })]);
    expect(unsubscribed).toBeGreaterThanOrEqual(1);
  });
});
