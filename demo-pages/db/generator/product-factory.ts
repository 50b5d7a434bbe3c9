/**
 * Builds one product (and its variations) from its own random stream. Pure: no database, no ids beyond the one
 * handed in, so the seeder decides storage and the same inputs always give the same product.
 */
import type { AttributeFacet } from '../facets';
import { COLOR, type AttributeValue } from './attribute-values';
import { brandBySlug, type BrandSeed } from './brands';
import type { PlacedLeaf } from './categories';
import { describeProduct } from './product-description';
import { drawPricing, drawPurchaseRules, drawStock, type Pricing, type PurchaseRules, type StockState } from './product-commerce';
import type { Random } from './prng';
import { eligibleTags, TAGS } from './tags';
import { buildVariations, type VariationDraft } from './variation-factory';

export interface ProductDraft {
  id: number;
  type: 'simple' | 'variable';
  leaf: PlacedLeaf;
  brand: BrandSeed;
  title: string;
  slug: string;
  sku: string;
  pricing: Pricing;
  stock: StockState;
  rules: PurchaseRules;
  rating: number;
  ratingCount: number;
  totalSales: number;
  createdAt: string;
  imageCount: number;
  shortDescription: string;
  attributes: Map<AttributeFacet, AttributeValue[]>;
  tags: AttributeValue[];
  variations: VariationDraft[];
}

export interface ProductPlan {
  id: number;
  /** 0-based position in the catalogue; it numbers the SKU. */
  index: number;
  leaf: PlacedLeaf;
  createdAt: string;
  variable: boolean;
}

/** A share of products shows a single picture, so the card gallery's 'no arrows' case is common. */
const SINGLE_IMAGE_SHARE = 0.4;
const UNRATED_SHARE = 0.15;
/** Some products list two usages; the facet is a checkbox list, so a product may sit under both. */
const SECOND_USAGE_SHARE = 0.25;

export function buildProduct(plan: ProductPlan, rng: Random): ProductDraft {
  const { leaf } = plan.leaf;
  const brand = brandBySlug(rng.pick(leaf.brands));
  if (!brand) throw new Error(`unknown brand in category ${leaf.slug}`);
  const variationFacet = plan.variable && leaf.variationFacets ? rng.pick(leaf.variationFacets) : null;
  const attributes = drawAttributes(plan.leaf, brand, rng);
  const noun = rng.pick(leaf.nouns);
  const modelNumber = rng.int(brand.origin === 'iran' ? 1000 : 100, 9999);
  const voltage = leaf.voltages ? rng.pick(leaf.voltages) : null;

  const nounValue = leaf.nounFacet ? attributes.get(leaf.nounFacet)?.[0] : undefined;
  const titleParts = [noun, nounValue?.name, brand.name, `مدل ${brand.modelPrefix}${modelNumber}`];
  // With the Persian decimal separator (۱۴٫۴), as a shopper reads a number; search folds it with a full stop.
  if (voltage !== null) titleParts.push(`ولتاژ ${String(voltage).replace('.', '٫')} ولت`);
  for (const spec of leaf.titleSpecs) {
    const value = attributes.get(spec.facet)?.[0];
    if (value && spec.facet !== variationFacet) titleParts.push(spec.template.replace('{v}', value.name));
  }
  const title = titleParts.filter(Boolean).join(' ');
  const sku = `${brand.code}-${modelNumber}-${String(plan.index + 1).padStart(4, '0')}`;

  let pricing = drawPricing(leaf.price, brand.origin, rng);
  let stock = drawStock(rng);
  let variations: VariationDraft[] = [];
  if (variationFacet) {
    const pool = leaf.attributes[variationFacet] ?? [];
    variations = buildVariations({ parentId: plan.id, parentTitle: title, parentSku: sku, facet: variationFacet, pool, base: pricing, rng });
    attributes.set(variationFacet, variations.map((variation) => variation.value));
    pricing = cheapestVariation(variations);
    stock = { status: variations.some((v) => v.stock.status === 'instock') ? 'instock' : 'outofstock', qty: null };
  }

  const rated = !rng.chance(UNRATED_SHARE);
  const totalSales = Math.floor(rng.next() ** 3 * 1500);
  const tagPool = eligibleTags({
    categoryTags: leaf.tags, origin: brand.origin, onSale: pricing.sale !== null, totalSales, price: pricing.price,
  });

  return {
    id: plan.id,
    type: variationFacet ? 'variable' : 'simple',
    leaf: plan.leaf,
    brand,
    title,
    slug: `${brand.slug}-${leaf.slug}-${modelNumber}-${plan.id}`,
    sku,
    pricing,
    stock,
    rules: drawPurchaseRules(plan.leaf.parent.slug === 'anchors', rng),
    rating: rated ? Math.min(5, Math.round((3 + 2 * Math.sqrt(rng.next())) * 10) / 10) : 0,
    ratingCount: rated ? 1 + Math.floor(rng.next() ** 2 * 300) : 0,
    totalSales,
    createdAt: plan.createdAt,
    imageCount: rng.chance(SINGLE_IMAGE_SHARE) ? 1 : rng.int(2, 5),
    shortDescription: describeProduct({ noun, brandName: brand.name, purpose: leaf.purpose, attributes, variationFacet, voltage }),
    attributes,
    tags: rng.sample(tagPool, rng.int(1, 3)).map((key) => TAGS[key]),
    variations,
  };
}

function drawAttributes(placed: PlacedLeaf, brand: BrandSeed, rng: Random): Map<AttributeFacet, AttributeValue[]> {
  const { leaf } = placed;
  const attributes = new Map<AttributeFacet, AttributeValue[]>();
  for (const [facet, pool] of Object.entries(leaf.attributes) as [AttributeFacet, readonly AttributeValue[]][]) {
    const count = facet === 'hsa_karbord' && rng.chance(SECOND_USAGE_SHARE) ? 2 : 1;
    attributes.set(facet, rng.sample(pool, count));
  }
  if (leaf.colorFromBrand) attributes.set('hsa_color', [COLOR[brand.paint]]);
  return attributes;
}

/** WooCommerce lists a variable product at the price of its cheapest variation. */
function cheapestVariation(variations: readonly VariationDraft[]): Pricing {
  let cheapest = variations[0];
  for (const variation of variations) {
    if (cheapest === undefined || variation.pricing.price < cheapest.pricing.price) cheapest = variation;
  }
  if (!cheapest) throw new Error('a variable product needs variations');
  return cheapest.pricing;
}
