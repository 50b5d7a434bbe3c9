import { formatNumber, toPersianDigits } from '../../shared/platform/digits';
import { faIR } from '../../shared/platform/messages';
import { html, type SafeHtml } from './html';
import { productGrid, resultCount, type CardProduct } from './product-card';

/**
 * The listing parts shared by every archive (category, tag, brand, search): breadcrumbs, the sort bar with the
 * per-page select, the grid or the empty state, and the numbered pager with /page/{n}/ links. All of it works as
 * plain links and a GET form; the listing island of a later issue enhances the same markup.
 */
export const SORT_OPTIONS = [
  ['date', faIR.sortDate],
  ['popularity', faIR.sortPopularity],
  ['rating', faIR.sortRating],
  ['price', faIR.sortPrice],
  ['price-desc', faIR.sortPriceDesc],
  ['title', faIR.sortTitle],
] as const;
export type SortValue = (typeof SORT_OPTIONS)[number][0];
export const PER_PAGE_OPTIONS = [12, 24, 36, 48, 60] as const;

export function breadcrumbs(items: Array<{ href?: string; label: string }>): SafeHtml {
  return html`<nav class="breadcrumbs" aria-label="مسیر صفحه"><ol>
  <li><a href="/">${faIR.navHome}</a></li>
  ${items.map((item, i) =>
    item.href && i < items.length - 1
      ? html`<li><a href="${item.href}">${toPersianDigits(item.label)}</a></li>`
      : html`<li><span aria-current="page">${toPersianDigits(item.label)}</span></li>`,
  )}
</ol></nav>`;
}

export function sortBar(action: string, orderby: string, perPage: number, total: number, hidden: Record<string, string> = {}): SafeHtml {
  return html`<form class="sort-bar" method="get" action="${action}" data-sort-bar>
  ${Object.entries(hidden).map(([name, value]) => html`<input type="hidden" name="${name}" value="${value}">`)}
  <p class="woocommerce-result-count" role="status">${resultCount(total)}</p>
  <div class="sort-bar__controls">
    <label class="sort-bar__field"><span>${faIR.sort}</span>
      <select name="orderby" class="orderby">
        ${SORT_OPTIONS.map(([value, label]) => html`<option value="${value}" ${value === orderby ? html`selected` : ''}>${label}</option>`)}
      </select>
    </label>
    <label class="sort-bar__field"><span>${faIR.count}</span>
      <select name="per_page" class="per-page">
        ${PER_PAGE_OPTIONS.map((n) => html`<option value="${n}" ${n === perPage ? html`selected` : ''}>${formatNumber(n)}</option>`)}
      </select>
    </label>
    <button type="submit" class="button sort-bar__apply">${faIR.apply}</button>
  </div>
</form>`;
}

/** `/base/page/{n}/?query` — page 1 has no segment (WordPress's paginate_links). */
export function pageUrl(base: string, page: number, query: string): string {
  const path = page <= 1 ? base : `${base.replace(/\/$/, '')}/page/${page}/`;
  return query ? `${path}?${query}` : path;
}

export function pager(base: string, page: number, totalPages: number, query: string): SafeHtml {
  if (totalPages <= 1) return html``;
  const window = new Set<number>([1, totalPages, page - 2, page - 1, page, page + 1, page + 2].filter((n) => n >= 1 && n <= totalPages));
  const pages = [...window].sort((a, b) => a - b);
  const items: SafeHtml[] = [];
  let previous = 0;
  for (const n of pages) {
    if (n - previous > 1) items.push(html`<li><span class="page-numbers dots" aria-hidden="true">…</span></li>`);
    items.push(
      n === page
        ? html`<li><span class="page-numbers current" aria-current="page">${formatNumber(n)}</span></li>`
        : html`<li><a class="page-numbers" href="${pageUrl(base, n, query)}">${formatNumber(n)}</a></li>`,
    );
    previous = n;
  }
  return html`<nav class="woocommerce-pagination" aria-label="صفحه‌بندی">
  <ul class="page-numbers">
    ${page > 1 ? html`<li><a class="prev page-numbers" rel="prev" href="${pageUrl(base, page - 1, query)}">${faIR.prev}</a></li>` : ''}
    ${items}
    ${page < totalPages ? html`<li><a class="next page-numbers" rel="next" href="${pageUrl(base, page + 1, query)}">${faIR.next}</a></li>` : ''}
  </ul>
</nav>`;
}

export function listingResults(products: CardProduct[], tagsOf: (id: number) => Array<{ slug: string; name: string }>): SafeHtml {
  if (!products.length) {
    return html`<div class="listing-empty woocommerce-info" role="status"><p>${faIR.empty}</p><a class="button" href="/">${faIR.navHome}</a></div>`;
  }
  return productGrid(products, tagsOf);
}
