import { screen, waitFor, within } from '@testing-library/preact';
import jQuery from 'jquery';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createIsland } from '../../shared/islands/define-island';
import { emit } from '../../shared/events/bridge';
import { $cart } from '../../shared/stores/cart';
import { miniCartPropsSchema } from '../../widgets/mini-cart/props';
import { cartBody, line, miniCartResponse } from '../../stories/fixtures/cart';
import { fakeFetch, flush, htmlResponse, json, setPageConfig, type FakeCall } from '../support/page';

const settle = async () => {
  for (let i = 0; i < 6; i++) await flush();
};

let stop: () => void = () => {};

async function mountMiniCart(lines = [line(1, 2), line(2, 1)], handler: (call: FakeCall) => Response | Error | Promise<Response | Error> = () => json(miniCartResponse(lines))) {
  setPageConfig({ cartCount: String(lines.reduce((s, l) => s + l.quantity, 0)) });
  $cart.set({ count: 0, html: null, hash: null, revision: 0 });
  document.body.innerHTML = `<header><div class="mini-cart" data-island="mini-cart">
    <a class="mini-cart__button" href="/checkout-cart/">سبد خرید</a>
    <div class="mini-cart__fallback" hidden>${cartBody(lines)}</div></div></header>
    <button id="elsewhere">جای دیگر</button>`;
  const fake = fakeFetch(handler);
  vi.stubGlobal('fetch', fake.fn);
  stop = createIsland({ name: 'mini-cart', props: miniCartPropsSchema, load: () => import('../../widgets/mini-cart/mount') }).start(document.body);
  await waitFor(() => expect(document.querySelector('[data-island-state="mounted"]')).not.toBeNull());
  await settle();
  return fake;
}

async function openPanel() {
  screen.getByRole('button', { name: /سبد خرید/ }).click();
  const dialog = await screen.findByRole('dialog', { name: /سبد خرید/ });
  await settle();
  return dialog;
}

beforeEach(() => vi.spyOn(console, 'warn').mockImplementation(() => {}));
afterEach(() => stop());

describe('the mini-cart island', () => {
  it('replaces the fallback link with a button whose badge shows the count in Persian digits', async () => {
    await mountMiniCart();
    const button = screen.getByRole('button', { name: 'سبد خرید' }); // the exact name of fa-IR-strings.md
    expect(screen.getByRole('button', { name: 'سبد خرید', description: '۳ کالا' })).toBe(button);
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(button.getAttribute('aria-haspopup')).toBe('dialog');
    expect(button.textContent).toContain('۳');
    expect(within(button).getByText('۳ کالا')).toBeTruthy();
  });

  it('hides the badge at 0', async () => {
    await mountMiniCart([]);
    expect(document.querySelector<HTMLElement>('.mini-cart__button .cart-badge')!.hidden).toBe(true);
  });

  describe('given an open panel', () => {
    it('is a modal dialog with focus inside, scroll locked, and the server’s lines', async () => {
      await mountMiniCart();
      const dialog = await openPanel();
      expect(screen.getByRole('dialog', { name: 'سبد خرید' })).toBe(dialog);
      expect(dialog.getAttribute('aria-modal')).toBe('true');
      expect(dialog.contains(document.activeElement)).toBe(true);
      expect(document.documentElement.style.overflow).toBe('hidden');
      expect(within(dialog).getAllByRole('button', { name: 'افزایش تعداد' })).toHaveLength(2);
      expect(within(dialog).getAllByRole('group')[0]!.getAttribute('aria-labelledby')).toMatch(/^mini-cart-title-/);
    });

    it('closes on Escape and gives focus back to the button', async () => {
      await mountMiniCart();
      await openPanel();
      document.activeElement!.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
      await settle();
      expect(screen.queryByRole('dialog')).toBeNull();
      expect(document.activeElement).toBe(screen.getByRole('button', { name: /سبد خرید/ }));
      expect(document.documentElement.style.overflow).toBe('');
    });

    it('closes on a press outside', async () => {
      await mountMiniCart();
      await openPanel();
      const elsewhere = document.getElementById('elsewhere')!;
      elsewhere.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
      elsewhere.focus(); // what the browser does next with the press
      await settle();
      expect(screen.queryByRole('dialog')).toBeNull();
      expect(document.activeElement).toBe(elsewhere); // not pulled back to the cart button
    });

    it('+ sends set_qty with the quantity plus one, disables the control until the answer, then shows the new body', async () => {
      let release!: () => void;
      const gate = new Promise<void>((r) => (release = r));
      const fake = await mountMiniCart(undefined, async (call) => {
        if (JSON.parse(call.body).action === 'set_qty') await gate;
        return json(miniCartResponse(JSON.parse(call.body).action === 'set_qty' ? [line(1, 3), line(2, 1)] : [line(1, 2), line(2, 1)]));
      });
      const dialog = await openPanel();
      const plus = within(dialog).getAllByRole('button', { name: 'افزایش تعداد' })[0]!;
      plus.focus(); // a keyboard user: focus, then Enter
      plus.click();
      await flush();
      expect(plus.getAttribute('aria-disabled')).toBe('true');
      plus.click(); // ignored while disabled
      release();
      await settle();
      const sets = fake.calls.filter((c) => JSON.parse(c.body).action === 'set_qty');
      expect(sets).toHaveLength(1);
      expect(JSON.parse(sets[0]!.body)).toEqual({ action: 'set_qty', key: line(1, 2).key, qty: 3, product_id: 1 });
      expect(sets[0]!.headers['x-wp-nonce']).toBe('abc123def0');
      expect(screen.getByRole('button', { name: /سبد خرید/ }).textContent).toContain('۴');
      // the count change is announced inside the open dialog (screen readers ignore the page behind it)
      await waitFor(() => expect(dialog.querySelector('[data-hsa-live]')!.textContent).toBe('تعداد کالاهای سبد خرید: ۴'));
      // focus is on the same control of the new body
      expect(document.activeElement?.getAttribute('aria-label')).toBe('افزایش تعداد');
      expect(document.activeElement?.closest('[data-key]')?.getAttribute('data-key')).toBe(line(1, 2).key);
    });

    it('− never asks for less than 0, and removes the line at 0', async () => {
      const fake = await mountMiniCart([line(5, 1)], (call) =>
        json(miniCartResponse(JSON.parse(call.body).action === 'set_qty' ? [] : [line(5, 1)])),
      );
      const dialog = await openPanel();
      within(dialog).getByRole('button', { name: 'کاهش تعداد' }).click();
      await settle();
      expect(JSON.parse(fake.calls.find((c) => JSON.parse(c.body).action === 'set_qty')!.body).qty).toBe(0);
      expect(within(dialog).getByText('سبد خرید شما خالی است')).toBeTruthy();
    });

    it('remove sends remove', async () => {
      const fake = await mountMiniCart(undefined, (call) => json(miniCartResponse(JSON.parse(call.body).action === 'remove' ? [line(2, 1)] : [line(1, 2), line(2, 1)])));
      const dialog = await openPanel();
      within(dialog).getAllByRole('button', { name: 'حذف از سبد' })[0]!.click();
      await settle();
      expect(JSON.parse(fake.calls.find((c) => JSON.parse(c.body).action === 'remove')!.body)).toEqual({ action: 'remove', key: line(1, 2).key, product_id: 1 });
      expect(within(dialog).getAllByRole('button', { name: 'حذف از سبد' })).toHaveLength(1);
    });

    it('shows the quantity messages and the server notices together, at once', async () => {
      await mountMiniCart([line(1, 5)], (call) =>
        json(
          JSON.parse(call.body).action === 'set_qty'
            ? miniCartResponse([line(1, 5)], { meta: { applied: 5, requested: 6, sold_individually: false, max: 5, min: 1 }, notices: { error: [], notice: ['موجودی انبار محدود است.'], success: [] } })
            : miniCartResponse([line(1, 5)]),
        ),
      );
      const dialog = await openPanel();
      within(dialog).getByRole('button', { name: 'افزایش تعداد' }).click();
      await settle();
      const alert = within(dialog).getByRole('alert');
      expect(within(alert).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['حداکثر تعداد قابل خرید: ۵', 'موجودی انبار محدود است.']);
    });

    it('refreshes the cart on not_found + refresh_keys', async () => {
      const fake = await mountMiniCart(undefined, (call) =>
        JSON.parse(call.body).action === 'set_qty' ? json({ error: 'not_found', hint: 'refresh_keys' }) : json(miniCartResponse([line(2, 1)])),
      );
      const dialog = await openPanel();
      const before = fake.calls.length;
      within(dialog).getAllByRole('button', { name: 'افزایش تعداد' })[0]!.click();
      await settle();
      expect(fake.calls.slice(before).map((c) => JSON.parse(c.body).action)).toEqual(['set_qty', 'refresh']);
      expect(within(dialog).getAllByRole('button', { name: 'افزایش تعداد' })).toHaveLength(1);
    });

    it('refreshes the cart when the answer is not JSON (bad_json)', async () => {
      const fake = await mountMiniCart(undefined, (call) => (JSON.parse(call.body).action === 'set_qty' ? htmlResponse() : json(miniCartResponse([line(1, 2), line(2, 1)]))));
      const dialog = await openPanel();
      const before = fake.calls.length;
      within(dialog).getAllByRole('button', { name: 'افزایش تعداد' })[0]!.click();
      await settle();
      expect(fake.calls.slice(before).map((c) => JSON.parse(c.body).action)).toEqual(['set_qty', 'refresh']);
      expect(within(dialog).queryByRole('alert')).toBeNull();
    });

    it('keeps the cart and says so when the server cannot be reached', async () => {
      await mountMiniCart(undefined, (call) => (JSON.parse(call.body).action === 'set_qty' ? new TypeError('offline') : json(miniCartResponse([line(1, 2), line(2, 1)]))));
      const dialog = await openPanel();
      const plus = within(dialog).getAllByRole('button', { name: 'افزایش تعداد' })[0]!;
      plus.click();
      await settle();
      expect(within(dialog).getByRole('alert').textContent).toBe('مشکلی پیش آمد، لطفاً دوباره تلاش کنید.');
      expect(plus.isConnected).toBe(true);
      expect(plus.hasAttribute('aria-disabled')).toBe(false);
      expect($cart.get().count).toBe(3);
    });
  });

  it('opens and refreshes on hsa:mini-cart-open (after an add), focus going back to the add button', async () => {
    const fake = await mountMiniCart();
    const add = document.createElement('button');
    add.textContent = 'افزودن به سبد خرید';
    document.body.append(add);
    add.focus();
    emit('hsa:mini-cart-open', { trigger: add });
    expect(await screen.findByRole('dialog')).toBeTruthy();
    await settle();
    expect(fake.calls.some((c) => JSON.parse(c.body).action === 'refresh')).toBe(true);
    screen.getByRole('button', { name: 'بستن' }).click();
    await settle();
    expect(document.activeElement).toBe(add);
  });

  it('follows a jQuery wc_fragments_refreshed from another script', async () => {
    (globalThis as { jQuery?: unknown }).jQuery = jQuery;
    await mountMiniCart();
    jQuery('div.widget_shopping_cart_content').replaceWith(cartBody([line(1, 7)]));
    jQuery(document.body).trigger('wc_fragments_refreshed');
    await waitFor(() => expect(screen.getByRole('button', { name: /سبد خرید/ }).textContent).toContain('۷'));
  });
});
