// @vitest-environment node
import type Database from 'libsql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Catalogue, type ListOrder, type Product } from '../../demo-pages/db/catalogue';
import { CATALOGUE_TABLES } from '../../demo-pages/db/schema';
import { openStore, reseed } from '../../demo-pages/db/open';
import { comparePersian, persianSortKey } from '../../demo-pages/db/persian-collation';
import { brandLogoSvg, categoryImageSvg, productImageSvg } from '../../demo-pages/db/product-image';
import { ArgumentError, parseSeedArguments } from '../../demo-pages/db/seed-cli';
import { toPersianDigits } from '../../shared/platform/digits';

const PRODUCTS = 400;
const SEED = 7;
const ALPHABET = 'آابپتثجچحخدذرزژسشصضطظعغفقکگلمنوهی';

function seededStore(products = PRODUCTS, seed = SEED): Database.Database {
  const db = openStore(':memory:', { seedIfEmpty: false });
  reseed(db, { products, seed });
  return db;
}

/** Every row of every catalogue table (the FTS index through its data table), with libsql's metadata left out. */
function dump(db: Database.Database): Record<string, unknown[][]> {
  const tables = [...CATALOGUE_TABLES.filter((table) => table !== 'product_search'), 'product_search_data'];
  return Object.fromEntries(tables.map((table) => [table, db.prepare(`SELECT * FROM ${table} ORDER BY 1, 2`).raw().all() as unknown[][]]));
}

function allProducts(catalogue: Catalogue): Product[] {
  const { totalPages } = catalogue.list({ perPage: 200, onlyIds: true });
  return Array.from({ length: totalPages }, (_, page) => catalogue.list({ perPage: 200, page: page + 1 }).items).flat();
}

let db: Database.Database;
let catalogue: Catalogue;
let products: Product[];

beforeAll(() => {
  db = seededStore();
  catalogue = new Catalogue(db);
  products = allProducts(catalogue);
});

afterAll(() => db.close());

describe('generator', () => {
  it('gives byte-identical tables for the same size and seed, and another catalogue for another seed', () => {
    const again = seededStore();
    const other = seededStore(PRODUCTS, SEED + 1);
    expect(dump(again)).toEqual(dump(db));
    expect(dump(other).products).not.toEqual(dump(db).products);
    again.close();
    other.close();
  });

  it('writes the requested number of products and records the seed', () => {
    expect(products).toHaveLength(PRODUCTS);
    expect(catalogue.seedInfo()).toMatchObject({ products: PRODUCTS, seed: SEED });
  });

  it('puts products in every category', () => {
    for (const top of catalogue.categories()) {
      expect(top.count).toBeGreaterThan(0);
      for (const child of top.children) {
        expect(child.count).toBeGreaterThan(0);
        expect(catalogue.list({ taxonomy: 'product_cat', slug: child.slug }).total).toBe(child.count);
      }
    }
  });

  it('writes Persian with Persian yeh and kaf, Latin digits and ZWNJ where Persian writes it', () => {
    const texts = [
      ...products.flatMap((product) => [product.title, product.shortDescription]),
      ...['product_cat', 'product_tag', 'pwb-brand', 'pa_hsa_karbord'].flatMap((taxonomy) => catalogue.terms(taxonomy).map((term) => term.name)),
    ];
    for (const text of texts) expect(text).not.toMatch(/[يك۰-۹٠-٩]/);
    expect(catalogue.term('product_cat', 'wall-plug')?.name).toBe('رول\u200cپلاک');
    expect(catalogue.term('product_cat', 'cordless-screwdriver')?.name).toBe('پیچ\u200cگوشتی شارژی');
  });

  it('prices in whole thousands of toman, sales 10–35% below the regular price', () => {
    for (const product of products) {
      expect(product.regularPrice % 1000).toBe(0);
      expect(product.price % 1000).toBe(0);
      if (product.salePrice !== null) {
        expect(product.salePrice % 1000).toBe(0);
        expect(product.salePrice).toBeLessThan(product.regularPrice);
        if (product.type === 'simple') expect(product.salePrice / product.regularPrice).toBeGreaterThanOrEqual(0.64);
      }
      expect(product.price).toBe(product.salePrice ?? product.regularPrice);
    }
    const onSale = products.filter((product) => product.salePrice !== null).length / products.length;
    expect(onSale).toBeGreaterThan(0.12);
    expect(onSale).toBeLessThan(0.3);
  });

  it('keeps glue prices in their range', () => {
    const glue = catalogue.list({ taxonomy: 'product_cat', slug: 'glue', perPage: 200, orderby: 'price' }).items;
    for (const product of glue.filter((item) => item.type === 'simple')) {
      expect(product.regularPrice).toBeGreaterThanOrEqual(80_000);
      expect(product.regularPrice).toBeLessThanOrEqual(900_000);
    }
  });

  it('sets purchase rules that can be met', () => {
    for (const product of products) {
      expect(product.minQty).toBeGreaterThanOrEqual(1);
      if (product.maxQty > 0) expect(product.minQty).toBeLessThanOrEqual(product.maxQty);
      if (product.soldIndividually) expect(product.minQty).toBe(1);
    }
    expect(products.some((product) => product.minQty > 1)).toBe(true);
    expect(products.some((product) => product.maxQty > 0)).toBe(true);
    expect(products.some((product) => product.soldIndividually)).toBe(true);
  });

  it('gives 1 to 5 images, often exactly 1', () => {
    for (const product of products) {
      expect(product.imageCount).toBeGreaterThanOrEqual(1);
      expect(product.imageCount).toBeLessThanOrEqual(5);
      expect(product.images).toEqual(Array.from({ length: product.imageCount }, (_, n) => `/img/p/${product.id}-${n + 1}.svg`));
    }
    expect(products.filter((product) => product.imageCount === 1).length).toBeGreaterThan(PRODUCTS * 0.2);
  });

  it('mixes stock states and keeps quantities null or 1–200', () => {
    const statuses = new Set(products.map((product) => product.stockStatus));
    expect(statuses).toEqual(new Set(['instock', 'outofstock', 'onbackorder']));
    for (const product of products) {
      if (product.stockQty !== null) expect(product.stockQty).toBeGreaterThanOrEqual(1);
      if (product.stockQty !== null) expect(product.stockQty).toBeLessThanOrEqual(200);
    }
  });

  it('gives variable products 2–4 variations listed at the cheapest one', () => {
    const variable = products.filter((product) => product.type === 'variable');
    expect(variable.length).toBeGreaterThan(0);
    for (const product of variable) {
      const variations = catalogue.variations(product.id);
      expect(variations.length).toBeGreaterThanOrEqual(2);
      expect(variations.length).toBeLessThanOrEqual(4);
      expect(product.price).toBe(Math.min(...variations.map((variation) => variation.price)));
      for (const variation of variations) {
        expect(catalogue.productById(variation.id)).toBeNull();
        expect(catalogue.variationById(variation.id)).toEqual(variation);
        for (const [taxonomy, slug] of Object.entries(variation.attributes)) expect(catalogue.term(taxonomy, slug)).not.toBeNull();
      }
    }
  });
});

describe('listing', () => {
  const orders: [ListOrder, (a: Product, b: Product) => boolean][] = [
    ['date', (a, b) => a.createdAt >= b.createdAt],
    ['popularity', (a, b) => a.totalSales >= b.totalSales],
    ['rating', (a, b) => a.rating > b.rating || (a.rating === b.rating && a.ratingCount >= b.ratingCount)],
    ['price', (a, b) => a.price <= b.price],
    ['price-desc', (a, b) => a.price >= b.price],
    ['title', (a, b) => persianSortKey(a.title) <= persianSortKey(b.title)],
  ];

  for (const [orderby, inOrder] of orders) {
    it(`orders by ${orderby}, in the shop and in a category archive`, () => {
      for (const scope of [{}, { taxonomy: 'product_cat', slug: 'electric-tools' }]) {
        const { items } = catalogue.list({ ...scope, orderby, perPage: 200 });
        for (let i = 1; i < items.length; i += 1) expect(inOrder(items[i - 1]!, items[i]!)).toBe(true);
      }
    });
  }

  it('sorts titles in the Persian alphabet, not by code point', () => {
    expect(comparePersian('پیچ', 'تیغ')).toBe(-1);
    expect(comparePersian('گچ', 'لوله')).toBe(-1);
    expect(comparePersian('چسب', 'دریل')).toBe(-1);
    expect(comparePersian('آچار', 'اره')).toBe(-1);
    expect(comparePersian('مدل 950', 'مدل 2701')).toBe(-1);
    expect(comparePersian('پیچ\u200cگوشتی', 'پیچگوشتی')).toBe(0);
    const byTitle = [1, 2].flatMap((page) => catalogue.list({ orderby: 'title', perPage: 200, page }).items);
    const firstLetters = byTitle.map((product) => ALPHABET.indexOf(product.title.charAt(0)));
    expect(firstLetters).toEqual([...firstLetters].sort((a, b) => a - b));
    expect(firstLetters).toContain(ALPHABET.indexOf('پ'));
    expect(firstLetters).toContain(ALPHABET.indexOf('د'));
  });

  it('pages without gaps or repeats and reports totals', () => {
    const first = catalogue.list({ taxonomy: 'product_cat', slug: 'hand-tools', perPage: 7 });
    expect(first.totalPages).toBe(Math.ceil(first.total / 7));
    const ids = Array.from({ length: first.totalPages }, (_, page) => catalogue.list({ taxonomy: 'product_cat', slug: 'hand-tools', perPage: 7, page: page + 1 }).ids).flat();
    expect(ids).toHaveLength(first.total);
    expect(new Set(ids).size).toBe(first.total);
    expect(catalogue.list({ taxonomy: 'product_cat', slug: 'hand-tools', perPage: 7, page: first.totalPages + 1 }).items).toEqual([]);
    expect(catalogue.list({ taxonomy: 'product_cat', slug: 'no-such-category' })).toMatchObject({ total: 0, totalPages: 0, items: [] });
  });

  it('lists a category with its descendants', () => {
    const top = catalogue.categories().find((node) => node.slug === 'anchors')!;
    const topIds = new Set(catalogue.list({ taxonomy: 'product_cat', slug: 'anchors', perPage: 200 }).ids);
    const childIds = top.children.flatMap((child) => catalogue.list({ taxonomy: 'product_cat', slug: child.slug, perPage: 200 }).ids);
    expect(new Set(childIds)).toEqual(topIds);
    expect(top.count).toBe(topIds.size);
  });

  it('filters by stock, sale and attribute, and counts facets over the same products', () => {
    const scope = { taxonomy: 'product_cat', slug: 'drill' };
    const counts = catalogue.facetCounts(scope);
    const power = counts.terms['pa_hsa_tavan']![0]!;
    const filtered = catalogue.list({ ...scope, filters: { terms: { pa_hsa_tavan: [power.slug] } } });
    expect(filtered.total).toBe(power.count);
    expect(catalogue.list({ ...scope, filters: { inStock: true } }).total).toBe(counts.inStock);
    expect(catalogue.list({ ...scope, filters: { onSale: true } }).items.every((product) => product.salePrice !== null)).toBe(true);
    // The same counts, counted live (a filter that keeps everything forces the counted path).
    expect(catalogue.facetCounts({ ...scope, filters: { minPrice: 0 } })).toEqual(counts);
    const shop = catalogue.facetCounts({});
    expect(shop).toEqual(catalogue.facetCounts({ filters: { minPrice: 0 } }));
    expect(shop.inStock).toBe(catalogue.list({ filters: { inStock: true } }).total);
  });
});

describe('search', () => {
  const total = (search: string) => catalogue.list({ search }).total;

  it('finds with Arabic yeh and kaf as with Persian letters', () => {
    expect(total('دریل چکشی')).toBeGreaterThan(0);
    expect(total('دريل چكشي')).toBe(total('دریل چکشی'));
    expect(total('كابل')).toBe(total('کابل'));
    expect(total('کابل')).toBeGreaterThan(0);
  });

  it('finds with Persian digits', () => {
    const product = products.find((item) => item.type === 'simple')!;
    const model = product.sku.split('-')[1]!;
    expect(catalogue.list({ search: toPersianDigits(model), perPage: 200 }).ids).toContain(product.id);
    expect(catalogue.list({ search: product.sku }).ids[0]).toBe(product.id);
  });

  it('finds a word written with ZWNJ, a space or solid', () => {
    expect(total('پیچ\u200cگوشتی')).toBeGreaterThan(0);
    expect(total('پیچ گوشتی')).toBe(total('پیچ\u200cگوشتی'));
    expect(total('پیچگوشتی')).toBe(total('پیچ\u200cگوشتی'));
    expect(total('رولپلاک')).toBe(total('رول\u200cپلاک'));
  });

  it('matches every term as a prefix and ranks title matches first', () => {
    const result = catalogue.list({ search: 'چسب ساخت', perPage: 200 });
    expect(result.total).toBeGreaterThan(0);
    const inTitle = result.items.map((product) => product.title.includes('چسب') && product.title.includes('ساخت'));
    expect(inTitle).toEqual([...inTitle].sort((a, b) => Number(b) - Number(a)));
    expect(total('"')).toBe(0);
  });

  it('answers compare search without the excluded products, up to the limit', () => {
    const newest = catalogue.compareSearch('', [], 5);
    expect(newest.map((item) => item.id)).toEqual(catalogue.list({ perPage: 5 }).ids);
    const excluded = catalogue.compareSearch('دریل', [], 3).map((item) => item.id);
    const rest = catalogue.compareSearch('دریل', excluded, 3);
    expect(rest).toHaveLength(3);
    expect(rest.some((item) => excluded.includes(item.id))).toBe(false);
    expect(rest[0]).toEqual({ id: rest[0]!.id, title: expect.any(String), thumb: `/img/p/${rest[0]!.id}-1.svg`, sku: expect.any(String), price: expect.any(Number) });
  });
});

describe('lookups', () => {
  it('returns products by ids in the order given, without unknown ids', () => {
    const [a, b, c] = [products[5]!, products[50]!, products[100]!];
    expect(catalogue.productsByIds([c.id, 999_999, a.id, b.id, a.id]).map((product) => product.id)).toEqual([c.id, a.id, b.id]);
    expect(catalogue.productBySlug(b.slug)).toEqual(b);
    expect(Object.keys(catalogue.productById(a.id)!)).not.toContain('_metadata');
  });

  it('details a product: brand, leaf category first, tags and labelled attributes', () => {
    const product = catalogue.list({ taxonomy: 'product_cat', slug: 'hammer-drill', perPage: 1 }).items[0]!;
    const details = catalogue.productDetails(product.id)!;
    expect(details.brand?.id).toBe(product.brandId);
    expect(details.categories.map((term) => term.slug)).toEqual(['hammer-drill', 'electric-tools']);
    expect(details.tags.length).toBeGreaterThanOrEqual(1);
    expect(details.tags.length).toBeLessThanOrEqual(3);
    expect(details.attributes.find((group) => group.facet === 'hsa_tavan')?.label).toBe('توان');
    expect(details.attributes.find((group) => group.facet === 'hsa_number_hits')?.label).toBe('تعداد ضربه');
  });

  it('accepts percent-encoded Persian slugs', () => {
    expect(catalogue.term('pa_hsa_karbord', encodeURIComponent('صنعتی-عمومی'))?.name).toBe('صنعتی عمومی');
  });
});

describe('pictures', () => {
  it('draws small, text-free SVGs that change with the picture index', () => {
    const product = products[0]!;
    const pictures = [1, 2, 3].map((index) => productImageSvg(product, index));
    expect(new Set(pictures).size).toBe(3);
    expect(productImageSvg(product, 2)).toBe(pictures[1]);
    for (const svg of pictures) {
      expect(svg.length).toBeLessThan(3000);
      expect(svg).not.toMatch(/<text/);
      expect(svg).toMatch(/^<svg [^>]*viewBox="0 0 600 600"/);
    }
    expect(categoryImageSvg(catalogue.term('product_cat', 'wheels')!)).not.toMatch(/<text/);
    expect(brandLogoSvg({ slug: 'ronix' })).toContain('>RX<');
  });
});

describe('store file', () => {
  it('reseeds only the catalogue, leaving other tables and their rows alone', () => {
    const store = seededStore(50, 1);
    store.exec('CREATE TABLE carts (id INTEGER PRIMARY KEY, product_id INTEGER REFERENCES products(id))');
    store.prepare('INSERT INTO carts (product_id) VALUES (?)').run(1001);
    const counts = reseed(store, { products: 80, seed: 2 });
    expect(counts.products).toBe(80);
    expect(store.prepare('SELECT product_id FROM carts').raw().all()).toEqual([[1001]]);
    expect(new Catalogue(store).seedInfo()).toMatchObject({ products: 80, seed: 2 });
    store.close();
  });

  it('rejects bad seed arguments', () => {
    expect(parseSeedArguments(['--products', '500', '--seed', '3', '--db', 'x.db'])).toEqual({ products: 500, seed: 3, db: 'x.db' });
    for (const bad of [['--products', 'abc'], ['--products', '0'], ['--products', '1000001'], ['--seed', '-1'], ['--what']]) {
      expect(() => parseSeedArguments(bad)).toThrow(ArgumentError);
    }
    expect(() => reseed(seededStore(1, 1), { products: 0, seed: 1 })).toThrow(RangeError);
  });
});
