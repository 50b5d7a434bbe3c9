import { formatNumber, toPersianDigits } from '../../../shared/platform/digits';
import { formatMessage, formatToman } from '../../../shared/platform/messages';
import { faIR } from '../../../shared/platform/messages';
import type { ProductDetails, Variation } from '../../db/catalogue';
import { carousel } from '../carousel';
import { html, type SafeHtml } from '../html';
import { breadcrumbs } from '../listing';
import { quantityInput } from '../quantity-input';
import { priceHtml, productCard, ratingHtml } from '../product-card';
import type { PageDefinition } from '../site-context';

/**
 * The plain product page (its full design is not part of the spec): gallery, price, stock, WooCommerce's
 * add-to-cart form (a POST that works without JavaScript), attributes and related products.
 */
export interface ProductView {
  siteName: string;
  details: ProductDetails;
  variations: Array<{ variation: Variation; label: string }>;
  related: ProductDetails['product'][];
  tagsOf: (id: number) => Array<{ slug: string; name: string }>;
  /** What the shopper chose in a refused add (the quantity, the variation), shown again as WooCommerce does. */
  chosen?: { quantity?: number | null; variation?: number | null };
}

function gallery(images: string[], title: string): SafeHtml {
  return html`<div class="product-gallery">
  <ul class="product-gallery__slides" aria-label="تصاویر محصول" ${images.length > 1 ? html`tabindex="0"` : ''}>
    ${images.map((src, i) => html`<li id="image-${i + 1}"><img src="${src}" alt="${i === 0 ? toPersianDigits(title) : `${toPersianDigits(title)}، تصویر ${formatNumber(i + 1)}`}" width="600" height="600" ${i > 0 ? html`loading="lazy"` : html`fetchpriority="high"`}></li>`)}
  </ul>
  ${images.length > 1
    ? html`<ul class="product-gallery__thumbs">${images.map((src, i) => html`<li><a href="#image-${i + 1}" aria-label="تصویر ${formatNumber(i + 1)}"><img src="${src}" alt="" width="72" height="72" loading="lazy"></a></li>`)}</ul>`
    : ''}
</div>`;
}

/**
 * A variable product's price, as WooCommerce prints it: the range of its variations' prices (those that can be
 * bought; all of them when none can), or the one price, with its sale, when they share it. The product's own fields
 * held the cheapest variation's, often one out of stock, shown as if it were the price.
 */
function variablePrice(view: ProductView): SafeHtml {
  const all = view.variations.map(({ variation }) => variation);
  const buyable = all.filter((v) => v.stockStatus !== 'outofstock');
  const shown = buyable.length ? buyable : all;
  if (!shown.length) return priceHtml(view.details.product);
  const prices = shown.map((v) => v.price);
  const [min, max] = [Math.min(...prices), Math.max(...prices)];
  // One price: with its sale only when every variation shown has the same regular price and sale (as WooCommerce).
  if (min === max) return priceHtml(shown.every((v) => v.regularPrice === shown[0]!.regularPrice && v.salePrice === shown[0]!.salePrice) ? { ...shown[0]!, type: 'simple' } : { price: min, regularPrice: min, salePrice: null, type: 'simple' });
  return html`<span class="price">${formatToman(min)} <span aria-hidden="true">–</span><span class="screen-reader-text">تا</span> ${formatToman(max)}</span>`;
}

/** What the stock line says of a product or a variation that cannot be had at once; '' when it is in stock. */
const stockWord = (status: Variation['stockStatus']) => (status === 'outofstock' ? 'ناموجود' : status === 'onbackorder' ? 'پیش‌سفارش' : '');

/**
 * What a variation's choice says beside its name and price: what the product's own lines say for the product (the
 * sale badge, the stock line), «فروش ویژه» when its price is a sale, «ناموجود» or «پیش‌سفارش».
 */
export function variationNotes(variation: Variation): string[] {
  return [variation.salePrice !== null && variation.salePrice < variation.regularPrice ? faIR.saleBadge : '', stockWord(variation.stockStatus)].filter(Boolean);
}

/**
 * A variable product's choice: a radio button per variation, each with its whole name, price and notes on screen (a
 * select showed only the chosen one, cut at a phone's width: «سایز چرخ: ۶ سانتی‌متر — ۳۶۷٬۰۰۰ تومان (فروش…»). One
 * that cannot be bought is shown, disabled. The group is required: sent without a choice, the site-wide field errors
 * say so at the group's end. The name stays WooCommerce's `variation_id`.
 */
function variationChoice(view: CartFormView): SafeHtml {
  return html`<fieldset class="variations">
        <legend>انتخاب نوع</legend>
        ${view.variations.map(({ variation, label }) => {
          const out = variation.stockStatus === 'outofstock';
          const notes = variationNotes(variation);
          return html`<label class="variation-option">
          <input type="radio" name="variation_id" value="${variation.id}" data-sku="${variation.sku}" required ${out ? html`disabled` : variation.id === view.chosen?.variation ? html`checked` : ''}>
          <span class="variation-option__name">${label}</span>
          <span class="variation-option__price">${formatToman(variation.price)}</span>
          ${notes.length ? html`<span class="variation-option__notes">${notes.join('، ')}</span>` : ''}
        </label>`;
        })}
      </fieldset>`;
}

/** What the add-to-cart form reads of the page's view (a story prints the form alone). */
export interface CartFormView extends Pick<ProductView, 'variations' | 'chosen'> {
  details: { product: Pick<ProductDetails['product'], 'id' | 'slug' | 'type' | 'stockStatus' | 'soldIndividually' | 'minQty' | 'maxQty'> };
}

/** WooCommerce's add-to-cart form of a product page: the variation's list, the count, the button and the rules. */
export function addToCartForm(view: CartFormView): SafeHtml {
  const p = view.details.product;
  // The stock line above already says «ناموجود»: no form to buy what cannot be bought.
  if (p.type === 'simple' && p.stockStatus === 'outofstock') return html``;
  const qtyId = `quantity_${p.id}`;
  const quantity = p.soldIndividually
    ? html`<input type="hidden" name="quantity" value="1">`
    : html`<div class="quantity">
        <label for="${qtyId}">${faIR.count}</label>
        ${quantityInput({ id: qtyId, name: 'quantity', value: view.chosen?.quantity ?? Math.max(1, p.minQty), min: p.minQty, max: p.maxQty })}
      </div>`;
  return html`<form class="cart" action="/product/${p.slug}/" method="post">
  ${p.type === 'variable' ? variationChoice(view) : ''}
  <div class="cart__row">
    ${quantity}
    <button type="submit" name="add-to-cart" value="${p.id}" class="single_add_to_cart_button button button--primary">${faIR.addToCart}</button>
  </div>
  ${p.soldIndividually ? html`<p class="cart__rule">${faIR.soldIndividually}</p>` : ''}
  ${p.minQty > 1 ? html`<p class="cart__rule">${formatMessage(faIR.minQty, { min: p.minQty })}</p>` : ''}
  ${p.maxQty > 0 ? html`<p class="cart__rule">${formatMessage(faIR.maxQty, { max: p.maxQty })}</p>` : ''}
</form>`;
}

export function productPage(view: ProductView): PageDefinition {
  const { product: p, brand, categories, tags, attributes } = view.details;
  const trail = [...categories].reverse().map((c) => ({ href: `/product-category/${c.slug}/`, label: c.name }));
  const main = html`<div class="container product-page">
  ${breadcrumbs([...trail, { label: p.title }])}
  <article class="product type-product post-${p.id}" data-product-id="${p.id}">
    <div class="product-page__top">
      ${gallery(p.images, p.title)}
      <div class="product-page__summary summary">
        <h1 class="product_title" id="product-title">${toPersianDigits(p.title)}</h1>
        <p class="product-page__meta">
          ${brand ? html`<span>برند: <a href="/brand/${brand.slug}/">${brand.name}</a></span>` : ''}
          <span>${faIR.compareSku.replace('{sku}', '')}<bdi class="sku" dir="ltr">${p.sku}</bdi></span>
          ${ratingHtml(p.rating, p.ratingCount)}
        </p>
        <p class="product-page__price">${p.type === 'variable' ? variablePrice(view) : priceHtml(p)}</p>
        <p class="stock ${p.stockStatus === 'outofstock' ? 'out-of-stock' : 'in-stock'}">${stockWord(p.stockStatus) || (p.stockQty !== null ? `${formatNumber(p.stockQty)} عدد در انبار` : 'موجود در انبار')}</p>
        <p class="product-page__excerpt">${toPersianDigits(p.shortDescription)}</p>
        ${addToCartForm(view)}
        <!-- As on a card: a link to the comparison without the script; with it, the toggle of the shopper's selection
             (the compare tray below), so a comparison can be built from product pages too. -->
        <a class="compare-toggle compare-toggle--link" href="/compare/?add=${p.id}" data-compare-toggle data-product-id="${p.id}">${faIR.compareToggle}</a>
        <button type="button" class="compare-toggle compare-toggle--button" data-compare-toggle data-product-id="${p.id}" aria-pressed="false" aria-describedby="product-title">${faIR.compareToggle}</button>
        <!-- Here, by its toggle: on a phone the tray shows where the shopper pressed (on a desktop it floats at the bottom). -->
        <div class="compare-tray-mount" data-island="compare-tray"></div>
      </div>
    </div>
    ${attributes.length
      ? html`<section class="product-attributes" aria-labelledby="attributes-title">
      <h2 id="attributes-title">مشخصات فنی</h2>
      <table class="woocommerce-product-attributes shop_attributes">
        ${attributes.map((a) => html`<tr><th scope="row">${a.label}</th><td>${a.values.map((v) => toPersianDigits(v.name)).join('، ')}</td></tr>`)}
      </table>
    </section>`
      : ''}
    ${tags.length ? html`<p class="product-page__tags">برچسب‌ها: ${tags.map((t, i) => html`${i ? '، ' : ''}<a href="/tag/${encodeURIComponent(t.slug)}/">${t.name}</a>`)}</p>` : ''}
  </article>
  ${view.related.length
    ? carousel({
        kind: 'products',
        id: 'related-title',
        title: 'محصولات مرتبط',
        className: 'related',
        slides: view.related.map((r) => html`<ul class="products">${productCard(r, view.tagsOf(r.id))}</ul>`),
      })
    : ''}
</div>`;
  return {
    title: `${toPersianDigits(p.title)} - ${view.siteName}`,
    main,
    bodyClass: 'single-product woocommerce',
    description: toPersianDigits(p.shortDescription),
    // the related products' carousel (server row until the shopper's first gesture brings it near)
    // the compare tray: the page's toggle and the related cards' add to the shopper's selection
    islands: view.related.length ? ['carousel', 'compare-tray'] : ['compare-tray'],
  };
}
