import type { Context, Hono } from 'hono';
import { setCookie } from 'hono/cookie';
import { toLatinDigits } from '../../../shared/platform/digits';
import { formatMessage } from '../../../shared/platform/messages';
import { faIR } from '../../../shared/platform/messages';
import { cartPage, VARIATION_SEPARATOR } from '../../templates/pages/cart';
import type { FlashNotice } from '../../templates/site-context';
import { CHECKOUT_FIELDS, checkoutPage, type CheckoutValues } from '../../templates/pages/checkout';
import { attributionFromForm, orderAttributionPage, orderReceivedPage, type StoredAttribution } from '../../templates/pages/order-received';
import { cartMessages } from '../cart/cart-messages';
import { formDrafts } from '../drafts';
import { chosenQuantity, formFields, parseQuantity, positiveInt, safeReturnPath, type Env } from '../http';
import { STORE_NOTICE, type ServerOptions } from '../site-context';
import type { Store } from '../store';
import { render, tagsOf } from './pages';

/**
 * A cart line's name in a notice: the product's, with the variation chosen (two sizes of one product are two lines;
 * «… حذف شد.» has to say which went), as the cart page's remove link names it to its script.
 */
const lineName = (line: { product: { title: string }; variationText: string }) => (line.variationText ? `${line.product.title}${VARIATION_SEPARATOR}${line.variationText}` : line.product.title);

/** The cart page's notice for a line removed, by its link or by a quantity of 0 (what the islands announce). */
const removedNotice = (line: Parameters<typeof lineName>[0]) => formatMessage(faIR.removedFromCart, { title: lineName(line) });

/** WooCommerce's undo link of a remove (wc_get_cart_undo_url): the cart page with `undo_item` and the cart's nonce. */
const undoLink = (key: string, nonce: string): FlashNotice['link'] => ({
  href: `/checkout-cart/?${new URLSearchParams({ undo_item: key, _wpnonce: nonce })}`,
  text: faIR.undoRemove,
  className: 'restore-item',
});

/**
 * What works without JavaScript: adding from a link or the product form, the cart page's update and remove, the
 * checkout, and dismissing the store notice and the coming-soon banner. Each answers with a redirect (POST, then
 * GET) and a flash notice, like WooCommerce.
 */
/**
 * The quantity of a no-JavaScript add: none or empty is 1 (as WooCommerce reads it); anything but a whole number
 * (`-5`, `abc`, `5abc`) is NaN, which the cart refuses with its notice rather than reading it as 1 or 5.
 */
function requestedQuantity(value: string | undefined): number {
  if (value === undefined || value.trim() === '') return 1;
  return parseQuantity(value) ?? Number.NaN;
}

function addAndNotify(store: Store, sessionId: string, id: number, quantity: number): string | null {
  const result = store.cart.add(sessionId, id, quantity);
  if (!result.ok) {
    store.sessions.addNotice(sessionId, 'error', result.message);
    return result.productUrl;
  }
  for (const notice of result.notices) store.sessions.addNotice(sessionId, 'notice', notice);
  store.sessions.addNotice(sessionId, 'success', `«${lineName(result.line)}» به سبد خرید شما افزوده شد.`);
  return null;
}

export function formRoutes(app: Hono<Env>, store: Store, options: ServerOptions): void {
  // ?add-to-cart=ID on any page (the add-to-cart link's relative href), for shoppers without JavaScript: add, then
  // come back to the same page without the parameter, as WooCommerce does.
  app.use('*', async (c, next) => {
    const id = c.req.method === 'GET' ? c.req.query('add-to-cart') : undefined;
    if (id === undefined) return next();
    const url = new URL(c.req.url);
    url.searchParams.delete('add-to-cart');
    url.searchParams.delete('quantity');
    const back = safeReturnPath(url.pathname + url.search);
    const productId = positiveInt(id);
    if (productId === null) return c.redirect(back, 302);
    const failedAt = addAndNotify(store, c.get('sessionId'), productId, requestedQuantity(c.req.query('quantity')));
    return c.redirect(safeReturnPath(failedAt ?? back), 302);
  });

  app.post('/product/:slug/', async (c) => {
    const body = await formFields(c);
    const product = store.catalogue.productBySlug(c.req.param('slug'));
    if (!product) return c.redirect('/', 302);
    const sessionId = c.get('sessionId');
    const variation = positiveInt(body.variation_id);
    const page = `/product/${product.slug}/`;
    // A refused add comes back with the shopper's choice in the address (the quantity, the variation), and the page
    // shows it again, as WooCommerce refills its form from the request: nothing chosen is lost.
    const chosen = new URLSearchParams();
    const quantity = chosenQuantity(body.quantity);
    if (quantity !== null) chosen.set('quantity', String(quantity));
    if (variation !== null) chosen.set('variation_id', String(variation));
    const back = chosen.size ? `${page}?${chosen}` : page;
    // A variation must be one of this product's (WooCommerce refuses another product's): the options asked again.
    if (product.type === 'variable' && (variation === null || store.catalogue.variationById(variation)?.productId !== product.id)) {
      store.sessions.addNotice(sessionId, 'error', cartMessages.needsOptions(product.title));
      return c.redirect(variation === null ? back : page, 302);
    }
    const failed = addAndNotify(store, sessionId, product.type === 'variable' ? variation! : product.id, requestedQuantity(body.quantity));
    return c.redirect(failed ? back : page, 302);
  });

  app.get('/checkout-cart/', (c) => {
    const sessionId = c.get('sessionId');
    const removeKey = c.req.query('remove_item');
    const undoKey = c.req.query('undo_item');
    const key = removeKey ?? undoKey;
    if (key !== undefined) {
      const nonce = c.req.query('_wpnonce');
      if (store.sessions.verifyNonce(sessionId, nonce, 'woocommerce-cart')) {
        if (removeKey === undefined) {
          // «بازگردانی؟»: the line back through the cart's rules (it may have sold out since), said either way.
          const result = store.cart.restore(sessionId, key);
          if (result?.ok) {
            for (const notice of result.notices) store.sessions.addNotice(sessionId, 'notice', notice);
            store.sessions.addNotice(sessionId, 'success', formatMessage(faIR.restoredToCart, { title: lineName(result.line) }));
          } else if (result) store.sessions.addNotice(sessionId, 'error', result.message);
        } else {
          const line = store.cart.lines(sessionId).find((l) => l.key === key);
          if (line && store.cart.remove(sessionId, key)) {
            store.sessions.addNotice(sessionId, 'success', removedNotice(line), undoLink(key, store.sessions.nonce(sessionId, 'woocommerce-cart')));
          }
        }
      } else {
        store.sessions.addNotice(sessionId, 'error', 'پیوند منقضی شده است؛ دوباره تلاش کنید.');
      }
      return c.redirect('/checkout-cart/', 302);
    }
    return render(c, store, options, cartPage(options.siteName, store.cart.lines(sessionId), store.sessions.nonce(sessionId, 'woocommerce-cart')), { isCart: true });
  });

  app.post('/checkout-cart/', async (c) => {
    const body = await formFields(c);
    const sessionId = c.get('sessionId');
    if (!store.sessions.verifyNonce(sessionId, body._wpnonce, 'woocommerce-cart')) {
      store.sessions.addNotice(sessionId, 'error', 'پیوند منقضی شده است؛ دوباره تلاش کنید.');
      return c.redirect('/checkout-cart/', 302);
    }
    // «سبد خرید به‌روز شد.» only for what changed besides removes, and never beside a refusal of the same update.
    let [refused, removed, changed] = [false, false, false];
    for (const [name, value] of Object.entries(body)) {
      const match = /^cart\[([a-f0-9]{32})\]\[qty\]$/.exec(name);
      if (!match) continue;
      const line = store.cart.lines(sessionId).find((l) => l.key === match[1]);
      if (!line) continue;
      // Not a whole number (`-5` would otherwise remove the line, `5abc` set 5): the line stays as it is.
      const requested = parseQuantity(value);
      if (requested === null) {
        store.sessions.addNotice(sessionId, 'error', `${line.product.title}: ${cartMessages.badQuantity}`);
        refused = true;
        continue;
      }
      if (line.quantity === requested) continue;
      const result = store.cart.setQuantity(sessionId, match[1]!, requested);
      // A line set to 0 is a remove, said as the remove link says it.
      if (result.ok && result.removed) {
        store.sessions.addNotice(sessionId, 'success', removedNotice(line), undoLink(match[1]!, store.sessions.nonce(sessionId, 'woocommerce-cart')));
        removed = true;
        continue;
      }
      changed = true;
      if (result.ok && result.meta.applied !== result.meta.requested && result.meta.applied > 0) {
        const m = result.meta;
        const message = m.sold_individually ? faIR.soldIndividually : m.max > 0 && m.requested > m.max ? formatMessage(faIR.maxQty, { max: m.max }) : formatMessage(faIR.minQty, { min: m.min });
        store.sessions.addNotice(sessionId, 'notice', `${line.product.title}: ${message}`);
      }
    }
    if (!refused && (changed || !removed)) store.sessions.addNotice(sessionId, 'success', 'سبد خرید به‌روز شد.');
    return c.redirect('/checkout-cart/', 302);
  });

  const checkout = (c: Context<Env>, values: CheckoutValues = {}, errors: Record<string, string> = {}) => {
    const sessionId = c.get('sessionId');
    return render(
      c,
      store,
      options,
      checkoutPage({
        siteName: options.siteName,
        lines: store.cart.lines(sessionId),
        nonce: store.sessions.nonce(sessionId, 'woocommerce-process_checkout'),
        values,
        errors,
        suggestions: store.catalogue.list({ perPage: 4, orderby: 'popularity', taxonomy: 'product_cat', slug: 'anchors' }).items,
        tagsOf: tagsOf(store),
      }),
      { isCheckout: true },
    );
  };
  // Post/Redirect/Get for a checkout sent with errors: the POST answers 303 to GET /checkout/, which shows the errors
  // once and the values sent as long as the session has no order since (a reload keeps them, as WooCommerce keeps
  // the customer's fields in the session). So Back and a reload never ask to send the form again.
  const drafts = formDrafts<{ values: CheckoutValues; errors?: Record<string, string> }>();
  app.get('/checkout/', (c) => {
    const draft = drafts.get(c.get('sessionId'));
    if (!draft) return checkout(c);
    const { values, errors } = draft;
    delete draft.errors;
    return checkout(c, values, errors);
  });
  app.post('/checkout/', async (c) => {
    const body = await formFields(c);
    const sessionId = c.get('sessionId');
    const values: CheckoutValues = Object.fromEntries(
      [...CHECKOUT_FIELDS.map((f) => f.name), 'createaccount', 'payment_method'].map((k) => [k, (body[k] ?? '').trim()]),
    );
    const errors: Record<string, string> = {};
    for (const f of CHECKOUT_FIELDS) if (f.required && !values[f.name]) errors[f.name] = `${f.label} الزامی است.`;
    const phone = toLatinDigits(values.billing_phone ?? '').replace(/[^\d+]/g, '');
    if (values.billing_phone && !/^\+?\d{10,15}$/.test(phone)) errors.billing_phone = faIR.invalidMobile;
    // An Iranian postcode is ten digits (typed in Persian digits, with a dash or spaces, it is read the same).
    const postcode = toLatinDigits(values.billing_postcode ?? '').replace(/[\s-]/g, '');
    if (values.billing_postcode && !/^\d{10}$/.test(postcode)) errors.billing_postcode = 'کد پستی باید ۱۰ رقم باشد.';
    if (values.createaccount && (body.account_password ?? '').length < 8) errors.account_password = 'رمز عبور باید دست‌کم ۸ نویسه باشد.';
    if (!store.sessions.verifyNonce(sessionId, body._wpnonce, 'woocommerce-process_checkout')) errors._wpnonce = 'نشست شما منقضی شده است؛ دوباره تلاش کنید.';
    const lines = store.cart.lines(sessionId);
    if (!lines.length) {
      // Nothing to order (emptied in the mini-cart or another tab since the page was drawn): said on the cart page, and
      // what was typed is kept for the way back, as a checkout sent with errors keeps it.
      drafts.set(sessionId, { values });
      store.sessions.addNotice(sessionId, 'error', `سفارش ثبت نشد: ${faIR.cartEmpty}.`);
      return c.redirect('/checkout-cart/', 302);
    }
    // A cart written before the quantity rules held (or by hand) is checked again, as WooCommerce checks stock at
    // checkout: no order for more than the rules allow; the shopper fixes it on the cart page.
    const overLimit = lines.filter((l) => !Number.isSafeInteger(l.quantity) || l.quantity < 1 || l.quantity > l.rules.max);
    if (overLimit.length) {
      for (const l of overLimit) store.sessions.addNotice(sessionId, 'error', `${l.product.title}: ${formatMessage(faIR.maxQty, { max: l.rules.max })}`);
      return c.redirect('/checkout-cart/', 302);
    }
    if (Object.keys(errors).length) {
      drafts.set(sessionId, { values, errors });
      return c.redirect('/checkout/', 303);
    }
    drafts.delete(sessionId);
    const total = lines.reduce((s, l) => s + l.lineTotal, 0);
    const orderLines = lines.map((l) => ({ title: l.product.title, variation: l.variationText, quantity: l.quantity, total: l.lineTotal, product_id: l.product.id, variation_id: l.variation?.id ?? 0 }));
    // The attribution fields, as WooCommerce keeps them with the order (its `_wc_order_attribution_*` meta): known fields only.
    const attribution = attributionFromForm(body);
    const result = store.db
      .prepare('INSERT INTO orders (session_id, created_at, customer, lines, total, attribution) VALUES (?, ?, ?, ?, ?, ?)')
      .run(sessionId, Date.now(), JSON.stringify({ ...values, billing_phone: phone, ...(postcode && { billing_postcode: postcode }) }), JSON.stringify(orderLines), total, JSON.stringify(attribution));
    store.cart.empty(sessionId);
    return c.redirect(`/checkout/order-received/${Number(result.lastInsertRowid)}/`, 302);
  });
  /** The session's own order (the demo has no accounts for orders): another session's, or none, is said, not a silent trip home. */
  const sessionOrder = (c: Context<Env>) => {
    const row = store.db.prepare('SELECT id, total, lines, attribution, customer FROM orders WHERE id = ? AND session_id = ?').get(Number(c.req.param('id')), c.get('sessionId')) as { id: number; total: number; lines: string; attribution: string; customer: string } | undefined;
    if (!row) store.sessions.addNotice(c.get('sessionId'), 'error', 'این سفارش پیدا نشد.');
    return row && { id: Number(row.id), total: Number(row.total), lines: JSON.parse(String(row.lines)), attribution: JSON.parse(String(row.attribution || '{}')) as StoredAttribution, customer: JSON.parse(String(row.customer || '{}')) as Record<string, string> };
  };
  app.get('/checkout/order-received/:id/', (c) => {
    const order = sessionOrder(c);
    return order ? render(c, store, options, orderReceivedPage(options.siteName, order)) : c.redirect('/', 302);
  });
  app.get('/demo-admin/orders/:id/', (c) => {
    const order = sessionOrder(c);
    if (!order) return c.redirect('/', 302);
    c.header('X-Robots-Tag', 'noindex');
    return render(c, store, options, orderAttributionPage(options.siteName, order));
  });

  app.post('/store-notice/dismiss', async (c) => {
    const body = await formFields(c);
    if (body.id === STORE_NOTICE.id) setCookie(c, `store_notice${STORE_NOTICE.id}`, 'hidden', { path: '/', sameSite: 'Lax' });
    return c.redirect(safeReturnPath(body.return), 302);
  });
  // The landing page's newsletter form: POST, then back where it was sent from with a notice (the address was in
  // the URL of a GET form, and nothing said it had worked).
  app.post('/newsletter/', async (c) => {
    const body = await formFields(c);
    const email = (body.newsletter ?? '').trim().toLowerCase();
    const sessionId = c.get('sessionId');
    if (email.length > 254 || !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) store.sessions.addNotice(sessionId, 'error', 'لطفاً یک نشانی ایمیل درست وارد کنید.');
    else {
      store.db.prepare('INSERT INTO newsletter_subscribers (email, session_id, created_at) VALUES (?, ?, ?) ON CONFLICT(email) DO UPDATE SET session_id = excluded.session_id').run(email, sessionId, Date.now());
      store.sessions.addNotice(sessionId, 'success', 'عضویت شما در خبرنامه ثبت شد.');
    }
    return c.redirect(safeReturnPath(body.return), 303);
  });
  app.post('/coming-soon/dismiss', async (c) => {
    const body = await formFields(c);
    store.sessions.dismissBanner(c.get('sessionId'));
    return c.redirect(safeReturnPath(body.return), 302);
  });
}
