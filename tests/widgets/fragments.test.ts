import { afterEach, describe, expect, it } from 'vitest';
import { replaceFragments } from '../../shared/platform/fragments';

/** WooCommerce's fragments replace their regions; what the shopper typed and did not send is not lost with them. */
afterEach(() => {
  document.body.innerHTML = '';
});

const cart = (lines: Array<[string, number]>) =>
  `<form class="woocommerce-cart-form">${lines.map(([key, qty]) => `<input type="number" name="cart[${key}][qty]" value="${qty}" aria-label="تعداد ${key}">`).join('')}<input type="text" name="coupon_code" value=""></form>`;
const field = (name: string) => document.querySelector<HTMLInputElement>(`[name="${name}"]`)!;

describe('replaceFragments', () => {
  it('keeps a quantity typed and not sent in the line that stays, and a coupon typed, when another line is removed', () => {
    document.body.innerHTML = cart([['a', 4], ['b', 2]]);
    field('cart[a][qty]').value = '7';
    field('coupon_code').value = 'OFF10';
    expect(replaceFragments({ 'form.woocommerce-cart-form': cart([['a', 4]]) })).toBe(1);
    expect(field('cart[a][qty]').value).toBe('7');
    expect(field('coupon_code').value).toBe('OFF10');
    expect(document.querySelector('[name="cart[b][qty]"]')).toBeNull();
  });

  it("takes the server's value where the server changed it (the line was updated elsewhere)", () => {
    document.body.innerHTML = cart([['a', 4]]);
    field('cart[a][qty]').value = '7';
    replaceFragments({ 'form.woocommerce-cart-form': cart([['a', 5]]) });
    expect(field('cart[a][qty]').value).toBe('5');
  });

  it('leaves untouched fields as the new markup has them', () => {
    document.body.innerHTML = cart([['a', 4]]);
    replaceFragments({ 'form.woocommerce-cart-form': cart([['a', 4]]).replace('value=""', 'value="NEW"') });
    expect(field('coupon_code').value).toBe('NEW');
  });
});
