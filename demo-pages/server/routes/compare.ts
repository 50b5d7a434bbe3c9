import type { Hono } from 'hono';
import { parseCompareIds } from '../../../shared/stores/compare-ids';
import { normalizePersian } from '../../../shared/platform/persian-text';
import { restError, type Env } from '../http';
import type { Store } from '../store';
import { NONCE_MESSAGE } from './rest';

/** The comparison modal's search (spec sections 3 and 7): `GET /wp-json/hsa/v1/compare/search?q=&ids=&limit=10`. */
export const COMPARE_SEARCH_PATH = '/wp-json/hsa/v1/compare/search';
const MAX_LIMIT = 10;

export function compareRoutes(app: Hono<Env>, store: Store): void {
  app.get(COMPARE_SEARCH_PATH, (c) => {
    // The same cookie-nonce rule as every REST route (rest.ts), checked here because this route is registered first.
    const nonce = c.req.header('X-WP-Nonce') ?? c.req.query('_wpnonce');
    if (!store.sessions.verifyNonce(c.get('sessionId'), nonce)) return restError(c, 403, 'rest_cookie_invalid_nonce', NONCE_MESSAGE);
    c.header('X-WP-Nonce', store.sessions.nonce(c.get('sessionId')));
    // A query far longer than any title is cut, not refused: the box has no limit and a paste should still search.
    const q = normalizePersian(c.req.query('q') ?? '').slice(0, 200);
    // `ids` are the products already compared: excluded, however many or malformed (at most 50 read).
    const ids = parseCompareIds(c.req.query('ids'), 50);
    const asked = Number(c.req.query('limit') ?? MAX_LIMIT);
    const limit = Number.isFinite(asked) && asked >= 1 ? Math.min(MAX_LIMIT, Math.floor(asked)) : MAX_LIMIT;
    const items = store.catalogue.compareSearch(q, ids, limit).slice(0, limit);
    return c.json({ items }, 200, { 'Cache-Control': 'no-store' });
  });
}
