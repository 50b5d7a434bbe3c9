import type { Hono } from 'hono';
import { toPersianDigits } from '../../../shared/platform/digits';
import { orderReview } from '../../templates/pages/checkout';
import { cartFragments } from '../cart/fragments';
import { formFields, parseQuantity, positiveInt, type Env } from '../http';
import type { Store } from '../store';
import { liveSearch } from '../../db/search-fibosearch';
import { detailsObjectIds, dynamicPrices, priceItemIds, resultDetails, type FormBody } from '../../db/search-details';

/**
 * WooCommerce's `?wc-ajax=` endpoints with their wire shapes (wire-shapes.md): add_to_cart, remove_from_cart,
 * get_refreshed_fragments and update_order_review. Like WooCommerce they ask for no nonce. Also FiboSearch's
 * live search (dgwt_wcas_ajax_search, GET) with its details panel and dynamic prices (POST), from the demo
 * store's search engine (demo-pages/db/search-*.ts).
 */
export function wcAjaxRoutes(app: Hono<Env>, store: Store): void {
  app.on(['GET', 'POST'], '/', async (c, next) => {
    const endpoint = c.req.query('wc-ajax');
    if (!endpoint) return next();
    const sessionId = c.get('sessionId');
    // The `?woo=1` page variant asks with `woo=1`: its fragments carry WooCommerce's own mini-cart markup.
    const markup = c.req.query('woo') === '1' ? 'woo' : 'theme';
    const form = c.req.method === 'POST' ? await formFields(c) : {};

    switch (endpoint) {
      case 'add_to_cart': {
        if (c.req.method !== 'POST') return c.json({ code: 'method_not_allowed', message: 'POST only' }, 405);
        const productId = positiveInt(form.product_id);
        if (productId === null) return c.body(null, 200); // WooCommerce: no product_id, empty answer
        // Not a whole number is NaN, which the cart refuses (never read as 1); a huge one meets the quantity rules.
        const quantity = form.quantity === undefined || form.quantity.trim() === '' ? 1 : parseQuantity(form.quantity) ?? Number.NaN;
        const result = store.cart.add(sessionId, productId, quantity);
        if (!result.ok) {
          store.sessions.addNotice(sessionId, 'error', result.message);
          // No product page to send the shopper to (an unknown product): the error alone, shown by the button.
          return c.json(result.productUrl ? { error: true, product_url: result.productUrl } : { error: true });
        }
        for (const notice of result.notices) store.sessions.addNotice(sessionId, 'notice', notice);
        return c.json(cartFragments(store, sessionId, markup));
      }
      case 'remove_from_cart': {
        if (c.req.method !== 'POST') return c.json({ code: 'method_not_allowed', message: 'POST only' }, 405);
        const key = form.cart_item_key ?? '';
        if (!key || !store.cart.remove(sessionId, key)) return c.json({ success: false });
        return c.json(cartFragments(store, sessionId, markup));
      }
      case 'get_refreshed_fragments':
        return c.json(cartFragments(store, sessionId, markup));
      case 'update_order_review':
        return c.json({
          result: 'success',
          fragments: { '.woocommerce-checkout-review-order-table': orderReview(store.cart.lines(sessionId)).value },
        });
      case 'dgwt_wcas_ajax_search':
        return c.json(liveSearch(store.db, c.req.query('s') ?? ''));
      case 'dgwt_wcas_result_details':
      case 'dgwt_wcas_get_prices': {
        if (c.req.method !== 'POST') return c.json({ code: 'method_not_allowed', message: 'POST only' }, 405);
        // items[] repeats a key: read every value, not the last one formFields keeps.
        const body = (await c.req.parseBody({ all: true }).catch(() => ({}))) as FormBody;
        return endpoint === 'dgwt_wcas_get_prices'
          ? c.json(dynamicPrices(store.db, priceItemIds(body)))
          : c.json(resultDetails(store.db, detailsObjectIds(body)));
      }
      default:
        return c.json({ code: 'unknown_endpoint', message: toPersianDigits(`wc-ajax «${endpoint}» وجود ندارد.`) }, 400);
    }
  });
}
