import jQuery from 'jquery';
import { screen, waitFor, within } from '@testing-library/preact';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createBehaviour } from '../../shared/islands/define-behaviour';
import { on } from '../../shared/events/bridge';
import { $cart } from '../../shared/stores/cart';
import { setupAddToCart } from '../../widgets/add-to-cart/add-to-cart';
import { setupRemoveLinks } from '../../widgets/add-to-cart/remove-from-cart';
import { setupCheckoutReview } from '../../widgets/add-to-cart/checkout-review';
import { cartBody, fragmentsFor, line } from '../../stories/fixtures/cart';
import { fakeFetch, flush, htmlResponse, json, setPageConfig } from '../support/page';

const settle = async () => {
  for (let i = 0; i < 5; i++) await flush();
};

function card(id: number, quantity = 1) {
  return `<li><h3 id="card-title-${id}">چسب ${id}</h3>
    <a href="?add-to-cart=${id}" data-quantity="${quantity}" data-product_id="${id}" data-product_sku="SKU-${id}"
       class="button add_to_cart_button ajax_add_to_cart" aria-describedby="card-title-${id}" rel="nofollow">افزودن به سبد خرید</a></li>`;
}

const cards = () => within(document.getElementById('cards')!);
let stops: Array<() => void> = [];
// What a press does loads on demand (widgets/add-to-cart/actions.ts); loaded once here, the presses below find it
// as a page does after the shopper's pointer reached the button.
beforeAll(async () => {
  await import('../../widgets/add-to-cart/actions');
});

beforeEach(() => {
  setPageConfig();
  document.body.innerHTML = `<div class="mini-cart"><div class="widget_shopping_cart_content">${cartBody([])}</div></div><ul id="cards">${card(7)}${card(8, 3)}</ul><main id="main" tabindex="-1"></main>`;
  stops = [createBehaviour({ name: 'add', setup: setupAddToCart }).start(document), createBehaviour({ name: 'remove', setup: setupRemoveLinks }).start(document)];
  $cart.set({ count: 0, html: null, hash: null, revision: 0 });
});
afterEach(() => stops.forEach((stop) => stop()));

describe('add to cart', () => {
  it('makes the WooCommerce link a button named from fa-IR-strings', () => {
    expect(screen.getAllByRole('button', { name: 'افزودن به سبد خرید' })).toHaveLength(2);
  });

  it('posts every data attribute, shows loading, then added, the View cart link, the fragments and the events', async () => {
    const fake = fakeFetch(() => json(fragmentsFor([line(7, 1)])));
    vi.stubGlobal('fetch', fake.fn);
    const heard: string[] = [];
    on('adding_to_cart', () => heard.push('adding'));
    on('added_to_cart', (d) => heard.push(`added ${d.cartHash}`));
    on('hsa:mini-cart-open', (d) => heard.push(`open ${(d.trigger as HTMLElement).dataset.product_id}`));
    const [button] = screen.getAllByRole('button', { name: 'افزودن به سبد خرید' });
    button!.click();
    expect(button!.classList.contains('loading')).toBe(true);
    await settle();
    expect(fake.calls[0]!.url).toBe('/?wc-ajax=add_to_cart');
    expect(new URLSearchParams(fake.calls[0]!.body).toString()).toBe('quantity=1&product_id=7&product_sku=SKU-7');
    // the answer's checker loads beside the request (zod is not on the page's load path)
    await waitFor(() => expect(button!.classList.contains('loading')).toBe(false));
    expect(button!.classList.contains('added')).toBe(true);
    expect(cards().getByRole('link', { name: 'مشاهده سبد خرید' }).getAttribute('href')).toBe('/checkout-cart/');
    expect(document.querySelector('.widget_shopping_cart_content [data-key]')).not.toBeNull();
    expect($cart.get().count).toBe(1);
    expect(heard).toEqual(['adding', 'added hash-1', 'open 7']);
  });

  it('adds the View cart link once, and none on the cart page', async () => {
    vi.stubGlobal('fetch', fakeFetch(() => json(fragmentsFor([line(7, 1)]))).fn);
    const [button] = screen.getAllByRole('button', { name: 'افزودن به سبد خرید' });
    button!.click();
    await settle();
    button!.click();
    await settle();
    expect(cards().getAllByRole('link', { name: 'مشاهده سبد خرید' })).toHaveLength(1);

    setPageConfig({ isCart: true });
    const [, other] = screen.getAllByRole('button', { name: 'افزودن به سبد خرید' });
    other!.click();
    await settle();
    expect(cards().getAllByRole('link', { name: 'مشاهده سبد خرید' })).toHaveLength(1);
  });

  it('sends quick clicks on two buttons one at a time and ignores a double click', async () => {
    let inFlight = 0;
    let maxInFlight = 0;
    const fake = fakeFetch(async () => {
      inFlight++;
      maxInFlight = Math.max(maxInFlight, inFlight);
      await new Promise((r) => setTimeout(r, 5));
      inFlight--;
      return json(fragmentsFor([line(7, 1)]));
    });
    vi.stubGlobal('fetch', fake.fn);
    const [a, b] = screen.getAllByRole('button', { name: 'افزودن به سبد خرید' });
    a!.click();
    a!.click();
    b!.click();
    await new Promise((r) => setTimeout(r, 40));
    expect(fake.calls.map((c) => new URLSearchParams(c.body).get('product_id'))).toEqual(['7', '8']);
    expect(maxInFlight).toBe(1);
  });

  it('goes to the product page when the server answers error + product_url', async () => {
    vi.stubGlobal('fetch', fakeFetch(() => json({ error: true, product_url: '/product/glue-8/' })).fn);
    const assign = vi.fn();
    vi.stubGlobal('location', { href: window.location.href, origin: window.location.origin, assign });
    screen.getAllByRole('button', { name: 'افزودن به سبد خرید' })[1]!.click();
    await settle();
    expect(assign).toHaveBeenCalledWith(new URL('/product/glue-8/', window.location.href).href);
  });

  it('does not follow a product_url to another site or a script', async () => {
    for (const url of ['https://evil.example/product/x/', 'javascript:alert(1)']) {
      vi.stubGlobal('fetch', fakeFetch(() => json({ error: true, product_url: url })).fn);
      const assign = vi.fn();
      vi.stubGlobal('location', { href: window.location.href, origin: window.location.origin, assign });
      screen.getAllByRole('button', { name: 'افزودن به سبد خرید' })[1]!.click();
      await settle();
      expect(assign).not.toHaveBeenCalled();
      expect(screen.getByRole('alert').textContent).toBe('مشکلی پیش آمد، لطفاً دوباره تلاش کنید.');
    }
  });

  it('asks the server after a failed add, and counts it as added when the server did add', async () => {
    let call = 0;
    vi.stubGlobal(
      'fetch',
      fakeFetch((c) => {
        call++;
        if (c.url.includes('add_to_cart')) return new TypeError('connection reset after the add');
        return json(fragmentsFor([line(7, 1)])); // get_refreshed_fragments: the add did happen
      }).fn,
    );
    const [button] = screen.getAllByRole('button', { name: 'افزودن به سبد خرید' });
    button!.click();
    await settle();
    expect(call).toBe(2);
    expect($cart.get().count).toBe(1);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(cards().getByRole('link', { name: 'مشاهده سبد خرید' })).toBeTruthy();
  });

  it('keeps the cart as it was and says so when the server answers HTML or is down', async () => {
    for (const reply of [() => htmlResponse(), () => new TypeError('offline')]) {
      vi.stubGlobal('fetch', fakeFetch(reply).fn);
      const before = document.querySelector('.widget_shopping_cart_content')!.outerHTML;
      const [button] = screen.getAllByRole('button', { name: 'افزودن به سبد خرید' });
      button!.click();
      await settle();
      expect(screen.getByRole('alert').textContent).toBe('مشکلی پیش آمد، لطفاً دوباره تلاش کنید.');
      expect(document.querySelector('.widget_shopping_cart_content')!.outerHTML).toBe(before);
      expect($cart.get().count).toBe(0);
      expect(button!.classList.contains('loading')).toBe(false);
    }
  });

  it('goes to the cart page after an add when redirect-after-add is on (a setting, off by default)', async () => {
    setPageConfig({ redirectAfterAdd: true });
    vi.stubGlobal('fetch', fakeFetch(() => json(fragmentsFor([line(7, 1)]))).fn);
    const assign = vi.fn();
    vi.stubGlobal('location', { href: window.location.href, origin: window.location.origin, assign });
    screen.getAllByRole('button', { name: 'افزودن به سبد خرید' })[0]!.click();
    await settle();
    expect(assign).toHaveBeenCalledWith('/checkout-cart/');
  });

  it('leaves Ctrl-click to the browser (the no-JavaScript add in a new tab)', () => {
    const fake = fakeFetch(() => json({}));
    vi.stubGlobal('fetch', fake.fn);
    const [button] = screen.getAllByRole('button', { name: 'افزودن به سبد خرید' });
    const event = new MouseEvent('click', { bubbles: true, cancelable: true, ctrlKey: true });
    button!.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(false);
    expect(fake.calls).toHaveLength(0);
  });

  describe('with jQuery on the page', () => {
    it('fires adding_to_cart and added_to_cart on document.body with WooCommerce’s arguments', async () => {
      (globalThis as { jQuery?: unknown }).jQuery = jQuery;
      stops.forEach((stop) => stop());
      stops = [createBehaviour({ name: 'add', setup: setupAddToCart }).start(document)];
      vi.stubGlobal('fetch', fakeFetch(() => json(fragmentsFor([line(7, 1)]))).fn);
      const heard: unknown[] = [];
      jQuery(document.body).on('added_to_cart', (_e: unknown, fragments: Record<string, string>, hash: string, $button: { data(k: string): unknown }) =>
        heard.push([Object.keys(fragments), hash, $button.data('product_id')]),
      );
      screen.getAllByRole('button', { name: 'افزودن به سبد خرید' })[0]!.click();
      await settle();
      expect(heard).toEqual([[['div.widget_shopping_cart_content'], 'hash-1', 7]]);
    });
  });
});

describe('remove-from-cart links', () => {
  const row = (key: string) =>
    `<table><tr data-key="${key}"><td><a href="/checkout-cart/?remove_item=${key}&_wpnonce=n" class="remove" data-cart_item_key="${key}" aria-label="حذف از سبد">×</a></td></tr></table>`;

  it('posts cart_item_key and applies the fragments', async () => {
    document.body.insertAdjacentHTML('beforeend', row('k1'));
    const fake = fakeFetch(() => json(fragmentsFor([])));
    vi.stubGlobal('fetch', fake.fn);
    screen.getByRole('link', { name: 'حذف از سبد' }).click();
    await settle();
    expect(fake.calls[0]).toMatchObject({ url: '/?wc-ajax=remove_from_cart', body: 'cart_item_key=k1' });
    expect(document.querySelector('.woocommerce-mini-cart__empty-message')).not.toBeNull();
  });

  it('on the cart page, a remove clears the notices of the last form (stale now); elsewhere they stay', async () => {
    vi.stubGlobal('fetch', fakeFetch(() => json(fragmentsFor([]))).fn);
    for (const isCart of [false, true]) {
      setPageConfig({ isCart });
      document.body.insertAdjacentHTML('beforeend', `<div class="woocommerce-notices-wrapper"><div class="notice woocommerce-info" role="status">سبد خرید به‌روز شد.</div></div>${row(`c${isCart}`)}`);
      const links = screen.getAllByRole('link', { name: 'حذف از سبد' });
      links[links.length - 1]!.click();
      await settle();
      expect(document.querySelectorAll('.woocommerce-notices-wrapper').length, `isCart ${isCart}`).toBe(isCart ? 0 : 1);
    }
  });

  it('on the cart page, says on screen what went, where the notices are (as the page without JavaScript does), its title as text', async () => {
    setPageConfig({ isCart: true });
    document.body.insertAdjacentHTML('beforeend', `<main><div class="woocommerce-notices-wrapper"><div class="notice woocommerce-info" role="status">سبد خرید به‌روز شد.</div></div><table><tr><td><a href="/checkout-cart/?remove_item=k5" class="remove" data-cart_item_key="k5" data-product_name="چسب <b>قوی</b>" aria-label="حذف از سبد">×</a></td></tr></table></main>`);
    vi.stubGlobal('fetch', fakeFetch(() => json(fragmentsFor([]))).fn);
    screen.getByRole('link', { name: 'حذف از سبد' }).click();
    await waitFor(() => expect(document.querySelector('main > .woocommerce-notices-wrapper .woocommerce-message')?.textContent).toBe('«چسب <b>قوی</b>» حذف شد. بازگردانی؟'));
    expect(document.querySelectorAll('.woocommerce-notices-wrapper')).toHaveLength(1);
    expect(document.querySelector('main b')).toBeNull();
    // WooCommerce's «Undo?»: the remove link's address with undo_item (wc_get_cart_undo_url), its nonce kept
    const undo = screen.getByRole('link', { name: 'بازگردانی؟' }) as HTMLAnchorElement;
    expect(new URL(undo.href).search).toBe('?undo_item=k5');
    // focus on the notice, as the page without JavaScript gives it: read there (not announced again), the undo the next Tab
    expect(document.activeElement).toBe(document.querySelector('main > .woocommerce-notices-wrapper'));
    const spoken = () => document.querySelector('[data-hsa-announcer]')?.textContent ?? '';
    await waitFor(() => expect(spoken()).toContain('تعداد کالاهای سبد خرید: ۰'));
    expect(spoken()).not.toContain('قوی');
  });

  it('on the cart page, a remove link outside <main> (a panel over the page) leaves the focus to its own handling and is announced', async () => {
    setPageConfig({ isCart: true });
    vi.stubGlobal('fetch', fakeFetch(() => json(fragmentsFor([]))).fn);
    document.body.innerHTML = `<aside><ul><li><a href="/cart/?remove_item=k2" class="remove remove_from_cart_button" data-cart_item_key="k2" data-product_name="مته" aria-label="حذف از سبد">×</a></li></ul><button>بستن</button></aside><main></main>`;
    screen.getByRole('link', { name: 'حذف از سبد' }).click();
    await waitFor(() => expect(document.querySelector('main > .woocommerce-notices-wrapper')?.textContent).toBe('«مته» حذف شد. بازگردانی؟'));
    expect(document.activeElement?.closest('main')).toBeNull();
    await waitFor(() => expect(document.querySelector('[data-hsa-announcer]')?.textContent).toContain('«مته» حذف شد.'));
  });

  it('on the cart page, the undo link keeps the remove link\'s nonce, and a remove link without remove_item has none', async () => {
    setPageConfig({ isCart: true });
    vi.stubGlobal('fetch', fakeFetch(() => json(fragmentsFor([]))).fn);
    document.body.insertAdjacentHTML('beforeend', `<main><table><tr><td><a href="https://shop.test/cart/?remove_item=k4&amp;_wpnonce=ab12" class="remove" data-cart_item_key="k4" data-product_name="میخ" aria-label="حذف از سبد">×</a></td></tr></table></main>`);
    screen.getByRole('link', { name: 'حذف از سبد' }).click();
    await waitFor(() => expect(screen.getByRole('link', { name: 'بازگردانی؟' }).getAttribute('href')).toBe('https://shop.test/cart/?undo_item=k4&_wpnonce=ab12'));
    document.body.innerHTML = `<main><table><tr><td><a href="/cart/remove/k3" class="remove" data-cart_item_key="k3" data-product_name="پیچ" aria-label="حذف از سبد">×</a></td></tr></table></main>`;
    screen.getByRole('link', { name: 'حذف از سبد' }).click();
    await waitFor(() => expect(document.querySelector('main > .woocommerce-notices-wrapper')?.textContent).toBe('«پیچ» حذف شد.'));
    expect(screen.queryByRole('link', { name: 'بازگردانی؟' })).toBeNull();
  });

  it('says what went, by the title the link names (aria-describedby, or WooCommerce\'s data-product_name), then the count', async () => {
    document.body.insertAdjacentHTML('beforeend', `<table><tr><td><span id="t9">چسب سیلیکون</span></td><td><a href="/checkout-cart/?remove_item=k9" class="remove" data-cart_item_key="k9" aria-label="حذف از سبد" aria-describedby="t9">×</a></td></tr>
      <tr><td><a href="/checkout-cart/?remove_item=k8" class="remove" data-cart_item_key="k8" data-product_name="آچار فرانسه" aria-label="حذف از سبد">×</a></td></tr>
      <tr><td><a href="/checkout-cart/?remove_item=k7" class="remove" data-cart_item_key="k7" aria-label="حذف از سبد">×</a></td></tr></table>`);
    vi.stubGlobal('fetch', fakeFetch(() => json(fragmentsFor([]))).fn);
    const spoken = () => document.querySelector('[data-hsa-announcer]')?.textContent ?? '';
    const links = screen.getAllByRole('link', { name: 'حذف از سبد' });
    links[0]!.click();
    await waitFor(() => expect(spoken()).toContain('«چسب سیلیکون» حذف شد.'));
    expect(spoken()).toContain('تعداد کالاهای سبد خرید: ۰');
    links[1]!.click();
    await waitFor(() => expect(spoken()).toContain('«آچار فرانسه» حذف شد.'));
    // WooCommerce's own sentence, where its template prints one (in the site's language), is said as it is
    document.body.insertAdjacentHTML('beforeend', `<table><tr><td><a href="/checkout-cart/?remove_item=k6" class="remove" data-cart_item_key="k6" data-success_message="«پیچ‌گوشتی» از سبد خرید شما حذف شد." aria-label="حذف پیچ‌گوشتی از سبد">×</a></td></tr></table>`);
    document.querySelector<HTMLAnchorElement>('a[data-cart_item_key="k6"]')!.click();
    await waitFor(() => expect(spoken()).toContain('«پیچ‌گوشتی» از سبد خرید شما حذف شد.'));
    links[2]!.click(); // no title to name: the count alone, never «حذف از سبد» as if it were one
    await waitFor(() => expect(spoken()).toBe('تعداد کالاهای سبد خرید: ۰'));
  });

  it('follows the link’s href when the call fails or brings no fragments', async () => {
    for (const reply of [() => json({ success: false }), () => htmlResponse(), () => new TypeError('offline')]) {
      document.body.insertAdjacentHTML('beforeend', row('k2'));
      const assign = vi.fn();
      vi.stubGlobal('location', { ...window.location, assign });
      vi.stubGlobal('fetch', fakeFetch(reply).fn);
      const links = screen.getAllByRole('link', { name: 'حذف از سبد' });
      links[links.length - 1]!.click();
      await settle();
      expect(assign).toHaveBeenCalledWith(expect.stringContaining('remove_item=k2'));
    }
  });

  it('offline, keeps the row and says so beside the link instead of following it to the browser\'s error page', async () => {
    document.body.insertAdjacentHTML('beforeend', row('k3'));
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    vi.stubGlobal('navigator', { ...navigator, onLine: false });
    vi.stubGlobal('fetch', fakeFetch(() => new TypeError('Failed to fetch')).fn);
    const links = screen.getAllByRole('link', { name: 'حذف از سبد' });
    links[links.length - 1]!.click();
    await settle();
    expect(assign).not.toHaveBeenCalled();
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toBe('مشکلی پیش آمد، لطفاً دوباره تلاش کنید.');
    const tr = document.querySelector('tr[data-key="k3"]')!;
    expect(tr.classList.contains('is-removing')).toBe(false);
    expect(tr.hasAttribute('aria-busy')).toBe(false);
  });
});

describe("the checkout's order review (spec section 4: an add on the checkout page refreshes the checkout)", () => {
  const review = (text: string) => `<table class="shop_table woocommerce-checkout-review-order-table"><tbody><tr><td>${text}</td></tr></tbody></table>`;
  const reviewCalls = (fake: ReturnType<typeof fakeFetch>) => fake.calls.filter((c) => c.url === '/?wc-ajax=update_order_review');
  const addAndSettle = async (fake: ReturnType<typeof fakeFetch>) => {
    screen.getAllByRole('button', { name: 'افزودن به سبد خرید' })[0]!.click();
    await waitFor(() => expect(fake.calls.some((c) => c.url === '/?wc-ajax=add_to_cart')).toBe(true));
    await waitFor(() => expect($cart.get().hash).not.toBeNull());
    await vi.dynamicImportSettled();
    await settle();
  };

  it('asks for the review once after an add, with the checkout form, and puts it in the page', async () => {
    document.body.insertAdjacentHTML('beforeend', `<form class="checkout woocommerce-checkout"><input name="billing_city" value="تهران">${review('× ۰')}</form>`);
    stops.push(createBehaviour({ name: 'checkout-review', setup: setupCheckoutReview }).start(document));
    const fake = fakeFetch((call) => (call.url.includes('update_order_review') ? json({ result: 'success', fragments: { '.woocommerce-checkout-review-order-table': review('× ۱') } }) : json(fragmentsFor([line(7, 1)]))));
    vi.stubGlobal('fetch', fake.fn);
    await addAndSettle(fake);
    await waitFor(() => expect(document.querySelector('.woocommerce-checkout-review-order-table')!.textContent).toBe('× ۱'));
    expect(reviewCalls(fake)).toHaveLength(1);
    expect(new URLSearchParams(reviewCalls(fake)[0]!.body).get('billing_city')).toBe('تهران');
  });

  it("with WooCommerce's checkout script, says update_checkout for it to ask, and nothing for an emptied cart (its answer would put «session expired» in place of the form)", async () => {
    document.body.insertAdjacentHTML('beforeend', `<form class="checkout woocommerce-checkout">${review('× ۱')}</form>`);
    (globalThis as Record<string, unknown>).wc_checkout_params = { wc_ajax_url: '/?wc-ajax=%%endpoint%%' };
    try {
      stops.push(createBehaviour({ name: 'checkout-review', setup: setupCheckoutReview }).start(document));
      const fake = fakeFetch(() => json({}));
      vi.stubGlobal('fetch', fake.fn);
      let said = 0;
      on('update_checkout', () => said++);
      $cart.set({ count: 2, html: null, hash: 'hash-2', revision: 1 });
      await vi.dynamicImportSettled();
      await settle();
      expect(said).toBe(1);
      $cart.set({ count: 0, html: null, hash: '', revision: 2 });
      await vi.dynamicImportSettled();
      await settle();
      expect(said).toBe(1);
      expect(fake.calls).toHaveLength(0);
    } finally {
      delete (globalThis as Record<string, unknown>).wc_checkout_params;
    }
  });

  it('shows the answer to the last change only: a late answer to an earlier one never puts an older cart back', async () => {
    document.body.insertAdjacentHTML('beforeend', `<form class="checkout woocommerce-checkout">${review('× ۱')}</form>`);
    stops.push(createBehaviour({ name: 'checkout-review', setup: setupCheckoutReview }).start(document));
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    let asked = 0;
    const fake = fakeFetch(async () => {
      const text = ++asked === 1 ? '× ۲' : '× ۳';
      if (asked === 1) await gate;
      return json({ result: 'success', fragments: { '.woocommerce-checkout-review-order-table': review(text) } });
    });
    vi.stubGlobal('fetch', fake.fn);
    $cart.set({ count: 2, html: null, hash: 'hash-2', revision: 1 });
    await waitFor(() => expect(reviewCalls(fake)).toHaveLength(1));
    $cart.set({ count: 3, html: null, hash: 'hash-3', revision: 2 });
    await waitFor(() => expect(document.querySelector('.woocommerce-checkout-review-order-table')!.textContent).toBe('× ۳'));
    release();
    await settle();
    await vi.dynamicImportSettled();
    expect(document.querySelector('.woocommerce-checkout-review-order-table')!.textContent).toBe('× ۳');
  });

  it('starts from the cart the review was drawn with (WooCommerce\'s cart hash cookie), and an unknown hash (null) is no change', async () => {
    document.body.insertAdjacentHTML('beforeend', `<form class="checkout woocommerce-checkout">${review('× ۱')}</form>`);
    document.cookie = 'woocommerce_cart_hash=hash-1; path=/';
    try {
      stops.push(createBehaviour({ name: 'checkout-review', setup: setupCheckoutReview }).start(document));
      const fake = fakeFetch(() => json({ result: 'success', fragments: {} }));
      vi.stubGlobal('fetch', fake.fn);
      $cart.set({ count: 1, html: '<div></div>', hash: null, revision: 1 });
      $cart.set({ count: 1, html: null, hash: 'hash-1', revision: 2 });
      await vi.dynamicImportSettled();
      await settle();
      expect(reviewCalls(fake)).toHaveLength(0);
      $cart.set({ count: 2, html: null, hash: 'hash-2', revision: 3 });
      await waitFor(() => expect(reviewCalls(fake)).toHaveLength(1));
    } finally {
      document.cookie = 'woocommerce_cart_hash=; path=/; max-age=0';
    }
  });

  it('asks for nothing on a page without the review', async () => {
    stops.push(createBehaviour({ name: 'checkout-review', setup: setupCheckoutReview }).start(document));
    const fake = fakeFetch(() => json(fragmentsFor([line(7, 1)])));
    vi.stubGlobal('fetch', fake.fn);
    await addAndSettle(fake);
    expect(reviewCalls(fake)).toHaveLength(0);
  });
});
