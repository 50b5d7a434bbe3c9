import { screen, waitFor, within } from '@testing-library/preact';
import jQuery from 'jquery';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createIsland } from '../../shared/islands/define-island';
import { $cart, $cartEndpoint } from '../../shared/stores/cart';
import { miniCartPropsSchema } from '../../widgets/mini-cart/props';
import { enhanceWooLines } from '../../widgets/mini-cart/woo-lines';
import { wooMiniCartBody } from '../../demo-pages/templates/woo-markup';
import { cartBody, line, miniCartResponse } from '../../stories/fixtures/cart';
import { fakeFetch, json, setPageConfig, type FakeCall } from '../support/page';

/** WooCommerce's own mini-cart markup (cart/mini-cart.php) in the panel gets + and − (issue 7, item 4). */
const wooBody = (lines: ReturnType<typeof line>[]) => wooMiniCartBody(lines, lines.reduce((s, l) => s + l.lineTotal, 0), 'n0nce').value;
let stop: () => void = () => {};
beforeEach(() => vi.spyOn(console, 'warn').mockImplementation(() => {}));
afterEach(() => {
  stop();
  $cartEndpoint.set('unknown');
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

describe('when WooCommerce\'s script replaces the panel\'s body itself (jQuery replaceWith of every region)', () => {
  it('its lines get + and − again and the focused control keeps the focus', async () => {
    setPageConfig({ cartCount: '3' });
    $cart.set({ count: 0, html: null, hash: null, revision: 0 });
    document.body.innerHTML = `<header><div class="mini-cart" data-island="mini-cart"><a class="mini-cart__button" data-adopt="cart-button" href="/checkout-cart/">سبد خرید</a>
      <div class="mini-cart__fallback" hidden>${wooBody([line(4, 3)])}</div></div></header>`;
    vi.stubGlobal('fetch', fakeFetch(() => json({ ...miniCartResponse([line(4, 3)]), html: wooBody([line(4, 3)]) })).fn);
    stop = createIsland({ name: 'mini-cart', props: miniCartPropsSchema, loadOn: 'load', load: () => import('../../widgets/mini-cart/mount') }).start(document.body);
    await waitFor(() => expect(document.querySelector('[data-island-state="mounted"]')).not.toBeNull());
    screen.getByRole('button', { name: /سبد خرید/ }).click();
    const dialog = await screen.findByRole('dialog', { name: /سبد خرید/ });
    (await within(dialog).findByRole('button', { name: 'افزایش تعداد' })).focus();
    jQuery('div.widget_shopping_cart_content').replaceWith(wooBody([line(4, 5)]));
    await waitFor(() => expect(dialog.querySelector('.qty-stepper__value')?.textContent).toBe('۵'));
    expect(document.activeElement?.getAttribute('aria-label')).toBe('افزایش تعداد');
    expect(dialog.contains(document.activeElement)).toBe(true);
  });
});

describe('when the mini-cart call answers 404 (a plain WooCommerce site, item 3)', () => {
  async function mountWith(fallback: string, fragmentsBody: string) {
    setPageConfig({ cartCount: '0' });
    $cart.set({ count: 0, html: null, hash: null, revision: 0 });
    document.body.innerHTML = `<header><div class="mini-cart" data-island="mini-cart"><a class="mini-cart__button" data-adopt="cart-button" href="/checkout-cart/">سبد خرید</a>
      <div class="mini-cart__fallback" hidden>${fallback}</div></div></header>`;
    const fake = fakeFetch((call: FakeCall) =>
      call.url.includes('get_refreshed_fragments')
        ? json({ fragments: { 'div.widget_shopping_cart_content': fragmentsBody }, cart_hash: 'h' })
        : json({ code: 'rest_no_route', message: 'No route was found matching the URL and request method.', data: { status: 404 } }, { status: 404 }),
    );
    vi.stubGlobal('fetch', fake.fn);
    stop = createIsland({ name: 'mini-cart', props: miniCartPropsSchema, loadOn: 'load', load: () => import('../../widgets/mini-cart/mount') }).start(document.body);
    await waitFor(() => expect(document.querySelector('[data-island-state="mounted"]')).not.toBeNull());
    screen.getByRole('button', { name: /سبد خرید/ }).click();
    return { fake, dialog: await screen.findByRole('dialog', { name: /سبد خرید/ }) };
  }

  it('reads the cart through get_refreshed_fragments and shows the lines read-only, with a link to the cart page', async () => {
    const { fake, dialog } = await mountWith(wooBody([]), wooBody([line(4, 2)]));
    await waitFor(() => expect(dialog.querySelectorAll('li.woocommerce-mini-cart-item')).toHaveLength(1));
    expect(fake.calls.map((c) => c.url)).toEqual(['/wp-json/hsa-cart/v1/cart', '/?wc-ajax=get_refreshed_fragments']);
    expect($cart.get().count).toBe(2);
    expect(within(dialog).queryByRole('button', { name: 'افزایش تعداد' })).toBeNull();
    expect(within(dialog).queryByRole('button', { name: 'کاهش تعداد' })).toBeNull();
    expect(dialog.querySelector('a.remove_from_cart_button[data-cart_item_key]')).not.toBeNull(); // WooCommerce's own remove link
    expect(within(dialog).getAllByRole('link', { name: 'مشاهده سبد خرید' }).some((a) => a.getAttribute('href') === '/checkout-cart/')).toBe(true);
  });

  it('a change that cannot be made says so, and sends nothing more to the missing route', async () => {
    const { fake, dialog } = await mountWith(cartBody([]), cartBody([line(4, 2)]));
    const remove = await within(dialog).findByRole('button', { name: 'حذف از سبد' });
    expect(within(dialog).queryByRole('button', { name: 'افزایش تعداد' })).toBeNull();
    const before = fake.calls.length;
    remove.click();
    await waitFor(() => expect(within(dialog).getByRole('alert').textContent).toContain('خطا در عملیات'));
    expect(fake.calls.length).toBe(before);
  });
});
