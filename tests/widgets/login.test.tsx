import { fireEvent, screen, waitFor, within } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createIsland } from '../../shared/islands/define-island';
import { $session } from '../../shared/stores/session';
import { clearToasts } from '../../shared/ui/Toast';
import { loginProps } from '../../widgets/login/props';
import { fakeFetch, json, setPageConfig, type FakeCall } from '../support/page';
import { fakeCloseWatchers } from '../support/close-watcher';

/**
 * The login island in happy-dom (issue 12): opened by its button or any [data-login-trigger], the number refused or
 * sent (Persian digits read), the code boxes (typing, Persian digits, Backspace, arrows, paste, only with 4 digits),
 * the countdown and resend, errors placed by `field`, the busy labels, the welcome and the redirect, and the account
 * dropdown with logout.
 */
let stop: () => void = () => {};
afterEach(() => {
  stop();
  clearToasts();
});

type Handler = (call: FakeCall) => Response | Promise<Response>;
const ok: Handler = (call) =>
  call.url.endsWith('send-otp') ? json({ success: true, resend_after: 60 }) : call.url.endsWith('verify-otp') ? json({ welcome: 'خوش آمدید!', redirect: '/after/' }) : json({ success: true });

async function mountLogin(handler: Handler = ok, attrs = '') {
  setPageConfig();
  document.body.innerHTML = `<header><div data-island="login" data-nonce="abc123" ${attrs}>
    <button type="button" data-login-trigger data-adopt="login-trigger">ورود / ثبت‌نام</button></div></header>
    <a href="/my-account/" id="elsewhere" data-login-trigger>وارد شوید</a>`;
  const fake = fakeFetch(handler);
  vi.stubGlobal('fetch', fake.fn);
  const navigate = vi.fn();
  vi.stubGlobal('location', { ...window.location, href: 'http://127.0.0.1/here/', assign: navigate, reload: () => navigate(undefined) });
  stop = createIsland({ name: 'login', props: loginProps, loadOn: 'load', wakeOn: ['hsa:login-open'], load: () => import('../../widgets/login/mount') }).start(document.body);
  await waitFor(() => expect(document.querySelector('[data-island-state="mounted"]')).not.toBeNull());
  return { fake, navigate };
}

async function openDialog() {
  screen.getByRole('button', { name: 'ورود / ثبت‌نام' }).click();
  const dialog = await screen.findByRole('dialog', { name: 'ورود / ثبت‌نام' });
  await waitFor(() => expect(document.activeElement).toBe(within(dialog).getByLabelText('شماره موبایل')));
  return dialog;
}

const body = (call: FakeCall) => JSON.parse(call.body) as Record<string, unknown>;
const boxes = (dialog: HTMLElement) => within(dialog).getAllByRole('textbox', { name: /^رقم/ }) as HTMLInputElement[];

async function toStepTwo(dialog: HTMLElement, mobile = '09121234567') {
  fireEvent.input(within(dialog).getByLabelText('شماره موبایل'), { target: { value: mobile } });
  within(dialog).getByRole('button', { name: 'ارسال کد تأیید' }).click();
  await waitFor(() => expect(boxes(dialog)).toHaveLength(4));
  await waitFor(() => expect(document.activeElement).toBe(boxes(dialog)[0]));
}

const key = (el: HTMLElement, k: string, init: KeyboardEventInit = {}) => fireEvent.keyDown(el, { key: k, ...init });

describe('step 1: the mobile number', () => {
  it('refuses an invalid number under the field, focused, with no request', async () => {
    const { fake } = await mountLogin();
    const dialog = await openDialog();
    const field = within(dialog).getByLabelText('شماره موبایل') as HTMLInputElement;
    expect(field).toMatchObject({ type: 'tel', inputMode: 'tel', autocomplete: 'tel' });
    fireEvent.input(field, { target: { value: '۰۹۱۲abc' } });
    within(dialog).getByRole('button', { name: 'ارسال کد تأیید' }).click();
    const error = await within(dialog).findByText('لطفاً شماره موبایل معتبر وارد کنید.');
    expect(field.getAttribute('aria-describedby')).toBe(error.id);
    expect(field.getAttribute('aria-invalid')).toBe('true');
    // said at once: focus stays on the field, so a description alone would not be read
    expect(error.getAttribute('role')).toBe('alert');
    expect(fake.calls).toHaveLength(0);
  });

  it('sends a number typed in Persian digits as Latin digits with hl_nonce and redirect_to, busy meanwhile, then step 2 with the countdown', async () => {
    let release: () => void = () => {};
    const { fake } = await mountLogin(async (call) => {
      await new Promise<void>((resolve) => (release = resolve));
      return ok(call);
    });
    const dialog = await openDialog();
    fireEvent.input(within(dialog).getByLabelText('شماره موبایل'), { target: { value: '۰۹۱۲ ۱۲۳ ٤٥٦٧' } });
    within(dialog).getByRole('button', { name: 'ارسال کد تأیید' }).click();
    const busy = await within(dialog).findByRole('button', { name: 'در حال ارسال...' });
    expect(busy).toHaveProperty('disabled', true);
    expect(fake.calls[0]!.url).toBe('/wp-json/hsa-login/v1/send-otp');
    expect(fake.calls[0]!.headers['x-wp-nonce']).toBeTruthy();
    expect(body(fake.calls[0]!)).toEqual({ mobile: '09121234567', hl_nonce: 'abc123', redirect_to: 'http://127.0.0.1/here/' });
    release();
    await waitFor(() => expect(boxes(dialog)).toHaveLength(4));
    expect(within(dialog).getByText('ارسال مجدد کد پس از ۶۰ ثانیه')).toBeTruthy();
    // step 2 says the number the code went to
    expect(dialog.querySelector('.login__sent-to')!.textContent).toBe('شماره موبایل: ۰۹۱۲۱۲۳۴۵۶۷');
    expect(within(dialog).queryByRole('button', { name: 'ارسال مجدد کد' })).toBeNull();
    await waitFor(() => expect(document.body.textContent).toContain('کد ارسال شد. لطفاً آن را وارد کنید.'));
  });

  it('puts a refusal of send-otp under the mobile field (field mobile, or none), and another field in an error toast', async () => {
    const replies = [json({ message: 'صبر کنید', field: 'mobile' }, { status: 429 }), json({}, { status: 400 }), json({ message: 'پیام دیگر', field: 'other' }, { status: 400 })];
    await mountLogin(() => replies.shift()!);
    const dialog = await openDialog();
    const send = () => {
      fireEvent.input(within(dialog).getByLabelText('شماره موبایل'), { target: { value: '09121234567' } });
      within(dialog).getByRole('button', { name: 'ارسال کد تأیید' }).click();
    };
    send();
    expect(await within(dialog).findByText('صبر کنید')).toBeTruthy();
    send();
    expect(await within(dialog).findByText('ارسال با خطا مواجه شد.')).toBeTruthy();
    send();
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain('پیام دیگر'));
    expect(within(dialog).queryByText('پیام دیگر')).toBeNull();
  });

  it('refused as too soon (resend_after: a code sent before, from a reload or another tab), opens step 2 for that code with the server\'s countdown', async () => {
    const tooSoon = 'کد برای این شماره فرستاده شده است. برای ارسال دوباره ۴۲ ثانیه صبر کنید.';
    const { fake } = await mountLogin((call) => (call.url.endsWith('send-otp') ? json({ code: 'hsa_login_too_soon', message: tooSoon, field: 'mobile', resend_after: 42 }, { status: 429 }) : ok(call)));
    const dialog = await openDialog();
    await toStepTwo(dialog);
    expect(await screen.findByText(tooSoon)).toBeTruthy();
    expect(within(dialog).getByText(/۴۲/)).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: 'ارسال مجدد کد' })).toBeNull();
    fireEvent.paste(boxes(dialog)[0]!, { clipboardData: { getData: () => '1234' } });
    await waitFor(() => expect(fake.calls.filter((c) => c.url.endsWith('verify-otp'))).toHaveLength(1));
  });

  it('says خطا در عملیات under the field when the server cannot be reached', async () => {
    await mountLogin(() => Promise.reject(new TypeError('offline')) as never);
    const dialog = await openDialog();
    fireEvent.input(within(dialog).getByLabelText('شماره موبایل'), { target: { value: '+989121234567' } });
    within(dialog).getByRole('button', { name: 'ارسال کد تأیید' }).click();
    expect(await within(dialog).findByText('خطا در عملیات')).toBeTruthy();
  });
});

describe('step 2: the code boxes', () => {
  it('carry one-time-code autofill and numeric input; typing (Persian digits too) moves on and sends at once with 4 digits, never fewer', async () => {
    const { fake, navigate } = await mountLogin();
    const dialog = await openDialog();
    await toStepTwo(dialog);
    const [b0, b1, b2, b3] = boxes(dialog);
    for (const box of boxes(dialog)) expect(box).toMatchObject({ autocomplete: 'one-time-code', inputMode: 'numeric' });
    key(b0!, '۱');
    await waitFor(() => expect(document.activeElement).toBe(b1));
    key(b1!, 'a');
    key(b1!, '2');
    key(b2!, '٣');
    within(dialog).getByRole('button', { name: 'تأیید کد' }).click();
    await waitFor(() => expect(document.activeElement).toBe(b3));
    expect(fake.calls.filter((c) => c.url.endsWith('verify-otp'))).toHaveLength(0);
    vi.useFakeTimers({ shouldAdvanceTime: true });
    key(b3!, '4');
    await waitFor(() => expect(fake.calls.filter((c) => c.url.endsWith('verify-otp'))).toHaveLength(1));
    expect(body(fake.calls.at(-1)!)).toEqual({ mobile: '09121234567', otp: '1234', hl_nonce: 'abc123', redirect_to: 'http://127.0.0.1/here/' });
    expect(await within(dialog).findByText('خوش آمدید!')).toBeTruthy();
    // the code step is gone: focus is on the welcome, in the dialog, not dropped to <body> while the page waits
    await waitFor(() => expect(document.activeElement).toBe(within(dialog).getByText('خوش آمدید!')));
    expect(navigate).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1500);
    expect(navigate).toHaveBeenCalledWith('/after/');
  });

  it('typed faster than the page paints, each key lands in the box focus is on and none is lost (the e2e keyboard-only login lost the 4th)', async () => {
    const { fake } = await mountLogin();
    const dialog = await openDialog();
    await toStepTwo(dialog);
    // As a fast typist or Playwright's keyboard.type: each key goes to the focused box; renders run between keys
    // (microtasks), effects waiting for a paint do not. Dispatched without fireEvent, whose act() would flush them.
    for (const digit of '6431') {
      document.activeElement!.dispatchEvent(new KeyboardEvent('keydown', { key: digit, bubbles: true, cancelable: true }));
      await Promise.resolve();
      await Promise.resolve();
    }
    await waitFor(() => expect(fake.calls.filter((c) => c.url.endsWith('verify-otp'))).toHaveLength(1));
    expect(body(fake.calls.at(-1)!)).toMatchObject({ otp: '6431' });
    expect(boxes(dialog).map((b) => b.value)).toEqual(['6', '4', '3', '1']);
  });

  it('Backspace clears, and on an empty box moves back; the arrows move; other keys do nothing', async () => {
    const { fake } = await mountLogin();
    const dialog = await openDialog();
    await toStepTwo(dialog);
    const [b0, b1, b2] = boxes(dialog);
    key(b0!, '1');
    key(b1!, '2');
    await waitFor(() => expect(document.activeElement).toBe(b2));
    key(b2!, 'Backspace');
    await waitFor(() => expect(document.activeElement).toBe(b1));
    expect(b1!.value).toBe('');
    key(b1!, 'ArrowLeft');
    expect(document.activeElement).toBe(b0);
    key(b0!, 'ArrowRight');
    expect(document.activeElement).toBe(b1);
    const letter = key(b1!, 'x');
    expect(letter).toBe(false); // prevented
    expect(key(b1!, 'x', { isComposing: true })).toBe(true); // an IME's keys are left alone
    expect(b0!.value).toBe('1');
    expect(fake.calls.filter((c) => c.url.endsWith('verify-otp'))).toHaveLength(0);
  });

  it('Escape in a code box closes the dialog (the boxes leave Escape, Enter and Tab alone), focus back on the button', async () => {
    await mountLogin();
    const dialog = await openDialog();
    await toStepTwo(dialog);
    const [b0] = boxes(dialog);
    expect(key(b0!, 'Enter')).toBe(true);
    expect(key(b0!, 'Escape')).toBe(false); // prevented by the dialog's Escape, which closes it
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'ورود / ثبت‌نام' }));
  });

  it('a paste keeps the digits only, up to 4, fills the boxes and sends', async () => {
    const { fake } = await mountLogin();
    const dialog = await openDialog();
    await toStepTwo(dialog);
    fireEvent.paste(boxes(dialog)[0]!, { clipboardData: { getData: () => 'کد: ۹ 8-7 6 5' } });
    await waitFor(() => expect(fake.calls.filter((c) => c.url.endsWith('verify-otp'))).toHaveLength(1));
    expect(body(fake.calls.at(-1)!).otp).toBe('9876');
  });

  it('a paste of fewer digits fills what it has and sends nothing', async () => {
    const { fake } = await mountLogin();
    const dialog = await openDialog();
    await toStepTwo(dialog);
    fireEvent.paste(boxes(dialog)[0]!, { clipboardData: { getData: () => '12' } });
    await waitFor(() => expect(boxes(dialog).map((b) => b.value)).toEqual(['1', '2', '', '']));
    expect(fake.calls.filter((c) => c.url.endsWith('verify-otp'))).toHaveLength(0);
  });

  it('puts a wrong code under the code field (field otp, or none), clears the boxes and focuses the first', async () => {
    const replies = [json({ message: 'کد تأیید نادرست است.', field: 'otp' }, { status: 400 }), json({}, { status: 400 })];
    await mountLogin((call) => (call.url.endsWith('verify-otp') ? replies.shift()! : ok(call)));
    const dialog = await openDialog();
    await toStepTwo(dialog);
    fireEvent.paste(boxes(dialog)[0]!, { clipboardData: { getData: () => '1111' } });
    const error = await within(dialog).findByText('کد تأیید نادرست است.');
    await waitFor(() => expect(document.activeElement).toBe(boxes(dialog)[0]));
    expect(boxes(dialog).map((b) => b.value)).toEqual(['', '', '', '']);
    expect(boxes(dialog)[0]!.getAttribute('aria-describedby')).toBe(error.id);
    expect(error.getAttribute('role')).toBe('alert');
    fireEvent.paste(boxes(dialog)[0]!, { clipboardData: { getData: () => '2222' } });
    expect(await within(dialog).findByText('ارسال با خطا مواجه شد.')).toBeTruthy();
  });

  it('shows «در حال بررسی...» on a disabled button while verifying', async () => {
    let release: () => void = () => {};
    await mountLogin(async (call) => {
      if (call.url.endsWith('verify-otp')) await new Promise<void>((resolve) => (release = resolve));
      return ok(call);
    });
    const dialog = await openDialog();
    await toStepTwo(dialog);
    fireEvent.paste(boxes(dialog)[0]!, { clipboardData: { getData: () => '1234' } });
    expect(await within(dialog).findByRole('button', { name: 'در حال بررسی...' })).toHaveProperty('disabled', true);
    release();
    await within(dialog).findByText('خوش آمدید!');
  });

  it('«ویرایش شماره» goes back to step 1 with the number, focused, and sends nothing', async () => {
    const { fake } = await mountLogin();
    const dialog = await openDialog();
    await toStepTwo(dialog);
    within(dialog).getByRole('button', { name: 'ویرایش شماره' }).click();
    const field = await within(dialog).findByLabelText('شماره موبایل');
    await waitFor(() => expect(document.activeElement).toBe(field));
    expect((field as HTMLInputElement).value).toBe('09121234567');
    expect(fake.calls).toHaveLength(1);
  });

  it("a phone's Back on step 2 is «ویرایش شماره» (the number kept, focused, nothing sent); the next Back closes the dialog, focus on the button", async () => {
    const watchers = fakeCloseWatchers();
    const fine = window.matchMedia;
    vi.stubGlobal('matchMedia', (query: string) => ({ ...fine(query), matches: query === '(pointer: coarse)' || fine(query).matches }));
    try {
      const { fake } = await mountLogin();
      const dialog = await openDialog();
      expect(watchers.active).toHaveLength(1); // the dialog's
      await toStepTwo(dialog);
      expect(watchers.active).toHaveLength(2);
      watchers.back();
      const field = await within(dialog).findByLabelText('شماره موبایل');
      await waitFor(() => expect(document.activeElement).toBe(field));
      expect((field as HTMLInputElement).value).toBe('09121234567');
      expect(screen.getByRole('dialog', { name: 'ورود / ثبت‌نام' })).toBe(dialog);
      expect(watchers.active).toHaveLength(1);
      watchers.back();
      await waitFor(() => expect(screen.queryByRole('dialog', { name: 'ورود / ثبت‌نام' })).toBeNull());
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'ورود / ثبت‌نام' }));
      expect(fake.calls).toHaveLength(1);
    } finally {
      // only what this test stubbed: the other tests' location stays for their redirects still to come
      vi.stubGlobal('matchMedia', fine);
      vi.stubGlobal('CloseWatcher', undefined);
    }
  });

  it('counts down in Persian digits, then offers resend, which sends again to the same number', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { fake } = await mountLogin();
    const dialog = await openDialog();
    await toStepTwo(dialog, '09125550000');
    await vi.advanceTimersByTimeAsync(15_000);
    await waitFor(() => expect(within(dialog).getByText(/ارسال مجدد کد پس از [۰-۹]+ ثانیه/).textContent).toMatch(/۴[۵-۶]/));
    await vi.advanceTimersByTimeAsync(50_000);
    const resend = await within(dialog).findByRole('button', { name: 'ارسال مجدد کد' });
    expect(within(dialog).queryByText(/ارسال مجدد کد پس از/)).toBeNull();
    resend.click();
    await waitFor(() => expect(fake.calls.filter((c) => c.url.endsWith('send-otp'))).toHaveLength(2));
    expect(body(fake.calls.at(-1)!).mobile).toBe('09125550000');
    await waitFor(() => expect(within(dialog).getByText('ارسال مجدد کد پس از ۶۰ ثانیه')).toBeTruthy());
  });

});

describe('opening and the account', () => {
  it('for an account holder: the account dropdown with the number and «خروج», closing on Escape, scroll and resize; logout reloads', async () => {
    const { fake, navigate } = await mountLogin(ok, 'data-account="۰۹۱۲۱۲۳۴۵۶۷"');
    expect($session.get()).toEqual({ loggedIn: true, displayName: '۰۹۱۲۱۲۳۴۵۶۷' });
    const button = await screen.findByRole('button', { name: 'حساب کاربری' });
    fireEvent.click(button);
    const panel = await screen.findByRole('group', { name: 'حساب کاربری' });
    await waitFor(() => expect(panel.hidden).toBe(false));
    expect(within(panel).getByText('۰۹۱۲۱۲۳۴۵۶۷')).toBeTruthy();
    button.focus();
    fireEvent.keyDown(button, { key: 'Escape' });
    await waitFor(() => expect(panel.hidden).toBe(true));
    fireEvent.click(button);
    await waitFor(() => expect(panel.hidden).toBe(false));
    const scrolled = vi.spyOn(window, 'scrollY', 'get').mockReturnValue(300);
    window.dispatchEvent(new Event('scroll'));
    await waitFor(() => expect(panel.hidden).toBe(true));
    scrolled.mockRestore();
    fireEvent.click(button);
    await waitFor(() => expect(panel.hidden).toBe(false));
    vi.spyOn(window, 'innerWidth', 'get').mockReturnValue(500);
    window.dispatchEvent(new Event('resize'));
    await waitFor(() => expect(panel.hidden).toBe(true));
    fireEvent.click(button);
    within(panel).getByRole('button', { name: 'خروج' }).click();
    await waitFor(() => expect(navigate).toHaveBeenCalled());
    expect(fake.calls.at(-1)!.url).toBe('/wp-json/hsa-login/v1/logout');
  });
});
