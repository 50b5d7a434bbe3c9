import { toPersianDigits, formatNumber } from '../../../shared/platform/digits';
import { faIR } from '../../../shared/platform/messages';
import { html, type SafeHtml } from '../html';
import { carousel } from '../carousel';
import { productCard, type CardProduct } from '../product-card';
import type { PageDefinition } from '../site-context';

/**
 * The home page: a hero, the category carousel (#categories), product carousels (best sellers among them), the
 * brand carousel and the brand-category carousel. Each is a server scroll-snap row of links (widgets/carousel).
 */
export interface HomeView {
  siteName: string;
  /** the hero's picture (the theme's, with its version) */
  hero: string;
  categories: Array<{ slug: string; name: string; count: number; image: string }>;
  rows: Array<{ id: string; title: string; href: string; products: CardProduct[] }>;
  brands: Array<{ slug: string; name: string; image: string }>;
  /** A brand's products in one category («دریل بوش»): links to the category page filtered by the brand. */
  brandCategories: Array<{ categorySlug: string; categoryName: string; brandSlug: string; brandName: string; count: number; image: string }>;
  tagsOf: (id: number) => Array<{ slug: string; name: string }>;
}

function productRow(row: HomeView['rows'][number], tagsOf: HomeView['tagsOf'], eager: boolean): SafeHtml {
  return carousel({
    kind: 'products',
    id: `row-${row.id}`,
    title: row.title,
    more: { href: row.href, label: 'مشاهده همه' },
    slides: row.products.map((p, i) => html`<ul class="products">${productCard(p, tagsOf(p.id), eager && i < 4)}</ul>`),
  });
}

export function homePage(view: HomeView): PageDefinition {
  const main = html`<div class="container home">
  <section class="hero" aria-labelledby="hero-title">
    <div class="hero__text">
      <p class="hero__eyebrow">فروشگاه تخصصی ابزار و یراق ساختمانی</p>
      <h1 class="hero__title" id="hero-title">هر ابزاری که کارتان لازم دارد، با ضمانت اصالت</h1>
      <p class="hero__lead">دریل و فرز، ابزار دستی، انکر و رول‌پلاک، چسب‌های صنعتی و چرخ‌های باربر از ${formatNumber(view.brands.length)} برند ایرانی و خارجی.</p>
      <a class="button button--primary hero__cta" href="/product-category/${view.categories[0]?.slug ?? ''}/">خرید ${view.categories[0]?.name ?? ''}</a>
    </div>
    <img class="hero__image" src="${view.hero}" alt="" width="520" height="360">
  </section>

  ${carousel({
    kind: 'categories',
    id: 'categories-title',
    sectionId: 'categories',
    title: faIR.allCategories,
    slides: view.categories.map(
      (cat) => html`<a class="chip-tile" href="/product-category/${cat.slug}/">
        <img src="${cat.image}" alt="" width="72" height="72" loading="lazy">
        <span class="chip-tile__name">${cat.name}</span>
        <span class="chip-tile__meta">${formatNumber(cat.count)} کالا</span>
      </a>`,
    ),
  })}

  ${view.rows.map((row, i) => productRow(row, view.tagsOf, i === 0))}

  ${carousel({
    kind: 'brands',
    id: 'brands-title',
    title: faIR.searchBrands,
    slides: view.brands.map(
      (b) => html`<a class="brand-tile" href="/brand/${b.slug}/"><img src="${b.image}" alt="" width="64" height="64" loading="lazy"><span>${toPersianDigits(b.name)}</span></a>`,
    ),
  })}

  ${view.brandCategories.length
    ? carousel({
        kind: 'brand-categories',
        id: 'brand-categories-title',
        title: 'دسته‌بندی‌های برندها',
        slides: view.brandCategories.map(
          (bc) => html`<a class="chip-tile" href="/product-category/${bc.categorySlug}/?_brand=${encodeURIComponent(bc.brandSlug)}">
        <img src="${bc.image}" alt="" width="72" height="72" loading="lazy">
        <span class="chip-tile__name">${bc.categoryName} ${toPersianDigits(bc.brandName)}</span>
        <span class="chip-tile__meta">${formatNumber(bc.count)} کالا</span>
      </a>`,
        ),
      })
    : ''}
</div>`;
  return {
    title: `${view.siteName} | ابزار برقی، ابزار دستی، انکر، چسب و چرخ صنعتی`,
    description: 'فروشگاه اینترنتی ابزار برقی و دستی، انکر و رول‌پلاک، چسب و چرخ صنعتی با ضمانت اصالت و ارسال به سراسر ایران.',
    main,
    bodyClass: 'home',
    islands: ['carousel'],
  };
}
