import { describe, expect, it, vi } from 'vitest';
import { archiveTitle } from '../../demo-pages/templates/pages/archive';
import { variationNotes } from '../../demo-pages/templates/pages/product';
import { describeVariation } from '../../demo-pages/server/store';
import { NAV_BRANDS_PER_CATEGORY } from '../../demo-pages/server/site-context';
import { formatNumber, toPersianDigits } from '../../shared/platform/digits';
import { formatToman } from '../../shared/platform/messages';
import { demoApp, Shopper } from './support';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { NODE_MODULES, REPO_ROOT } from '../../demo-pages/server/app';
import { CUTS, cutPath } from '../../demo-pages/server/fonts';

/** The theme's pages as the server renders them: Persian, RTL, self-hosted, and working without JavaScript. */
const { app, store } = demoApp();
const category = store.catalogue.categories()[0]!;
const leaf = category.children[0]!;
const tag = store.catalogue.terms('product_tag').find((t) => /[\u0600-\u06FF]/.test(t.slug))!;
const brand = store.catalogue.terms('pwb-brand')[0]!;
const product = store.catalogue.list({ perPage: 100 }).items.find((p) => p.type === 'simple' && p.stockStatus === 'instock' && !p.soldIndividually && p.minQty === 1 && p.maxQty === 0)!;
const siteName = 'ابزارآلات هسا';

const pages = [
  '/',
  `/product-category/${category.slug}/`,
  `/product-category/${category.slug}/page/2/`,
  `/product-category/${leaf.slug}/`,
  `/tag/${encodeURIComponent(tag.slug)}/`,
  `/brand/${brand.slug}/`,
  `/?s=${encodeURIComponent('دريل')}&post_type=product`,
  `/product/${product.slug}/`,
  `/compare/?ids=${product.id},x,${product.id}`,
  '/checkout-cart/',
  '/checkout/',
];

describe('every page of the theme', () => {
  for (const path of pages) {
    it(`${decodeURIComponent(path)} is Persian, right-to-left, self-hosted and mounts the islands`, async () => {
      const { status, html } = await new Shopper(app).visit(path);
      expect(status).toBe(200);
      expect(html).toMatch(/^<!doctype html>\s*<html lang="fa" dir="rtl"/);
      // both cuts of Vazirmatn the first screen is laid out with are preloaded, the Persian one and the Latin one (the
      // model codes of product names, the footer's ©), under the names theme.css gives them (the whole font loads only
      // for what neither cut has)
      const css = readFileSync(resolve(REPO_ROOT, 'demo-pages/public/theme.css'), 'utf8');
      for (const font of CUTS.map((cut) => cutPath(NODE_MODULES, cut))) {
        expect(css).toContain(`url('${font}')`);
        expect(html).toContain(`<link rel="preload" href="${font}" as="font" type="font/woff2" crossorigin>`);
      }
      // nothing from another host: every src/href is a path (or an in-page anchor)
      const urls = [...html.matchAll(/(?:src|href|action)="([^"]*)"/g)].map((m) => m[1]!);
      expect(urls.filter((u) => /^(https?:)?\/\//.test(u))).toEqual([]);
      for (const island of ['mini-cart', 'header', 'live-search', 'mobile-nav', 'login']) expect(html).toContain(`data-island="${island}"`);
      // The popups' root only where a popup is (the site bundle would mount it on any page that printed it).
      expect(html).not.toContain('data-island="popups"');
      expect(html).toMatch(/<script type="module" src="\/dist\/islands\/mini-cart-test\.js"><\/script>/);
      // prices and counts in Persian digits: no Latin digit before تومان
      expect(html).not.toMatch(/[0-9][0-9,]* تومان/);
    });
  }

  it('prints the popups\' root on the page that holds popups', async () => {
    const { html } = await new Shopper(app).visit('/landing/');
    expect(html.match(/data-island="popups"/g)).toHaveLength(1);
  });

  it('marks the bottom navigation\'s link to the page shown, and only it, aria-current="page"', async () => {
    for (const [path, href] of [['/', '/'], ['/checkout-cart/', '/checkout-cart/'], ['/my-account/', '/my-account/'], [`/product-category/${category.slug}/`, null]] as const) {
      const { html } = await new Shopper(app).visit(path);
      const nav = html.slice(html.indexOf('class="mobile-nav"'), html.indexOf('</nav>', html.indexOf('class="mobile-nav"')));
      const current = [...nav.matchAll(/href="([^"]*)" aria-current="page"/g)].map((m) => m[1]);
      expect(current, path).toEqual(href ? [href] : []);
    }
  });

  it('titles archives "{name} Archives - {site name}" (spec section 2)', async () => {
    const { html } = await new Shopper(app).visit(`/product-category/${category.slug}/`);
    expect(html).toContain(`<title>${archiveTitle(category.name, siteName)}</title>`);
    expect(archiveTitle('دریل', siteName)).toBe('دریل Archives - ابزارآلات هسا');
    const tagPage = await new Shopper(app).visit(`/tag/${encodeURIComponent(tag.slug)}/`);
    expect(tagPage.html).toContain(`<title>${tag.name} Archives - ${siteName}</title>`);
  });

  it('pages archives with /page/{n}/ links and answers 404 past the last page or for an unknown term', async () => {
    const first = await new Shopper(app).visit(`/product-category/${category.slug}/`);
    expect(first.html).toContain(`href="/product-category/${category.slug}/page/2/"`);
    expect((await new Shopper(app).visit(`/product-category/${category.slug}/page/999/`)).status).toBe(404);
    expect((await new Shopper(app).visit('/product-category/no-such-thing/')).status).toBe(404);
    expect((await new Shopper(app).visit('/product/no-such-thing/')).status).toBe(404);
  });

  it('shows a long query cut at 60 characters in the heading and the trail, whole in the search box', async () => {
    const long = 'دریل '.repeat(40).trim();
    const { html } = await new Shopper(app).visit(`/?s=${encodeURIComponent(long)}&post_type=product`);
    const h1 = /<h1[^>]*>([^<]*)<\/h1>/.exec(html)![1]!;
    expect(h1.length).toBeLessThan(90);
    expect(h1).toContain('…');
    expect(html).toContain(`value="${long}"`);
  });

  it('finds products with Arabic yeh and kaf in the query', async () => {
    const persian = await new Shopper(app).visit(`/?s=${encodeURIComponent('چسب')}&post_type=product`);
    const arabic = await new Shopper(app).visit(`/?s=${encodeURIComponent('چسب')}&post_type=product`.replace('%DA%A9', '%D9%83'));
    const count = (html: string) => /woocommerce-result-count[^>]*>([^<]*)</.exec(html)![1];
    expect(count(arabic.html)).toBe(count(persian.html));
    expect(count(persian.html)).not.toBe('۰ محصول');
    // Arabic presentation forms (a PDF's text pasted) are the same letters
    const forms = await new Shopper(app).visit(`/?s=${encodeURIComponent('ﭼﺴﺐ')}&post_type=product`);
    expect(count(forms.html)).toBe(count(persian.html));
  });

  it('writes a query\'s digits in Persian in the title too, as in the heading', async () => {
    const { html } = await new Shopper(app).visit('/?s=GSB13&post_type=product');
    expect(/<title>([^<]*)<\/title>/.exec(html)![1]).toContain('«GSB۱۳»');
    expect(html).toMatch(/<h1[^>]*>[^<]*«GSB۱۳»/);
  });

  it('answers a path without the trailing slash with a redirect to the one with it', async () => {
    const response = await new Shopper(app).request(`/product/${product.slug}`);
    expect(response.status).toBe(301);
    expect(response.headers.get('Location')).toBe(`/product/${product.slug}/`);
  });
});

describe('without JavaScript', () => {
  it('adds from the card link, shows the notice and the cart page agrees', async () => {
    const shopper = new Shopper(app);
    await shopper.visit(`/product-category/${category.slug}/`);
    const response = await shopper.request(`/product-category/${category.slug}/?orderby=price&add-to-cart=${product.id}`);
    expect(response.status).toBe(302);
    expect(response.headers.get('Location')).toBe(`/product-category/${category.slug}/?orderby=price`);
    const back = await shopper.visit(`/product-category/${category.slug}/`);
    expect(back.html).toContain('به سبد خرید شما افزوده شد');
    expect(back.html).toMatch(/به سبد خرید شما افزوده شد\. <a class="button wc-forward" href="\/checkout-cart\/">مشاهده سبد خرید<\/a>/);
    const cart = await shopper.visit('/checkout-cart/');
    expect(cart.html).toContain(`data-cart_item_key`);
    expect(cart.html).toContain(`/product/${product.slug}/`);
  });

  it('a refused add from the product form comes back with the shopper\'s quantity and variation, not the defaults', async () => {
    const capped = store.catalogue.list({ perPage: 200 }).items.find((p) => p.type === 'simple' && p.stockStatus === 'instock' && !p.soldIndividually && p.maxQty > 1)!;
    const shopper = new Shopper(app);
    await shopper.visit(`/product/${capped.slug}/`);
    const over = capped.maxQty + 2;
    const response = await shopper.request(`/product/${capped.slug}/`, { method: 'POST', form: { 'add-to-cart': String(capped.id), quantity: String(over) } });
    expect(response.headers.get('Location')).toBe(`/product/${capped.slug}/?quantity=${over}`);
    const back = await shopper.visit(response.headers.get('Location')!);
    expect(back.html).toMatch(new RegExp(`name="quantity"[^>]*value="(${over}|${over.toLocaleString('fa-IR', { useGrouping: false })})"`));
    // a number too long to hold comes back as the largest the store reads, beside the refusal, not as the default 1
    const huge = await shopper.request(`/product/${capped.slug}/`, { method: 'POST', form: { 'add-to-cart': String(capped.id), quantity: '99999999999999999999' } });
    expect(huge.headers.get('Location')).toBe(`/product/${capped.slug}/?quantity=${Number.MAX_SAFE_INTEGER}`);
    const hugeBack = await shopper.visit(huge.headers.get('Location')!);
    expect(hugeBack.html).toMatch(new RegExp(`name="quantity"[^>]*value="(${Number.MAX_SAFE_INTEGER}|${Number.MAX_SAFE_INTEGER.toLocaleString('fa-IR', { useGrouping: false })})"`));
    expect(hugeBack.html).toContain('woocommerce-error');

    const variable = store.catalogue.list({ perPage: 200 }).items.find((p) => p.type === 'variable' && p.stockStatus === 'instock')!;
    const variation = store.catalogue.variations(variable.id).find((v) => v.stockStatus === 'instock')!;
    await shopper.visit(`/product/${variable.slug}/`);
    const tooMany = String(999_999);
    const refused = await shopper.request(`/product/${variable.slug}/`, { method: 'POST', form: { 'add-to-cart': String(variable.id), variation_id: String(variation.id), quantity: tooMany } });
    const location = refused.headers.get('Location')!;
    expect(location).toBe(`/product/${variable.slug}/?quantity=${tooMany}&variation_id=${variation.id}`);
    expect((await shopper.visit(location)).html).toContain(`<input type="radio" name="variation_id" value="${variation.id}" data-sku="${variation.sku}" required checked>`);
  });

  it('adds from the product form, updates quantities and removes on the cart page', async () => {
    const shopper = new Shopper(app);
    await shopper.visit(`/product/${product.slug}/`);
    await shopper.request(`/product/${product.slug}/`, { method: 'POST', form: { 'add-to-cart': String(product.id), quantity: '۳' } });
    let cart = await shopper.visit('/checkout-cart/');
    const key = /name="cart\[([a-f0-9]{32})\]\[qty\]" value="۳"/.exec(cart.html)![1]!;
    // each box named by its product, as WooCommerce's «%s quantity» (not «تعداد» on every line)
    expect(cart.html).toContain(`<label class="hsa-visually-hidden" for="qty-${key}">تعداد ${toPersianDigits(product.title)}</label>`);
    const nonce = /name="_wpnonce" value="([a-f0-9]+)"/.exec(cart.html)![1]!;
    await shopper.request('/checkout-cart/', { method: 'POST', form: { _wpnonce: nonce, [`cart[${key}][qty]`]: '5', update_cart: '1' } });
    cart = await shopper.visit('/checkout-cart/');
    expect(cart.html).toContain(`name="cart[${key}][qty]" value="۵"`);
    const stale = await shopper.request('/checkout-cart/', { method: 'POST', form: { _wpnonce: 'bad', [`cart[${key}][qty]`]: '1' } });
    expect(stale.status).toBe(302);
    expect((await shopper.visit('/checkout-cart/')).html).toContain(`value="۵"`);
    await shopper.request(`/checkout-cart/?remove_item=${key}&_wpnonce=${nonce}`);
    cart = await shopper.visit('/checkout-cart/');
    expect(cart.html).toContain('سبد خرید شما خالی است');
  });

  it('two sizes of one product: the review, the order received and the notices each name the size, the name isolated from the count', async () => {
    const variable = store.catalogue.list({ perPage: 500 }).items.find((p) => p.type === 'variable' && store.catalogue.variations(p.id).filter((v) => v.stockStatus === 'instock').length >= 2)!;
    const [first, second] = store.catalogue.variations(variable.id).filter((v) => v.stockStatus === 'instock');
    const shopper = new Shopper(app);
    for (const v of [first!, second!]) await shopper.request(`/product/${variable.slug}/`, { method: 'POST', form: { 'add-to-cart': String(variable.id), variation_id: String(v.id), quantity: '1' } });
    const sizes = [first!, second!].map((v) => describeVariation(store.catalogue, v));
    expect(sizes[0]).not.toBe(sizes[1]);
    const title = toPersianDigits(variable.title);
    // the add's notice names the size too
    expect((await shopper.visit('/')).html).toContain(`«${title} — ${sizes[1]}» به سبد خرید شما افزوده شد.`);
    const page = await shopper.visit('/checkout/');
    const review = /<table class="shop_table woocommerce-checkout-review-order-table">[\s\S]*?<\/table>/.exec(page.html)![0];
    for (const size of sizes) expect(review).toContain(`<bdi>${title}</bdi> <strong class="product-quantity">× ۱</strong><small class="variation">${size}</small>`);
    // the cart page's remove names the size it removes (its script reads the same words from the line's name)
    let cart = await shopper.visit('/checkout-cart/');
    const [, key, nonce] = /href="\/checkout-cart\/\?remove_item=([a-f0-9]+)&(?:amp;)?_wpnonce=([a-f0-9]+)"/.exec(cart.html)!;
    expect(cart.html).toMatch(new RegExp(`<span id="cart-title-${key}"><a [^>]+>${title}</a><small><span class="hsa-visually-hidden"> — </span>${sizes[0]}</small></span>`));
    await shopper.request(`/checkout-cart/?remove_item=${key}&_wpnonce=${nonce}`);
    cart = await shopper.visit('/checkout-cart/');
    expect(cart.html).toContain(`«${title} — ${sizes[0]}» حذف شد.`);
    const undo = /<a class="restore-item" href="([^"]+)">/.exec(cart.html)![1]!.replaceAll('&amp;', '&');
    await shopper.request(undo);
    expect((await shopper.visit('/checkout-cart/')).html).toContain(`«${title} — ${sizes[0]}» به سبد خرید بازگشت.`);
    // the order received
    const checkoutNonce = /name="_wpnonce" value="([a-f0-9]+)"/.exec((await shopper.visit('/checkout/')).html)![1]!;
    const placed = await shopper.request('/checkout/', { method: 'POST', form: { _wpnonce: checkoutNonce, billing_first_name: 'مریم', billing_last_name: 'احمدی', billing_phone: '09123456789', billing_city: 'تهران', billing_address_1: 'خیابان آزادی', payment_method: 'cod' } });
    const received = (await shopper.visit(placed.headers.get('Location')!)).html;
    for (const size of sizes) expect(received).toContain(`<bdi>${title}</bdi> <strong class="product-quantity">× ۱</strong><small class="variation">${size}</small>`);
  });

  /** A shopper with `quantity` of the product in the cart: the line's key and the cart page's nonce. */
  async function withLine(quantity: number) {
    const shopper = new Shopper(app);
    await shopper.request(`/product/${product.slug}/`, { method: 'POST', form: { 'add-to-cart': String(product.id), quantity: String(quantity) } });
    const { html } = await shopper.visit('/checkout-cart/');
    return { shopper, key: /name="cart\[([a-f0-9]{32})\]\[qty\]"/.exec(html)![1]!, nonce: /name="_wpnonce" value="([a-f0-9]+)"/.exec(html)![1]! };
  }

  it('a remove on the cart page offers «بازگردانی؟», which brings the line back as it was, once; a stale nonce brings nothing', async () => {
    const { shopper, key, nonce } = await withLine(2);
    let cart;
    const undoOf = (html: string) => /<a class="restore-item" href="([^"]+)">بازگردانی؟<\/a>/.exec(html)?.[1]?.replaceAll('&amp;', '&');
    // by the remove link, and by a quantity of 0 in the cart form: each says what went, with the undo link
    for (const remove of [
      () => shopper.request(`/checkout-cart/?remove_item=${key}&_wpnonce=${nonce}`),
      () => shopper.request('/checkout-cart/', { method: 'POST', form: { _wpnonce: nonce, [`cart[${key}][qty]`]: '0', update_cart: '1' } }),
    ]) {
      await remove();
      cart = await shopper.visit('/checkout-cart/');
      expect(cart.html).toContain(`«${toPersianDigits(product.title)}» حذف شد.`);
      const undo = undoOf(cart.html)!;
      expect(undo).toMatch(new RegExp(`^/checkout-cart/\\?undo_item=${key}&_wpnonce=[a-f0-9]+$`));
      // a stale nonce: nothing back, said
      await shopper.request(undo.replace(/_wpnonce=[a-f0-9]+/, '_wpnonce=bad'));
      expect((await shopper.visit('/checkout-cart/')).html).toContain('پیوند منقضی شده است');
      await shopper.request(undo);
      cart = await shopper.visit('/checkout-cart/');
      expect(cart.html).toContain(`name="cart[${key}][qty]" value="۲"`);
      expect(cart.html).toContain(`«${toPersianDigits(product.title)}» به سبد خرید بازگشت.`);
      // the same link again: nothing more, nothing said
      await shopper.request(undo);
      cart = await shopper.visit('/checkout-cart/');
      expect(cart.html).toContain(`name="cart[${key}][qty]" value="۲"`);
      expect(cart.html).not.toContain('بازگشت.');
    }
  });

  it('«بازگردانی؟» is the remover\'s alone, and puts the line back as it went over one added again meanwhile', async () => {
    const { shopper, key, nonce } = await withLine(3);
    await shopper.request(`/checkout-cart/?remove_item=${key}&_wpnonce=${nonce}`);
    // another shopper, with a nonce of their own, cannot bring it back into either cart
    const other = new Shopper(app);
    await other.request(`/product/${product.slug}/`, { method: 'POST', form: { 'add-to-cart': String(product.id), quantity: '1' } });
    const otherCart = await other.visit('/checkout-cart/');
    await other.request(`/checkout-cart/?undo_item=${key}&_wpnonce=${/name="_wpnonce" value="([a-f0-9]+)"/.exec(otherCart.html)![1]!}`);
    expect((await other.visit('/checkout-cart/')).html).toContain(`name="cart[${key}][qty]" value="۱"`);
    // a well-formed nonce of the other session is refused here
    const undo = /<a class="restore-item" href="([^"]+)">/.exec((await shopper.visit('/checkout-cart/')).html)![1]!.replaceAll('&amp;', '&');
    await shopper.request(undo.replace(/_wpnonce=[a-f0-9]+/, `_wpnonce=${/name="_wpnonce" value="([a-f0-9]+)"/.exec(otherCart.html)![1]!}`));
    expect((await shopper.visit('/checkout-cart/')).html).toContain('پیوند منقضی شده است');
    // one added again meanwhile, then the undo: the line as it went (3), as WooCommerce puts it back
    await shopper.request(`/product/${product.slug}/`, { method: 'POST', form: { 'add-to-cart': String(product.id), quantity: '1' } });
    await shopper.request(undo);
    const cart = await shopper.visit('/checkout-cart/');
    expect(cart.html).toContain(`name="cart[${key}][qty]" value="۳"`);
    expect(cart.html).toContain('به سبد خرید بازگشت.');
  });

  it('checks out: required fields come back with errors and the values kept, then the order is placed', async () => {
    const shopper = new Shopper(app);
    await shopper.addToCart(product.id);
    let page = await shopper.visit('/checkout/');
    const nonce = /name="_wpnonce" value="([a-f0-9]+)"/.exec(page.html)![1]!;
    const invalid = await shopper.request('/checkout/', { method: 'POST', form: { _wpnonce: nonce, billing_first_name: 'مریم', billing_phone: '۰۹۱۲' } });
    // Post/Redirect/Get: Back and a reload never send the form again.
    expect(invalid.status).toBe(303);
    expect(invalid.headers.get('Location')).toBe('/checkout/');
    page = await shopper.visit('/checkout/');
    expect(page.html).toContain('نام خانوادگی الزامی است.');
    expect(page.html).toContain('value="مریم"');
    expect(page.html).toContain('لطفاً شماره موبایل معتبر وارد کنید.');
    // A reload: the values sent are kept, the errors were shown once.
    page = await shopper.visit('/checkout/');
    expect(page.html).toContain('value="مریم"');
    expect(page.html).not.toContain('نام خانوادگی الزامی است.');
    const full = { _wpnonce: nonce, billing_first_name: 'مریم', billing_last_name: 'احمدی', billing_phone: '۰۹۱۲۳۴۵۶۷۸۹', billing_city: 'تهران', billing_address_1: 'خیابان آزادی', payment_method: 'cod' };
    // a postcode is ten digits, typed on a phone's number pad
    expect(page.html).toMatch(/<input type="text" id="billing_postcode" [^>]*inputmode="numeric" dir="ltr">/);
    const short = await shopper.request('/checkout/', { method: 'POST', form: { ...full, billing_postcode: '12345' } });
    expect(short.status).toBe(303);
    expect((await shopper.visit('/checkout/')).html).toContain('کد پستی باید ۱۰ رقم باشد.');
    const placed = await shopper.request('/checkout/', { method: 'POST', form: { ...full, billing_postcode: '۱۲۳۴۵-۶۷۸۹۰' } });
    expect(placed.status).toBe(302);
    const received = await shopper.visit(placed.headers.get('Location')!);
    expect(received.html).toContain('سفارش شما دریافت شد');
    // what the shopper gave, to check while the shop can still be told: under the checkout's own labels, in Persian digits
    const details = /<section class="order-customer"[\s\S]*?<\/section>/.exec(received.html)![0];
    expect([...details.matchAll(/<dt>([^<]*)<\/dt><dd[^>]*>([^<]*)<\/dd>/g)].map((m) => [m[1], m[2]])).toEqual([
      ['نام', 'مریم'],
      ['نام خانوادگی', 'احمدی'],
      ['شماره موبایل', '۰۹۱۲۳۴۵۶۷۸۹'],
      ['شهر', 'تهران'],
      ['نشانی', 'خیابان آزادی'],
      ['کد پستی', '۱۲۳۴۵۶۷۸۹۰'],
      ['روش پرداخت', 'پرداخت در محل'],
    ]);
    expect(received.html, 'no account to pay into for an order paid on delivery').not.toContain('order-payment');
    // kept as the server keeps numbers (fa-IR-strings.md: what is sent to a server uses Latin digits)
    const id = Number(/order-received\/(\d+)\//.exec(placed.headers.get('Location')!)![1]);
    const customer = JSON.parse(String((store.db.prepare('SELECT customer FROM orders WHERE id = ?').get(id) as { customer: string }).customer)) as Record<string, string>;
    expect([customer.billing_phone, customer.billing_postcode]).toEqual(['09123456789', '1234567890']);
    expect((await shopper.visit('/checkout-cart/')).html).toContain('سبد خرید شما خالی است');
    // The order placed, the draft is gone.
    await shopper.addToCart(product.id);
    expect((await shopper.visit('/checkout/')).html).not.toContain('value="مریم"');
  });

  it('«کارت به کارت»: the checkout says under each method what comes, and the order received shows first where to pay and how much', async () => {
    const shopper = new Shopper(app);
    await shopper.addToCart(product.id, 2);
    const page = await shopper.visit('/checkout/');
    // each method's words, tied to its radio button
    for (const [value, words] of [['cod', 'هنگام تحویل'], ['bacs', 'شماره کارت و شبای فروشگاه']]) {
      expect(page.html).toMatch(new RegExp(`<input type="radio" name="payment_method" value="${value}" aria-describedby="payment-${value}-box"`));
      expect(page.html).toMatch(new RegExp(`<p class="payment-method__box" id="payment-${value}-box">[^<]*${words}`));
    }
    const nonce = /name="_wpnonce" value="([a-f0-9]+)"/.exec(page.html)![1]!;
    const placed = await shopper.request('/checkout/', { method: 'POST', form: { _wpnonce: nonce, billing_first_name: 'مریم', billing_last_name: 'احمدی', billing_phone: '۰۹۱۲۳۴۵۶۷۸۹', billing_city: 'تهران', billing_address_1: 'خیابان آزادی', payment_method: 'bacs' } });
    expect(placed.status).toBe(302);
    const id = /order-received\/(\d+)\//.exec(placed.headers.get('Location')!)![1]!;
    const received = (await shopper.visit(placed.headers.get('Location')!)).html;
    const total = /<tfoot><tr><th scope="row">مبلغ کل<\/th><td><strong>([^<]+)<\/strong>/.exec(received)![1]!;
    const payment = /<section class="order-payment"[\s\S]*?<\/section>/.exec(received)![0];
    // above the order's lines, as WooCommerce's thank-you page puts a transfer's bank details
    expect(received.indexOf('order-payment')).toBeLessThan(received.indexOf('order_details'));
    expect(payment).toContain(`مبلغ ${total} را به کارت زیر واریز کنید و شماره سفارش (${toPersianDigits(id)}) را در توضیحات واریز بنویسید.`);
    expect([...payment.matchAll(/<dt>([^<]*)<\/dt><dd>(?:<bdi dir="ltr">)?([^<]*)/g)].map((m) => [m[1], m[2]])).toEqual([
      ['شماره کارت', '۶۰۳۷ ۹۹۱۴ ۸۲۶۳ ۰۱۵۷'],
      ['شماره شبا', 'IR۰۷ ۰۱۷۰ ۰۰۰۰ ۰۰۲۱ ۴۷۳۶ ۵۸۰۰ ۱۹'],
      ['به نام', expect.any(String)],
      ['بانک', 'بانک ملی ایران'],
      ['مبلغ قابل پرداخت', total],
    ]);
    expect(received).toContain('<dt>روش پرداخت</dt><dd>کارت به کارت</dd>');
  });

  it('a checkout whose cart was emptied since it was drawn: the review says so, and placing the order says why on the cart page, what was typed kept', async () => {
    const shopper = new Shopper(app);
    await shopper.addToCart(product.id);
    const page = await shopper.visit('/checkout/');
    const nonce = /name="_wpnonce" value="([a-f0-9]+)"/.exec(page.html)![1]!;
    // emptied elsewhere (the mini-cart, another tab): the cart page's remove link
    const remove = /href="(\/checkout-cart\/\?remove_item=[^"]+)"/.exec((await shopper.visit('/checkout-cart/')).html)![1]!.replaceAll('&amp;', '&');
    await shopper.request(remove);
    expect((await shopper.visit('/checkout-cart/')).html).toContain('سبد خرید شما خالی است');
    // the order review the checkout asks for after a change (update_order_review) says the cart is empty
    const review = await shopper.request('/?wc-ajax=update_order_review', { method: 'POST', form: { billing_first_name: 'مریم' } });
    const fragments = ((await review.json()) as { fragments: Record<string, string> }).fragments;
    expect(fragments['.woocommerce-checkout-review-order-table']).toContain('سبد خرید شما خالی است');
    const placed = await shopper.request('/checkout/', { method: 'POST', form: { _wpnonce: nonce, billing_first_name: 'مریم', billing_last_name: 'احمدی' } });
    expect(placed.status).toBe(302);
    expect(placed.headers.get('Location')).toBe('/checkout-cart/');
    expect((await shopper.visit('/checkout-cart/')).html).toContain('سفارش ثبت نشد: سبد خرید شما خالی است.');
    // back with something in the cart, the checkout has what was typed
    await shopper.addToCart(product.id);
    expect((await shopper.visit('/checkout/')).html).toContain('value="مریم"');
  });

  it('prints a variable product\'s price from the variations that can be bought: a range, or their one price, never an out-of-stock one\'s', async () => {
    const variables = store.catalogue.list({ perPage: 500 }).items.filter((p) => p.type === 'variable');
    let checked = 0;
    for (const p of variables.slice(0, 40)) {
      const buyable = store.catalogue.variations(p.id).filter((v) => v.stockStatus !== 'outofstock');
      if (!buyable.length) continue;
      const prices = buyable.map((v) => v.price);
      const [min, max] = [Math.min(...prices), Math.max(...prices)];
      const { html } = await new Shopper(app).visit(`/product/${p.slug}/`);
      const price = /<p class="product-page__price">([\s\S]*?)<\/p>/.exec(html)![1]!;
      if (min === max) expect(price, p.slug).toContain(formatToman(min));
      else expect(price, p.slug).toMatch(new RegExp(`^<span class="price">${formatToman(min)} .*${formatToman(max)}</span>$`));
      for (const v of store.catalogue.variations(p.id)) if (v.price < min && !prices.includes(v.price)) expect(price, p.slug).not.toContain(formatToman(v.price));
      checked++;
    }
    expect(checked).toBeGreaterThan(3);
  });

  it('shows each variation as a choice with its whole name, its price and what the product\'s own lines say: its sale («فروش ویژه»), a backorder («پیش‌سفارش»), out of stock (disabled)', async () => {
    const base = { id: 1, productId: 1, title: '', sku: 'X', price: 900_000, regularPrice: 900_000, salePrice: null, stockStatus: 'instock', stockQty: null, attributes: {}, image: '' } as const;
    expect(variationNotes(base)).toEqual([]);
    expect(variationNotes({ ...base, price: 800_000, salePrice: 800_000 })).toEqual(['فروش ویژه']);
    expect(variationNotes({ ...base, stockStatus: 'onbackorder' })).toEqual(['پیش‌سفارش']);
    expect(variationNotes({ ...base, price: 800_000, salePrice: 800_000, stockStatus: 'outofstock' })).toEqual(['فروش ویژه', 'ناموجود']);
    // and the page prints them so, for every variation of the first variable products: one radio button each, in a
    // group named «انتخاب نوع»
    let [options, sales, backorders, out] = [0, 0, 0, 0];
    for (const p of store.catalogue.list({ perPage: 500 }).items.filter((item) => item.type === 'variable').slice(0, 12)) {
      const { html } = await new Shopper(app).visit(`/product/${p.slug}/`);
      expect(html, p.slug).toMatch(/<fieldset class="variations">\s*<legend>انتخاب نوع<\/legend>/);
      for (const v of store.catalogue.variations(p.id)) {
        const row = new RegExp(`<label class="variation-option">\\s*<input type="radio" name="variation_id" value="${v.id}" data-sku="${v.sku}" required ?(disabled)?>([\\s\\S]*?)</label>`).exec(html);
        expect(row, `${p.slug} ${v.id}`).not.toBeNull();
        const text = row![2]!.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ').trim();
        expect(text, `${p.slug} ${v.id}`).toMatch(new RegExp(`^.+ ${formatToman(v.price)}`));
        expect(Boolean(row![1]), `${p.slug} ${v.id} disabled`).toBe(v.stockStatus === 'outofstock');
        if (v.stockStatus === 'outofstock') (out++, expect(text).toContain('ناموجود'));
        if (v.stockStatus === 'onbackorder') (backorders++, expect(text).toContain('پیش‌سفارش'));
        if (v.salePrice !== null && v.salePrice < v.regularPrice) (sales++, expect(text).toContain('فروش ویژه'));
        else expect(text).not.toContain('فروش ویژه');
        options++;
      }
    }
    // the generated catalogue has each among them (a change of the generator that drops them fails here, not silently)
    expect([options > 10, sales > 0, backorders > 0, out > 0]).toEqual([true, true, true, true]);
  });

  it('names each card\'s image arrows and compare control with its product (aria-describedby its title), on the home page and a category', async () => {
    for (const path of ['/', `/product-category/${category.slug}/`]) {
      const { html } = await new Shopper(app).visit(path);
      const controls = [...html.matchAll(/<(?:a|button)\b[^>]*\b(?:data-gallery-prev|data-gallery-next|data-compare-toggle)\b[^>]*>/g)].map((m) => m[0]);
      expect(controls.length, path).toBeGreaterThan(4);
      for (const control of controls) {
        const described = /aria-describedby="(card-title-\d+)"/.exec(control)?.[1];
        expect(described, `${path}: ${control}`).toBeDefined();
        expect(html, described).toContain(`id="${described}"`);
      }
    }
  });

  it('takes the newsletter form by POST, keeps the address out of the URL, and says whether it worked', async () => {
    const shopper = new Shopper(app);
    const bad = await shopper.request('/newsletter/', { method: 'POST', form: { newsletter: 'not-an-address', return: '/landing/' } });
    expect(bad.status).toBe(303);
    expect(bad.headers.get('Location')).toBe('/landing/');
    expect((await shopper.visit('/landing/')).html).toContain('لطفاً یک نشانی ایمیل درست وارد کنید.');
    expect((await shopper.visit('/landing/')).html).toContain('عضویت در خبرنامه');
    const good = await shopper.request('/newsletter/', { method: 'POST', form: { newsletter: ' Maryam@Example.ir ', return: 'https://evil.example/' } });
    expect(good.headers.get('Location')).toBe('/');
    expect((await shopper.visit('/')).html).toContain('عضویت شما در خبرنامه ثبت شد.');
    expect(store.db.prepare('SELECT email FROM newsletter_subscribers').all()).toContainEqual({ email: 'maryam@example.ir' });
    // Subscribed: the popup does not ask again; another visitor still gets it, posting its form.
    expect((await shopper.visit('/landing/')).html).not.toContain('عضویت در خبرنامه');
    expect((await new Shopper(app).visit('/landing/')).html).toMatch(/<form class="landing-newsletter" method="post" action="\/newsletter\/">/);
  });

  it('gives every quantity field a Persian hint for the browser\'s own «match the format» message', async () => {
    const shopper = new Shopper(app);
    await shopper.addToCart(product.id);
    for (const path of [`/product/${product.slug}/`, '/checkout-cart/']) {
      const fields = [...(await shopper.visit(path)).html.matchAll(/<input [^>]*class="input-text qty text"[^>]*>/g)].map((m) => m[0]);
      expect(fields.length, path).toBeGreaterThan(0);
      for (const field of fields) expect(field).toContain('title="تعداد را با رقم و بدون اعشار وارد کنید، مانند ۲."');
    }
  });

  it('prints a product\'s minimum as its quantity, so the form adds what it shows; spaces around a pasted number pass the pattern', async () => {
    const withMin = store.catalogue.list({ perPage: 300 }).items.find((p) => p.type === 'simple' && p.stockStatus === 'instock' && p.minQty > 1)!;
    const shopper = new Shopper(app);
    const html = (await shopper.visit(`/product/${withMin.slug}/`)).html;
    const field = /<input [^>]*name="quantity"[^>]*>/.exec(html)![0];
    expect(field).toContain(`value="${formatNumber(withMin.minQty, false)}"`);
    expect(field).toContain(`min="${withMin.minQty}"`);
    const pattern = new RegExp(`^(?:${/pattern="([^"]*)"/.exec(field)![1]})$`, 'v');
    for (const ok of [' ۷ ', '12', '٣', '']) expect(pattern.test(ok), ok).toBe(true);
    for (const bad of ['-5', '2.5', 'abc', '۲ ۳']) expect(pattern.test(bad), bad).toBe(false);
  });

  it('says an order that is not the session\'s was not found, instead of a silent trip to the home page', async () => {
    const shopper = new Shopper(app);
    // the shopper's thank-you page and the shop's view of the order's attribution alike
    for (const path of ['/checkout/order-received/999999/', '/demo-admin/orders/999999/']) {
      const response = await shopper.request(path);
      expect(response.status).toBe(302);
      expect((await shopper.visit(response.headers.get('Location')!)).html).toContain('این سفارش پیدا نشد.');
    }
  });

  it('dismisses the store notice with a cookie and the coming-soon banner for the session', async () => {
    const shopper = new Shopper(app);
    const home = await shopper.visit('/');
    const id = /data-notice-id="([^"]+)"/.exec(home.html)![1]!;
    await shopper.request('/store-notice/dismiss', { method: 'POST', form: { id, return: '/' } });
    await shopper.request('/coming-soon/dismiss', { method: 'POST', form: { return: 'https://evil.example/' } });
    const after = await shopper.visit('/');
    expect(after.html).not.toContain('woocommerce-store-notice demo_store');
    expect(after.html).not.toContain('id="coming-soon-footer-banner"');
  });
});

describe('the category bar', () => {
  it('prints under each sub-category its brands with the most products (the mega menu\'s third level), each a link to the filtered listing', async () => {
    const { html } = await new Shopper(app).visit('/');
    const expected = store.catalogue
      .brandCategories(10_000)
      .filter((pair) => pair.categorySlug === leaf.slug)
      .slice(0, NAV_BRANDS_PER_CATEGORY);
    expect(expected.length).toBeGreaterThan(1);
    const item = new RegExp(`<li><a href="/product-category/${leaf.slug}/">${leaf.name}</a><ul class="category-nav__brands">(.*?)</ul></li>`).exec(html);
    expect(item, 'the sub-category with its brands').not.toBeNull();
    const links = [...item![1]!.matchAll(/<a href="([^"]*)">([^<]*)<\/a>/g)].map((m) => [m[1], m[2]]);
    expect(links).toEqual(expected.map((pair) => [`/product-category/${leaf.slug}/?_brand=${pair.brandSlug}`, `${leaf.name} ${pair.brandName}`]));
    // each leads to the sub-category's products of that brand, as many as the pair counts
    const { status, html: listing } = await new Shopper(app).visit(links[0]![0]!);
    expect(status).toBe(200);
    expect(listing).toContain(`${formatNumber(expected[0]!.count)} محصول`);
  });
});

describe('a request that fails on the server', () => {
  it('gets a Persian page of the theme\'s with the way home (a page), or WordPress\'s JSON error (a REST or wc-ajax call)', async () => {
    const failing = demoApp();
    const shopper = new Shopper(failing.app);
    await shopper.visit('/'); // a session and its nonce, while the store still answers
    const { catalogue } = failing.store;
    const [categories, compareSearch] = [catalogue.categories, catalogue.compareSearch];
    catalogue.categories = catalogue.compareSearch = () => {
      throw new Error('the store is gone');
    };
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      const page = await shopper.request('/');
      expect(page.status).toBe(500);
      expect(page.headers.get('Content-Type')).toContain('text/html');
      const html = await page.text();
      expect(html).toMatch(/^<!doctype html>\s*<html lang="fa" dir="rtl">/);
      expect(html).toContain('<h1 class="page-title">خطای داخلی سرور</h1>');
      expect(html).toContain('<a class="button" href="/">بازگشت به صفحه اصلی</a>');
      expect(html).not.toMatch(/style=|<script/); // under the CSP as it is
      const rest = await shopper.request('/wp-json/hsa/v1/compare/search?q=x', { headers: { 'X-WP-Nonce': shopper.nonce } });
      expect(rest.status).toBe(500);
      expect(await rest.json()).toEqual({ code: 'hsa_internal_error', message: 'خطای داخلی سرور', data: { status: 500 } });
      expect(quiet).toHaveBeenCalledTimes(2);
    } finally {
      Object.assign(catalogue, { categories, compareSearch });
      quiet.mockRestore();
    }
  });
});

describe('redirects stay on this site', () => {
  it('after ?add-to-cart on a path that looks like another host', async () => {
    const response = await new Shopper(app).request(`//evil.example/?add-to-cart=${product.id}`);
    expect(response.status).toBe(302);
    expect(response.headers.get('Location')).toBe('/');
  });

  it('after the dismiss forms, whatever the return field says', async () => {
    for (const value of ['https://evil.example/', '//evil.example/', '/\t/evil.example/', '/\\evil.example/', 'javascript:alert(1)']) {
      const response = await new Shopper(app).request('/coming-soon/dismiss', { method: 'POST', form: { return: value.replace('\\t', '\t') } });
      const location = response.headers.get('Location')!;
      expect(location.startsWith('/') && !location.startsWith('//'), `${JSON.stringify(value)} → ${location}`).toBe(true);
      expect(new URL(location, 'http://shop.test').host).toBe('shop.test');
    }
  });
});

describe('the coming-soon dismiss call (spec section 7)', () => {
  it('wants the nonce and the meta, and then the banner is gone for the session', async () => {
    const shopper = new Shopper(app);
    await shopper.visit('/');
    const call = (body: unknown, nonce: string | null = shopper.nonce) =>
      shopper.request('/wp-json/wp/v2/users/me', { method: 'POST', json: body, headers: nonce ? { 'X-WP-Nonce': nonce } : {} });
    expect((await call({ woocommerce_meta: { coming_soon_banner_dismissed: 'yes' } }, null)).status).toBe(403);
    expect((await call({ woocommerce_meta: {} })).status).toBe(400);
    const ok = await call({ woocommerce_meta: { coming_soon_banner_dismissed: 'yes' } });
    expect(await ok.json()).toMatchObject({ woocommerce_meta: { coming_soon_banner_dismissed: 'yes' } });
    expect((await shopper.visit('/')).html).not.toContain('id="coming-soon-footer-banner"');
  });
});
