import { describe, expect, it } from 'vitest';
import { addToCartResponseSchema } from '../../shared/api/contracts/cart';
import { demoApp, Shopper } from './support';

/**
 * The `?woo=1` variant and WooCommerce's cart cookies (issue 7, items 7 and A): the cookies are set and cleared as
 * WooCommerce sets them, the page carries WooCommerce's params as JSON (no inline script) and its own markup.
 */
const { app, store } = demoApp();
const product = store.catalogue
  .list({ perPage: 100 })
  .items.find((p) => p.type === 'simple' && p.stockStatus === 'instock' && !p.soldIndividually && p.minQty <= 1 && p.maxQty === 0)!;

const setCookies = (response: Response) => response.headers.getSetCookie();
const cookieOf = (response: Response, name: string) => setCookies(response).find((c) => c.startsWith(`${name}=`));

describe('woocommerce_items_in_cart and woocommerce_cart_hash', () => {
  it('are set with the cart hash by an add, kept unsent while unchanged, and cleared when the cart empties', async () => {
    const shopper = new Shopper(app);
    const first = await shopper.request('/');
    expect(cookieOf(first, 'woocommerce_items_in_cart')).toBeUndefined();

    const added = await shopper.addToCart(product.id, 1);
    const body = addToCartResponseSchema.parse(await added.clone().json());
    expect(cookieOf(added, 'woocommerce_items_in_cart')).toMatch(/^woocommerce_items_in_cart=1;/);
    expect(cookieOf(added, 'woocommerce_cart_hash')).toContain(`woocommerce_cart_hash=${body.cart_hash};`);
    expect(cookieOf(added, 'woocommerce_cart_hash')).not.toMatch(/HttpOnly/i); // cart-fragments.js reads it

    const again = await shopper.request('/');
    expect(cookieOf(again, 'woocommerce_cart_hash')).toBeUndefined();

    const key = /data-cart_item_key="([^"]+)"/.exec((await shopper.visit('/?woo=1')).html)![1]!;
    const removed = await shopper.request('/?wc-ajax=remove_from_cart', { method: 'POST', form: { cart_item_key: key } });
    expect(removed.status).toBe(200);
    expect(cookieOf(removed, 'woocommerce_items_in_cart')).toMatch(/Max-Age=0/);
    expect(cookieOf(removed, 'woocommerce_cart_hash')).toMatch(/Max-Age=0/);
  });
});

describe('GET ?woo=1', () => {
  it('prints WooCommerce params as a JSON block, jQuery and woo-theme.js, its loop and cart widget after the header', async () => {
    const shopper = new Shopper(app);
    await shopper.addToCart(product.id, 2);
    const { html } = await shopper.visit('/?woo=1');
    const params = JSON.parse(/<script type="application\/json" id="woo-params">(.*?)<\/script>/s.exec(html)![1]!);
    expect(params.wc_add_to_cart_params.wc_ajax_url).toBe('/?woo=1&wc-ajax=%%endpoint%%');
    expect(params.wc_cart_fragments_params.cart_hash_key).toMatch(/^wc_cart_hash_[a-f0-9]{32}$/);
    expect(params.wc_cart_fragments_params.fragment_name).toMatch(/^wc_fragments_[a-f0-9]{32}$/);
    expect(html).toContain('<script src="/static/woo-theme.js"></script>');
    expect(html.indexOf('data-island="mini-cart"')).toBeLessThan(html.indexOf('widget_shopping_cart"'));
    expect(html).toMatch(/class="button product_type_simple add_to_cart_button ajax_add_to_cart" data-product_id="\d+"/);
    expect(html).toMatch(/<span id="woocommerce_loop_add_to_cart_link_describedby_\d+" class="screen-reader-text"><\/span>/);
    expect(html).toMatch(/<a role="button" href="[^"]*remove_item=[^"]+" class="remove remove_from_cart_button"[^>]*data-product_id="\d+" data-cart_item_key="[^"]+"/);
    expect(html).toMatch(/<span class="quantity">۲ ×/);
  });

  it('answers fragments in WooCommerce markup to its own requests, the theme markup to the others', async () => {
    const shopper = new Shopper(app);
    await shopper.addToCart(product.id, 1);
    const woo = await (await shopper.request('/?woo=1&wc-ajax=get_refreshed_fragments', { method: 'POST' })).json();
    const theme = await (await shopper.request('/?wc-ajax=get_refreshed_fragments', { method: 'POST' })).json();
    expect(woo.fragments['div.widget_shopping_cart_content']).toContain('remove_from_cart_button');
    expect(woo.fragments['div.widget_shopping_cart_content']).not.toContain('data-cart-action');
    expect(theme.fragments['div.widget_shopping_cart_content']).toContain('data-cart-action');
    expect(woo.cart_hash).toBe(theme.cart_hash);
  });
});
