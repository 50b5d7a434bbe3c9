/**
 * Turns SQLite rows into the API's plain objects. libsql rows carry an extra enumerable `_metadata` property and
 * snake_case names, so every row is copied field by field; a raw row never leaves this module.
 */
import type { Product, StockStatus, Term, Variation } from './catalogue-types';

/** Columns of `products` (aliased `p`) read for a Product, in the order ProductRow names them. */
export const PRODUCT_COLUMNS = `p.id, p.slug, p.title, p.sku, p.type, p.price, p.regular_price, p.sale_price,
  p.stock_status, p.stock_qty, p.rating, p.rating_count, p.total_sales, p.created_at, p.image_count, p.brand_id,
  p.primary_category_id, p.sold_individually, p.min_qty, p.max_qty, p.short_description`;

export const TERM_COLUMNS = 't.id, t.taxonomy, t.slug, t.name, t.parent, t.sort, t.count';

export const VARIATION_COLUMNS = `v.id, v.product_id, v.title, v.sku, v.price, v.regular_price, v.sale_price,
  v.stock_status, v.stock_qty, v.attributes`;

interface ProductRow {
  id: number;
  slug: string;
  title: string;
  sku: string;
  type: string;
  price: number;
  regular_price: number;
  sale_price: number | null;
  stock_status: string;
  stock_qty: number | null;
  rating: number;
  rating_count: number;
  total_sales: number;
  created_at: string;
  image_count: number;
  brand_id: number | null;
  primary_category_id: number;
  sold_individually: number;
  min_qty: number;
  max_qty: number;
  short_description: string;
}

interface TermRow {
  id: number;
  taxonomy: string;
  slug: string;
  name: string;
  parent: number | null;
  sort: number;
  count: number;
}

interface VariationRow {
  id: number;
  product_id: number;
  title: string;
  sku: string;
  price: number;
  regular_price: number;
  sale_price: number | null;
  stock_status: string;
  stock_qty: number | null;
  attributes: string;
}

export function productImageUrl(productId: number, index: number): string {
  return `/img/p/${productId}-${index}.svg`;
}

export function toProduct(value: unknown): Product {
  const row = value as ProductRow;
  const images: string[] = [];
  for (let n = 1; n <= row.image_count; n += 1) images.push(productImageUrl(row.id, n));
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    sku: row.sku,
    type: row.type === 'variable' ? 'variable' : 'simple',
    price: row.price,
    regularPrice: row.regular_price,
    salePrice: row.sale_price,
    stockStatus: row.stock_status as StockStatus,
    stockQty: row.stock_qty,
    rating: row.rating,
    ratingCount: row.rating_count,
    totalSales: row.total_sales,
    createdAt: row.created_at,
    imageCount: row.image_count,
    images,
    brandId: row.brand_id,
    primaryCategoryId: row.primary_category_id,
    soldIndividually: row.sold_individually === 1,
    minQty: row.min_qty,
    maxQty: row.max_qty,
    shortDescription: row.short_description,
  };
}

export function toTerm(value: unknown): Term {
  const row = value as TermRow;
  return {
    id: row.id,
    taxonomy: row.taxonomy,
    slug: row.slug,
    name: row.name,
    parent: row.parent,
    sort: row.sort,
    count: row.count,
  };
}

export function toVariation(value: unknown): Variation {
  const row = value as VariationRow;
  return {
    id: row.id,
    productId: row.product_id,
    title: row.title,
    sku: row.sku,
    price: row.price,
    regularPrice: row.regular_price,
    salePrice: row.sale_price,
    stockStatus: row.stock_status as StockStatus,
    stockQty: row.stock_qty,
    attributes: JSON.parse(row.attributes) as Record<string, string>,
    image: productImageUrl(row.product_id, 1),
  };
}
