/**
 * FiboSearch's two optional calls (spec section 7; both off on this site, on in the live-search island's demo
 * pages): the details panel (`dgwt_wcas_result_details`: markup for the highlighted suggestion) and dynamic prices
 * (`dgwt_wcas_get_prices`: today's price markup of the listed products, for pages served from a cache). Items come
 * in jQuery's form encoding (`items[0][objectID]`, `items[]`); an unknown or malformed item is left out.
 */
import type Database from 'libsql';
import { toPersianDigits } from '../../shared/platform/digits';
import { faIR } from '../../shared/platform/messages';
import { html, raw, type SafeHtml } from '../templates/html';
import { priceHtml } from '../templates/product-card';
import { PRODUCT_COLUMNS, TERM_COLUMNS, toProduct, toTerm, toVariation, VARIATION_COLUMNS } from './catalogue-rows';
import type { Product, Term } from './catalogue-types';
import { productUrl, suggestionPrice, thumbHtml, variationUrl } from './search-fibosearch';
import { SITE_PAGES } from './search-engine';

type Db = Database.Database;

/** More items than a suggestion list holds is not a shopper's request. */
export const MAX_ITEMS = 50;
/** Products listed in a category's, tag's or brand's panel. */
const TERM_PANEL_PRODUCTS = 4;

export type FormBody = Record<string, string | File | (string | File)[]>;

export interface DetailsItem {
  objectID: string;
  html: string;
  price: string;
}

/** `items[N][objectID]` of the form, in order of N, as FiboSearch's script sends them. */
export function detailsObjectIds(body: FormBody): string[] {
  const found: [number, string][] = [];
  for (const [key, value] of Object.entries(body)) {
    const match = /^items\[(\d{1,3})\]\[objectID\]$/.exec(key);
    const text = Array.isArray(value) ? value[0] : value;
    if (match && typeof text === 'string') found.push([Number(match[1]), text]);
  }
  return found.sort((a, b) => a[0] - b[0]).map((entry) => entry[1]).slice(0, MAX_ITEMS);
}

/** `items[]` (or `items[N]`) of the form: product and variation ids. */
export function priceItemIds(body: FormBody): number[] {
  const ids: number[] = [];
  for (const [key, value] of Object.entries(body)) {
    if (!/^items\[\d{0,3}\]$/.test(key)) continue;
    for (const text of Array.isArray(value) ? value : [value]) {
      if (typeof text === 'string' && /^\d{1,9}$/.test(text.trim())) ids.push(Number(text.trim()));
    }
  }
  return [...new Set(ids)].slice(0, MAX_ITEMS);
}

export function resultDetails(db: Db, objectIds: readonly string[]): { items: DetailsItem[] } {
  return { items: objectIds.flatMap((objectID) => {
    const item = detailsOf(db, objectID);
    return item ? [{ objectID, ...item }] : [];
  }) };
}

function detailsOf(db: Db, objectID: string): { html: string; price: string } | null {
  const [type, first, second] = objectID.split('__');
  const id = Number(first);
  if (!Number.isInteger(id) || id <= 0) return null;
  switch (type) {
    case 'product': {
      const product = productById(db, id);
      return product ? { html: productPanel(product, product.images[0] ?? '', productUrl(product), product.sku).value, price: priceHtml(product).value } : null;
    }
    case 'product_variation': {
      const row = db.prepare(`SELECT ${VARIATION_COLUMNS} FROM variations v WHERE v.id = ? AND v.product_id = ?`).get(Number(second), id);
      const parent = productById(db, id);
      if (!row || !parent) return null;
      const variation = toVariation(row);
      const markup = productPanel({ ...parent, title: variation.title, shortDescription: parent.shortDescription }, variation.image, variationUrl(variation, parent), variation.sku);
      return { html: markup.value, price: priceHtml({ ...variation, type: 'simple' }).value };
    }
    case 'taxonomy': {
      const row = db.prepare(`SELECT ${TERM_COLUMNS} FROM terms t WHERE t.id = ? AND t.taxonomy = ?`).get(id, second ?? '');
      return row ? { html: termPanel(db, toTerm(row)).value, price: '' } : null;
    }
    case 'post': {
      const page = SITE_PAGES.find((candidate) => candidate.id === id && candidate.postType === second);
      return page ? { html: html`<div class="dgwt-wcas-details-inner dgwt-wcas-details-inner-post"><a class="dgwt-wcas-details-post-title" href="${page.url}">${page.title}</a></div>`.value, price: '' } : null;
    }
    default:
      return null;
  }
}

function productById(db: Db, id: number): Product | null {
  const row = db.prepare(`SELECT ${PRODUCT_COLUMNS} FROM products p WHERE p.id = ?`).get(id);
  return row ? toProduct(row) : null;
}

function productPanel(product: Product, image: string, url: string, sku: string): SafeHtml {
  return html`<div class="dgwt-wcas-details-inner dgwt-wcas-details-inner-product"><div class="dgwt-wcas-product-details">
<a class="dgwt-wcas-details-main-image" href="${url}" tabindex="-1" aria-hidden="true"><img src="${image}" alt="" width="300" height="300" loading="lazy" decoding="async"></a>
<div class="dgwt-wcas-details-space">
<a class="dgwt-wcas-details-product-title" href="${url}">${toPersianDigits(product.title)}</a>
<span class="dgwt-wcas-details-product-sku">${faIR.skuLabel} ${sku}</span>
<div class="dgwt-wcas-pd-price">${priceHtml(product)}</div>
<div class="dgwt-wcas-details-desc">${toPersianDigits(product.shortDescription)}</div>
</div></div></div>`;
}

/** The newest products of the term, as FiboSearch's panel for a category lists them. */
function termPanel(db: Db, term: Term): SafeHtml {
  const rows = db.prepare(`SELECT ${PRODUCT_COLUMNS} FROM products p WHERE p.id IN (
      SELECT product_id FROM product_terms WHERE term_id = ? ORDER BY product_id DESC LIMIT ?) ORDER BY p.id DESC`).all(term.id, TERM_PANEL_PRODUCTS);
  const products = rows.map(toProduct);
  return html`<div class="dgwt-wcas-details-inner dgwt-wcas-details-inner-taxonomy">
<span class="dgwt-wcas-datails-title">${term.name}</span>
<ul class="dgwt-wcas-details-hr-products">${products.map((product) => html`<li class="dgwt-wcas-details-hr-product"><a href="${productUrl(product)}">${raw(thumbHtml(product.images[0] ?? ''))}<span class="dgwt-wcas-details-product-title">${toPersianDigits(product.title)}</span></a>${priceHtml(product)}</li>`)}</ul>
</div>`;
}

/** `{ success, data: { id: priceHtml } }` for the ids that are products or variations, as the suggestions show prices. */
export function dynamicPrices(db: Db, ids: readonly number[]): { success: true; data: Record<string, string> } {
  const data: Record<string, string> = {};
  if (ids.length > 0) {
    const list = JSON.stringify(ids);
    for (const row of db.prepare(`SELECT ${PRODUCT_COLUMNS} FROM products p WHERE p.id IN (SELECT value FROM json_each(?))`).all(list)) {
      const product = toProduct(row);
      data[String(product.id)] = suggestionPrice(product);
    }
    for (const row of db.prepare(`SELECT ${VARIATION_COLUMNS} FROM variations v WHERE v.id IN (SELECT value FROM json_each(?))`).all(list)) {
      const variation = toVariation(row);
      data[String(variation.id)] = suggestionPrice({ ...variation, type: 'simple' });
    }
  }
  return { success: true, data };
}
