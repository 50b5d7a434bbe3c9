import { faIR } from '../../../shared/platform/messages';
import { html, jsonScript, type SafeHtml } from '../html';
import { icon } from '../icons';
import type { PageDefinition } from '../site-context';

/**
 * Demo pages of the live search's optional features (spec sections 4, 7 and 9: off on this site, so each is shown
 * on a page of its own): a live-search island in the page, with its props turning the feature on, and its
 * no-JavaScript fallback (the same GET form as the header's).
 */
export interface SearchDemo {
  slug: string;
  title: string;
  /** What the page shows, and the feature's states. */
  about: string[];
  props: Record<string, unknown>;
}

export const SEARCH_DEMOS: SearchDemo[] = [
  {
    slug: 'details',
    title: 'جستجوی زنده با پنل جزئیات',
    about: [
      'کنار پیشنهادها، جزئیات ردیف فعال (تصویر بزرگ‌تر، قیمت و موجودی) نشان داده می‌شود؛ با کلیدهای بالا و پایین یا با بردن نشانگر روی ردیف عوض می‌شود.',
      'پنل فقط از عرض ۷۶۸ پیکسل و روی دستگاه‌های غیرلمسی نشان داده می‌شود و از عرض فرم ۵۵۰ پیکسل کنار پیشنهادها قرار می‌گیرد.',
      'اگر درخواست جزئیات ناموفق باشد، پنل خالی می‌شود.',
    ],
    props: { detailsPanel: true, show: { sku: true } },
  },
  {
    slug: 'prices',
    title: 'جستجوی زنده با قیمت‌های پویا',
    about: [
      'قیمت پیشنهادها پس از رسیدن نتایج، یک بار دیگر از فروشگاه پرسیده می‌شود (برای صفحه‌هایی که از حافظه نهان می‌آیند).',
      'اگر این درخواست ناموفق باشد، قیمت‌های خود نتایج می‌مانند.',
    ],
    props: { dynamicPrices: true },
  },
  {
    slug: 'voice',
    title: 'جستجوی زنده با جستجوی صوتی',
    about: [
      'دکمه میکروفون، گفتار را به زبان فارسی (fa-IR) به متن جستجو تبدیل می‌کند. حالت‌ها: آماده، در حال شنیدن، و خاموش (اگر اجازه میکروفون داده نشود).',
      'در مرورگری که تشخیص گفتار ندارد، دکمه میکروفون نشان داده نمی‌شود.',
    ],
    props: { voice: true },
  },
  {
    slug: 'icon',
    title: 'جستجوی زنده با چیدمان آیکون',
    about: ['فرم جستجو از دکمه ذره‌بین باز می‌شود؛ کلید Escape آن را می‌بندد و تمرکز به دکمه برمی‌گردد.'],
    props: { layout: 'icon' },
  },
];

/** A live-search island over its fallback form, anywhere in a page; `id` keeps its text box's id unique. */
export function liveSearchBlock(id: string, props: Record<string, unknown>, extraClass = ''): SafeHtml {
  return html`<div class="site-search search-demo__box ${extraClass}" data-island="live-search" data-load-on="interaction">
  <script type="application/json" data-island-props>${jsonScript(props)}</script>
  <form class="site-search__form" role="search" method="get" action="/">
    <label class="hsa-visually-hidden" for="${id}-input">${faIR.search}</label>
    <input id="${id}-input" class="site-search__input" type="search" name="s" required minlength="1" autocomplete="off" placeholder="${faIR.searchIn} ${faIR.searchProducts}…">
    <input type="hidden" name="post_type" value="product">
    <button class="site-search__submit" type="submit" aria-label="${faIR.search}">${icon('search')}</button>
  </form>
</div>`;
}

export function searchDemoPage(siteName: string, demo: SearchDemo): PageDefinition {
  return {
    title: `${demo.title} - ${siteName}`,
    bodyClass: 'search-demo',
    islands: ['live-search'],
    main: html`<div class="container search-demo">
  <h1 class="page-title">${demo.title}</h1>
  ${demo.about.map((line) => html`<p>${line}</p>`)}
  ${liveSearchBlock(`search-demo-${demo.slug}`, demo.props)}
  <nav aria-label="نمونه‌های جستجوی زنده"><ul class="search-demo__links">
    ${SEARCH_DEMOS.map((d) => html`<li><a href="/search-demos/${d.slug}/"${d.slug === demo.slug ? html` aria-current="page"` : ''}>${d.title}</a></li>`)}
  </ul></nav>
</div>`,
  };
}
