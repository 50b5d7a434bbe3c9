import { toPersianDigits, formatNumber } from '../../../shared/platform/digits';
import { faIR } from '../../../shared/platform/messages';
import { html, type SafeHtml } from '../html';
import { productCard, type CardProduct } from '../product-card';
import type { PageDefinition } from '../site-context';

/** The home page: a hero, the category tiles (#categories), product rows and the brands. */
export interface HomeView {
  siteName: string;
  categories: Array<{ slug: string; name: string; count: number; image: string }>;
  rows: Array<{ id: string; title: string; href: string; products: CardProduct[] }>;
  brands: Array<{ slug: string; name: string; image: string }>;
  tagsOf: (id: number) => Array<{ slug: string; name: string }>;
}

function productRow(row: HomeView['rows'][number], tagsOf: HomeView['tagsOf'], eager: boolean): SafeHtml {
  return html`<section class="home-row" aria-labelledby="row-${row.id}">
  <div class="section-head">
    <h2 class="section-head__title" id="row-${row.id}">${row.title}</h2>
    <a class="section-head__more" href="${row.href}">مشاهده همه</a>
  </div>
  <ul class="products product-row" data-carousel="products">
    ${row.products.map((p, i) => productCard(p, tagsOf(p.id), eager && i < 4))}
  </ul>
</section>`;
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
    <img class="hero__image" src="/static/hero.svg" alt="" width="520" height="360">
  </section>

  <section class="home-categories" id="categories" aria-labelledby="categories-title" tabindex="-1">
    <h2 class="section-head__title" id="categories-title">${faIR.allCategories}</h2>
    <ul class="category-tiles">
      ${view.categories.map(
        (cat) => html`<li><a class="category-tile" href="/product-category/${cat.slug}/">
        <img src="${cat.image}" alt="" width="96" height="96" loading="lazy">
        <span class="category-tile__name">${cat.name}</span>
        <span class="category-tile__count">${formatNumber(cat.count)} کالا</span>
      </a></li>`,
      )}
    </ul>
  </section>

  ${view.rows.map((row, i) => productRow(row, view.tagsOf, i === 0))}

  <section class="home-brands" aria-labelledby="brands-title">
    <h2 class="section-head__title" id="brands-title">${faIR.searchBrands}</h2>
    <ul class="brand-strip" data-carousel="brands">
      ${view.brands.map(
        (b) => html`<li><a class="brand-chip" href="/brand/${b.slug}/"><img src="${b.image}" alt="" width="48" height="48" loading="lazy"><span>${toPersianDigits(b.name)}</span></a></li>`,
      )}
    </ul>
  </section>
</div>`;
  return {
    title: `${view.siteName} | ابزار برقی، ابزار دستی، انکر، چسب و چرخ صنعتی`,
    description: 'فروشگاه اینترنتی ابزار برقی و دستی، انکر و رول‌پلاک، چسب و چرخ صنعتی با ضمانت اصالت و ارسال به سراسر ایران.',
    main,
    bodyClass: 'home',
  };
}
