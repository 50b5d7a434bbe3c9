import { formatNumber, toPersianDigits } from '../../../shared/platform/digits';
import { formatMessage } from '../../../shared/platform/messages';
import { faIR } from '../../../shared/platform/messages';
import type { FacetSidebarProps } from '../../../shared/api/contracts/listing';
import type { BuiltListing } from '../../server/routes/facetwp';
import { html, jsonScript, type SafeHtml } from '../html';
import { breadcrumbs, filterChips, listingBar } from '../listing';
import type { PageDefinition } from '../site-context';

/**
 * A product archive: category, tag, brand, search results, and the facets demo page. The title follows the spec's
 * form '{category name} Archives - {site name}' (section 2). The sidebar is the facet sidebar's mount point
 * (shared/api/contracts/listing.ts describes the props and the markup the island and the grid behaviour share);
 * its server children are the whole sidebar without JavaScript: every facet a link or a GET form.
 */
export interface ArchiveView {
  siteName: string;
  /** The term name, or the search heading. */
  name: string;
  /** The document title; default the archive form. */
  title?: string;
  /** The category's description, paragraph by paragraph ('بیشتر بخوانید' opens the rest). */
  description?: string[];
  /** `<meta name="description">`; see archiveDescription. */
  metaDescription?: string;
  trail: Array<{ href?: string; label: string }>;
  listing: BuiltListing;
  props: FacetSidebarProps;
  sortBar: SafeHtml;
  pager: SafeHtml;
  /** 'Load more' (templates/listing.ts loadMoreBlock), on a listing whose theme chose it. */
  loadMore?: SafeHtml;
  facets: SafeHtml[];
  related: Array<{ href: string; name: string; count: number }>;
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

/**
 * A category's description (the catalogue stores none): what it holds, its subcategories and brands, and the price
 * range, in three paragraphs, so the page has the spec's expandable description.
 */
export function categoryDescription(input: {
  name: string; count: number; children: string[]; brands: string[]; price: { min: number; max: number } | null;
}): string[] {
  const name = toPersianDigits(input.name);
  const paragraphs = [`در این بخش ${formatNumber(input.count)} کالا از گروه ${name} با قیمت روز به تومان، ضمانت اصالت کالا و ارسال به سراسر ایران آمده است.`];
  const parts: string[] = [];
  if (input.children.length) parts.push(`زیرگروه‌های ${name} عبارت‌اند از ${input.children.map(toPersianDigits).join('، ')}.`);
  if (input.brands.length) parts.push(`برندهای این گروه: ${input.brands.slice(0, 8).map(toPersianDigits).join('، ')}.`);
  if (parts.length) paragraphs.push(parts.join(' '));
  if (input.price) {
    paragraphs.push(`قیمت کالاهای این گروه از ${formatNumber(input.price.min)} تا ${formatNumber(input.price.max)} تومان است. با فیلترهای قیمت، برند، امتیاز و مشخصات فنی، کالای مناسب کار خود را پیدا کنید و در صورت نیاز چند کالا را با هم مقایسه کنید.`);
  }
  return paragraphs;
}

function relatedBlock(items: ArchiveView['related']): SafeHtml {
  if (!items.length) return html``;
  return html`<section class="sidebar-block" aria-labelledby="related-cats-title" data-related-cats>
  <h2 class="sidebar-block__title" id="related-cats-title">${faIR.relatedCats}</h2>
  <ul class="sidebar-links">
    ${items.map((item) => html`<li><a href="${item.href}">${toPersianDigits(item.name)}</a> <span class="count">${formatNumber(item.count)}</span></li>`)}
  </ul>
</section>`;
}

/** The description: all of it without JavaScript; with it, the first paragraph and 'بیشتر بخوانید'. */
function termDescription(paragraphs: string[] | undefined): SafeHtml {
  if (!paragraphs?.length) return html``;
  return html`<div class="term-description" data-term-description>
  <div class="term-description__text" id="term-description-text">${paragraphs.map((p) => html`<p>${p}</p>`)}</div>
  ${paragraphs.length > 1 ? html`<button type="button" class="term-description__toggle js-only" aria-expanded="false" aria-controls="term-description-text" data-read-more="${faIR.readMore}" data-read-less="${faIR.readLess}">${faIR.readMore}</button>` : ''}
</div>`;
}

export function archivePage(view: ArchiveView): PageDefinition {
  const { listing } = view;
  const pager = listing.settings.pager;
  const main = html`<div class="container archive">
  ${breadcrumbs(view.trail)}
  <header class="archive__header">
    <h1 class="archive__title">${toPersianDigits(view.name)}</h1>
    ${termDescription(view.description)}
  </header>
  <div class="archive__body">
  ${listingBar()}
  <div class="archive__layout">
    <aside class="archive__sidebar" id="listing-filters" data-island="facet-sidebar" aria-label="${faIR.filters}">
      <script type="application/json" data-island-props>${jsonScript(view.props)}</script>
      ${filterChips(listing.state, listing.settings.selections)}
      ${view.facets}
      ${relatedBlock(view.related)}
    </aside>
    <section class="archive__results" aria-labelledby="results-title" data-listing data-listing-page="${pager.page}" data-listing-total-pages="${pager.total_pages}">
      <h2 class="hsa-visually-hidden" id="results-title">${faIR.searchProducts}</h2>
      ${view.sortBar}
      <div class="listing-template facetwp-template" data-listing-template>${listing.template}</div>
      ${view.loadMore ?? ''}
      <div class="listing-pager" data-listing-pager>${view.pager}</div>
    </section>
  </div>
  </div>
  <div class="compare-tray-mount" data-island="compare-tray"></div>
</div>`;
  return {
    title: view.title ?? archiveTitle(view.name, view.siteName),
    main,
    bodyClass: 'archive woocommerce',
    islands: ['facet-sidebar', 'listing-grid', 'compare-tray'],
    ...(view.metaDescription ? { description: view.metaDescription } : {}),
  };
}
