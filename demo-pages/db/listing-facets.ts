/**
 * The filter engine's facets (spec section 3, Facets): their names in the URL (`_{name}=…`), types, Persian labels
 * (fa-IR-strings.md "Facets") and what each one filters on. Which facets a page shows is decided here too, so the
 * server page and the refresh endpoint cannot disagree.
 */
import type { FacetType } from '../../shared/api/contracts/listing';
import { ATTRIBUTE_FACETS, attributeTaxonomy, BRAND_TAXONOMY, CATEGORY_TAXONOMY } from './facets';

export type FacetSource =
  | { kind: 'taxonomy'; taxonomy: string }
  | { kind: 'flag'; field: 'inStock' | 'onSale'; choiceLabel: string }
  | { kind: 'price' }
  | { kind: 'rating' }
  | { kind: 'search' }
  | { kind: 'sort' }
  | { kind: 'pager' };

export interface FacetDef {
  name: string;
  type: FacetType;
  label: string;
  source: FacetSource;
}

const taxonomyFacet = (name: string, type: FacetType, label: string, taxonomy: string): FacetDef =>
  ({ name, type, label, source: { kind: 'taxonomy', taxonomy } });

export const IN_STOCK: FacetDef = {
  name: 'hsa_instock', type: 'checkboxes', label: 'فقط کالاهای موجود', source: { kind: 'flag', field: 'inStock', choiceLabel: 'فقط کالاهای موجود' },
};
export const ON_SALE: FacetDef = {
  name: 'hsa_onsale', type: 'checkboxes', label: 'فقط کالاهای تخفیف‌دار', source: { kind: 'flag', field: 'onSale', choiceLabel: 'فقط کالاهای تخفیف‌دار' },
};
export const PRICE_SLIDER: FacetDef = { name: 'hsa_price', type: 'slider', label: 'قیمت', source: { kind: 'price' } };
export const RATING: FacetDef = { name: 'hsa_rating', type: 'rating', label: 'امتیاز', source: { kind: 'rating' } };
export const BRAND: FacetDef = taxonomyFacet('brand', 'checkboxes', 'برند', BRAND_TAXONOMY);
export const CATEGORIES: FacetDef = taxonomyFacet('categories', 'hierarchy', 'دسته‌بندی‌ها', CATEGORY_TAXONOMY);
export const ATTRIBUTES: readonly FacetDef[] = ATTRIBUTE_FACETS.map(({ facet, label }) =>
  taxonomyFacet(facet, 'checkboxes', label, attributeTaxonomy(facet)));

/** The demo page of every facet type (spec: "one demo page shows every facet type"). */
export const DEMO_FACETS: readonly FacetDef[] = [
  { name: 'search', type: 'search', label: 'جستجو', source: { kind: 'search' } },
  CATEGORIES,
  { ...BRAND, type: 'fselect' },
  { ...ATTRIBUTES.find((f) => f.name === 'hsa_karbord')!, type: 'radio' },
  { ...ATTRIBUTES.find((f) => f.name === 'hsa_color')!, type: 'dropdown' },
  ATTRIBUTES.find((f) => f.name === 'hsa_body_type')!,
  IN_STOCK,
  ON_SALE,
  RATING,
  { name: 'price_range', type: 'number_range', label: 'بازه قیمت (تومان)', source: { kind: 'price' } },
  PRICE_SLIDER,
  { name: 'sort_by', type: 'sort', label: 'مرتب‌سازی', source: { kind: 'sort' } },
  { name: 'paging', type: 'pager', label: 'صفحه‌بندی', source: { kind: 'pager' } },
];

export type ArchiveKind = 'product_cat' | 'product_tag' | 'pwb-brand' | 'search' | 'demo' | 'shop';

/**
 * The facets of an archive, in sidebar order: category pages get stock, sale, the price slider, rating, brand and
 * the attributes; tag, brand, search and shop pages add the category tree first (and a brand page has no brand facet).
 * `hasChoices` drops attributes with no product in the archive, so a category shows the attributes that fit it.
 */
export function archiveFacets(kind: ArchiveKind, hasChoices: (facet: FacetDef) => boolean): FacetDef[] {
  if (kind === 'demo') return [...DEMO_FACETS];
  const head = kind === 'product_cat' ? [] : [CATEGORIES];
  const brand = kind === 'pwb-brand' ? [] : [BRAND];
  return [...head, IN_STOCK, ON_SALE, PRICE_SLIDER, RATING, ...brand, ...ATTRIBUTES.filter(hasChoices)];
}

/** Facets whose choices are data (settings.choices). */
export function hasChoiceList(facet: FacetDef): boolean {
  return facet.source.kind === 'taxonomy' || facet.source.kind === 'flag' || facet.source.kind === 'rating';
}
