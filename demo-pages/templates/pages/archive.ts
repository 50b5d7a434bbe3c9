import { formatNumber, toPersianDigits } from '../../../shared/platform/digits';
import { formatMessage } from '../../../shared/platform/i18n';
import { faIR } from '../../../shared/platform/messages';
import { html, type SafeHtml } from '../html';
import { breadcrumbs, listingResults, pager, sortBar } from '../listing';
import type { CardProduct } from '../product-card';
import type { PageDefinition } from '../site-context';

/**
 * A product archive: category, tag, brand or search results. The title follows the spec's form
 * '{category name} Archives - {site name}' (section 2). The sidebar is the facet sidebar's mount point; until that
 * island arrives its fallback is plain links (related categories, brands), which is also what shoppers without
 * JavaScript get.
 */
export interface ArchiveView {
  siteName: string;
  /** The term name, or the search heading. */
  name: string;
  /** The document title; default the archive form. */
  title?: string;
  /** The term's own description, shown under the title (and the meta description when there is no other). */
  description?: string;
  /** `<meta name="description">`; see archiveDescription. */
  metaDescription?: string;
  trail: Array<{ href?: string; label: string }>;
  base: string;
  query: string;
  hiddenFields?: Record<string, string>;
  orderby: string;
  perPage: number;
  page: number;
  total: number;
  totalPages: number;
  products: CardProduct[];
  tagsOf: (id: number) => Array<{ slug: string; name: string }>;
  related: Array<{ href: string; name: string; count: number }>;
  brands: Array<{ href: string; name: string; count: number }>;
}

export function archiveTitle(name: string, siteName: string): string {
  return `${name} Archives - ${siteName}`;
}

const DESCRIPTIONS = {
  product_cat: 'خرید {name} از {site}: {count} کالا با قیمت روز به تومان، ضمانت اصالت و ارسال به سراسر ایران.',
  product_tag: 'محصولات با برچسب «{name}» در {site}: {count} کالا با قیمت روز به تومان و ارسال به سراسر ایران.',
  'pwb-brand': 'خرید محصولات {name} از {site}: {count} کالا با ضمانت اصالت، قیمت روز به تومان و ارسال به سراسر ایران.',
  search: 'نتایج جستجو برای «{name}» در {site}: {count} کالا از ابزار برقی و دستی تا انکر، چسب و چرخ صنعتی.',
} as const;
const PAGE_SUFFIX = '(صفحه {page})';

/**
 * The meta description of an archive (a term has no description of its own in this catalogue): what it holds and
 * how many, in Persian digits; page 2 onwards says which page, so no two pages of a listing share one.
 */
export function archiveDescription(kind: keyof typeof DESCRIPTIONS, name: string, count: number, siteName: string, page = 1): string {
  const text = formatMessage(DESCRIPTIONS[kind], { name: toPersianDigits(name), site: siteName, count: formatNumber(count) });
  return page > 1 ? `${text} ${formatMessage(PAGE_SUFFIX, { page: formatNumber(page) })}` : text;
}

function linkList(title: string, id: string, items: Array<{ href: string; name: string; count: number }>): SafeHtml {
  if (!items.length) return html``;
  return html`<section class="sidebar-block" aria-labelledby="${id}">
  <h2 class="sidebar-block__title" id="${id}">${title}</h2>
  <ul class="sidebar-links">
    ${items.map((item) => html`<li><a href="${item.href}">${toPersianDigits(item.name)}</a> <span class="count">${toPersianDigits(String(item.count))}</span></li>`)}
  </ul>
</section>`;
}

export function archivePage(view: ArchiveView): PageDefinition {
  const main = html`<div class="container archive">
  ${breadcrumbs(view.trail)}
  <header class="archive__header">
    <h1 class="archive__title">${toPersianDigits(view.name)}</h1>
    ${view.description ? html`<div class="term-description"><p>${view.description}</p></div>` : ''}
  </header>
  <div class="archive__layout">
    <aside class="archive__sidebar" data-island="facet-sidebar" data-load-on="idle" aria-label="${faIR.filters}">
      ${linkList(faIR.relatedCats, 'related-cats-title', view.related)}
      ${linkList(faIR.searchBrands, 'brands-title', view.brands)}
    </aside>
    <section class="archive__results" aria-labelledby="results-title">
      <h2 class="hsa-visually-hidden" id="results-title">${faIR.searchProducts}</h2>
      ${sortBar(view.base, view.orderby, view.perPage, view.total, view.hiddenFields)}
      ${listingResults(view.products, view.tagsOf)}
      ${pager(view.base, view.page, view.totalPages, view.query)}
    </section>
  </div>
  <div class="compare-tray-mount" data-island="compare-tray"></div>
</div>`;
  return {
    title: view.title ?? archiveTitle(view.name, view.siteName),
    main,
    bodyClass: 'archive woocommerce',
    ...(view.metaDescription ?? view.description ? { description: view.metaDescription ?? view.description } : {}),
  };
}
