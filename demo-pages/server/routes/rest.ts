import type { Context, Hono } from 'hono';
import { miniCartRequestSchema } from '../../../shared/api/contracts/cart';
import { miniCartState } from '../cart/fragments';
import { INVALID_JSON, jsonBody, restError, type Env } from '../http';
import type { Store } from '../store';

/**
 * The REST root (`/wp-json/`). Everything below it but the index wants the nonce in `X-WP-Nonce` (or `_wpnonce`),
 * as WordPress's cookie authentication does; a missing or wrong nonce is a 403 with WordPress's JSON error.
 */
export const NONCE_MESSAGE = 'بررسی کوکی ناموفق بود (نانس نامعتبر یا منقضی است).';


export function restRoutes(app: Hono<Env>, store: Store, siteUrl: () => string): void {
  // WordPress's wp_ajax_rest_nonce: a fresh REST nonce for this session, as plain text (a cached page's nonce
  // expires; the islands ask here once and retry).
  app.get('/wp-admin/admin-ajax.php', (c) => {
    if (c.req.query('action') !== 'rest-nonce') return c.text('0', 400);
    return c.text(store.sessions.nonce(c.get('sessionId')), 200, { 'Cache-Control': 'no-store' });
  });

  app.get('/wp-json/', (c) =>
    c.json({ name: 'ابزارآلات هسا', url: siteUrl(), namespaces: ['hsa-cart/v1', 'facetwp/v1', 'wp/v2'] }),
  );

  app.use('/wp-json/*', async (c, next) => {
    if (c.req.path === '/wp-json/' || c.req.path === '/wp-json') return next();
    const nonce = c.req.header('X-WP-Nonce') ?? c.req.query('_wpnonce');
    if (!store.sessions.verifyNonce(c.get('sessionId'), nonce)) {
      return restError(c, 403, 'rest_cookie_invalid_nonce', NONCE_MESSAGE);
    }
    // WordPress hands out the current nonce with every authenticated answer; clients keep the newest.
    c.header('X-WP-Nonce', store.sessions.nonce(c.get('sessionId')));
    return next();
  });

  app.post('/wp-json/hsa-cart/v1/cart', async (c) => {
    const body = await jsonBody(c);
    if (body === INVALID_JSON) return restError(c, 400, 'rest_invalid_json', 'بدنه درخواست JSON معتبر نیست.');
    const parsed = miniCartRequestSchema.safeParse(body);
    if (!parsed.success) {
      return restError(c, 400, 'rest_invalid_param', `پارامترهای نامعتبر: ${parsed.error.issues.map((i) => i.path.join('.') || 'action').join('، ')}`);
    }
    const sessionId = c.get('sessionId');
    const request = parsed.data;
    const notices = { error: [] as string[], notice: [] as string[], success: [] as string[] };
    if (request.action === 'refresh') return c.json({ ...miniCartState(store, sessionId), notices });
    if (request.action === 'remove') {
      if (!store.cart.remove(sessionId, request.key)) {
        return c.json({ error: 'not_found', hint: 'refresh_keys', ...miniCartState(store, sessionId), notices });
      }
      return c.json({ ...miniCartState(store, sessionId), notices });
    }
    if (!Number.isInteger(request.qty) || request.qty < 0 || request.qty > 100_000) {
      return restError(c, 400, 'rest_invalid_param', 'تعداد باید عددی صحیح و نامنفی باشد.');
    }
    const result = store.cart.setQuantity(sessionId, request.key, request.qty, request.product_id);
    if (!result.ok) return c.json({ error: 'not_found', hint: 'refresh_keys', ...miniCartState(store, sessionId), notices });
    return c.json({ ...miniCartState(store, sessionId), meta: result.meta, notices });
  });

  // WooCommerce's coming-soon banner dismissal: the user meta through the users endpoint.
  app.post('/wp-json/wp/v2/users/me', async (c) => {
    const body = await jsonBody(c);
    if (body === INVALID_JSON) return restError(c, 400, 'rest_invalid_json', 'بدنه درخواست JSON معتبر نیست.');
    const meta = (body as { woocommerce_meta?: { coming_soon_banner_dismissed?: unknown } } | null)?.woocommerce_meta;
    if (meta?.coming_soon_banner_dismissed !== 'yes') {
      return restError(c, 400, 'rest_invalid_param', 'woocommerce_meta.coming_soon_banner_dismissed باید «yes» باشد.');
    }
    store.sessions.dismissBanner(c.get('sessionId'));
    return c.json({ id: 0, woocommerce_meta: { coming_soon_banner_dismissed: 'yes' } });
  });

  app.all('/wp-json/*', (c) => restError(c, 404, 'rest_no_route', 'مسیری با این نشانی و روش درخواست پیدا نشد.'));
}
