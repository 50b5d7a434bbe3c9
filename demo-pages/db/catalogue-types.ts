/** The shapes the catalogue read API returns. Prices are integers in toman; dates are ISO 8601 strings (UTC). */
import type { AttributeFacet } from './facets';

export type ProductType = 'simple' | 'variable';
export type StockStatus = 'instock' | 'outofstock' | 'onbackorder';

export interface Product {
  id: number;
  slug: string;
  title: string;
  sku: string;
  type: ProductType;
  /** What the shopper pays: the sale price when on sale; for a variable product, its cheapest variation's. */
  price: number;
  regularPrice: number;
  salePrice: number | null;
  stockStatus: StockStatus;
  /** null when stock is not managed. */
  stockQty: number | null;
  /** 0–5, one decimal; 0 with ratingCount 0 when nobody rated it. */
  rating: number;
  ratingCount: number;
  totalSales: number;
  createdAt: string;
  /** 1 to 5. */
  imageCount: number;
  /** `/img/p/<id>-<n>.svg`, n from 1 to imageCount. */
  images: string[];
  brandId: number | null;
  /** The leaf category. */
  primaryCategoryId: number;
  soldIndividually: boolean;
  /** At least 1. */
  minQty: number;
  /** 0 means no maximum. */
  maxQty: number;
  shortDescription: string;
}

export interface Variation {
  id: number;
  productId: number;
  title: string;
  sku: string;
  price: number;
  regularPrice: number;
  salePrice: number | null;
  stockStatus: StockStatus;
  stockQty: number | null;
  /** Attribute taxonomy → term slug, e.g. `{ pa_hsa_wheel_size: '10-cm' }`. */
  attributes: Record<string, string>;
  /** The parent's first image (variations have no pictures of their own). */
  image: string;
}

export interface Term {
  id: number;
  taxonomy: string;
  slug: string;
  name: string;
  parent: number | null;
  sort: number;
  /** Products carrying the term; for a category, products anywhere below it. */
  count: number;
}

export interface CategoryNode extends Term {
  children: CategoryNode[];
}

export type ListOrder = 'date' | 'popularity' | 'rating' | 'price' | 'price-desc' | 'title' | 'relevance';

export interface ListFilters {
  /** Only products in stock (hsa_instock). */
  inStock?: boolean;
  /** Only products on sale (hsa_onsale). */
  onSale?: boolean;
  minPrice?: number;
  maxPrice?: number;
  /** hsa_rating: at least this many stars. */
  minRating?: number;
  /** Taxonomy → slugs: any of the slugs within a taxonomy, every taxonomy. E.g. `{ 'pa_hsa_tavan': ['850-w'] }`. */
  terms?: Record<string, readonly string[]>;
  /** Only these product ids. */
  ids?: readonly number[];
  /** Never these product ids (compare search leaves out what is already compared). */
  excludeIds?: readonly number[];
}

export interface ListQuery {
  /** With slug: list one term's products (a category's include its descendants'). */
  taxonomy?: string;
  slug?: string;
  search?: string;
  /** @defaultValue 1 */
  page?: number;
  /** @defaultValue 24 (the spec's archive default); at most 200 */
  perPage?: number;
  /** @defaultValue 'relevance' with a search, otherwise 'date' */
  orderby?: ListOrder;
  /** Fill `ids` only and leave `items` empty (cheaper when the caller renders elsewhere or only counts). */
  onlyIds?: boolean;
  filters?: ListFilters;
}

export interface ListResult {
  items: Product[];
  /** The ids of this page, in order (filled with or without onlyIds). */
  ids: number[];
  total: number;
  /** 0 when nothing matches. */
  totalPages: number;
  page: number;
  perPage: number;
}

export interface AttributeGroup {
  facet: AttributeFacet;
  label: string;
  values: { slug: string; name: string }[];
}

export interface ProductDetails {
  product: Product;
  brand: Term | null;
  /** Leaf first, then its ancestors. */
  categories: Term[];
  tags: Term[];
  /** In the order of the spec's facet table. */
  attributes: AttributeGroup[];
}

export interface CompareItem {
  id: number;
  title: string;
  thumb: string;
  sku: string;
  price: number;
}

export interface TermCount {
  slug: string;
  name: string;
  count: number;
}

export interface FacetCounts {
  /** Taxonomy → choices with products in the current listing (each taxonomy ignores its own selection). */
  terms: Record<string, TermCount[]>;
  inStock: number;
  onSale: number;
  /** Price range of the listing without the price filter; null when it is empty. */
  price: { min: number; max: number } | null;
}

export interface SeedInfo {
  products: number;
  variations: number;
  terms: number;
  seed: number;
  generatorVersion: number;
}
