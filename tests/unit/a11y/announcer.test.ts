import { afterEach, expect, it, vi } from 'vitest';
import { announce } from '../../../shared/a11y/announcer';

afterEach(() => vi.useRealTimers());

it('says nothing, and throws nothing, when the page is gone before its turn comes', () => {
  vi.useFakeTimers();
  announce('۱ کالا به سبد افزوده شد');
  const body = document.body;
  body.remove(); // the document without a body: as when an environment or a page is torn down
  expect(() => vi.runAllTimers()).not.toThrow();
  document.documentElement.append(body);
});

it('fills the live region a moment after clearing it', () => {
  vi.useFakeTimers();
  announce('سبد خرید به‌روز شد');
  vi.advanceTimersByTime(120);
  expect(document.querySelector('[data-hsa-announcer]')!.textContent).toBe('سبد خرید به‌روز شد');
});

it('reads messages that come together together, but of one kind only the last (a count changed again)', () => {
  vi.useFakeTimers();
  announce('«دریل» به سبد خرید افزوده شد.');
  announce('مقایسه ۱', 'compare');
  announce('مقایسه ۲', 'compare');
  announce('تعداد در سبد: ۱', 'cart-count');
  announce('مقایسه ۳', 'compare');
  vi.advanceTimersByTime(120);
  expect(document.querySelector('[data-hsa-announcer]')!.textContent).toBe('«دریل» به سبد خرید افزوده شد. تعداد در سبد: ۱ مقایسه ۳');
  // the same text twice without a kind is read once
  announce('سبد خرید به‌روز شد');
  announce('سبد خرید به‌روز شد');
  vi.advanceTimersByTime(120);
  expect(document.querySelector('[data-hsa-announcer]')!.textContent).toBe('سبد خرید به‌روز شد');
});

it("empties a dialog's region when the page's speaks, and the page's when the dialog's speaks: no stale words to browse into", () => {
  vi.useFakeTimers();
  const dialog = document.createElement('div');
  dialog.setAttribute('aria-modal', 'true');
  dialog.innerHTML = '<div role="status" data-hsa-live></div>';
  document.body.append(dialog);
  const inDialog = dialog.querySelector('[data-hsa-live]')!;
  announce('تعداد کالاهای سبد خرید: ۳');
  vi.advanceTimersByTime(120);
  expect(inDialog.textContent).toBe('تعداد کالاهای سبد خرید: ۳');
  // the panel closes (hidden, as the mini-cart's); another tab removes two lines and the page's region says so
  dialog.hidden = true;
  announce('تعداد کالاهای سبد خرید: ۱');
  vi.advanceTimersByTime(120);
  expect(document.querySelector('[data-hsa-announcer]')!.textContent).toBe('تعداد کالاهای سبد خرید: ۱');
  expect(inDialog.textContent).toBe('');
  // and open again, the dialog's own region speaks, the page's keeps nothing
  dialog.hidden = false;
  announce('سبد خرید به‌روز شد');
  vi.advanceTimersByTime(120);
  expect(inDialog.textContent).toBe('سبد خرید به‌روز شد');
  expect(document.querySelector('[data-hsa-announcer]')!.textContent).toBe('');
  dialog.remove();
});
