import { formatDecimal, formatNumber, toPersianDigits } from '../../../shared/platform/digits';
import { faIR } from '../../../shared/platform/messages';
import type { ProductDetails } from '../../db/catalogue';
import { html } from '../html';
import { priceHtml } from '../product-card';
import type { PageDefinition } from '../site-context';

/**
 * The comparison page (/compare/?ids=…): the products side by side, the union of their attributes as rows. The
 * "add product to comparison" modal is the compare island's (a later issue); its mount point is here.
 */
export function comparePage(siteName: string, items: ProductDetails[]): PageDefinition {
  const facets = new Map<string, string>();
  for (const item of items) for (const a of item.attributes) facets.set(a.facet, a.label);
  const valueOf = (item: ProductDetails, facet: string) =>
    item.attributes.find((a) => a.facet === facet)?.values.map((v) => toPersianDigits(v.name)).join('، ') ?? '—';
  const main = html`<div class="container compare-page">
  <h1 class="page-title">${faIR.compare}</h1>
  <div data-island="compare-page" data-ids="${items.map((i) => i.product.id).join(',')}"></div>
  ${items.length
    ? html`<div class="compare-table-wrap" tabindex="0" role="region" aria-label="${faIR.compare}">
    <table class="compare-table">
      <thead><tr><td></td>${items.map((i) => html`<th scope="col"><a href="/product/${i.product.slug}/"><img src="${i.product.images[0] ?? ''}" alt="" width="160" height="160"><span>${toPersianDigits(i.product.title)}</span></a></th>`)}</tr></thead>
      <tbody>
        <tr><th scope="row">قیمت</th>${items.map((i) => html`<td>${priceHtml(i.product)}</td>`)}</tr>
        <tr><th scope="row">برند</th>${items.map((i) => html`<td>${i.brand?.name ?? '—'}</td>`)}</tr>
        <tr><th scope="row">امتیاز</th>${items.map((i) => html`<td>${i.product.ratingCount ? formatDecimal(i.product.rating) : '—'}</td>`)}</tr>
        <tr><th scope="row">موجودی</th>${items.map((i) => html`<td>${i.product.stockStatus === 'outofstock' ? 'ناموجود' : 'موجود'}</td>`)}</tr>
        ${[...facets].map(([facet, label]) => html`<tr><th scope="row">${label}</th>${items.map((i) => html`<td>${valueOf(i, facet)}</td>`)}</tr>`)}
        <tr><th scope="row"><span class="hsa-visually-hidden">${faIR.addToCart}</span></th>${items.map(
          (i) => html`<td>${i.product.type === 'simple' && i.product.stockStatus !== 'outofstock'
            ? html`<a href="?add-to-cart=${i.product.id}" data-quantity="${Math.max(1, i.product.minQty)}" data-product_id="${i.product.id}" data-product_sku="${i.product.sku}" class="button add_to_cart_button ajax_add_to_cart button--primary" rel="nofollow">${faIR.addToCart}</a>`
            : html`<a class="button" href="/product/${i.product.slug}/">مشاهده محصول</a>`}</td>`,
        )}</tr>
      </tbody>
    </table>
  </div>
  <p class="compare-page__count">${formatNumber(items.length)} از ${formatNumber(4)} محصول</p>`
    : html`<p class="woocommerce-info">${faIR.empty}</p><a class="button button--primary" href="/">بازگشت به فروشگاه</a>`}
</div>`;
  return { title: `${faIR.compare} - ${siteName}`, main, bodyClass: 'compare' };
}
