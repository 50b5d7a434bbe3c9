import { formatDecimal, toPersianDigits } from '../../../shared/platform/digits';
import { formatMessage } from '../../../shared/platform/messages';
import { faIR } from '../../../shared/platform/messages';
import { COMPARE_MAX } from '../../../shared/stores/compare-ids';
import { compareUrl } from '../../../widgets/compare-page/table';
import type { ProductDetails } from '../../db/catalogue';
import { html, type SafeHtml } from '../html';
import { priceHtml } from '../product-card';
import type { PageDefinition } from '../site-context';

/**
 * The comparison page (/compare/?ids=…, spec sections 2 and 5): the products side by side, image and title in the
 * head, then price, brand, rating, stock and the union of their attributes as rows, add-to-cart last. A row whose
 * values differ is marked (`data-differs`, a visible bar and «متفاوت» for screen readers). Everything works without
 * JavaScript: each remove is a link to the page without that id, «فقط تفاوت‌ها» a link to `&diff=1`, whose table
 * class hides the same rows (theme.css), so the island can show them again without asking the server. The compare-page island (widgets/compare-page) does the same in place and adds the
 * «افزودن محصول به مقایسه» modal; it reads this markup (`[data-compare-body]`, `[data-compare-id]`, `[data-differs]`).
 */
export interface CompareRow {
  label: string;
  cells: SafeHtml[];
  /** What is compared: the cell's text, so two prices that print the same are the same. */
  keys: string[];
  /** Not a comparison (add-to-cart): never marked, never hidden. */
  fixed?: boolean;
}

/** The cookie that keeps the comparison shown last, for shoppers without JavaScript (routes/pages.ts). */
export const COMPARE_COOKIE = 'hsa_compare';

/** The island's own (`ids=` even when empty: `/compare/` alone shows the comparison kept, `?ids=` an empty one). */
export { compareUrl };

export function compareRows(items: ProductDetails[]): CompareRow[] {
  const facets = new Map<string, string>();
  for (const item of items) for (const a of item.attributes) facets.set(a.facet, a.label);
  const valueOf = (item: ProductDetails, facet: string) =>
    item.attributes.find((a) => a.facet === facet)?.values.map((v) => toPersianDigits(v.name)).join('، ') ?? '—';
  const textRow = (label: string, values: string[]): CompareRow => ({ label, cells: values.map((v) => html`${v}`), keys: values });
  const rating = (i: ProductDetails) => (i.product.ratingCount ? `${formatDecimal(i.product.rating)} از ۵` : '—');
  return [
    {
      label: 'قیمت',
      cells: items.map((i) => priceHtml(i.product)),
      keys: items.map((i) => `${i.product.type}:${i.product.price}:${i.product.regularPrice}:${i.product.salePrice ?? ''}`),
    },
    textRow('برند', items.map((i) => i.brand?.name ?? '—')),
    textRow('امتیاز', items.map(rating)),
    textRow('موجودی', items.map((i) => (i.product.stockStatus === 'outofstock' ? 'ناموجود' : 'موجود'))),
    ...[...facets].map(([facet, label]) => textRow(label, items.map((i) => valueOf(i, facet)))),
  ];
}

const differs = (row: CompareRow) => !row.fixed && new Set(row.keys).size > 1;

/** Without JavaScript the add comes back to this comparison (ids and diff kept: a bare `?add-to-cart=` lost them). */
function addToCart(i: ProductDetails, back: string): SafeHtml {
  return i.product.type === 'simple' && i.product.stockStatus !== 'outofstock'
    ? html`<a href="${back}&add-to-cart=${i.product.id}" data-quantity="${Math.max(1, i.product.minQty)}" data-product_id="${i.product.id}" data-product_sku="${i.product.sku}" class="button add_to_cart_button ajax_add_to_cart button--primary" aria-describedby="compare-title-${i.product.id}" rel="nofollow">${faIR.addToCart}</a>`
    : html`<a class="button" href="/product/${i.product.slug}/" aria-describedby="compare-title-${i.product.id}">مشاهده محصول</a>`;
}

export function compareTable(items: ProductDetails[], diffOnly: boolean): SafeHtml {
  const ids = items.map((i) => i.product.id);
  const rows = compareRows(items);
  return html`<div class="compare-table-wrap" tabindex="0" role="region" aria-label="${faIR.compare}">
    <table class="compare-table${diffOnly ? ' compare-table--diff-only' : ''}">
      <thead><tr><td class="compare-table__corner"></td>${items.map(
        (i) => html`<th scope="col" data-compare-id="${i.product.id}">
        <a href="/product/${i.product.slug}/"><img src="${i.product.images[0] ?? ''}" alt="" width="160" height="160" decoding="async"><span id="compare-title-${i.product.id}">${toPersianDigits(i.product.title)}</span></a>
        <a class="compare-remove" href="${compareUrl(ids.filter((id) => id !== i.product.id), diffOnly)}" data-compare-remove="${i.product.id}" aria-describedby="compare-title-${i.product.id}">${faIR.compareRemove}</a>
      </th>`,
      )}</tr></thead>
      <tbody>
        ${rows.map((row) => {
          const marked = differs(row);
          return html`<tr${marked ? html` data-differs` : ''}><th scope="row">${row.label}${marked ? html`<span class="hsa-visually-hidden"> (${faIR.compareDiffers})</span>` : ''}</th>${row.cells.map((cell) => html`<td>${cell}</td>`)}</tr>`;
        })}
        <tr data-compare-fixed><th scope="row"><span class="hsa-visually-hidden">${faIR.addToCart}</span></th>${items.map((i) => html`<td>${addToCart(i, compareUrl(ids, diffOnly))}</td>`)}</tr>
      </tbody>
    </table>
  </div>`;
}

export function comparePage(siteName: string, items: ProductDetails[], diffOnly = false): PageDefinition {
  const ids = items.map((i) => i.product.id);
  const main = html`<div class="container compare-page">
  <h1 class="page-title">${faIR.compare}</h1>
  <div class="compare-toolbar" data-island="compare-page" data-ids="${ids.join(',')}" data-max="${COMPARE_MAX}">
    ${items.length > 1 ? html`<a class="compare-toolbar__diff" href="${compareUrl(ids, !diffOnly)}" aria-current="${diffOnly ? 'true' : 'false'}">${faIR.compareDiffOnly}</a>` : ''}
  </div>
  <div class="compare-body" data-compare-body>
  ${items.length
    ? html`${compareTable(items, diffOnly)}
  <p class="compare-page__count" data-compare-count>${formatMessage(faIR.compareCount, { count: items.length, max: COMPARE_MAX })}</p>`
    : html`<p class="woocommerce-info">${faIR.empty}</p><a class="button button--primary" href="/">بازگشت به فروشگاه</a>`}
  </div>
</div>`;
  return { title: `${faIR.compare} - ${siteName}`, main, bodyClass: 'compare', islands: ['compare-page'] };
}
