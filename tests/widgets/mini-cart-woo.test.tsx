import { screen, waitFor, within } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createIsland } from '../../shared/islands/define-island';
import { $cart } from '../../shared/stores/cart';
import { miniCartPropsSchema } from '../../widgets/mini-cart/props';
import { enhanceWooLines } from '../../widgets/mini-cart/woo-lines';
import { wooMiniCartBody } from '../../demo-pages/templates/woo-markup';
import { line, miniCartResponse } from '../../stories/fixtures/cart';
import { fakeFetch, json, setPageConfig, type FakeCall } from '../support/page';

/** WooCommerce's own mini-cart markup (cart/mini-cart.php) in the panel gets + and − (issue 7, item 4). */
const wooBody = (lines: ReturnType<typeof line>[]) => wooMiniCartBody(lines, lines.reduce((s, l) => s + l.lineTotal, 0), 'n0nce').value;
let stop: () => void = () => {};
beforeEach(() => vi.spyOn(console, 'warn').mockImplementation(() => {}));
afterEach(() => {
  stop();
  vi.unstubAllGlobals();
});

describe('enhanceWooLines', () => {
  it('reads key, product id and quantity from the remove link and the quantity text, and adds named + and − once', () => {
    document.body.innerHTML = `<div id="b">${wooBody([line(4, 3), line(5, 1)])}</div>`;
    const body = document.getElementById('b')!;
    expect(enhanceWooLines(body)).toBe(2);
    expect(enhanceWooLines(body)).toBe(0);
    const first = body.querySelector<HTMLElement>('li.woocommerce-mini-cart-item')!;
    expect(first.dataset.key).toBe(line(4, 3).key);
    expect(first.dataset.product_id).toBe('4');
    expect(first.dataset.quantity).toBe('3');
    const group = within(body).getAllByRole('group')[0]!;
    expect(group.getAttribute('aria-labelledby')).toBe(first.querySelector('a:not(.remove)')!.id);
    expect(within(group).getByRole('button', { name: 'افزایش تعداد' }).dataset.cartAction).toBe('inc');
    expect(within(group).getByRole('button', { name: 'کاهش تعداد' }).dataset.cartAction).toBe('dec');
    expect(group.querySelector('.qty-stepper__value')!.textContent).toBe('۳');
  });
});

describe('the panel with WooCommerce\'s markup', () => {
  it('+ sends set_qty with the key, product id and quantity read from that markup', async () => {
    const lines = [line(4, 3)];
    setPageConfig({ cartCount: '3' });
    $cart.set({ count: 0, html: null, hash: null, revision: 0 });
    document.body.innerHTML = `<header><div class="mini-cart" data-island="mini-cart"><a class="mini-cart__button" data-adopt="cart-button" href="/checkout-cart/">سبد خرید</a>
      <div class="mini-cart__fallback" hidden>${wooBody(lines)}</div></div></header>`;
    const fake = fakeFetch((call: FakeCall) => {
      const body = JSON.parse(call.body);
      const qty = body.action === 'set_qty' ? body.qty : 3;
      return json({ ...miniCartResponse([line(4, qty)]), html: wooBody([line(4, qty)]) });
    });
    vi.stubGlobal('fetch', fake.fn);
    stop = createIsland({ name: 'mini-cart', props: miniCartPropsSchema, loadOn: 'load', load: () => import('../../widgets/mini-cart/mount') }).start(document.body);
    await waitFor(() => expect(document.querySelector('[data-island-state="mounted"]')).not.toBeNull());
    screen.getByRole('button', { name: /سبد خرید/ }).click();
    const dialog = await screen.findByRole('dialog', { name: /سبد خرید/ });
    const inc = await within(dialog).findByRole('button', { name: 'افزایش تعداد' });
    await waitFor(() => expect(fake.calls.length).toBeGreaterThan(0));
    inc.click();
    await waitFor(() => expect(fake.calls.map((c) => JSON.parse(c.body).action)).toContain('set_qty'));
    const setQty = JSON.parse(fake.calls.find((c) => JSON.parse(c.body).action === 'set_qty')!.body);
    expect(setQty).toEqual({ action: 'set_qty', key: line(4, 3).key, qty: 4, product_id: 4 });
    await waitFor(() => expect(dialog.querySelector('.qty-stepper__value')!.textContent).toBe('۴'));
    expect($cart.get().count).toBe(4);
  });
});
