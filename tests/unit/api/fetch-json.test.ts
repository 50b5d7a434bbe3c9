import * as z from 'zod/mini';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fetchJson, queueIdle } from '../../../shared/api/fetch-json';
import { getNonce, setNonce } from '../../../shared/api/nonce';
import { fakeFetch, htmlResponse, json } from '../../support/page';

const schema = z.object({ count: z.number() });

beforeEach(() => setNonce('abc123def0'));

describe('fetchJson', () => {
  it('sends the nonce, same-origin credentials and a JSON body, and returns the parsed data', async () => {
    const fake = fakeFetch(() => json({ count: 3 }));
    vi.stubGlobal('fetch', fake.fn);
    const result = await fetchJson(schema, { url: '/wp-json/hsa-cart/v1/cart', json: { action: 'refresh' } });
    expect(result).toEqual({ ok: true, data: { count: 3 }, status: 200 });
    const call = fake.calls[0]!;
    expect(call.method).toBe('POST');
    expect(call.credentials).toBe('same-origin');
    expect(call.headers['x-wp-nonce']).toBe('abc123def0');
    expect(call.headers['content-type']).toBe('application/json');
    expect(JSON.parse(call.body)).toEqual({ action: 'refresh' });
  });

  it('sends form fields url-encoded, and no nonce when told not to', async () => {
    const fake = fakeFetch(() => json({ count: 1 }));
    vi.stubGlobal('fetch', fake.fn);
    await fetchJson(schema, { url: '/?wc-ajax=add_to_cart', form: { product_id: '7', quantity: '2' }, nonce: false });
    expect(fake.calls[0]!.body).toBe('product_id=7&quantity=2');
    expect(fake.calls[0]!.headers['x-wp-nonce']).toBeUndefined();
  });

  it('keeps the fresh nonce WordPress hands back', async () => {
    vi.stubGlobal('fetch', fakeFetch(() => json({ count: 1 }, { headers: { 'Content-Type': 'application/json', 'X-WP-Nonce': 'ffff000011' } })).fn);
    await fetchJson(schema, { url: '/x' });
    expect(getNonce()).toBe('ffff000011');
  });

  it('turns an HTML answer into bad_json, not an exception', async () => {
    vi.stubGlobal('fetch', fakeFetch(() => htmlResponse()).fn);
    const result = await fetchJson(schema, { url: '/x' });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error.kind).toBe('bad_json');
  });

  it('turns a WordPress error into an http error carrying its message and code', async () => {
    vi.stubGlobal('fetch', fakeFetch(() => json({ code: 'rest_cookie_invalid_nonce', message: 'بررسی کوکی ناموفق بود' }, { status: 403 })).fn);
    const result = await fetchJson(schema, { url: '/x' });
    expect(result).toMatchObject({ ok: false, error: { kind: 'http', status: 403, code: 'rest_cookie_invalid_nonce', message: 'بررسی کوکی ناموفق بود' } });
  });

  it('turns an unexpected shape into a schema error', async () => {
    vi.stubGlobal('fetch', fakeFetch(() => json({ count: 'many' })).fn);
    const result = await fetchJson(schema, { url: '/x' });
    expect(result).toMatchObject({ ok: false, error: { kind: 'schema' } });
  });

  it('turns a refused connection into a network error', async () => {
    vi.stubGlobal('fetch', fakeFetch(() => new TypeError('Failed to fetch')).fn);
    expect(await fetchJson(schema, { url: '/x' })).toMatchObject({ ok: false, error: { kind: 'network' } });
  });

  it('gives up after the timeout', async () => {
    vi.stubGlobal('fetch', (_url: string, init: RequestInit) => new Promise((_resolve, reject) => init.signal!.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')))));
    expect(await fetchJson(schema, { url: '/x', timeoutMs: 20 })).toMatchObject({ ok: false, error: { kind: 'timeout' } });
  });

  it('reports an abort by the caller as aborted', async () => {
    const controller = new AbortController();
    vi.stubGlobal('fetch', (_url: string, init: RequestInit) => new Promise((_resolve, reject) => init.signal!.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')))));
    const pending = fetchJson(schema, { url: '/x', signal: controller.signal });
    controller.abort();
    expect(await pending).toMatchObject({ ok: false, error: { kind: 'aborted' } });
  });

  it('sends the requests of one queue one at a time, in order, even when one fails', async () => {
    const log: string[] = [];
    let inFlight = 0;
    vi.stubGlobal(
      'fetch',
      fakeFetch(async (call) => {
        inFlight++;
        expect(inFlight).toBe(1);
        log.push(`start ${call.body}`);
        await new Promise((r) => setTimeout(r, 5));
        log.push(`end ${call.body}`);
        inFlight--;
        return call.body === '"2"' ? new TypeError('down') : json({ count: 1 });
      }).fn,
    );
    const all = ['1', '2', '3'].map((n) => fetchJson(schema, { url: '/x', json: n, queue: 'cart' }));
    const results = await Promise.all(all);
    await queueIdle('cart');
    expect(log).toEqual(['start "1"', 'end "1"', 'start "2"', 'end "2"', 'start "3"', 'end "3"']);
    expect(results.map((r) => r.ok)).toEqual([true, false, true]);
  });
});
