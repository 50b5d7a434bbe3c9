import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { holdFocus } from '../../../shared/a11y/focus-fallback';

/**
 * Where focus goes when the element holding it leaves the page (WCAG 2.4.3): the control of the same kind now at its
 * place, else what Tab would reach next, else the main content; never <body>.
 */
// happy-dom lays nothing out: an element is shown when it is connected and not hidden (as in a browser, <body> has no offsetParent).
let offsetParent: PropertyDescriptor | undefined;
beforeEach(() => {
  offsetParent = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'offsetParent');
  Object.defineProperty(HTMLElement.prototype, 'offsetParent', {
    configurable: true,
    get(this: HTMLElement) {
      return this !== document.body && this.isConnected && !this.closest('[hidden]') ? document.body : null;
    },
  });
});
afterEach(() => {
  if (offsetParent) Object.defineProperty(HTMLElement.prototype, 'offsetParent', offsetParent);
  document.body.innerHTML = '';
});

const rows = (names: string[]) =>
  `<table class="cart"><tbody>${names.map((n) => `<tr><td><a class="remove" href="/?remove=${n}" aria-label="حذف ${n}">×</a></td><td>${n}</td></tr>`).join('')}</tbody></table>`;

describe('holdFocus', () => {
  it('a dismissed banner: focus goes to what Tab reaches next (the header), not the main content', () => {
    document.body.innerHTML = `<div class="notice"><p>ارسال رایگان</p><button type="button" class="notice__close">بستن</button></div>
      <header><a class="logo" href="/">ابزارآلات هسا</a></header><main id="main" tabindex="-1"><a href="/p">دریل</a></main>`;
    const notice = document.querySelector<HTMLElement>('.notice')!;
    document.querySelector<HTMLElement>('.notice__close')!.focus();
    const restore = holdFocus(notice);
    notice.hidden = true;
    restore();
    expect(document.activeElement?.textContent).toBe('ابزارآلات هسا');
  });

  it('a removed cart row, the cart drawn again: focus goes to the next row\'s remove, or the last one\'s after the last row', () => {
    document.body.innerHTML = `<main id="main" tabindex="-1"><div class="cart-region">${rows(['a', 'b', 'c'])}</div><a href="/checkout">تسویه</a></main>`;
    const region = document.querySelector('.cart-region')!;
    const second = document.querySelectorAll<HTMLElement>('a.remove')[1]!;
    second.focus();
    let restore = holdFocus(second.closest('tr')!);
    region.innerHTML = rows(['a', 'c']);
    restore();
    expect(document.activeElement?.getAttribute('aria-label')).toBe('حذف c');

    restore = holdFocus(document.activeElement!.closest('tr')!);
    region.innerHTML = rows(['a']);
    restore();
    expect(document.activeElement?.getAttribute('aria-label')).toBe('حذف a');
  });

  it('the last cart row removed: the first control of what replaced the cart (back to the shop), not the footer after it', () => {
    document.body.innerHTML = `<main id="main" tabindex="-1"><div class="woocommerce"><div class="cart-region">${rows(['a'])}<a class="checkout-button" href="/checkout/">تسویه</a></div></div></main><footer><a href="/about/">درباره ما</a></footer>`;
    const link = document.querySelector<HTMLElement>('a.remove')!;
    link.focus();
    const restore = holdFocus(link);
    document.querySelector('.cart-region')!.outerHTML = '<div class="cart-region"><p>سبد خرید شما خالی است.</p><a class="button" href="/shop/">بازگشت به فروشگاه</a></div>';
    restore();
    expect(document.activeElement?.textContent).toBe('بازگشت به فروشگاه');
  });

  it('counts its place among the controls of its kind that are shown (a closed mini-cart\'s hidden removes are not rows here)', () => {
    document.body.innerHTML = `<div class="mini-cart" hidden><a class="remove" href="/?r=x">×</a><a class="remove" href="/?r=y">×</a></div>
      <main id="main" tabindex="-1"><div class="cart-region">${rows(['a', 'b', 'c'])}</div></main>`;
    const a = document.querySelector<HTMLElement>('.cart-region a.remove')!;
    a.focus();
    const restore = holdFocus(a.closest('tr')!);
    document.querySelector('.cart-region')!.innerHTML = rows(['b', 'c']);
    restore();
    expect(document.activeElement?.getAttribute('aria-label')).toBe('حذف b');
  });

  it('with nothing of its kind and nothing after it, the main content; focus moved elsewhere on purpose stays', () => {
    document.body.innerHTML = `<main id="main" tabindex="-1"><div class="cart-region">${rows(['a'])}</div></main><p>پایان</p>`;
    const link = document.querySelector<HTMLElement>('a.remove')!;
    link.focus();
    const restore = holdFocus(link.closest('tr')!);
    document.querySelector('.cart-region')!.innerHTML = '<p>سبد خرید شما خالی است.</p>';
    restore();
    expect(document.activeElement?.id).toBe('main');

    document.body.innerHTML = `<div class="x"><button type="button">الف</button></div><input aria-label="جستجو">`;
    document.querySelector<HTMLElement>('.x button')!.focus();
    const again = holdFocus(document.querySelector('.x')!);
    document.querySelector<HTMLElement>('input')!.focus();
    document.querySelector('.x')!.remove();
    again();
    expect(document.activeElement?.getAttribute('aria-label')).toBe('جستجو');
  });
});
