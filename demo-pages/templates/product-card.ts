import { formatDecimal, formatNumber, toPersianDigits } from '../../shared/platform/digits';
import { formatMessage, formatToman } from '../../shared/platform/messages';
import { faIR } from '../../shared/platform/messages';
import type { Product } from '../db/catalogue';
import { html, type SafeHtml } from './html';
import { icon } from './icons';

/**
 * The product card of the theme's product loop (spec section 2, "Product card"): gallery with arrows (none when
 * there is one image), a draggable tag strip, the compare toggle, and WooCommerce's add-to-cart button with its
 * data attributes (wire-shapes.md). Without JavaScript the add button is a link to `?add-to-cart=ID` and the
 * compare toggle a link to the comparison page.
 */
/** What a card shows of a product (the catalogue's Product has more). */
export type CardProduct = Pick<
  Product,
  'id' | 'slug' | 'title' | 'sku' | 'type' | 'price' | 'regularPrice' | 'salePrice' | 'stockStatus' | 'rating' | 'ratingCount' | 'images' | 'minQty' | 'soldIndividually'
>;

export function priceHtml(p: Pick<CardProduct, 'price' | 'regularPrice' | 'salePrice' | 'type'>): SafeHtml {
  if (p.salePrice !== null && p.salePrice < p.regularPrice) {
    const off = Math.round((1 - p.salePrice / p.regularPrice) * 100);
    // Read as words with their amounts (WooCommerce's own way): an aria-label on <del> or <ins> is not allowed for
    // their roles, and where a screen reader took it, it replaced the amount, so a sale price was read with no number.
    return html`<span class="price"><span class="price__badge" aria-hidden="true">${formatNumber(off)}٪</span><del aria-hidden="true">${formatToman(p.regularPrice)}</del><span class="screen-reader-text">قیمت اصلی: ${formatToman(p.regularPrice)}، </span> <ins aria-hidden="true">${formatToman(p.salePrice)}</ins><span class="screen-reader-text">قیمت با تخفیف: ${formatToman(p.salePrice)}</span></span>`;
  }
  return html`<span class="price">${p.type === 'variable' ? html`<span class="price__from">از </span>` : ''}${formatToman(p.price)}</span>`;
}

export function ratingHtml(rating: number, count: number): SafeHtml {
  if (count === 0) return html``;
  // The star, the figure and the count in brackets mean nothing read aloud (a title is not read): they are hidden,
  // and one sentence says them.
  return html`<span class="rating" title="امتیاز ${formatDecimal(rating)} از ۵"><span aria-hidden="true">${icon('star', 'rating__star')}<span>${formatDecimal(rating)}</span><span class="rating__count">(${formatNumber(count)})</span></span><span class="screen-reader-text">امتیاز ${formatDecimal(rating)} از ۵، ${formatNumber(count)} نظر</span></span>`;
}

/**
 * The add-to-cart link without JavaScript: the page's own URL with `add-to-cart` (`here`: its path and query), as
 * WooCommerce's add_query_arg on the request does, so the shopper comes back to the same filtered, sorted page.
 * Without `here`, `?add-to-cart=ID` (a page whose query is nobody's choice).
 */
const addToCartHref = (id: number, here = '') => `${here}${here.includes('?') ? '&' : '?'}add-to-cart=${id}`;

function addToCartControl(p: CardProduct, here?: string): SafeHtml {
  if (p.type === 'variable') {
    return html`<a href="/product/${p.slug}/" class="button product_type_variable" aria-describedby="card-title-${p.id}">انتخاب گزینه‌ها</a>`;
  }
  if (p.stockStatus === 'outofstock') {
    return html`<a href="/product/${p.slug}/" class="button product_type_simple button--muted" aria-describedby="card-title-${p.id}">ناموجود</a>`;
  }
  const quantity = Math.max(1, p.minQty);
  return html`<a href="${addToCartHref(p.id, here)}" data-quantity="${quantity}" data-product_id="${p.id}" data-product_sku="${p.sku}" class="button product_type_simple add_to_cart_button ajax_add_to_cart button--primary" aria-describedby="card-title-${p.id}" rel="nofollow">${icon('cart')}<span>${faIR.addToCart}</span></a>`;
}

/**
 * @param eager - the first image loads with the page (cards in the first screen); `'high'` also asks for it first:
 * the listing's first card is the page's largest paint on a phone, and the preload scanner should fetch it at once.
 */
export function productCard(p: CardProduct, tags: Array<{ slug: string; name: string }> = [], eager: boolean | 'high' = false, here?: string): SafeHtml {
  const images = p.images.length ? p.images : [''];
  const many = images.length > 1;
  return html`<li class="product-card product type-product post-${p.id} ${p.stockStatus}" data-product-id="${p.id}">
  <div class="product-card__gallery" data-gallery data-count="${images.length}">
    <a class="product-card__media" href="/product/${p.slug}/" tabindex="-1" aria-hidden="true">
      ${images.map((src, i) => html`<img class="product-card__image" src="${src}" alt="" width="300" height="300" ${i > 0 ? html`hidden loading="lazy"` : eager === 'high' ? html`fetchpriority="high"` : eager ? '' : html`loading="lazy"`} decoding="async" data-index="${i}">`)}
    </a>
    ${many
      ? html`<button type="button" class="product-card__arrow product-card__arrow--prev js-only" data-gallery-prev aria-label="${faIR.prevImage}" aria-describedby="card-title-${p.id}">${icon('chevron')}</button>
    <button type="button" class="product-card__arrow product-card__arrow--next js-only" data-gallery-next aria-label="${faIR.nextImage}" aria-describedby="card-title-${p.id}">${icon('chevron')}</button>
    <span class="product-card__dots" aria-hidden="true">${images.map((_, i) => html`<span class="${i === 0 ? 'is-active' : ''}"></span>`)}</span>`
      : ''}
    ${p.salePrice !== null ? html`<span class="product-card__sale">${faIR.saleBadge}</span>` : ''}
  </div>
  <div class="product-card__body">
    <h3 class="product-card__title woocommerce-loop-product__title" id="card-title-${p.id}"><a href="/product/${p.slug}/">${toPersianDigits(p.title)}</a></h3>
    ${tags.length ? html`<ul class="product-card__tags" data-tag-strip aria-label="برچسب‌ها">${tags.map((t) => html`<li><a href="/tag/${encodeURIComponent(t.slug)}/">${toPersianDigits(t.name)}</a></li>`)}</ul>` : ''}
    <div class="product-card__meta">${ratingHtml(p.rating, p.ratingCount)}${p.stockStatus === 'outofstock' ? html`<span class="stock out-of-stock">ناموجود</span>` : ''}</div>
    ${priceHtml(p)}
    <div class="product-card__actions">
      ${addToCartControl(p, here)}
      <a class="compare-toggle compare-toggle--link" href="/compare/?add=${p.id}" data-compare-toggle data-product-id="${p.id}" aria-describedby="card-title-${p.id}">${faIR.compareToggle}</a>
      <button type="button" class="compare-toggle compare-toggle--button" data-compare-toggle data-product-id="${p.id}" aria-pressed="false" aria-describedby="card-title-${p.id}">${faIR.compareToggle}</button>
    </div>
  </div>
</li>`;
}

/** @param here - the page's path and query, kept by the cards' add-to-cart links (a listing's filters and sort) */
export function productGrid(products: CardProduct[], tagsOf: (id: number) => Array<{ slug: string; name: string }>, eagerCount = 4, here?: string): SafeHtml {
  return html`<ul class="products product-grid columns-4">${products.map((p, i) => productCard(p, tagsOf(p.id), i === 0 && eagerCount > 0 ? 'high' : i < eagerCount, here))}</ul>`;
}

export function resultCount(total: number): string {
  return formatMessage(faIR.resultCount, { count: total });
}
