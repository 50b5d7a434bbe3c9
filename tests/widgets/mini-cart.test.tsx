import { screen, waitFor, within } from '@testing-library/preact';
import jQuery from 'jquery';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createIsland } from '../../shared/islands/define-island';
import { createBehaviour } from '../../shared/islands/define-behaviour';
import { setupCheckoutReview } from '../../widgets/add-to-cart/checkout-review';
import { emit } from '../../shared/events/bridge';
import type { EventName } from '../../shared/events/event-map';
import type { LoadOn } from '../../shared/islands/load-strategy';
import { $cart, CART_QUEUE } from '../../shared/stores/cart';
import { queueIdle } from '../../shared/api/fetch-json';
import { miniCartPropsSchema } from '../../widgets/mini-cart/props';
import { $miniCart } from '../../widgets/mini-cart/store';
import { cartBody, line, miniCartResponse } from '../../stories/fixtures/cart';
import { fakeFetch, htmlResponse, json, setPageConfig, type FakeCall } from '../support/page';

let stop: () => void = () => {};

/** The mini-cart call's action; a form post (the checkout's update_order_review) by its URL. */
const actionOf = (call: FakeCall): string => (call.body.startsWith('{') ? JSON.parse(call.body).action : call.url);

interface MountOptions {
  /** As the entry defines it (index.ts): on interaction, woken by an add or an open. @defaultValue 'load' */
  loadOn?: LoadOn;
  wakeOn?: readonly EventName[];
  /** More of the page config (isCheckout, isCart). */
  config?: Record<string, unknown>;
}

async function mountMiniCart(
  lines = [line(1, 2), line(2, 1)],
  handler: (call: FakeCall) => Response | Error | Promise<Response | Error> = () => json(miniCartResponse(lines)),
  options: MountOptions = {},
) {
  setPageConfig({ cartCount: String(lines.reduce((s, l) => s + l.quantity, 0)), ...options.config });
  $cart.set({ count: 0, html: null, hash: null, revision: 0 });
  document.body.innerHTML = `<header><div class="mini-cart" data-island="mini-cart">
    <a class="mini-cart__button" data-adopt="cart-button" href="/checkout-cart/">سبد خرید</a>
    <div class="mini-cart__fallback" hidden>${cartBody(lines)}</div></div></header>
    <button id="elsewhere">جای دیگر</button>`;
  const fake = fakeFetch(handler);
  vi.stubGlobal('fetch', fake.fn);
  stop = createIsland({
    name: 'mini-cart',
    props: miniCartPropsSchema,
    loadOn: options.loadOn ?? 'load',
    wakeOn: options.wakeOn,
    load: () => import('../../widgets/mini-cart/mount'),
  }).start(document.body);
  if (options.loadOn === undefined) await waitFor(() => expect(document.querySelector('[data-island-state="mounted"]')).not.toBeNull());
  return fake;
}

/** Opens the panel with the button and waits until its behaviour is live and its first refresh has left. */
async function openPanel(fake: { calls: FakeCall[] }) {
  screen.getByRole('button', { name: /سبد خرید/ }).click();
  const dialog = await screen.findByRole('dialog', { name: /سبد خرید/ });
  await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
  await waitFor(() => expect(fake.calls.map(actionOf)).toContain('refresh'));
  return dialog;
}

/** No change is waiting for its answer any more (the change, and whatever it led to, is over), and the view says so. */
const idle = (dialog: HTMLElement) =>
  waitFor(() => {
    expect($miniCart.get().pending).toBeNull();
    expect(dialog.querySelector('.mini-cart__body')!.getAttribute('aria-busy')).toBe('false');
  });

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
      const fake = await mountMiniCart();
      const dialog = await openPanel(fake);
      expect(screen.getByRole('dialog', { name: 'سبد خرید' })).toBe(dialog);
      expect(dialog.getAttribute('aria-modal')).toBe('true');
      expect(screen.getByRole('button', { name: 'سبد خرید' }).getAttribute('aria-expanded')).toBe('true');
      expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'بستن' }));
      expect(document.documentElement.style.overflow).toBe('hidden');
      expect(within(dialog).getAllByRole('button', { name: 'افزایش تعداد' })).toHaveLength(2);
      expect(within(dialog).getAllByRole('group')[0]!.getAttribute('aria-labelledby')).toMatch(/^mini-cart-title-/);
    });

    it('keeps Tab and Shift+Tab inside: from the last control to «بستن», and back', async () => {
      const fake = await mountMiniCart();
      const dialog = await openPanel(fake);
      const close = within(dialog).getByRole('button', { name: 'بستن' });
      // The first open's refresh may still rewrite the body: wait until its answer is in, and read the body after.
      await queueIdle(CART_QUEUE);
      await waitFor(() => {
        const last = within(dialog).getAllByRole('link').at(-1)!; // the body's last link (checkout)
        last.focus();
        last.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab', bubbles: true, cancelable: true }));
        expect(document.activeElement).toBe(close);
        close.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab', shiftKey: true, bubbles: true, cancelable: true }));
        expect(document.activeElement).toBe(last);
      });
    });

    it('closes on Escape and gives focus back to the button', async () => {
      const fake = await mountMiniCart();
      await openPanel(fake);
      document.activeElement!.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      expect(document.activeElement).toBe(screen.getByRole('button', { name: /سبد خرید/ }));
      expect(document.documentElement.style.overflow).toBe('');
    });

    it('closes with «بستن», and the button opens it again without asking the server a second time', async () => {
      const views = () => ((window as unknown as { dataLayer?: Array<{ event: string }> }).dataLayer ?? []).filter((e) => e.event === 'view_cart').length;
      const viewsBefore = views();
      const fake = await mountMiniCart();
      const dialog = await openPanel(fake);
      within(dialog).getByRole('button', { name: 'بستن' }).click();
      await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'سبد خرید' })));
      expect(screen.queryByRole('dialog')).toBeNull();
      screen.getByRole('button', { name: 'سبد خرید' }).click();
      expect(await screen.findByRole('dialog', { name: 'سبد خرید' })).toBe(dialog);
      expect(fake.calls.map(actionOf)).toEqual(['refresh']);
      expect(views() - viewsBefore).toBe(2); // track('view_cart') at each open by the button
    });

    it('closes on a press outside', async () => {
      const fake = await mountMiniCart();
      await openPanel(fake);
      const elsewhere = document.getElementById('elsewhere')!;
      elsewhere.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
      elsewhere.focus(); // what the browser does next with the press
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      expect(document.activeElement).toBe(elsewhere); // not pulled back to the cart button
    });

    it('+ sends set_qty with the quantity plus one, disables the control until the answer, then shows the new body', async () => {
      let release!: () => void;
      const gate = new Promise<void>((r) => (release = r));
      const fake = await mountMiniCart(undefined, async (call) => {
        if (actionOf(call) === 'set_qty') await gate;
        return json(miniCartResponse(actionOf(call) === 'set_qty' ? [line(1, 3), line(2, 1)] : [line(1, 2), line(2, 1)]));
      });
      const dialog = await openPanel(fake);
      const plus = within(dialog).getAllByRole('button', { name: 'افزایش تعداد' })[0]!;
      plus.focus(); // a keyboard user: focus, then Enter
      plus.click();
      await waitFor(() => expect(plus.getAttribute('aria-disabled')).toBe('true'));
      expect(dialog.querySelector('.mini-cart__body')!.getAttribute('aria-busy')).toBe('true');
      plus.click(); // ignored while disabled
      within(dialog).getAllByRole('button', { name: 'حذف از سبد' })[1]!.click(); // and so is any other change
      await waitFor(() => expect(fake.calls.map(actionOf)).toContain('set_qty'));
      release();
      await waitFor(() => expect(screen.getByRole('button', { name: /سبد خرید/ }).textContent).toContain('۴'));
      // the count change is announced inside the open dialog (screen readers ignore the page behind it)
      await waitFor(() => expect(dialog.querySelector('[data-hsa-live]')!.textContent).toBe('تعداد کالاهای سبد خرید: ۴'));
      await idle(dialog);
      expect(fake.calls.map(actionOf)).toEqual(['refresh', 'set_qty']);
      const set = fake.calls.find((c) => actionOf(c) === 'set_qty')!;
      expect(JSON.parse(set.body)).toEqual({ action: 'set_qty', key: line(1, 2).key, qty: 3, product_id: 1 });
      expect(set.headers['x-wp-nonce']).toBe('abc123def0');
      // focus is on the same control of the new body
      expect(document.activeElement?.getAttribute('aria-label')).toBe('افزایش تعداد');
      expect(document.activeElement?.closest('[data-key]')?.getAttribute('data-key')).toBe(line(1, 2).key);
      expect(within(dialog).getAllByRole('button', { name: 'افزایش تعداد' })[0]!.hasAttribute('aria-disabled')).toBe(false);
    });

    it('+ at the most the cart takes says why and asks nothing, and keeps saying so after another line changed', async () => {
      const lines = (qty: number) => [line(7, 1, { soldIndividually: true }), line(8, qty, { maxQty: 3 })];
      const fake = await mountMiniCart(lines(2), (call) => json(miniCartResponse(actionOf(call) === 'set_qty' ? lines(3) : lines(2))));
      const dialog = await openPanel(fake);
      const pluses = () => within(dialog).getAllByRole('button', { name: 'افزایش تعداد' });
      expect(pluses()[0]!.getAttribute('aria-disabled')).toBe('true');
      expect(pluses()[0]!.getAttribute('aria-describedby')).toBeTruthy();
      expect(document.getElementById(pluses()[0]!.getAttribute('aria-describedby')!)!.textContent).toBe('این محصول به‌صورت تکی فروخته می‌شود و حداکثر ۱ عدد قابل خرید است.');
      expect(pluses()[1]!.hasAttribute('aria-disabled')).toBe(false);
      pluses()[0]!.click();
      pluses()[1]!.click(); // 2 -> 3, the most
      await waitFor(() => expect(fake.calls.map(actionOf)).toEqual(['refresh', 'set_qty']));
      await idle(dialog);
      expect(JSON.parse(fake.calls[1]!.body).product_id).toBe(8);
      await waitFor(() => expect(pluses()[1]!.getAttribute('aria-disabled')).toBe('true'));
      expect(pluses()[0]!.getAttribute('aria-disabled')).toBe('true'); // the view's own mark went, the server's stayed
      expect(document.getElementById(pluses()[1]!.getAttribute('aria-describedby')!)!.textContent).toBe('حداکثر تعداد قابل خرید: ۳');
      pluses()[1]!.click();
      await idle(dialog);
      expect(fake.calls.map(actionOf)).toEqual(['refresh', 'set_qty']);
    });

    it('− at a minimum above 1 says why and asks nothing; the line goes with its remove button', async () => {
      const fake = await mountMiniCart([line(9, 3, { minQty: 3 })]);
      const dialog = await openPanel(fake);
      const minus = within(dialog).getByRole('button', { name: 'کاهش تعداد', description: 'حداقل تعداد قابل خرید: ۳' });
      expect(minus.getAttribute('aria-disabled')).toBe('true');
      expect(within(dialog).getByRole('button', { name: 'افزایش تعداد' }).hasAttribute('aria-disabled')).toBe(false);
      minus.click();
      await idle(dialog);
      expect(fake.calls.map(actionOf)).toEqual(['refresh']);
    });

    it('a line at both limits (a minimum of 3, 3 in stock) has each button say its own', async () => {
      const fake = await mountMiniCart([line(10, 3, { minQty: 3, stockQty: 3 })]);
      const dialog = await openPanel(fake);
      expect(within(dialog).getByRole('button', { name: 'کاهش تعداد', description: 'حداقل تعداد قابل خرید: ۳' }).getAttribute('aria-disabled')).toBe('true');
      expect(within(dialog).getByRole('button', { name: 'افزایش تعداد', description: 'حداکثر تعداد قابل خرید: ۳' }).getAttribute('aria-disabled')).toBe('true');
    });

    it('− never asks for less than 0, and removes the line at 0, saying what went as a remove does', async () => {
      const fake = await mountMiniCart([line(5, 1)], (call) => json(miniCartResponse(actionOf(call) === 'set_qty' ? [] : [line(5, 1)])));
      const dialog = await openPanel(fake);
      const title = dialog.querySelector('.mini-cart-item__title')!.textContent;
      within(dialog).getByRole('button', { name: 'کاهش تعداد' }).click();
      expect(await within(dialog).findByText('سبد خرید شما خالی است')).toBeTruthy();
      expect(JSON.parse(fake.calls.find((c) => actionOf(c) === 'set_qty')!.body).qty).toBe(0);
      await waitFor(() => expect(dialog.querySelector('[data-hsa-live]')!.textContent).toContain(`«${title}» حذف شد.`));
    });

    it('remove sends remove', async () => {
      const fake = await mountMiniCart(undefined, (call) => json(miniCartResponse(actionOf(call) === 'remove' ? [line(2, 1)] : [line(1, 2), line(2, 1)])));
      const dialog = await openPanel(fake);
      within(dialog).getAllByRole('button', { name: 'حذف از سبد' })[0]!.click();
      await waitFor(() => expect(within(dialog).getAllByRole('button', { name: 'حذف از سبد' })).toHaveLength(1));
      expect(JSON.parse(fake.calls.find((c) => actionOf(c) === 'remove')!.body)).toEqual({ action: 'remove', key: line(1, 2).key, product_id: 1 });
      // what went is said, with the new count, inside the open dialog
      const title = new DOMParser().parseFromString(cartBody([line(1, 2)]), 'text/html').querySelector('.mini-cart-item__title')!.textContent;
      await waitFor(() => expect(dialog.querySelector('[data-hsa-live]')!.textContent).toContain(`«${title}» حذف شد.`));
      expect(dialog.querySelector('[data-hsa-live]')!.textContent).toContain('تعداد کالاهای سبد خرید: ۱');
    });

    it('shows the quantity messages and the server notices together, at once, and clears them on the next open', async () => {
      const fake = await mountMiniCart([line(1, 5)], (call) =>
        json(
          actionOf(call) === 'set_qty'
            ? miniCartResponse([line(1, 5)], { meta: { applied: 5, requested: 6, sold_individually: false, max: 5, min: 1 }, notices: { error: [], notice: ['موجودی انبار محدود است.'], success: [] } })
            : miniCartResponse([line(1, 5)]),
        ),
      );
      const dialog = await openPanel(fake);
      within(dialog).getByRole('button', { name: 'افزایش تعداد' }).click();
      const alert = await within(dialog).findByRole('alert');
      expect(within(alert).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['حداکثر تعداد قابل خرید: ۵', 'موجودی انبار محدود است.']);
      within(dialog).getByRole('button', { name: 'بستن' }).click();
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      screen.getByRole('button', { name: 'سبد خرید' }).click();
      await screen.findByRole('dialog');
      expect(within(dialog).queryByRole('alert')).toBeNull();
    });

    it('refreshes the cart on not_found + refresh_keys', async () => {
      const fake = await mountMiniCart(undefined, (call) =>
        actionOf(call) === 'set_qty' ? json({ error: 'not_found', hint: 'refresh_keys' }) : json(miniCartResponse([line(2, 1)])),
      );
      const dialog = await openPanel(fake);
      const before = fake.calls.length;
      within(dialog).getAllByRole('button', { name: 'افزایش تعداد' })[0]!.click();
      await waitFor(() => expect(within(dialog).getAllByRole('button', { name: 'افزایش تعداد' })).toHaveLength(1));
      await idle(dialog);
      expect(fake.calls.slice(before).map(actionOf)).toEqual(['set_qty', 'refresh']);
    });

    it('refreshes the cart when the answer is not JSON (bad_json), with no message', async () => {
      const fake = await mountMiniCart(undefined, (call) => (actionOf(call) === 'set_qty' ? htmlResponse() : json(miniCartResponse([line(1, 2), line(2, 1)]))));
      const dialog = await openPanel(fake);
      const before = fake.calls.length;
      within(dialog).getAllByRole('button', { name: 'افزایش تعداد' })[0]!.click();
      await waitFor(() => expect(fake.calls.slice(before).map(actionOf)).toEqual(['set_qty', 'refresh']));
      await idle(dialog);
      expect($miniCart.get().messages).toEqual([]);
      expect(within(dialog).queryByRole('alert')).toBeNull();
    });

    it('keeps the cart and says so when the server cannot be reached', async () => {
      const fake = await mountMiniCart(undefined, (call) => (actionOf(call) === 'set_qty' ? new TypeError('offline') : json(miniCartResponse([line(1, 2), line(2, 1)]))));
      const dialog = await openPanel(fake);
      const plus = within(dialog).getAllByRole('button', { name: 'افزایش تعداد' })[0]!;
      plus.click();
      expect((await within(dialog).findByRole('alert')).textContent).toBe('مشکلی پیش آمد، لطفاً دوباره تلاش کنید.');
      await idle(dialog);
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
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    await waitFor(() => expect(fake.calls.map(actionOf)).toEqual(['refresh']));
    screen.getByRole('button', { name: 'بستن' }).click();
    await waitFor(() => expect(document.activeElement).toBe(add));
    expect(screen.queryByRole('dialog')).toBeNull();
    // the add asked the server already: the button's first open does not ask again
    screen.getByRole('button', { name: 'سبد خرید' }).click();
    await screen.findByRole('dialog');
    expect(fake.calls.map(actionOf)).toEqual(['refresh']);
  });

  describe('on the checkout page', () => {
    const review = (lines: ReturnType<typeof line>[]) =>
      `<table class="shop_table woocommerce-checkout-review-order-table"><tbody>${lines.map((l) => `<tr class="cart_item"><td>× ${l.quantity}</td></tr>`).join('')}</tbody></table>`;
    const reviews = (fake: { calls: FakeCall[] }) => fake.calls.filter((c) => c.url.includes('wc-ajax=update_order_review'));
    // the page's add-to-cart entry's behaviour that keeps the review with the cart (widgets/add-to-cart/checkout-review.ts)
    let stopReview = () => {};
    afterEach(() => {
      stopReview();
      document.cookie = 'woocommerce_cart_hash=; path=/; max-age=0';
    });

    /** A checkout whose server applies set_qty and remove, and answers update_order_review with the cart as it is. */
    async function checkout(refuse = false) {
      let lines = [line(1, 1), line(2, 1)];
      const fake = await mountMiniCart(
        lines,
        (call) => {
          if (call.url.includes('wc-ajax=update_order_review')) return json({ result: 'success', fragments: { '.woocommerce-checkout-review-order-table': review(lines) } });
          const body = JSON.parse(call.body) as { action: string; key?: string; qty?: number };
          if (refuse && body.action !== 'refresh') return json(miniCartResponse(lines, { error: 'out_of_stock', notices: { error: ['موجودی کافی نیست.'], notice: [], success: [] } }));
          if (body.action === 'set_qty') lines = lines.map((l) => (l.key === body.key ? line(l.product.id, body.qty!) : l));
          if (body.action === 'remove') lines = lines.filter((l) => l.key !== body.key);
          return json(miniCartResponse(lines));
        },
        { config: { isCheckout: true } },
      );
      document.body.insertAdjacentHTML('beforeend', `<form class="checkout woocommerce-checkout"><input name="billing_first_name" id="first">${review(lines)}</form>`);
      document.querySelector<HTMLInputElement>('#first')!.value = 'مریم'; // typed, not sent
      // WooCommerce's cookie: the hash of the cart the page was drawn with
      document.cookie = `woocommerce_cart_hash=${miniCartResponse(lines).cart_hash}; path=/`;
      stopReview = createBehaviour({ name: 'checkout-review', entry: 'add-to-cart', setup: setupCheckoutReview }).start(document);
      return fake;
    }

    /** Every request the page has started is answered: the refresh's module is in, and the cart's queue is empty. */
    const settled = async () => {
      await vi.dynamicImportSettled();
      await queueIdle(CART_QUEUE);
    };

    it('refreshes the order review after a change in the panel (it showed the old lines and total, and the order was for the new)', async () => {
      const fake = await checkout();
      const dialog = await openPanel(fake);
      await idle(dialog);
      await settled();
      // the open's refresh found the cart the review was drawn with: nothing asked
      const before = reviews(fake).length;
      expect(before).toBe(0);
      within(dialog).getAllByRole('button', { name: 'افزایش تعداد' })[0]!.click();
      await waitFor(() => expect(document.querySelector('.woocommerce-checkout-review-order-table')!.textContent).toBe('× 2× 1'));
      await settled();
      expect(reviews(fake)).toHaveLength(before + 1);
      // the shopper's fields go with it (WooCommerce posts the checkout form), and what they typed stays
      expect(new URLSearchParams(reviews(fake).at(-1)!.body).get('billing_first_name')).toBe('مریم');
      expect(document.querySelector<HTMLInputElement>('#first')!.value).toBe('مریم');
      await idle(dialog);
      within(dialog).getAllByRole('button', { name: 'حذف از سبد' })[1]!.click();
      await waitFor(() => expect(document.querySelector('.woocommerce-checkout-review-order-table')!.textContent).toBe('× 2'));
      await settled();
      expect(reviews(fake)).toHaveLength(before + 2);
    });

    it('does not ask for the review when the cart did not change (a refused change)', async () => {
      const fake = await checkout(true);
      const dialog = await openPanel(fake);
      await idle(dialog);
      await settled();
      const before = reviews(fake).length;
      within(dialog).getAllByRole('button', { name: 'افزایش تعداد' })[0]!.click();
      await waitFor(() => expect(dialog.textContent).toContain('موجودی کافی نیست.'));
      await idle(dialog);
      await settled();
      expect(reviews(fake)).toHaveLength(before);
      expect(document.querySelector('.woocommerce-checkout-review-order-table')!.textContent).toBe('× 1× 1');
    });
  });

  it('loads the panel’s behaviour when an add starts, before the shopper opens anything', async () => {
    await mountMiniCart();
    expect($miniCart.get().Panel).toBeNull();
    emit('adding_to_cart', { data: { product_id: '1', quantity: '1' } });
    await waitFor(() => expect($miniCart.get().Panel).not.toBeNull());
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  describe('loaded on interaction, as the entry defines it', () => {
    const asTheEntry: MountOptions = { loadOn: 'interaction', wakeOn: ['adding_to_cart', 'hsa:mini-cart-open'] };

    it('is woken by hsa:mini-cart-open and opens for it, focus going back to the add button', async () => {
      const fake = await mountMiniCart(undefined, undefined, asTheEntry);
      expect(document.querySelector('[data-island-state]')).toBeNull(); // nothing loaded yet
      const add = document.createElement('button');
      document.body.append(add);
      add.focus();
      emit('hsa:mini-cart-open', { trigger: add });
      const dialog = await screen.findByRole('dialog', { name: 'سبد خرید' });
      await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
      await waitFor(() => expect(fake.calls.map(actionOf)).toEqual(['refresh']));
      document.activeElement!.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      expect(document.activeElement).toBe(add);
    });

    it('is woken by adding_to_cart and loads the panel’s behaviour meanwhile, without opening', async () => {
      await mountMiniCart(undefined, undefined, asTheEntry);
      emit('adding_to_cart', { data: { product_id: '1', quantity: '1' } });
      await waitFor(() => expect(document.querySelector('[data-island-state="mounted"]')).not.toBeNull());
      await waitFor(() => expect($miniCart.get().Panel).not.toBeNull());
      expect(screen.queryByRole('dialog')).toBeNull();
      // an open that comes right after the mount is heard
      emit('hsa:mini-cart-open', {});
      expect(await screen.findByRole('dialog', { name: 'سبد خرید' })).toBeTruthy();
    });

    it('opens for an open asked for while its view loads (the add’s answer came before the view’s chunk)', async () => {
      const fake = await mountMiniCart(undefined, undefined, asTheEntry);
      const add = document.createElement('button');
      document.body.append(add);
      add.focus();
      emit('adding_to_cart', { button: add, data: { product_id: '1', quantity: '1' } }); // wakes it: the view starts loading
      emit('hsa:mini-cart-open', { trigger: add }); // before the view is there
      expect(document.querySelector('[data-island-state]')).toBeNull();
      const dialog = await screen.findByRole('dialog', { name: 'سبد خرید' });
      await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
      await waitFor(() => expect(fake.calls.map(actionOf)).toEqual(['refresh']));
      document.activeElement!.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
      await waitFor(() => expect(document.activeElement).toBe(add));
    });

    it('opens for the click that loaded it (the fallback link’s click, replayed on the button)', async () => {
      await mountMiniCart(undefined, undefined, asTheEntry);
      const link = screen.getByRole('link', { name: 'سبد خرید' });
      link.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
      link.click();
      expect(await screen.findByRole('dialog', { name: 'سبد خرید' })).toBeTruthy();
      expect(screen.queryByRole('link', { name: 'سبد خرید' })).toBeNull();
    });
  });

  it('follows and announces a count change that comes from another script (jQuery wc_fragments_refreshed)', async () => {
    (globalThis as { jQuery?: unknown }).jQuery = jQuery;
    await mountMiniCart();
    jQuery('div.widget_shopping_cart_content').replaceWith(cartBody([line(1, 7)]));
    jQuery(document.body).trigger('wc_fragments_refreshed');
    await waitFor(() => expect(screen.getByRole('button', { name: /سبد خرید/ }).textContent).toContain('۷'));
    await waitFor(() => expect(document.querySelector('[data-hsa-announcer]')!.textContent).toBe('تعداد کالاهای سبد خرید: ۷'));
  });

  it('unmounted while open: the link is back, the page scrolls again and the store starts over', async () => {
    const fake = await mountMiniCart();
    await openPanel(fake);
    stop();
    expect(screen.getByRole('link', { name: 'سبد خرید' }).getAttribute('href')).toBe('/checkout-cart/');
    expect(document.documentElement.style.overflow).toBe('');
    expect($miniCart.get()).toMatchObject({ open: false, Panel: null, checkedWithServer: false });
  });
});
