import type { FacetChoice, FacetSelection, RefreshSettings } from '../../shared/api/contracts/listing';
import { formatNumber, toPersianDigits } from '../../shared/platform/digits';
import { formatMessage } from '../../shared/platform/messages';
import { faIR } from '../../shared/platform/messages';
import { parseAmount } from '../db/listing-engine';
import type { FacetDef } from '../db/listing-facets';
import { PER_PAGE_OPTIONS, stateQuery, stateUrl, toggled, without, type ListingState } from '../db/listing-state';
import { html, type SafeHtml } from './html';
import { productGrid, resultCount, type CardProduct } from './product-card';

/**
 * The listing parts shared by every archive (category, tag, brand, search): breadcrumbs, the sort bar with the
 * per-page select, the grid or the empty state, and the numbered pager with /page/{n}/ links. All of it works as
 * plain links and a GET form; the listing island of a later issue enhances the same markup.
 */
/**
 * The no-JavaScript price fields take an amount in any digits with thousands separators, and nothing else: the
 * browser refuses the form before it goes («abc», «−۵»), and Chromium adds the title to its own bubble, in Persian.
 */
const AMOUNT_PATTERN = '[0-9۰-۹٠-٩٬،,\\s]*';
const AMOUNT_HINT = 'مبلغ را به تومان و با رقم وارد کنید، مانند ۱٬۵۰۰٬۰۰۰.';

export const SORT_OPTIONS = [
  ['date', faIR.sortDate],
  ['popularity', faIR.sortPopularity],
  ['rating', faIR.sortRating],
  ['price', faIR.sortPrice],
  ['price-desc', faIR.sortPriceDesc],
  ['title', faIR.sortTitle],
] as const;
export type SortValue = (typeof SORT_OPTIONS)[number][0];
export { PER_PAGE_OPTIONS };

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
  return html`<form class="sort-bar" method="get" action="${action}" id="listing-sort" data-sort-bar>
  ${Object.entries(hidden).map(([name, value]) => html`<input type="hidden" name="${name}" value="${value}">`)}
  <p class="woocommerce-result-count" role="status" data-listing-count>${resultCount(total)}</p>
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

/**
 * 'Load more' (spec section 4, "Filter-engine 'load more'"), printed on page 1 of a listing whose theme chose it, in
 * place of the numbered pager: how far the shopper has come, and a link to the next numbered page, which is what it
 * does without JavaScript. The grid behaviour turns the link into a button that appends that page
 * (widgets/listing-grid/README.md). Printed hidden once the last page is on screen, so a refresh can show it again.
 * `page` is the last page on screen (n after `_paged=n`).
 */
export function loadMoreBlock(base: string, page: number, perPage: number, totalRows: number, totalPages: number, query: string): SafeHtml {
  const shown = Math.min(page * perPage, totalRows);
  return html`<div class="listing-more" data-listing-more ${page >= totalPages ? html`hidden` : ''}>
  <p class="listing-more__status" data-listing-more-status>${formatMessage(faIR.loadMoreProgress, { shown, total: totalRows })}</p>
  <progress class="listing-more__progress" max="${Math.max(totalRows, 1)}" value="${shown}" aria-hidden="true" data-listing-more-progress></progress>
  ${page < totalPages ? html`<a class="button listing-more__button" rel="next" href="${pageUrl(base, page + 1, query)}">${faIR.loadMore}</a>` : ''}
</div>`;
}

export function listingResults(products: CardProduct[], tagsOf: (id: number) => Array<{ slug: string; name: string }>): SafeHtml {
  if (!products.length) {
    return html`<div class="listing-empty woocommerce-info" role="status"><p>${faIR.empty}</p><a class="button" href="/">${faIR.navHome}</a></div>`;
  }
  return productGrid(products, tagsOf);
}

/* ---- The filter engine's no-JavaScript sidebar (every facet a link or a GET form), chips and bottom bar. ---- */

/** Hidden inputs carrying a URL's other parameters through a GET form. */
function carried(query: string, drop: (key: string) => boolean): SafeHtml[] {
  return [...new URLSearchParams(query)]
    .filter(([key]) => !drop(key))
    .map(([name, value]) => html`<input type="hidden" name="${name}" value="${value}">`);
}

function choiceLinks(state: ListingState, facet: FacetDef, choices: readonly FacetChoice[]): SafeHtml {
  return html`<ul class="facet__choices">${choices.map((choice) => html`<li class="facet__choice facet__choice--depth-${Math.min(choice.depth, 4)}">
    <a class="facet-link${choice.selected ? ' is-selected' : ''}" rel="nofollow" href="${stateUrl(state, toggled(state, facet, choice.value))}"><span class="facet-link__box" aria-hidden="true"></span><span class="facet-link__label">${choice.label}</span>${choice.selected ? html`<span class="hsa-visually-hidden">، ${faIR.selected}</span>` : ''} <span class="count">${formatNumber(choice.count)}</span></a>
  </li>`)}</ul>`;
}

function facetBody(state: ListingState, facet: FacetDef, settings: RefreshSettings, pageLink: (page: number) => string): SafeHtml {
  const key = `_${facet.name}`;
  const query = stateQuery(state);
  const id = `facet-${facet.name}`;
  const choices = settings.choices[facet.name] ?? [];
  switch (facet.type) {
    case 'dropdown': {
      const current = state.selections[facet.name]?.[0] ?? '';
      return html`<form class="facet__form" method="get" action="${state.base}">
  ${carried(query, (k) => k === key)}
  <label class="hsa-visually-hidden" for="${id}-select">${facet.label}</label>
  <select id="${id}-select" name="${key}"><option value="">${facet.label}</option>${choices.map((c) => html`<option value="${c.value}" ${c.value === current ? html`selected` : ''}>${c.label} (${formatNumber(c.count)})</option>`)}</select>
  <button type="submit" class="button">${faIR.apply}</button>
</form>`;
    }
    case 'search': {
      const current = state.selections[facet.name]?.[0] ?? '';
      return html`<form class="facet__form" method="get" action="${state.base}">
  ${carried(query, (k) => k === key)}
  <label class="hsa-visually-hidden" for="${id}-input">${facet.label}</label>
  <input id="${id}-input" type="search" name="${key}" value="${current}" autocomplete="off">
  <button type="submit" class="button">${faIR.apply}</button>
</form>`;
    }
    case 'slider':
    case 'number_range': {
      const range = (settings as Record<string, unknown>)[facet.name] as { range?: { min: number; max: number } } | undefined;
      // As the engine reads them (its chip too): Persian or Latin digits with separators, a reversed pair swapped;
      // shown in Persian digits, as the shopper reads a price (the fields take them back as they are).
      const [rawMin = '', rawMax = ''] = state.selections[facet.name] ?? [];
      let [low, high] = [parseAmount(rawMin), parseAmount(rawMax)];
      if (low !== null && high !== null && low > high) [low, high] = [high, low];
      const [min, max] = [low === null ? rawMin : formatNumber(low), high === null ? rawMax : formatNumber(high)];
      return html`<form class="facet__form facet__form--range" method="get" action="${state.base}">
  ${carried(query, (k) => k === key)}
  <label class="facet__range-field"><span>از</span> <input type="text" inputmode="numeric" pattern="${AMOUNT_PATTERN}" title="${AMOUNT_HINT}" name="${key}_min" value="${min}" ${range?.range ? html`placeholder="${formatNumber(range.range.min)}"` : ''} size="10"></label>
  <label class="facet__range-field"><span>تا</span> <input type="text" inputmode="numeric" pattern="${AMOUNT_PATTERN}" title="${AMOUNT_HINT}" name="${key}_max" value="${max}" ${range?.range ? html`placeholder="${formatNumber(range.range.max)}"` : ''} size="10"></label>
  <button type="submit" class="button">${faIR.apply}</button>
</form>`;
    }
    case 'sort':
      return html`<ul class="facet__choices">${(settings.sort?.options ?? []).map((option) => html`<li class="facet__choice">
    <a class="facet-link${option.value === state.sort ? ' is-selected' : ''}" rel="nofollow" href="${stateUrl(state, state.selections, { sort: option.value })}"><span class="facet-link__box" aria-hidden="true"></span><span class="facet-link__label">${option.label}</span>${option.value === state.sort ? html`<span class="hsa-visually-hidden">، ${faIR.selected}</span>` : ''}</a>
  </li>`)}</ul>`;
    case 'pager': {
      const { page, total_pages: pages } = settings.pager;
      if (pages <= 1) return html``;
      return html`<p class="facet__pager">
  ${page > 1 ? html`<a rel="prev" href="${pageLink(page - 1)}">${faIR.prev}</a>` : ''}
  <span>${formatNumber(page)} / ${formatNumber(pages)}</span>
  ${page < pages ? html`<a rel="next" href="${pageLink(page + 1)}">${faIR.next}</a>` : ''}
</p>`;
    }
    default:
      return choiceLinks(state, facet, choices);
  }
}

/**
 * One facet of the sidebar (hidden when it has nothing to choose, as the island hides it): a native disclosure, so
 * without JavaScript it is the spec's accordion too, closed unless it holds a selection.
 */
export function facetBlock(state: ListingState, facet: FacetDef, settings: RefreshSettings, pageLink: (page: number) => string): SafeHtml {
  const selected = (state.selections[facet.name] ?? []).length > 0;
  if ((settings.num_choices[facet.name] ?? 0) === 0 && !selected && facet.type !== 'search') return html``;
  return html`<details class="facet sidebar-block" data-facet="${facet.name}" data-facet-type="${facet.type}" ${selected ? html`open` : ''}>
  <summary class="facet__summary" data-adopt="facet-${facet.name}"><h2 class="facet__title sidebar-block__title" id="facet-${facet.name}-title">${facet.label}</h2></summary>
  ${facetBody(state, facet, settings, pageLink)}
</details>`;
}

/** Active-filter chips, each a link that removes it, and 'حذف همه' back to the archive's plain first page. */
export function filterChips(state: ListingState, selections: readonly FacetSelection[]): SafeHtml {
  if (selections.length === 0) return html`<div class="listing-chips" data-listing-chips></div>`;
  return html`<div class="listing-chips" data-listing-chips>
  <ul class="listing-chips__list">
    ${selections.map((chip) => html`<li><a class="listing-chip" data-adopt="chip-${chip.facet}-${chip.value}" rel="nofollow" href="${stateUrl(state, without(state, chip.facet, chip.value === '' ? undefined : chip.value))}" aria-label="${formatMessage(faIR.removeFilterChip, { label: chip.label })}"><span>${chip.label}</span> <span aria-hidden="true">×</span></a></li>`)}
    <li><a class="listing-chip listing-chip--clear" rel="nofollow" href="${stateUrl(state, {}, {})}">${faIR.clearAll}</a></li>
  </ul>
</div>`;
}

/** The 390 px bottom bar: without JavaScript its links jump to the sort form and the filters. */
export function listingBar(): SafeHtml {
  return html`<div class="listing-bar" data-listing-bar>
  <a class="listing-bar__item" href="#listing-sort" data-listing-bar-sort>${faIR.sort}</a>
  <a class="listing-bar__item" href="#listing-filters" data-listing-bar-filters>${faIR.showFilters}</a>
</div>`;
}

/** The empty state: the filter engine's text when facets are applied, with a way back. */
export function emptyListing(state: ListingState, filtered: boolean): SafeHtml {
  return filtered
    ? html`<div class="listing-empty woocommerce-info" role="status"><p>${faIR.noResultsFound}</p><a class="button" rel="nofollow" href="${stateUrl(state, {}, {})}">${faIR.clearAll}</a></div>`
    : html`<div class="listing-empty woocommerce-info" role="status"><p>${faIR.empty}</p><a class="button" href="/">${faIR.navHome}</a></div>`;
}

/** What `template` holds: the grid of cards, or the empty state. */
export function listingTemplate(state: ListingState, products: CardProduct[], tagsOf: (id: number) => Array<{ slug: string; name: string }>, filtered: boolean): SafeHtml {
  return products.length > 0 ? productGrid(products, tagsOf, 4, pageUrl(state.base, state.page, stateQuery(state))) : emptyListing(state, filtered);
}
