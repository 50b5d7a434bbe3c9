import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createBehaviour } from '../../shared/islands/define-behaviour';
import { setupAttribution, type AttributionWindow } from '../../widgets/attribution/attribution';
import { CONTAINERS, deleteAll, readCookie } from '../../widgets/attribution/sbjs';

/**
 * The attribution behaviour on a page (widgets/attribution): the page view recorded at idle, or at once on a
 * checkout; the classic checkout's hidden inputs filled; allowTracking and setOrderTracking; section 8's warning.
 */
const w = window as AttributionWindow;
type HappyWindow = Window & { happyDOM: { setURL(url: string): void } };
const setUrl = (url: string) => (window as unknown as HappyWindow).happyDOM.setURL(url);

const cookies = () => CONTAINERS.filter((c) => readCookie(document, c) !== null);
const input = (field: string) => document.querySelector<HTMLInputElement>(`input[name="wc_order_attribution_${field}"]`);

const CHECKOUT = `<form class="checkout woocommerce-checkout" method="post" action="/checkout/">
  <input type="hidden" name="_wpnonce" value="n"><wc-order-attribution-inputs></wc-order-attribution-inputs>
  <button type="submit" id="place_order">ثبت سفارش</button></form>`;

let stop: (() => void) | undefined;
function start() {
  stop = createBehaviour({ name: 'attribution', setup: setupAttribution }).start(document);
}

beforeEach(() => {
  deleteAll(document);
  delete w.wc_order_attribution;
  setUrl('http://localhost:3000/?utm_source=newsletter&utm_medium=email&utm_campaign=yalda');
});
afterEach(() => {
  stop?.();
  stop = undefined;
  delete w.wp;
});

describe('on a checkout page', () => {
  beforeEach(() => {
    document.body.innerHTML = CHECKOUT;
  });

  it('records the page at once and fills every wc_order_attribution_* input of the form', async () => {
    start();
    expect(cookies()).toEqual(expect.arrayContaining(['current', 'current_add', 'first', 'first_add', 'session', 'udata', 'migrations']));
    await vi.waitFor(() => expect(input('source_type')?.value).toBe('utm'));
    const form = document.querySelector('form')!;
    const data = Object.fromEntries([...new FormData(form)].filter(([k]) => k.startsWith('wc_order_attribution_')));
    expect(Object.keys(data)).toHaveLength(16);
    expect(data).toMatchObject({
      wc_order_attribution_utm_source: 'newsletter',
      wc_order_attribution_utm_medium: 'email',
      wc_order_attribution_utm_campaign: 'yalda',
      wc_order_attribution_session_entry: 'http://localhost:3000/?utm_source=newsletter&utm_medium=email&utm_campaign=yalda',
      wc_order_attribution_session_pages: '1',
      wc_order_attribution_session_count: '1',
    });
    for (const el of document.querySelectorAll('wc-order-attribution-inputs input')) expect((el as HTMLInputElement).type).toBe('hidden');
  });

  it('gives the block checkout the same values, and exposes them as WooCommerce’s getAttributionData', async () => {
    const sent: unknown[] = [];
    w.wp = { data: { dispatch: () => ({ __internalSetExtensionData: (ns: string, v: unknown) => sent.push([ns, v]) }) } };
    start();
    await vi.waitFor(() => expect(sent.length).toBeGreaterThan(0));
    expect(sent.at(-1)).toEqual(['woocommerce/order-attribution', expect.objectContaining({ source_type: 'utm', utm_source: 'newsletter', session_pages: '1' })]);
    expect(w.wc_order_attribution?.getAttributionData?.()).toMatchObject({ source_type: 'utm', utm_campaign: 'yalda' });
  });

  it('allowTracking false (WooCommerce’s params): deletes the cookies a visit left and leaves the fields empty', async () => {
    start(); // a first page with tracking on
    stop?.();
    document.body.innerHTML = CHECKOUT;
    w.wc_order_attribution = { params: { allowTracking: false } };
    start();
    expect(cookies()).toEqual([]);
    await vi.waitFor(() => expect(input('source_type')).not.toBeNull());
    for (const el of document.querySelectorAll<HTMLInputElement>('wc-order-attribution-inputs input')) expect(el.value).toBe('');
  });

  it('setOrderTracking(false) later deletes every cookie and empties the fields; true starts again', async () => {
    start();
    await vi.waitFor(() => expect(input('source_type')?.value).toBe('utm'));
    w.wc_order_attribution!.setOrderTracking!(false);
    expect(cookies()).toEqual([]);
    for (const el of document.querySelectorAll<HTMLInputElement>('wc-order-attribution-inputs input')) expect(el.value).toBe('');
    w.wc_order_attribution!.setOrderTracking!(true);
    expect(input('source_type')?.value).toBe('utm');
  });

  it('warns in the console when the inputs element was tampered with, and shows the shopper nothing', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    document.querySelector('wc-order-attribution-inputs')!.innerHTML = '<input type="hidden" name="wc_order_attribution_source_type">';
    const before = document.body.textContent;
    start();
    await vi.waitFor(() => expect(warn).toHaveBeenCalledWith(expect.stringContaining('likely manipulated')));
    expect(input('source_type')?.value).toBe('utm');
    expect(input('utm_source')).toBeNull();
    expect(document.body.textContent).toBe(before);
    expect(document.querySelector('[role="alert"], .woocommerce-error')).toBeNull();
  });

  it('warns when the checkout form has no inputs element at all', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    document.querySelector('wc-order-attribution-inputs')!.remove();
    start();
    await vi.waitFor(() => expect(warn).toHaveBeenCalledWith(expect.stringContaining('likely manipulated')));
  });
});

describe('on any other page', () => {
  it('records the page when the browser is idle, not while the page loads', async () => {
    document.body.innerHTML = '<main><a href="/product/x/">x</a></main>';
    start();
    expect(cookies()).toEqual([]);
    await vi.waitFor(() => expect(readCookie(document, 'session')).toContain('pgs=1'), { timeout: 3000 });
  });

  it('a submit before the idle turn records the page first', () => {
    document.body.innerHTML = '<form role="search"><input name="s"></form>';
    start();
    document.querySelector('form')!.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
    expect(readCookie(document, 'current')).toContain('typ=utm');
  });
});

describe('beside WooCommerce’s own sourcebuster', () => {
  afterEach(() => delete w.sbjs);

  it('does not count a page sourcebuster already counted, and still fills the fields from its cookies', async () => {
    document.body.innerHTML = CHECKOUT;
    document.cookie = `sbjs_current=${encodeURIComponent('typ=referral|||src=blog.example|||mdm=referral')}; path=/`;
    document.cookie = `sbjs_session=${encodeURIComponent('pgs=4|||cpg=http://localhost:3000/')}; path=/`;
    w.sbjs = { get: {} };
    start();
    await vi.waitFor(() => expect(input('source_type')?.value).toBe('referral'));
    expect(input('session_pages')?.value).toBe('4');
  });
});
