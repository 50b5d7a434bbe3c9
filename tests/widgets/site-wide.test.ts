import { screen } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createBehaviour } from '../../shared/islands/define-behaviour';
import { getConfig } from '../../shared/api/page-config';
import { setupComingSoonBanner } from '../../widgets/site-wide/coming-soon-banner';
import { setupPasswordToggles } from '../../widgets/site-wide/password-toggle';
import { raiseToMin, setupQuantityMinimums } from '../../widgets/site-wide/quantity-min';
import { setupStoreNotice } from '../../widgets/site-wide/store-notice';
import { fakeFetch, flush, htmlResponse, json, setPageConfig } from '../support/page';

let running: Array<() => void> = [];
const start = (setup: Parameters<typeof createBehaviour>[0]['setup']) => {
  const stop = createBehaviour({ name: 'test', setup }).start(document);
  running.push(stop);
  return stop;
};
afterEach(() => {
  running.forEach((stop) => stop());
  running = [];
});

describe('store notice', () => {
  const markup = `<div class="woocommerce-store-notice" data-notice-id="a7c3e1"><p>ارسال رایگان</p>
    <form method="post" action="/store-notice/dismiss"><button type="submit" class="woocommerce-store-notice__dismiss-link" aria-label="بستن">×</button></form></div>
    <main id="main" tabindex="-1"></main>`;

  it('sets store_notice{id} = hidden and hides the notice when dismissed', () => {
    document.body.innerHTML = markup;
    start(setupStoreNotice);
    screen.getByRole('button', { name: 'بستن' }).click();
    expect(document.cookie).toContain('store_noticea7c3e1=hidden');
    expect(document.querySelector<HTMLElement>('.woocommerce-store-notice')!.hidden).toBe(true);
  });

  it('hides a notice already dismissed on a cached page', () => {
    document.cookie = 'store_noticea7c3e1=hidden; path=/';
    document.body.innerHTML = markup;
    start(setupStoreNotice);
    expect(document.querySelector<HTMLElement>('.woocommerce-store-notice')!.hidden).toBe(true);
    document.cookie = 'store_noticea7c3e1=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
  });
});

describe('coming-soon banner', () => {
  const markup = `<div id="coming-soon-footer-banner"><p>به‌زودی</p><form method="post" action="/coming-soon/dismiss">
    <button type="submit" class="coming-soon-footer-banner-dismiss" data-rest-url="/wp-json/wp/v2/users/me" aria-label="بستن">×</button></form>
    <p role="status" data-banner-status></p></div>`;

  it('sends the dismiss call with the nonce and hides the banner when it completes', async () => {
    setPageConfig();
    getConfig();
    document.body.insertAdjacentHTML('beforeend', markup);
    const fake = fakeFetch(() => json({ id: 0, woocommerce_meta: { coming_soon_banner_dismissed: 'yes' } }));
    vi.stubGlobal('fetch', fake.fn);
    start(setupComingSoonBanner);
    screen.getByRole('button', { name: 'بستن' }).click();
    expect(document.getElementById('coming-soon-footer-banner')!.hidden).toBe(false); // not before the answer
    await flush();
    await flush();
    expect(fake.calls[0]).toMatchObject({ url: '/wp-json/wp/v2/users/me', method: 'POST' });
    expect(fake.calls[0]!.headers['x-wp-nonce']).toBe('abc123def0');
    expect(JSON.parse(fake.calls[0]!.body)).toEqual({ woocommerce_meta: { coming_soon_banner_dismissed: 'yes' } });
    expect(document.getElementById('coming-soon-footer-banner')!.hidden).toBe(true);
  });

  it('keeps the banner and says so when the server answers HTML', async () => {
    setPageConfig();
    document.body.insertAdjacentHTML('beforeend', markup);
    vi.stubGlobal('fetch', fakeFetch(() => htmlResponse('<p>error</p>', 500)).fn);
    start(setupComingSoonBanner);
    screen.getByRole('button', { name: 'بستن' }).click();
    await flush();
    await flush();
    expect(document.getElementById('coming-soon-footer-banner')!.hidden).toBe(false);
    expect(document.querySelector('[data-banner-status]')!.getAttribute('role')).toBe('status');
    expect(document.querySelector('[data-banner-status]')!.textContent).toBe('مشکلی پیش آمد، لطفاً دوباره تلاش کنید.');
  });
});

describe('password toggle', () => {
  it('adds a show/hide button with the Persian names, and takes it off again', () => {
    document.body.innerHTML = '<label for="pw">رمز</label><span class="password-input"><input type="password" id="pw"></span>';
    const stop = start(setupPasswordToggles);
    const input = screen.getByLabelText('رمز') as HTMLInputElement;
    const toggle = screen.getByRole('button', { name: 'نمایش رمز عبور' });
    toggle.click();
    expect(input.type).toBe('text');
    expect(toggle.getAttribute('aria-label')).toBe('پنهان کردن رمز عبور');
    toggle.click();
    expect(input.type).toBe('password');
    stop();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('enhances a password field that arrives later', async () => {
    start(setupPasswordToggles);
    document.body.insertAdjacentHTML('beforeend', '<input type="password" aria-label="رمز">');
    await flush();
    expect(screen.getByRole('button', { name: 'نمایش رمز عبور' })).toBeTruthy();
  });
});

describe('quantity minimums (spec section 5)', () => {
  it('raises quantity inputs below their min on load, leaves the others', () => {
    // number fields get Latin digits (all they take); the theme's text fields Persian ones (see the test below)
    document.body.innerHTML = `<input class="qty" type="number" min="3" value="1" aria-label="a">
      <input class="qty" type="number" min="2" value="5" aria-label="b">
      <input class="qty" type="number" min="-1" value="-4" aria-label="c">
      <input class="qty" type="number" min="4" value="" aria-label="d">`;
    start(setupQuantityMinimums);
    const values = ['a', 'b', 'c', 'd'].map((name) => (screen.getByLabelText(name) as HTMLInputElement).value);
    expect(values).toEqual(['3', '5', '-4', '4']);
  });

  it('reads Persian digits', () => {
    const input = document.createElement('input');
    input.setAttribute('min', '۳');
    input.value = '۲';
    expect(raiseToMin(input)).toBe(true);
    expect(input.value).toBe('۳'); // a text field shows Persian digits
  });
});
