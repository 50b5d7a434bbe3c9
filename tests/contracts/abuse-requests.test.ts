import { describe, expect, it } from 'vitest';
import { BODY_LIMIT_BYTES } from '../../demo-pages/server/security';
import { SESSION_IDLE_MS } from '../../demo-pages/server/session';
import { demoApp, Shopper } from './support';

/**
 * The demo store under abuse (issue #7): request bodies over the limit, malformed and absurd URLs, and sessions
 * that pile up.
 */
const { app, store, db } = demoApp();
const category = store.catalogue.categories()[0]!;
const product = store.catalogue.list({ perPage: 100 }).items.find((p) => p.type === 'simple' && p.stockStatus === 'instock' && !p.soldIndividually && p.minQty === 1 && p.maxQty === 0)!;

/** A body of `size` bytes made on demand, counting how many bytes the server pulled from it. */
function countedStream(size: number, chunk = 16 * 1024) {
  const counter = { pulled: 0 };
  let left = size;
  const block = new Uint8Array(chunk).fill(0x61);
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (left <= 0) return controller.close();
      const next = block.subarray(0, Math.min(chunk, left));
      left -= next.length;
      counter.pulled += next.length;
      controller.enqueue(next);
    },
  });
  return { stream, counter };
}

const formOf = (size: number) => `product_id=${product.id}&quantity=1&pad=${'a'.repeat(size - `product_id=${product.id}&quantity=1&pad=`.length)}`;

describe('request bodies over 64 KB', () => {
  it('a form just over the limit is a 413; one at the limit is read', async () => {
    const shopper = new Shopper(app);
    const over = await shopper.request('/?wc-ajax=add_to_cart', { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: formOf(BODY_LIMIT_BYTES + 1) });
    expect(over.status).toBe(413);
    const at = await shopper.request('/?wc-ajax=add_to_cart', { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: formOf(BODY_LIMIT_BYTES) });
    expect(at.status).toBe(200);
    expect((await at.json()).cart_hash).toMatch(/^[a-f0-9]{32}$/);
  });

  it('a JSON body just over the limit is a 413 in WordPress’s error shape', async () => {
    const shopper = new Shopper(app);
    await shopper.visit('/');
    const response = await shopper.cart({ action: 'refresh', pad: 'a'.repeat(BODY_LIMIT_BYTES) });
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({ code: 'rest_payload_too_large', data: { status: 413 } });
  });

  it('a 200 MB streamed form is refused after reading no more than the limit and one chunk', async () => {
    const { stream, counter } = countedStream(200 * 1024 * 1024);
    const response = await app.request('http://127.0.0.1/?wc-ajax=add_to_cart', {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: stream,
      duplex: 'half',
    } as RequestInit);
    expect(response.status).toBe(413);
    expect(counter.pulled).toBeLessThanOrEqual(BODY_LIMIT_BYTES + 2 * 16 * 1024);
  });

  it('a body announced as 200 MB by Content-Length is refused before any of it is read', async () => {
    const { stream, counter } = countedStream(200 * 1024 * 1024);
    const response = await app.request('http://127.0.0.1/checkout-cart/', {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'Content-Length': String(200 * 1024 * 1024) },
      body: stream,
      duplex: 'half',
    } as RequestInit);
    expect(response.status).toBe(413);
    // A ReadableStream may be asked for its first chunk as it is handed over; the server asks for nothing more.
    expect(counter.pulled).toBeLessThanOrEqual(2 * 16 * 1024);
  });
});

describe('bad URLs answer 400 or 404, never 500', () => {
  const urls = [
    '/dist/%E0%A4%A',
    '/static/%E0%A4%A',
    `/product-category/${category.slug}/page/99999999999999999999/`,
    '/page/1e308/',
    '/page/1e308/?s=x',
    `/page/99999999999999999999/?s=${encodeURIComponent('دریل')}`,
    `/product-category/${category.slug}/page/1e3/`,
    `/product-category/${category.slug}/page/0/`,
    `/product-category/${category.slug}/page/-1/`,
    `/product-category/${category.slug}/page/02/`,
    '/product/%E0%A4%A/',
    '/tag/%E0%A4%A/',
    '/img/p/%E0%A4%A',
    '/%E0%A4%A',
  ];
  for (const url of urls) {
    it(url, async () => {
      const response = await new Shopper(app).request(url);
      expect([400, 404], `${url} → ${response.status}`).toContain(response.status);
    });
  }

  it('a real page number past the last page is a 404 too, for search results as for archives', async () => {
    expect((await new Shopper(app).request(`/page/999/?s=${encodeURIComponent('دریل')}&post_type=product`)).status).toBe(404);
    expect((await new Shopper(app).request(`/product-category/${category.slug}/page/999999/`)).status).toBe(404);
  });
});

describe('sessions', () => {
  const sessionRows = () => Number((db.prepare('SELECT COUNT(*) AS n FROM sessions').get() as { n: number }).n);
  // Every page goes through the same session step; the listings (about 20 ms each here) come every tenth time.
  const listings = ['/', `/product-category/${category.slug}/`, `/product/${product.slug}/`, `/?s=${encodeURIComponent('چسب')}&post_type=product`];
  const others = ['/checkout-cart/', '/checkout/', '/compare/', '/no-such-page/', '/wp-json/', `/product/${product.slug}`];

  it('900 cookieless GETs of pages add no session row', async () => {
    const before = sessionRows();
    for (let i = 0; i < 900; i++) {
      const path = i % 10 === 0 ? listings[(i / 10) % listings.length]! : others[i % others.length]!;
      const response = await app.request(`http://127.0.0.1${path}`);
      expect(response.status).toBeLessThan(500);
      await response.arrayBuffer();
    }
    expect(sessionRows() - before).toBe(0);
  }, 60_000);

  it('a session gets its row with its first cart line, and its nonce works before that', async () => {
    const shopper = new Shopper(app);
    await shopper.visit('/');
    const id = shopper.cookie('hsa_session')!;
    const row = () => db.prepare('SELECT id FROM sessions WHERE id = ?').get(id);
    expect(row()).toBeUndefined();
    expect((await shopper.cart({ action: 'refresh' })).status).toBe(200);
    expect(row()).toBeUndefined();
    await shopper.addToCart(product.id);
    expect(row()).toBeDefined();
  });

  it('sessions idle for 48 hours go with their carts and notices; recent ones stay', async () => {
    const idle = new Shopper(app);
    const recent = new Shopper(app);
    for (const shopper of [idle, recent]) {
      await shopper.addToCart(product.id);
      store.sessions.addNotice(shopper.cookie('hsa_session')!, 'notice', 'یادداشت');
    }
    const now = Date.now();
    db.prepare('UPDATE sessions SET last_seen = ? WHERE id = ?').run(now - SESSION_IDLE_MS - 1000, idle.cookie('hsa_session'));
    expect(store.sessions.prune(now)).toBeGreaterThanOrEqual(1);
    const count = (table: string, id: string | undefined) => Number((db.prepare(`SELECT COUNT(*) AS n FROM ${table} WHERE ${table === 'sessions' ? 'id' : 'session_id'} = ?`).get(id) as { n: number }).n);
    for (const table of ['sessions', 'cart_items', 'flash_notices']) {
      expect(count(table, idle.cookie('hsa_session')), table).toBe(0);
      expect(count(table, recent.cookie('hsa_session')), table).toBe(1);
    }
  });
});
