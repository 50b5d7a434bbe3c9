import { describe, expect, it } from 'vitest';
import { cartMessages } from '../../demo-pages/server/cart/cart-messages';
import { QUANTITY_CEILING } from '../../demo-pages/server/cart/cart-rules';
import type { Product } from '../../demo-pages/db/catalogue';
import { formatNumber, toPersianDigits } from '../../shared/platform/digits';
import { demoApp, Shopper } from './support';

/**
 * The demo store under abuse (issue #7), quantities: every path that writes a quantity caps it the way the REST
 * set_qty does (stock, max, sold individually, an absolute ceiling), stores integers only, and the no-JavaScript
 * paths refuse what is not a whole number with a notice.
 */
const { app, store, db } = demoApp();
const all = store.catalogue.list({ perPage: 200 }).items;
const find = (predicate: (p: Product) => boolean) => {
  const found = all.find(predicate);
  if (!found) throw new Error('the test catalogue has no such product');
  return found;
};
// No stock management and no maximum: only the absolute ceiling stands between it and 999,999,999.
const unlimited = find((p) => p.type === 'simple' && p.stockStatus === 'instock' && !p.soldIndividually && p.minQty === 1 && p.maxQty === 0 && p.stockQty === null);
const stocked = find((p) => p.type === 'simple' && p.stockStatus === 'instock' && !p.soldIndividually && p.minQty === 1 && p.maxQty === 0 && p.stockQty !== null && p.stockQty > 5);

function storedLines(shopper: Shopper): Array<{ quantity: unknown; type: string }> {
  const session = shopper.cookie('hsa_session');
  return db.prepare('SELECT quantity, typeof(quantity) AS type FROM cart_items WHERE session_id = ?').all(session) as Array<{ quantity: unknown; type: string }>;
}

const ERROR_NOTICE = /<div class="notice woocommerce-error" role="alert">([^<]*)</g;
async function errorNotices(shopper: Shopper, path = '/'): Promise<string[]> {
  return [...(await shopper.visit(path)).html.matchAll(ERROR_NOTICE)].map((m) => m[1]!);
}

async function cartCount(shopper: Shopper): Promise<number> {
  const html = (await shopper.visit('/checkout-cart/')).html;
  return Number(/"cartCount":"(\d+)"/.exec(html)![1]);
}

describe('quantities on the add-to-cart call (wc-ajax)', () => {
  it('twelve add_to_cart calls with quantity=999999999 never put more than the ceiling in the cart', async () => {
    const shopper = new Shopper(app);
    for (let i = 0; i < 12; i++) {
      const body = await (await shopper.addToCart(unlimited.id, 999999999)).json();
      expect(body).toEqual({ error: true, product_url: `/product/${unlimited.slug}/` });
    }
    expect(await cartCount(shopper)).toBe(0);
    expect(storedLines(shopper)).toEqual([]);
  });

  it('adds up to the ceiling and refuses the add that would pass it, storing an integer', async () => {
    const shopper = new Shopper(app);
    await shopper.addToCart(unlimited.id, QUANTITY_CEILING - 1);
    await shopper.addToCart(unlimited.id, 1);
    const over = await (await shopper.addToCart(unlimited.id, 1)).json();
    expect(over.error).toBe(true);
    expect(storedLines(shopper)).toEqual([{ quantity: QUANTITY_CEILING, type: 'integer' }]);
  });

  it('refuses -5, abc and 5abc instead of reading them as 1 or 5', async () => {
    for (const quantity of ['-5', 'abc', '5abc', '1.5']) {
      const shopper = new Shopper(app);
      const response = await shopper.request('/?wc-ajax=add_to_cart', { method: 'POST', form: { product_id: String(unlimited.id), quantity } });
      expect(await response.json(), quantity).toEqual({ error: true, product_url: `/product/${unlimited.slug}/` });
      expect(storedLines(shopper), quantity).toEqual([]);
    }
  });
});

describe('quantities on the no-JavaScript paths', () => {
  it('GET /?add-to-cart=ID&quantity=999999999 (a link from another site) adds nothing and says why', async () => {
    const shopper = new Shopper(app);
    const response = await shopper.request(`/?add-to-cart=${unlimited.id}&quantity=999999999`);
    expect(response.status).toBe(302);
    const notices = await errorNotices(shopper, response.headers.get('Location')!);
    expect(notices.join(' ')).toContain(formatNumber(QUANTITY_CEILING));
    expect(storedLines(shopper)).toEqual([]);
  });

  for (const quantity of ['-5', 'abc', '5abc']) {
    it(`GET /?add-to-cart=ID&quantity=${quantity} is refused with a notice, not read as 1 or 5`, async () => {
      const shopper = new Shopper(app);
      const response = await shopper.request(`/?add-to-cart=${unlimited.id}&quantity=${encodeURIComponent(quantity)}`);
      expect(response.status).toBe(302);
      expect(await errorNotices(shopper, response.headers.get('Location')!)).toContain(cartMessages.badQuantity);
      expect(storedLines(shopper)).toEqual([]);
    });

    it(`the product form with quantity=${quantity} is refused with a notice`, async () => {
      const shopper = new Shopper(app);
      await shopper.request(`/product/${unlimited.slug}/`, { method: 'POST', form: { 'add-to-cart': String(unlimited.id), quantity } });
      expect(await errorNotices(shopper, `/product/${unlimited.slug}/`)).toContain(cartMessages.badQuantity);
      expect(storedLines(shopper)).toEqual([]);
    });
  }

  it('the product form never adds another product\'s variation: not to a variable product, not to a simple one', async () => {
    const variables = all.filter((p) => p.type === 'variable');
    const [mine, theirs] = [variables[0]!, variables[1]!];
    const foreign = store.catalogue.variations(theirs.id).find((v) => v.stockStatus !== 'outofstock')!;
    const shopper = new Shopper(app);
    const refused = await shopper.request(`/product/${mine.slug}/`, { method: 'POST', form: { 'add-to-cart': String(mine.id), variation_id: String(foreign.id), quantity: '1' } });
    expect(refused.status).toBe(302);
    const notices = await errorNotices(shopper, `/product/${mine.slug}/`);
    expect(notices, JSON.stringify(notices)).toContain(toPersianDigits(cartMessages.needsOptions(mine.title)));
    await shopper.request(`/product/${unlimited.slug}/`, { method: 'POST', form: { 'add-to-cart': String(unlimited.id), variation_id: String(foreign.id), quantity: '1' } });
    const lines = db.prepare('SELECT product_id, variation_id FROM cart_items WHERE session_id = ?').all(shopper.cookie('hsa_session'));
    expect(lines).toEqual([{ product_id: unlimited.id, variation_id: 0 }]);
  });

  it('a link without a quantity still adds one, in Persian digits too', async () => {
    const shopper = new Shopper(app);
    await shopper.request(`/?add-to-cart=${unlimited.id}`);
    await shopper.request(`/?add-to-cart=${unlimited.id}&quantity=${encodeURIComponent('۲')}`);
    expect(storedLines(shopper)).toEqual([{ quantity: 3, type: 'integer' }]);
  });
});

describe('quantities on the cart page form', () => {
  async function cartWith(product: Product) {
    const shopper = new Shopper(app);
    await shopper.addToCart(product.id, 2);
    const page = await shopper.visit('/checkout-cart/');
    const key = /name="cart\[([a-f0-9]{32})\]\[qty\]"/.exec(page.html)![1]!;
    const nonce = /name="_wpnonce" value="([a-f0-9]+)"/.exec(page.html)![1]!;
    const update = (qty: string) => shopper.request('/checkout-cart/', { method: 'POST', form: { _wpnonce: nonce, [`cart[${key}][qty]`]: qty, update_cart: '1' } });
    return { shopper, update };
  }

  it('cart[KEY][qty]=99999999999999999999 is stored as the ceiling, an integer, with the maximum notice', async () => {
    const { shopper, update } = await cartWith(unlimited);
    await update('99999999999999999999');
    expect(storedLines(shopper)).toEqual([{ quantity: QUANTITY_CEILING, type: 'integer' }]);
    expect((await shopper.visit('/checkout-cart/')).html).toContain(`حداکثر تعداد قابل خرید: ${formatNumber(QUANTITY_CEILING)}`);
  });

  it('a huge quantity of a stocked product stops at its stock', async () => {
    const { shopper, update } = await cartWith(stocked);
    await update('99999999999999999999');
    expect(storedLines(shopper)).toEqual([{ quantity: stocked.stockQty, type: 'integer' }]);
  });

  for (const quantity of ['-5', 'abc', '5abc']) {
    it(`cart[KEY][qty]=${quantity} leaves the line as it was and says why`, async () => {
      const { shopper, update } = await cartWith(unlimited);
      await update(quantity);
      expect(storedLines(shopper)).toEqual([{ quantity: 2, type: 'integer' }]);
      const page = (await shopper.visit('/checkout-cart/')).html;
      expect([...page.matchAll(ERROR_NOTICE)].map((m) => m[1]).join(' ')).toContain(cartMessages.badQuantity);
      expect(page, 'no «updated» beside the refusal').not.toContain('سبد خرید به‌روز شد.');
    });
  }

  it('cart[KEY][qty]=0 removes the line and says so by its name, as the remove link does', async () => {
    const { shopper, update } = await cartWith(unlimited);
    await update('0');
    expect(storedLines(shopper)).toEqual([]);
    const page = (await shopper.visit('/checkout-cart/')).html;
    expect(page).toContain(`«${toPersianDigits(unlimited.title)}» حذف شد.`);
    expect(page).not.toContain('سبد خرید به‌روز شد.');
  });
});

describe('checkout', () => {
  it('places no order of 999,999,999 units left in a cart from before the rules', async () => {
    const shopper = new Shopper(app);
    await shopper.addToCart(unlimited.id, 1);
    db.prepare('UPDATE cart_items SET quantity = 999999999 WHERE session_id = ?').run(shopper.cookie('hsa_session'));
    const page = await shopper.visit('/checkout/');
    const nonce = /name="_wpnonce" value="([a-f0-9]+)"/.exec(page.html)![1]!;
    const orders = () => Number((db.prepare('SELECT COUNT(*) AS n FROM orders').get() as { n: number }).n);
    const before = orders();
    const placed = await shopper.request('/checkout/', {
      method: 'POST',
      form: { _wpnonce: nonce, billing_first_name: 'مریم', billing_last_name: 'احمدی', billing_phone: '۰۹۱۲۳۴۵۶۷۸۹', billing_city: 'تهران', billing_address_1: 'خیابان آزادی', payment_method: 'cod' },
    });
    expect(placed.status).toBe(302);
    expect(placed.headers.get('Location')).toBe('/checkout-cart/');
    expect(orders()).toBe(before);
    expect((await errorNotices(shopper, '/checkout-cart/')).join(' ')).toContain(`حداکثر تعداد قابل خرید: ${formatNumber(QUANTITY_CEILING)}`);
  });
});

describe('«بازگردانی؟» after the limits changed', () => {
  it('brings back no more than the stock now allows; a product sold out since says so and stays undoable', async () => {
    const shopper = new Shopper(app);
    await shopper.request(`/?add-to-cart=${stocked.id}&quantity=5`);
    let cart = await shopper.visit('/checkout-cart/');
    const key = /name="cart\[([a-f0-9]{32})\]\[qty\]"/.exec(cart.html)![1]!;
    const nonce = /name="_wpnonce" value="([a-f0-9]+)"/.exec(cart.html)![1]!;
    await shopper.request(`/checkout-cart/?remove_item=${key}&_wpnonce=${nonce}`);
    const undo = /<a class="restore-item" href="([^"]+)">/.exec((await shopper.visit('/checkout-cart/')).html)![1]!.replaceAll('&amp;', '&');
    const stock = (qty: number | null, status = 'instock') => db.prepare('UPDATE products SET stock_qty = ?, stock_status = ? WHERE id = ?').run(qty, status, stocked.id);
    try {
      // sold out meanwhile: refused, said, and what went is kept for a later press
      stock(0, 'outofstock');
      await shopper.request(undo);
      expect((await errorNotices(shopper, '/checkout-cart/')).join(' ')).toContain('ناموجود');
      expect(storedLines(shopper)).toEqual([]);
      // back with 3 in stock: the same link brings back 3, not the 5 that went
      stock(3);
      await shopper.request(undo);
      expect(storedLines(shopper)).toEqual([{ quantity: 3, type: 'integer' }]);
    } finally {
      stock(stocked.stockQty, stocked.stockStatus);
    }
  });
});
