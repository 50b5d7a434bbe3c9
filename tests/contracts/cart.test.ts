import { beforeAll, describe, expect, it } from 'vitest';
import { addToCartResponseSchema, miniCartResponseSchema, removeFromCartResponseSchema } from '../../shared/api/contracts/cart';
import type { Product } from '../../demo-pages/db/catalogue';
import { QUANTITY_CEILING } from '../../demo-pages/server/cart/cart-rules';
import { demoApp, Shopper, testStore } from './support';

/** The demo store's cart calls against the same contract schemas the islands parse them with. */
const { app, store } = demoApp();
const all: Product[] = [];
for (let page = 1; ; page++) {
  const result = store.catalogue.list({ page, perPage: 200, orderby: 'date' });
  all.push(...result.items);
  if (page >= result.totalPages) break;
}
const find = (predicate: (p: Product) => boolean) => {
  const found = all.find(predicate);
  if (!found) throw new Error('the test catalogue has no such product');
  return found;
};
const plain = () => find((p) => p.type === 'simple' && p.stockStatus === 'instock' && !p.soldIndividually && p.minQty === 1 && p.maxQty === 0 && (p.stockQty === null || p.stockQty > 50));

async function parsedCart(response: Response) {
  expect(response.status).toBe(200);
  const parsed = miniCartResponseSchema.safeParse(await response.json());
  expect(parsed.success, JSON.stringify(parsed.error?.issues)).toBe(true);
  return parsed.data!;
}

describe('POST /?wc-ajax=add_to_cart', () => {
  it('answers fragments + cart_hash that parse, the mini-cart region among them', async () => {
    const shopper = new Shopper(app);
    await shopper.visit('/');
    const response = await shopper.addToCart(plain().id, 2);
    const body = addToCartResponseSchema.parse(await response.json());
    expect(Object.keys(body.fragments!)).toContain('div.widget_shopping_cart_content');
    expect(body.fragments!['div.widget_shopping_cart_content']).toContain('data-cart-count="2"');
    expect(body.cart_hash).toMatch(/^[a-f0-9]{32}$/);
  });

  it('answers error + product_url for a variable product without a choice and for an out-of-stock one', async () => {
    const shopper = new Shopper(app);
    for (const product of [find((p) => p.type === 'variable'), find((p) => p.type === 'simple' && p.stockStatus === 'outofstock')]) {
      const body = addToCartResponseSchema.parse(await (await shopper.addToCart(product.id)).json());
      expect(body).toEqual({ error: true, product_url: `/product/${product.slug}/` });
    }
  });

  it('accepts a variation id and adds it under its parent', async () => {
    const parent = find((p) => p.type === 'variable' && store.catalogue.variations(p.id).some((v) => v.stockStatus === 'instock'));
    const variation = store.catalogue.variations(parent.id).find((v) => v.stockStatus === 'instock')!;
    const shopper = new Shopper(app);
    const body = addToCartResponseSchema.parse(await (await shopper.addToCart(variation.id)).json());
    expect(body.fragments!['div.widget_shopping_cart_content']).toContain(`data-product_id="${parent.id}"`);
  });

  it('answers an empty body without product_id (as WooCommerce does)', async () => {
    const response = await new Shopper(app).request('/?wc-ajax=add_to_cart', { method: 'POST', form: {} });
    expect(await response.text()).toBe('');
  });

  it('refuses a second unit of a product sold individually', async () => {
    const product = find((p) => p.soldIndividually && p.type === 'simple' && p.stockStatus === 'instock');
    const shopper = new Shopper(app);
    expect(addToCartResponseSchema.parse(await (await shopper.addToCart(product.id)).json()).fragments).toBeDefined();
    expect(addToCartResponseSchema.parse(await (await shopper.addToCart(product.id)).json()).error).toBe(true);
  });
});

describe('POST /?wc-ajax=remove_from_cart', () => {
  it('answers fragments for a known key and { success: false } for an unknown one', async () => {
    const shopper = new Shopper(app);
    await shopper.visit('/');
    await shopper.addToCart(plain().id);
    const refresh = await parsedCart(await shopper.cart({ action: 'refresh' }));
    const key = /data-key="([a-f0-9]{32})"/.exec(refresh.html!)![1]!;
    const removed = removeFromCartResponseSchema.parse(await (await shopper.request('/?wc-ajax=remove_from_cart', { method: 'POST', form: { cart_item_key: key } })).json());
    expect(removed.fragments!['div.widget_shopping_cart_content']).toContain('data-cart-count="0"');
    const again = removeFromCartResponseSchema.parse(await (await shopper.request('/?wc-ajax=remove_from_cart', { method: 'POST', form: { cart_item_key: key } })).json());
    expect(again).toEqual({ success: false });
  });
});

describe('POST /wp-json/hsa-cart/v1/cart', () => {
  let shopper: Shopper;
  beforeAll(async () => {
    shopper = new Shopper(app);
    await shopper.visit('/');
  });

  it('rejects a missing or wrong nonce with 403 and WordPress’s JSON error', async () => {
    for (const nonce of [null, '0000000000', 'not-a-nonce']) {
      const response = await shopper.cart({ action: 'refresh' }, nonce);
      expect(response.status).toBe(403);
      expect(response.headers.get('Content-Type')).toContain('application/json');
      expect(await response.json()).toMatchObject({ code: 'rest_cookie_invalid_nonce', data: { status: 403 } });
    }
  });

  it('rejects another session’s nonce', async () => {
    const other = new Shopper(app);
    await other.visit('/');
    expect((await shopper.cart({ action: 'refresh' }, other.nonce)).status).toBe(403);
  });

  it('rejects a body that is not JSON or not an action, with 400 and a clear message', async () => {
    const notJson = await shopper.request('/wp-json/hsa-cart/v1/cart', { method: 'POST', body: '{oops', headers: { 'X-WP-Nonce': shopper.nonce, 'Content-Type': 'application/json' } });
    expect(notJson.status).toBe(400);
    expect(await notJson.json()).toMatchObject({ code: 'rest_invalid_json' });
    for (const body of [{ action: 'explode' }, { action: 'set_qty', key: 'k' }, { action: 'set_qty', key: 'k', qty: -1, product_id: 1 }]) {
      const response = await shopper.cart(body);
      expect(response.status).toBe(400);
      expect((await response.json()).code).toBe('rest_invalid_param');
    }
  });

  it('refresh, set_qty and remove answer html, count and meta that parse', async () => {
    const product = plain();
    await shopper.addToCart(product.id);
    const refreshed = await parsedCart(await shopper.cart({ action: 'refresh' }));
    expect(refreshed.count).toBeGreaterThanOrEqual(1);
    const key = new RegExp(`data-key="([a-f0-9]{32})" data-product_id="${product.id}"`).exec(refreshed.html!)![1]!;
    const set = await parsedCart(await shopper.cart({ action: 'set_qty', key, qty: 4, product_id: product.id }));
    expect(set.meta).toEqual({ applied: 4, requested: 4, sold_individually: false, max: Math.min(product.stockQty ?? QUANTITY_CEILING, QUANTITY_CEILING), min: 1 });
    expect(set.html).toContain('data-quantity="4"');
    const removed = await parsedCart(await shopper.cart({ action: 'remove', key, product_id: product.id }));
    expect(removed.html).not.toContain(key);
    expect(removed.count).toBe(refreshed.count! - 1);
  });

  it('adjusts to max, min and sold-individually, and says what it applied', async () => {
    const cases: Array<[Product, number, (m: { applied: number; requested: number; max: number; min: number }) => void]> = [
      [find((p) => p.maxQty > 1 && p.type === 'simple' && p.stockStatus === 'instock'), 999, (m) => expect(m.applied).toBe(m.max)],
      [find((p) => p.minQty > 1 && p.type === 'simple' && p.stockStatus === 'instock'), 1, (m) => expect(m.applied).toBe(m.min)],
      [find((p) => p.soldIndividually && p.type === 'simple' && p.stockStatus === 'instock'), 3, (m) => expect(m.applied).toBe(1)],
    ];
    for (const [product, requested, check] of cases) {
      const s = new Shopper(app);
      await s.visit('/');
      await s.addToCart(product.id, Math.max(1, product.minQty));
      const html = (await parsedCart(await s.cart({ action: 'refresh' }))).html!;
      const key = /data-key="([a-f0-9]{32})"/.exec(html)![1]!;
      const result = await parsedCart(await s.cart({ action: 'set_qty', key, qty: requested, product_id: product.id }));
      expect(result.meta!.requested).toBe(requested);
      expect(result.meta!.applied).not.toBe(requested);
      check(result.meta!);
    }
  });

  it('answers not_found + refresh_keys for an unknown key or another product’s key', async () => {
    const unknown = await parsedCart(await shopper.cart({ action: 'set_qty', key: 'f'.repeat(32), qty: 2, product_id: 1 }));
    expect(unknown).toMatchObject({ error: 'not_found', hint: 'refresh_keys' });
    const removed = await parsedCart(await shopper.cart({ action: 'remove', key: 'e'.repeat(32), product_id: 1 }));
    expect(removed).toMatchObject({ error: 'not_found', hint: 'refresh_keys' });
  });
});

describe('the cart is kept per session in SQLite', () => {
  it('survives a server restart', async () => {
    const { file } = testStore(undefined, 120);
    const first = demoApp({ file, reseed: false });
    const shopper = new Shopper(first.app);
    await shopper.visit('/');
    const product = first.store.catalogue.list({ perPage: 50 }).items.find((p) => p.type === 'simple' && p.stockStatus === 'instock' && !p.soldIndividually && p.minQty === 1)!;
    await shopper.addToCart(product.id, 2);
    first.db.close();
    const second = demoApp({ file, reseed: false });
    const again = new Shopper(second.app);
    (again as unknown as { cookies: Map<string, string> }).cookies = (shopper as unknown as { cookies: Map<string, string> }).cookies;
    await again.visit('/checkout-cart/');
    const body = await parsedCart(await again.cart({ action: 'refresh' }));
    expect(body.count).toBe(2);
    second.db.close();
  });
});
