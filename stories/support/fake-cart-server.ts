import type { CartLine } from '../../demo-pages/server/cart/cart-service';
import { applyQuantity } from '../../demo-pages/server/cart/cart-rules';
import { line, miniCartResponse } from '../fixtures/cart';
import { jsonResponse, latency, type FakeHandler } from './fake-fetch';

/**
 * The mini-cart REST call (POST {rest root}hsa-cart/v1/cart, spec section 7) answered in memory, the way the demo
 * store answers it (demo-pages/server/routes/rest.ts): refresh, set_qty with the store's quantity rules (its `meta`
 * is what makes the island show 'حداکثر تعداد قابل خرید: ۵'), remove; an unknown key gets `not_found` with the
 * `refresh_keys` hint. Bodies are made by the server's own template (cart-fixtures' miniCartResponse).
 */
export interface FakeCartServer {
  readonly lines: readonly CartLine[];
  handle: FakeHandler;
}

const CART_PATH = /\/wp-json\/hsa-cart\/v1\/cart\/?$/;

export function createFakeCartServer(initial: CartLine[], options: { latencyMs?: number | (() => number) } = {}): FakeCartServer {
  let lines = initial.map((l) => line(l.product.id, l.quantity, l.product));
  const ms = () => (typeof options.latencyMs === 'function' ? options.latencyMs() : (options.latencyMs ?? 0));

  function answer(body: unknown): Record<string, unknown> {
    const request = (body ?? {}) as { action?: string; key?: string; qty?: number };
    const index = lines.findIndex((l) => l.key === request.key);
    const current = index >= 0 ? lines[index] : undefined;
    switch (request.action) {
      case 'refresh':
        return miniCartResponse(lines);
      case 'remove':
        if (!current) return miniCartResponse(lines, { error: 'not_found', hint: 'refresh_keys' });
        lines = lines.filter((l) => l !== current);
        return miniCartResponse(lines);
      case 'set_qty': {
        if (!current || typeof request.qty !== 'number') return miniCartResponse(lines, { error: 'not_found', hint: 'refresh_keys' });
        const meta = applyQuantity(current.rules, request.qty);
        lines =
          meta.applied === 0
            ? lines.filter((l) => l !== current)
            : lines.map((l) => (l === current ? line(l.product.id, meta.applied, l.product) : l));
        return miniCartResponse(lines, { meta });
      }
      default:
        return { code: 'rest_invalid_param', message: 'action نامعتبر است.', data: { status: 400 } };
    }
  }

  return {
    get lines() {
      return lines;
    },
    handle: async ({ url, method, body, signal }) => {
      if (method !== 'POST' || !CART_PATH.test(url.pathname)) return undefined;
      await latency(ms(), signal);
      const reply = answer(body);
      return jsonResponse(reply, 'code' in reply ? 400 : 200);
    },
  };
}
