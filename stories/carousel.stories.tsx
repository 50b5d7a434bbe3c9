import type { Meta, StoryObj } from '@storybook/preact';
import { useEffect, useMemo, useRef } from 'preact/hooks';
import { carousel } from '../demo-pages/templates/carousel';
import { html, type SafeHtml } from '../demo-pages/templates/html';
import { productCard } from '../demo-pages/templates/product-card';
import { BRAND_TAXONOMY, CATEGORY_TAXONOMY } from '../demo-pages/db/facets';
import { BRANDS, brandBySlug } from '../demo-pages/db/generator/brands';
import { LEAVES } from '../demo-pages/db/generator/categories';
import { buildTermRegistry } from '../demo-pages/db/generator/term-registry';
import { brandLogoSvg, categoryImageSvg } from '../demo-pages/db/product-image';
import { formatNumber, toPersianDigits } from '../shared/platform/digits';
import { faIR } from '../shared/platform/messages';
import { createBehaviour } from '../shared/islands/define-behaviour';
import { createIsland } from '../shared/islands/define-island';
import { carouselProps, type CarouselKind } from '../widgets/carousel/props';
import { setupGalleries } from '../widgets/product-card/gallery';
import { setupTagStrips } from '../widgets/product-card/tag-strip';
import { CARD_PRODUCTS, tagsOf, type CardKind } from './support/catalogue';
import { ServerMarkup } from './support/server-markup';

/**
 * The carousels of the home and product pages (widgets/carousel), one story per kind, right to left: the server's
 * scroll-snap row from the demo store's own template (demo-pages/templates/carousel.ts) with the slides the home
 * page prints, and the carousel island started on it at once (on the shop it waits for the shopper's first gesture):
 * Embla's core takes the row over, and the plain-DOM buttons قبلی/بعدی appear over it (from 1024 px on for the
 * product and brand carousels). Pictures are the store's own drawings as data: URIs. Links do not navigate here.
 */
const cardBehaviours = [
  createBehaviour({ name: 'product-card-gallery', setup: setupGalleries }),
  createBehaviour({ name: 'product-card-tags', setup: setupTagStrips }),
];

const svg = (text: string) => `data:image/svg+xml,${encodeURIComponent(text)}`;
let registry: ReturnType<typeof buildTermRegistry> | null = null;
const termId = (taxonomy: string, slug: string) => (registry ??= buildTermRegistry()).id(taxonomy, slug);

const CARD_KINDS: CardKind[] = ['manyImages', 'onSale', 'oneImage', 'variable', 'outOfStock'];

function productSlides(count: number): SafeHtml[] {
  return Array.from({ length: count }, (_, i) => {
    const kind = CARD_KINDS[i % CARD_KINDS.length]!;
    const base = CARD_PRODUCTS[kind];
    const id = base.id + 1000 * Math.floor(i / CARD_KINDS.length);
    return html`<ul class="products">${productCard({ ...base, id, slug: `product-${id}` }, tagsOf(kind), i < 2)}</ul>`;
  });
}

function categorySlides(count: number): SafeHtml[] {
  return LEAVES.slice(0, count).map(({ leaf }, i) => {
    const image = svg(categoryImageSvg({ id: termId(CATEGORY_TAXONOMY, leaf.slug), slug: leaf.slug }));
    return html`<a class="chip-tile" href="/product-category/${leaf.slug}/">
      <img src="${image}" alt="" width="72" height="72" loading="lazy">
      <span class="chip-tile__name">${leaf.name}</span>
      <span class="chip-tile__meta">${formatNumber(40 + ((i * 37) % 160))} کالا</span>
    </a>`;
  });
}

function brandSlides(count: number): SafeHtml[] {
  return BRANDS.slice(0, count).map(
    (b) => html`<a class="brand-tile" href="/brand/${b.slug}/"><img src="${svg(brandLogoSvg(b))}" alt="" width="64" height="64" loading="lazy"><span>${toPersianDigits(b.name)}</span></a>`,
  );
}

/** A brand's products in one category, as the home page prints them: the category page filtered by the brand. */
function brandCategorySlides(count: number): SafeHtml[] {
  const pairs = LEAVES.flatMap(({ leaf }) => leaf.brands.slice(0, 2).map((brand) => ({ leaf, brand: brandBySlug(brand)! })));
  return pairs.slice(0, count).map(
    ({ leaf, brand }, i) => html`<a class="chip-tile" href="/product-category/${leaf.slug}/?_brand=${brand.slug}">
      <img src="${svg(brandLogoSvg(brand))}" alt="" width="72" height="72" loading="lazy">
      <span class="chip-tile__name">${leaf.name} ${toPersianDigits(brand.name)}</span>
      <span class="chip-tile__meta">${formatNumber(12 + ((i * 29) % 50))} کالا</span>
    </a>`,
  );
}

/** A page-builder carousel's slides: the builder's own content, here promotion cards. */
function pageBuilderSlides(count: number): SafeHtml[] {
  return LEAVES.slice(0, count).map(
    ({ leaf, parent }) => html`<a class="chip-tile" style="inline-size: auto" href="/product-category/${leaf.slug}/">
      <span class="chip-tile__name">${leaf.name}</span>
      <span class="chip-tile__meta">${parent.name}</span>
    </a>`,
  );
}

const CONTENT: Record<CarouselKind, { title: string; slides: (count: number) => SafeHtml[]; more?: { href: string; label: string } }> = {
  products: { title: 'پرفروش‌ترین‌ها', slides: productSlides, more: { href: '/product-category/electric-tools/?orderby=popularity', label: 'مشاهده همه' } },
  categories: { title: faIR.allCategories, slides: categorySlides },
  brands: { title: faIR.searchBrands, slides: brandSlides },
  'brand-categories': { title: 'دسته‌بندی‌های برندها', slides: brandCategorySlides },
  'page-builder': { title: 'پیشنهادهای ویژه', slides: pageBuilderSlides },
};

interface CarouselArgs {
  kind: CarouselKind;
  /** How many slides the server prints. */
  count: number;
  /** Page-builder only: one slide on tablets. */
  single?: boolean;
}

function CarouselStory({ kind, count, single = false }: CarouselArgs) {
  const markup = useMemo(() => {
    const { title, slides, more } = CONTENT[kind];
    return carousel({ kind, id: `story-${kind}-title`, title, more, slides: slides(count), single });
  }, [kind, count, single]);
  const stage = useRef<HTMLDivElement>(null);
  useEffect(() => {
    // On the shop the island waits for the first gesture ('engaged'); the story shows it running.
    const island = createIsland({ name: 'carousel', props: carouselProps, loadOn: 'load', load: () => import('../widgets/carousel/mount') });
    return island.start(stage.current!);
  }, [markup]);
  return (
    <div class="container sb-stage" ref={stage}>
      <ServerMarkup html={markup} behaviours={kind === 'products' ? cardBehaviours : []} />
    </div>
  );
}

const meta = {
  title: 'Catalogue/Carousel',
  component: CarouselStory,
  args: { kind: 'products', count: 10 },
  argTypes: {
    kind: { control: 'select', options: ['products', 'categories', 'brands', 'brand-categories', 'page-builder'] },
    count: { control: { type: 'range', min: 1, max: 16 } },
  },
} satisfies Meta<typeof CarouselStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Best sellers: product cards; 5 at 1366 px, 3, 2 and 1 as the screen narrows; loops; arrows from 1024 px only. */
export const Products: Story = { args: { kind: 'products', count: 10 } };

/** The category tiles of the home page (#categories): sized by their content, free scrolling, no loop. */
export const Categories: Story = { args: { kind: 'categories', count: 12 } };

/** Brands: 6 at 1366 px, 4, 3 and 2 as the screen narrows; loops; arrows from 1024 px only. */
export const Brands: Story = { args: { kind: 'brands', count: 14 } };

/** A brand's products in one category («چسب دوقلو رازی»), each to the category page filtered by the brand. */
export const BrandCategories: Story = { args: { kind: 'brand-categories', count: 12 } };

/** A page-builder carousel: 3 slides, 2 on a tablet, 1 on a phone, a slide group at a time. */
export const PageBuilder: Story = { args: { kind: 'page-builder', count: 7 } };

/** One slide: nothing to scroll to, so the island leaves the server's row as it is (no buttons). */
export const OneSlide: Story = { args: { kind: 'page-builder', count: 1 } };
