/**
 * Variations of a variable product (a wheel in several sizes, a glue in several volumes or colours). WooCommerce
 * stores variations as posts, so their ids come from the products' id space, right after their parent's.
 */
import { attributeTaxonomy, type AttributeFacet } from '../facets';
import type { AttributeValue } from './attribute-values';
import { drawStock, roundToToman, withSale, type Pricing, type StockState } from './product-commerce';
import type { Random } from './prng';

export interface VariationDraft {
  id: number;
  title: string;
  sku: string;
  facet: AttributeFacet;
  value: AttributeValue;
  /** The variation's attributes as WooCommerce reports them: taxonomy → term slug. */
  attributes: Record<string, string>;
  pricing: Pricing;
  stock: StockState;
}

export interface VariationRequest {
  parentId: number;
  parentTitle: string;
  parentSku: string;
  facet: AttributeFacet;
  pool: readonly AttributeValue[];
  /** The price the product would have as a simple one; the smallest variation costs about that. */
  base: Pricing;
  rng: Random;
}

/** A bigger size or volume costs more; colours of one size cost the same. */
const STEP_SURCHARGE = 0.35;

export function buildVariations(request: VariationRequest): VariationDraft[] {
  const { rng, pool, facet } = request;
  const count = Math.min(pool.length, rng.int(2, 4));
  // Keep the pool's order (small to large), so prices grow with the size and the list reads naturally.
  const chosen = rng.sample(pool, count).sort((a, b) => pool.indexOf(a) - pool.indexOf(b));
  const priced = facet !== 'hsa_color';
  return chosen.map((value, position) => {
    const regular = roundToToman(request.base.regular * (priced ? 1 + STEP_SURCHARGE * position : 1));
    return {
      id: request.parentId + 1 + position,
      title: `${request.parentTitle} - ${value.name}`,
      sku: `${request.parentSku}-${position + 1}`,
      facet,
      value,
      attributes: { [attributeTaxonomy(facet)]: value.slug },
      pricing: withSale(regular, rng),
      stock: drawStock(rng),
    };
  });
}
