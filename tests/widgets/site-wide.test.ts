import { screen, waitFor } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createBehaviour } from '../../shared/islands/define-behaviour';
import { getConfig } from '../../shared/api/page-config';
import { setupComingSoonBanner } from '../../widgets/site-wide/coming-soon-banner';
import { setupFieldErrors } from '../../widgets/site-wide/field-errors';
import { fieldErrorMessages } from '../../shared/platform/messages/field-errors';
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
    await waitFor(() => expect(document.getElementById('coming-soon-footer-banner')!.hidden).toBe(true));
    expect(fake.calls).toHaveLength(1);
    expect(fake.calls[0]).toMatchObject({ url: '/wp-json/wp/v2/users/me', method: 'POST' });
    expect(fake.calls[0]!.headers['x-wp-nonce']).toBe('abc123def0');
    expect(JSON.parse(fake.calls[0]!.body)).toEqual({ woocommerce_meta: { coming_soon_banner_dismissed: 'yes' } });
    expect(document.getElementById('coming-soon-footer-banner')!.hidden).toBe(true);
  });

  it('keeps the banner and says so when the server answers HTML', async () => {
    setPageConfig();
    document.body.insertAdjacentHTML('beforeend', markup);
    const fake = fakeFetch(() => htmlResponse('<p>error</p>', 500));
    vi.stubGlobal('fetch', fake.fn);
    start(setupComingSoonBanner);
    const button = screen.getByRole('button', { name: 'بستن' });
    button.click();
    button.click(); // a second press while busy sends nothing more
    await waitFor(() => expect(document.querySelector('[data-banner-status]')!.textContent).toBe('مشکلی پیش آمد، لطفاً دوباره تلاش کنید.'));
    expect(document.getElementById('coming-soon-footer-banner')!.hidden).toBe(false);
    expect(document.querySelector('[data-banner-status]')!.getAttribute('role')).toBe('status');
    expect(button.hasAttribute('aria-busy')).toBe(false);
    expect(fake.calls).toHaveLength(1);
  });
});

describe('password toggle', () => {
  // happy-dom lays nothing out: every field is on the screen (no IntersectionObserver, as in an old browser)
  beforeEach(() => vi.stubGlobal('IntersectionObserver', undefined));
  afterEach(() => vi.unstubAllGlobals());

  it('adds a show/hide button with the Persian names (loaded at the first field), and takes it off again', async () => {
    document.body.innerHTML = '<label for="pw">رمز</label><span class="password-input"><input type="password" id="pw"></span>';
    const stop = start(setupPasswordToggles);
    const input = screen.getByLabelText('رمز') as HTMLInputElement;
    const toggle = await screen.findByRole('button', { name: 'نمایش رمز عبور' });
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
    expect(await screen.findByRole('button', { name: 'نمایش رمز عبور' })).toBeTruthy();
  });

  it('keeps the focus and the caret of a field it moves into its wrapper (the theme printed none; the field came on the screen as the shopper tapped into it)', async () => {
    document.body.innerHTML = '<label for="pw">رمز</label><input type="password" id="pw" value="abcdef">';
    const input = screen.getByLabelText('رمز') as HTMLInputElement;
    input.focus();
    input.setSelectionRange(2, 4);
    start(setupPasswordToggles);
    await screen.findByRole('button', { name: 'نمایش رمز عبور' });
    expect(input.parentElement!.className).toBe('password-input');
    expect(document.activeElement).toBe(input);
    expect([input.selectionStart, input.selectionEnd]).toEqual([2, 4]);
  });

  it('a field taken away before the button\'s module came gets none, and its page is left as it was', async () => {
    document.body.innerHTML = '<form><input type="password" aria-label="رمز"></form>';
    const stop = start(setupPasswordToggles);
    stop(); // at once: the module is still on its way
    await import('../../widgets/site-wide/password-toggle-view');
    await flush();
    expect(document.querySelector('form')!.outerHTML).toBe('<form><input type="password" aria-label="رمز"></form>');
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

describe('field errors: a refused submit says why in Persian', () => {
  const form = `<form>
    <label for="v">انتخاب نوع</label><select id="v" name="variation_id" required><option value="">انتخاب کنید…</option><option value="1">۱۰ سانتی‌متر</option></select>
    <label for="q">تعداد</label><input id="q" class="input-text qty text" name="quantity" pattern="[0-9]*" title="تعداد را با رقم وارد کنید." value="abc">
    <label for="e">ایمیل</label><input id="e" type="email" name="email" value="x">
    <label for="n">نام</label><input id="n" name="name" required aria-invalid="true" aria-describedby="n-server">
    <span id="n-server">نام را بنویسید.</span>
    <label><input type="checkbox" name="terms" required> قوانین را می‌پذیرم</label>
    <label for="ok">نشانی</label><input id="ok" name="address" value="تهران">
    <button>ثبت</button>
  </form>`;
  /** Every invalid event of the test, read once dispatched (ours answers last, on the field). */
  const invalidEvents = () => {
    const events: Event[] = [];
    const seen = (e: Event) => events.push(e);
    document.addEventListener('invalid', seen, true);
    running.push(() => document.removeEventListener('invalid', seen, true));
    return events;
  };
  /** The shopper's press of the form's submit button (the browser validates in its task). */
  const press = () => document.querySelector<HTMLButtonElement>('form button:not([type=button])')!.click();
  const noteOf = (field: Element) => {
    const ids = (field.getAttribute('aria-describedby') ?? '').split(' ');
    return ids.map((id) => document.getElementById(id)).find((el) => el?.classList.contains('hsa-field-error')) ?? null;
  };

  it('cancels the browser’s bubble, focuses the first field and says each field’s reason under it, tied by aria-describedby', async () => {
    document.body.innerHTML = form;
    start(setupFieldErrors);
    const events = invalidEvents();
    press();
    expect(events.length).toBeGreaterThan(3);
    // read once dispatched: ours answers last, on the field
    expect(events.every((e) => e.defaultPrevented), 'every invalid event cancelled: no browser bubble').toBe(true);
    const select = screen.getByLabelText('انتخاب نوع');
    expect(document.activeElement).toBe(select);
    await waitFor(() => expect(noteOf(select)?.textContent).toBe(fieldErrorMessages.fieldChoose));
    // the pattern's title says what to type; the e-mail, the empty field and the box their own words
    expect(noteOf(screen.getByLabelText('تعداد'))?.textContent).toBe('تعداد را با رقم وارد کنید.');
    expect(noteOf(screen.getByLabelText('ایمیل'))?.textContent).toBe(fieldErrorMessages.fieldEmail);
    const name = screen.getByLabelText('نام');
    expect(noteOf(name)?.textContent).toBe(fieldErrorMessages.fieldRequired);
    expect(name.getAttribute('aria-describedby')).toMatch(/^n-server hsa-field-error-\d+$/);
    const box = screen.getByRole('checkbox');
    expect(noteOf(box)?.textContent).toBe(fieldErrorMessages.fieldCheck);
    expect(noteOf(box)!.previousElementSibling, 'after the label holding the box').toBe(box.closest('label'));
    expect(select.getAttribute('aria-invalid')).toBe('true');
    // a valid field is left alone
    expect(screen.getByLabelText('نشانی').hasAttribute('aria-describedby')).toBe(false);
    expect(document.querySelectorAll('.hsa-field-error')).toHaveLength(5);
    // the first field's reason is announced (the focus came before the words)
    await waitFor(() => expect(document.querySelector('[data-hsa-announcer]')?.textContent).toBe(fieldErrorMessages.fieldChoose));
  });

  it('follows what the shopper does: a new reason, or the line gone once valid, the server’s own error kept', async () => {
    document.body.innerHTML = form;
    start(setupFieldErrors);
    press();
    const select = screen.getByLabelText('انتخاب نوع') as HTMLSelectElement;
    await waitFor(() => expect(noteOf(select)).not.toBeNull());
    select.value = '1';
    select.dispatchEvent(new Event('change', { bubbles: true }));
    // a turn later: after the field's own listeners
    await waitFor(() => expect(noteOf(select)).toBeNull());
    expect(select.hasAttribute('aria-invalid')).toBe(false);
    expect(select.hasAttribute('aria-describedby')).toBe(false);
    const email = screen.getByLabelText('ایمیل') as HTMLInputElement;
    email.value = '';
    email.dispatchEvent(new Event('input', { bubbles: true }));
    await waitFor(() => expect(noteOf(email), 'an empty optional e-mail is valid').toBeNull());
    const name = screen.getByLabelText('نام') as HTMLInputElement;
    name.value = 'مریم';
    name.dispatchEvent(new Event('input', { bubbles: true }));
    await waitFor(() => expect(noteOf(name)).toBeNull());
    expect(name.getAttribute('aria-describedby')).toBe('n-server');
    expect(name.getAttribute('aria-invalid'), 'the server’s, not ours to take back').toBe('true');
    const qty = screen.getByLabelText('تعداد') as HTMLInputElement;
    qty.value = 'x2';
    qty.dispatchEvent(new Event('input', { bubbles: true }));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(noteOf(qty)?.textContent).toBe('تعداد را با رقم وارد کنید.');
    // refused again: one line per field, not two
    press();
    await waitFor(() => expect(document.activeElement).toBe(qty));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(document.querySelectorAll('.hsa-field-error')).toHaveLength(2);
  });

  it('says the shop’s quantity limits, a number’s range, and another script’s own message as it is', async () => {
    document.body.innerHTML = `<form>
      <label for="a">تعداد</label><input id="a" type="number" name="quantity" min="2" max="5" value="7">
      <label for="b">قد</label><input id="b" type="number" name="height" min="10" value="3">
      <label for="c">کد</label><input id="c" name="code">
      <button>ثبت</button>
    </form>`;
    (screen.getByLabelText('کد') as HTMLInputElement).setCustomValidity('این کد پیش‌تر به کار رفته است.');
    start(setupFieldErrors);
    press();
    await waitFor(() => expect(noteOf(screen.getByLabelText('تعداد'))?.textContent).toBe('حداکثر تعداد قابل خرید: ۵'));
    expect(noteOf(screen.getByLabelText('قد'))?.textContent).toBe('کمترین مقدار مجاز ۱۰ است.');
    expect(noteOf(screen.getByLabelText('کد'))?.textContent).toBe('این کد پیش‌تر به کار رفته است.');
  });

  it('leaves a field whose refusal another script answered (a theme’s own validation) to that script', async () => {
    document.body.innerHTML = `<form><label for="a">نام</label><input id="a" required><label for="b">شهر</label><input id="b" required><button>ثبت</button></form>`;
    start(setupFieldErrors);
    const theirs = document.getElementById('a')!;
    const own = (e: Event) => e.preventDefault();
    theirs.addEventListener('invalid', own);
    running.push(() => theirs.removeEventListener('invalid', own));
    press();
    // the first field is theirs: the focus and the words go to the field that is ours
    expect(document.activeElement).toBe(document.getElementById('b'));
    await waitFor(() => expect(noteOf(document.getElementById('b')!)?.textContent).toBe(fieldErrorMessages.fieldRequired));
    expect(document.querySelectorAll('.hsa-field-error')).toHaveLength(1);
  });

  it('a script’s own checkValidity() (no submit the shopper made) gets no word and no focus: the fields check themselves at each blur in WooCommerce Blocks', async () => {
    document.body.innerHTML = form;
    start(setupFieldErrors);
    const events = invalidEvents();
    const address = screen.getByLabelText('نشانی');
    address.focus();
    expect(document.querySelector('form')!.checkValidity()).toBe(false);
    // and in a press of a button that does not submit
    const check = document.createElement('button');
    check.type = 'button';
    check.addEventListener('click', () => screen.getByLabelText('نام').dispatchEvent(new Event('invalid', { cancelable: true })));
    document.body.append(check);
    check.click();
    expect(events.length).toBeGreaterThan(3);
    expect(events.some((e) => e.defaultPrevented)).toBe(false);
    expect(document.activeElement).toBe(address);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(document.querySelector('.hsa-field-error')).toBeNull();
  });

  it('Enter in a field is a submit the shopper made', async () => {
    document.body.innerHTML = form;
    start(setupFieldErrors);
    const address = screen.getByLabelText('نشانی');
    address.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }));
    // the browser's implicit submission, in the key's task
    document.querySelector('form')!.requestSubmit();
    expect(document.activeElement).toBe(screen.getByLabelText('انتخاب نوع'));
    await waitFor(() => expect(document.querySelectorAll('.hsa-field-error')).toHaveLength(5));
  });

  it('a value a script set without an event (jQuery’s .val()) takes the line away at the next focus; a field the page took out lets its line go', async () => {
    document.body.innerHTML = form;
    start(setupFieldErrors);
    press();
    const select = screen.getByLabelText('انتخاب نوع') as HTMLSelectElement;
    await waitFor(() => expect(noteOf(select)).not.toBeNull());
    select.value = '1'; // no event
    screen.getByLabelText('نشانی').focus();
    await waitFor(() => expect(noteOf(select)).toBeNull());
    expect(select.hasAttribute('aria-invalid')).toBe(false);
    const email = screen.getByLabelText('ایمیل');
    const line = noteOf(email)!;
    email.remove();
    press();
    await waitFor(() => expect(line.isConnected).toBe(false));
  });

  it('on the cart page: the last update\'s notice goes (it no longer tells what the form holds), a remove\'s «بازگردانی؟» stays; the table drawn again (a line removed) keeps the refused box\'s line', async () => {
    const row = (value: string) =>
      `<td><label for="q1">تعداد</label><input id="q1" class="input-text qty text" name="cart[k1][qty]" pattern="[0-9]*" title="تعداد را با رقم وارد کنید." value="${value}"></td>`;
    document.body.innerHTML = `<main>
      <div class="woocommerce-notices-wrapper"><div class="notice woocommerce-message">سبد خرید به‌روز شد.</div></div>
      <div class="woocommerce-notices-wrapper"><div class="notice woocommerce-message">«چسب» حذف شد. <a class="restore-item" href="/cart/?undo_item=k2">بازگردانی؟</a></div></div>
      <form class="woocommerce-cart-form"><table><tbody><tr id="r1">${row('2')}</tr></tbody></table><button name="update_cart">به‌روزرسانی سبد خرید</button></form>
    </main>`;
    start(setupFieldErrors);
    const box = () => screen.getByLabelText('تعداد') as HTMLInputElement;
    box().value = '2.5';
    press();
    await waitFor(() => expect(noteOf(box())?.textContent).toBe('تعداد را با رقم وارد کنید.'));
    expect([...document.querySelectorAll('.woocommerce-message')].map((n) => n.textContent?.trim())).toEqual(['«چسب» حذف شد. بازگردانی؟']);
    expect(document.querySelectorAll('.woocommerce-notices-wrapper')).toHaveLength(2); // kept for WooCommerce's next notice

    // fragments.ts draws the row again, keeping what was typed; WooCommerce's removed_from_cart follows
    const drawn = document.createElement('tr');
    drawn.innerHTML = row('2');
    document.getElementById('r1')!.replaceWith(drawn);
    box().value = '2.5';
    document.body.dispatchEvent(new CustomEvent('removed_from_cart', { bubbles: true, detail: {} }));
    await waitFor(() => expect(noteOf(box())?.textContent).toBe('تعداد را با رقم وارد کنید.'));
    expect(box().getAttribute('aria-invalid')).toBe('true');
    expect(document.querySelectorAll('.hsa-field-error')).toHaveLength(1);
    // and goes once the box is valid
    box().value = '3';
    box().dispatchEvent(new Event('input', { bubbles: true }));
    await waitFor(() => expect(document.querySelector('.hsa-field-error')).toBeNull());
  });

  it('a group of radio buttons has one line, after its list, each button described by it and invalid', async () => {
    document.body.innerHTML = `<form><p>روش ارسال</p><ul>
      <li><input type="radio" id="r1" name="shipping" value="post" required><label for="r1">پست</label></li>
      <li><input type="radio" id="r2" name="shipping" value="courier"><label for="r2">پیک</label></li>
    </ul><button>ثبت</button></form>`;
    start(setupFieldErrors);
    press();
    const [post, courier] = [screen.getByLabelText('پست'), screen.getByLabelText('پیک')];
    await waitFor(() => expect(noteOf(post)?.textContent).toBe(fieldErrorMessages.fieldChoose));
    expect(noteOf(courier)).toBe(noteOf(post));
    expect(courier.getAttribute('aria-invalid')).toBe('true');
    expect(noteOf(post)!.previousElementSibling!.tagName).toBe('UL');
    expect(document.querySelectorAll('.hsa-field-error')).toHaveLength(1);
    (courier as HTMLInputElement).checked = true;
    courier.dispatchEvent(new Event('change', { bubbles: true }));
    await waitFor(() => expect(document.querySelector('.hsa-field-error')).toBeNull());
    expect([post, courier].map((r) => r.hasAttribute('aria-invalid') || r.hasAttribute('aria-describedby'))).toEqual([false, false]);
  });

  it('an empty search box only takes the focus (spec section 5: refused without a word)', async () => {
    document.body.innerHTML = `<form role="search"><label for="s">جستجو</label><input id="s" type="search" name="s" required><button>جستجو</button></form>`;
    start(setupFieldErrors);
    const events = invalidEvents();
    press();
    expect(events.map((e) => e.defaultPrevented)).toEqual([true]);
    expect(document.activeElement).toBe(screen.getByRole('searchbox'));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(document.querySelector('.hsa-field-error')).toBeNull();
  });
});
