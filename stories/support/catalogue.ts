import { BRAND_TAXONOMY, CATEGORY_TAXONOMY } from '../../demo-pages/db/facets';
import { brandBySlug } from '../../demo-pages/db/generator/brands';
import { LEAVES } from '../../demo-pages/db/generator/categories';
import { TAGS, type TagKey } from '../../demo-pages/db/generator/tags';
import { buildTermRegistry } from '../../demo-pages/db/generator/term-registry';
import { productImageSvg } from '../../demo-pages/db/product-image';
import type { CardProduct } from '../../demo-pages/templates/product-card';
import { line } from '../fixtures/cart';

/**
 * A few products for the stories, made the way the demo store's seeder makes them (demo-pages/db/generator): titles
 * from a category's noun, a brand and a model, tags from its tag list, and pictures drawn by the same code that
 * serves `/img/p/<id>-<n>.svg` (demo-pages/db/product-image.ts), here as data: URIs so nothing is fetched.
 */
let registry: ReturnType<typeof buildTermRegistry> | null = null;

/** Picture `index` (1-based) of a product of `category` by `brand`, as a data: URI. */
export function picture(productId: number, index: number, category: string, brand: string): string {
  registry ??= buildTermRegistry();
  const svg = productImageSvg(
    { id: productId, primaryCategoryId: registry.id(CATEGORY_TAXONOMY, category), brandId: registry.id(BRAND_TAXONOMY, brand) },
    index,
  );
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

function noun(category: string): string {
  const leaf = LEAVES.find((placed) => placed.leaf.slug === category)?.leaf;
  if (!leaf) throw new Error(`no category ${category}`);
  return leaf.nouns[0] ?? leaf.name;
}

function brandName(brand: string): string {
  const seed = brandBySlug(brand);
  if (!seed) throw new Error(`no brand ${brand}`);
  return seed.name;
}

interface Spec {
  id: number;
  category: string;
  brand: string;
  model: string;
  extra?: string;
  images: number;
  price: number;
  overrides?: Partial<CardProduct>;
  tags?: TagKey[];
}

function product({ id, category, brand, model, extra, images, price, overrides }: Spec): CardProduct {
  const title = [noun(category), brandName(brand), `مدل ${model}`, extra].filter(Boolean).join(' ');
  return {
    id,
    slug: `product-${id}`,
    title,
    sku: `${brandBySlug(brand)?.code ?? 'XX'}-${model}`,
    type: 'simple',
    price,
    regularPrice: price,
    salePrice: null,
    stockStatus: 'instock',
    rating: 4.3,
    ratingCount: 18,
    images: Array.from({ length: images }, (_, i) => picture(id, i + 1, category, brand)),
    minQty: 1,
    soldIndividually: false,
    ...overrides,
  };
}

const SPECS = {
  oneImage: { id: 101, category: 'wrench', brand: 'tosan', model: '1226', images: 1, price: 485_000, tags: ['iranian', 'warranty'] },
  manyImages: {
    id: 102, category: 'hammer-drill', brand: 'ronix', model: '2701', extra: 'توان ۸۵۰ وات', images: 4, price: 6_850_000,
    tags: ['industrial', 'corded', 'professional', 'bestseller', 'warranty', 'construction'],
  },
  onSale: {
    id: 103, category: 'angle-grinder', brand: 'active', model: 'AC2411', extra: 'توان ۷۱۰ وات', images: 3, price: 3_120_000,
    overrides: { regularPrice: 3_900_000, salePrice: 3_120_000 }, tags: ['specialOffer', 'freeShipping'],
  },
  outOfStock: {
    id: 104, category: 'jigsaw', brand: 'mahak', model: '6530', images: 2, price: 4_250_000,
    overrides: { stockStatus: 'outofstock', ratingCount: 0 }, tags: ['carpentry'],
  },
  variable: {
    id: 105, category: 'wall-plug', brand: 'kenzax', model: 'KPT8', images: 2, price: 95_000,
    overrides: { type: 'variable' }, tags: ['construction'],
  },
} satisfies Record<string, Spec>;

export type CardKind = keyof typeof SPECS;

export const CARD_PRODUCTS: Record<CardKind, CardProduct> = Object.fromEntries(
  Object.entries(SPECS).map(([kind, spec]) => [kind, product(spec)]),
) as Record<CardKind, CardProduct>;

/** The card's tags, as the archive passes them to productCard(). */
export function tagsOf(kind: CardKind): Array<{ slug: string; name: string }> {
  const spec: Spec = SPECS[kind];
  return (spec.tags ?? []).map((key) => ({ slug: TAGS[key].slug, name: TAGS[key].name }));
}

/**
 * Mini-cart lines (stories/fixtures/cart.ts's `line()`, the markup the server makes), with pictures.
 * The second has the long title of a real listing; the third may not be bought more than 5 at a time.
 */
export function cartLines() {
  return [
    line(1, 2, { images: [picture(1, 1, 'hammer-drill', 'ronix')] }),
    line(2, 1, {
      title: 'پیچ‌گوشتی شارژی رونیکس مدل ۸۶۱۲ ولتاژ ۱۸ ولت با دو باتری لیتیوم‌یون، شارژر سریع و کیف حمل همراه با ۲۴ سری پیچ‌گوشتی',
      price: 9_870_000,
      regularPrice: 9_870_000,
      images: [picture(2, 1, 'cordless-screwdriver', 'ronix')],
    }),
    line(3, 4, { title: 'انکر شیمیایی اکتیو مدل ۳۴۵', price: 1_150_000, regularPrice: 1_150_000, maxQty: 5, images: [picture(3, 1, 'chemical-anchor', 'active')] }),
  ];
}
