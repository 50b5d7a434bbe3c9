/**
 * FiboSearch's live-search answer (wire-shapes.md "FiboSearch live search"; spec section 3, Search suggestion)
 * from the demo store's engine: `{ suggestions, total, time, engine, v }`. Category, tag and brand rows first,
 * then products, variations found by their SKU, the `more_products` row when more products were found than are
 * listed, then posts and pages; `no-results` when nothing was found.
 *
 * Nothing of the query is echoed except inside the `more_products` url, percent-encoded. Titles are text (the
 * island renders them as text); `thumb_html` and `price` are markup built here from catalogue data with every
 * value escaped.
 */
import type Database from 'libsql';
import { toPersianDigits } from '../../shared/platform/digits';
import { html } from '../templates/html';
import { priceHtml } from '../templates/product-card';
import type { Product, Variation } from './catalogue-types';
import { BRAND_TAXONOMY, CATEGORY_TAXONOMY, TAG_TAXONOMY } from './facets';
import { isSearchable, searchEngine, type SitePage, type TermHit } from './search-engine';

type Db = Database.Database;

/** The FiboSearch version whose wire shape this follows. */
export const FIBOSEARCH_VERSION = '1.32.2';

/** What the suggestions carry, as FiboSearch's settings decide; this site's: images and prices, no description. */
export interface LiveSearchSettings {
  productLimit: number;
  /** Per taxonomy (categories, tags, brands), and for pages and posts. */
  termLimit: number;
  variationLimit: number;
  showImage: boolean;
  showPrice: boolean;
  showSku: boolean;
  showDescription: boolean;
  /** Characters of the short description when shown. */
  descriptionLength: number;
}

export const SITE_SEARCH_SETTINGS: LiveSearchSettings = {
  productLimit: 7,
  termLimit: 3,
  variationLimit: 3,
  showImage: true,
  showPrice: true,
  showSku: true,
  showDescription: false,
  descriptionLength: 130,
};

export interface Suggestion {
  type: 'product' | 'product_variation' | 'taxonomy' | 'post' | 'more_products' | 'no-results';
  value: string;
  url?: string;
  post_id?: number;
  variation_id?: number;
  post_type?: string;
  term_id?: number;
  taxonomy?: string;
  breadcrumbs?: string;
  thumb_html?: string;
  image_src?: string;
  price?: string;
  sku?: string;
  desc?: string;
  on_sale?: boolean;
  total?: number;
}

export interface LiveSearchAnswer {
  suggestions: Suggestion[];
  /** Everything found: every matching product, plus the variation, term and page rows. */
  total: number;
  time: string;
  engine: string;
  v: string;
}

const TERM_BASE: Readonly<Record<string, string>> = {
  [CATEGORY_TAXONOMY]: '/product-category/',
  [TAG_TAXONOMY]: '/tag/',
  [BRAND_TAXONOMY]: '/brand/',
};

export function liveSearch(db: Db, query: string, settings: LiveSearchSettings = SITE_SEARCH_SETTINGS): LiveSearchAnswer {
  const started = performance.now();
  const answer = (suggestions: Suggestion[], total: number): LiveSearchAnswer => ({
    suggestions, total, time: `${((performance.now() - started) / 1000).toFixed(2)} sec`, engine: 'hsa', v: FIBOSEARCH_VERSION,
  });
  // FiboSearch answers a phrase under the minimum with nothing at all: it was not searched.
  if (!isSearchable(query)) return answer([], 0);
  const engine = searchEngine(db);

  const terms = [CATEGORY_TAXONOMY, TAG_TAXONOMY, BRAND_TAXONOMY].flatMap((taxonomy) => engine.terms(query, taxonomy, settings.termLimit)).map(termSuggestion);
  const page = engine.products(query, { limit: settings.productLimit });
  const products = engine.productsByIds(page.ids).map((product) => productSuggestion(product, settings));
  const variations = engine.variations(query, settings.variationLimit);
  const parents = new Map(engine.productsByIds([...new Set(variations.map((v) => v.productId))]).map((p) => [p.id, p]));
  const variationRows = variations.flatMap((variation) => {
    const parent = parents.get(variation.productId);
    return parent ? [variationSuggestion(variation, parent, settings)] : [];
  });
  const pages = (['post', 'page'] as const).flatMap((postType) => engine.pages(query, postType, settings.termLimit)).map(pageSuggestion);

  const suggestions: Suggestion[] = [...terms, ...products, ...variationRows];
  if (page.total > products.length) {
    suggestions.push({ type: 'more_products', value: '', total: page.total, url: `/?s=${encodeURIComponent(query.trim())}&post_type=product&dgwt_wcas=1` });
  }
  suggestions.push(...pages);
  const total = page.total + terms.length + variationRows.length + pages.length;
  if (total === 0) return answer([{ type: 'no-results', value: '' }], 0);
  return answer(suggestions, total);
}

export function productUrl(product: Pick<Product, 'slug'>): string {
  return `/product/${product.slug}/`;
}

export function thumbHtml(src: string): string {
  return html`<img src="${src}" class="dgwt-wcas-suggestion-thumb" alt="" width="64" height="64" loading="lazy" decoding="async">`.value;
}

/**
 * The theme's price markup (the card's) without its percentage badge: the sale badge is hidden in suggestions on
 * this site (spec section 9), and the crossed-out and sale prices already say it.
 */
export function suggestionPrice(product: Parameters<typeof priceHtml>[0]): string {
  return priceHtml(product).value.replace(/<span class="price__badge"[^>]*>[^<]*<\/span>/, '');
}

function productSuggestion(product: Product, settings: LiveSearchSettings): Suggestion {
  const image = product.images[0] ?? '';
  const row: Suggestion = { type: 'product', post_id: product.id, value: toPersianDigits(product.title), url: productUrl(product) };
  if (settings.showImage && image) {
    row.thumb_html = thumbHtml(image);
    row.image_src = image;
  }
  if (settings.showPrice) row.price = suggestionPrice(product);
  if (settings.showSku) row.sku = product.sku;
  if (settings.showDescription) row.desc = shorten(product.shortDescription, settings.descriptionLength);
  row.on_sale = product.salePrice !== null && product.salePrice < product.regularPrice;
  return row;
}

/** The variation's page: its parent's, with the variation's attributes chosen (as WooCommerce links them). */
export function variationUrl(variation: Variation, parent: Pick<Product, 'slug'>): string {
  const query = new URLSearchParams(Object.entries(variation.attributes).map(([taxonomy, slug]) => [`attribute_${taxonomy}`, slug]));
  const search = query.toString();
  return `${productUrl(parent)}${search ? `?${search}` : ''}`;
}

function variationSuggestion(variation: Variation, parent: Product, settings: LiveSearchSettings): Suggestion {
  const row: Suggestion = {
    type: 'product_variation', post_id: parent.id, variation_id: variation.id, value: toPersianDigits(variation.title),
    url: variationUrl(variation, parent),
  };
  if (settings.showImage) {
    row.thumb_html = thumbHtml(variation.image);
    row.image_src = variation.image;
  }
  if (settings.showPrice) row.price = suggestionPrice({ ...variation, type: 'simple' });
  if (settings.showSku) row.sku = variation.sku;
  row.on_sale = variation.salePrice !== null && variation.salePrice < variation.regularPrice;
  return row;
}

function termSuggestion({ term, ancestors }: TermHit): Suggestion {
  const row: Suggestion = {
    type: 'taxonomy', term_id: term.id, taxonomy: term.taxonomy, value: term.name,
    url: `${TERM_BASE[term.taxonomy] ?? '/'}${encodeURIComponent(term.slug)}/`,
  };
  // FiboSearch's breadcrumbs: the ancestors, joined by ' > ' (the island re-joins them in the reading direction).
  if (ancestors.length > 0) row.breadcrumbs = ancestors.join(' > ');
  return row;
}

function pageSuggestion(page: SitePage): Suggestion {
  return { type: 'post', post_id: page.id, post_type: page.postType, value: page.title, url: page.url };
}

function shorten(text: string, length: number): string {
  const chars = [...text];
  return chars.length <= length ? text : `${chars.slice(0, length).join('').replace(/\s+\S*$/, '')}…`;
}
