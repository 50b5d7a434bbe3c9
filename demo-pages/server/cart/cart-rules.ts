/**
 * WooCommerce's quantity rules for one product: stock, sold individually, and a min/max quantity plugin.
 * `applyQuantity` is what the mini-cart's set_qty applies; its result is the response's `meta`.
 */
export interface QuantityRules {
  soldIndividually: boolean;
  /** At least 1. */
  min: number;
  /** At least 1 and at most QUANTITY_CEILING. Already includes stock and "sold individually". */
  max: number;
}

/**
 * The most of one line a cart holds, whatever the product says: a product with no stock management and no maximum
 * would otherwise take 999,999,999 units from one request (and overflow every total printed from it).
 */
export const QUANTITY_CEILING = 9999;

export interface Purchasable {
  soldIndividually: boolean;
  minQty: number;
  maxQty: number;
  stockStatus: 'instock' | 'outofstock' | 'onbackorder';
  stockQty: number | null;
}

export function rulesOf(product: Purchasable): QuantityRules {
  const caps: number[] = [QUANTITY_CEILING];
  if (product.soldIndividually) caps.push(1);
  if (product.maxQty > 0) caps.push(product.maxQty);
  if (product.stockStatus === 'instock' && product.stockQty !== null && product.stockQty > 0) caps.push(product.stockQty);
  const max = Math.min(...caps);
  const min = Math.max(1, product.minQty || 1);
  return { soldIndividually: product.soldIndividually, min: Math.min(min, max), max };
}

export interface QuantityMeta {
  applied: number;
  requested: number;
  sold_individually: boolean;
  max: number;
  min: number;
}

/** The quantity the store applies when asked for `requested`; 0 removes the line. */
export function applyQuantity(rules: QuantityRules, requested: number): QuantityMeta {
  let applied = Number.isNaN(requested) ? 0 : Math.max(0, Math.floor(requested));
  if (applied > 0) {
    if (applied > rules.max) applied = rules.max;
    if (applied < rules.min) applied = rules.min;
  }
  return { applied, requested, sold_individually: rules.soldIndividually, max: rules.max, min: rules.min };
}
