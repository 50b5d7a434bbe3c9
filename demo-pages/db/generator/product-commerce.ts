/**
 * The commercial side of a generated product: price in toman, sale, stock, and purchase rules. Shares follow the
 * brief: about 20% on sale, 10% out of stock, a few on backorder, 3% sold individually, 5% with a minimum and 5%
 * with a maximum quantity.
 */
import type { Random } from './prng';

export interface Pricing {
  regular: number;
  /** null when not on sale. */
  sale: number | null;
  /** What the shopper pays: the sale price when there is one. */
  price: number;
}

export type StockStatus = 'instock' | 'outofstock' | 'onbackorder';

export interface StockState {
  status: StockStatus;
  /** null when the shop does not manage stock for the product. */
  qty: number | null;
}

export interface PurchaseRules {
  soldIndividually: boolean;
  /** At least 1. */
  minQty: number;
  /** 0 means no maximum. */
  maxQty: number;
}

const TOMAN_STEP = 1000;
const SALE_SHARE = 0.2;
const OUT_OF_STOCK_SHARE = 0.1;
const BACKORDER_SHARE = 0.03;
const UNMANAGED_STOCK_SHARE = 0.45;
const SOLD_INDIVIDUALLY_SHARE = 0.03;
const MAX_QTY_SHARE = 0.05;
/** Anchors are sold in packs far more often; the overall share of minimums stays near 5%. */
const MIN_QTY_SHARE = { packGoods: 0.2, other: 0.025 };

export function roundToToman(amount: number): number {
  return Math.max(TOMAN_STEP, Math.round(amount / TOMAN_STEP) * TOMAN_STEP);
}

/**
 * Log-uniform inside the category's range; international brands sit in the upper part of it, Iranian ones in the
 * lower, as in a real Iranian tool shop.
 */
export function drawPricing(range: readonly [number, number], origin: 'iran' | 'international', rng: Random): Pricing {
  const [low, high] = range;
  const position = origin === 'international' ? 0.35 + 0.65 * rng.next() : 0.7 * rng.next();
  const regular = roundToToman(low * (high / low) ** position);
  return withSale(regular, rng);
}

/** 10–35% off on about a fifth of prices; a discount that rounds to nothing is dropped. */
export function withSale(regular: number, rng: Random): Pricing {
  if (!rng.chance(SALE_SHARE)) return { regular, sale: null, price: regular };
  const sale = roundToToman(regular * (1 - rng.int(10, 35) / 100));
  return sale < regular ? { regular, sale, price: sale } : { regular, sale: null, price: regular };
}

export function drawStock(rng: Random): StockState {
  const roll = rng.next();
  if (roll < OUT_OF_STOCK_SHARE) return { status: 'outofstock', qty: null };
  if (roll < OUT_OF_STOCK_SHARE + BACKORDER_SHARE) return { status: 'onbackorder', qty: null };
  return { status: 'instock', qty: rng.chance(UNMANAGED_STOCK_SHARE) ? null : rng.int(1, 200) };
}

export function drawPurchaseRules(packGoods: boolean, rng: Random): PurchaseRules {
  if (rng.chance(SOLD_INDIVIDUALLY_SHARE)) return { soldIndividually: true, minQty: 1, maxQty: 0 };
  const minQty = rng.chance(packGoods ? MIN_QTY_SHARE.packGoods : MIN_QTY_SHARE.other) ? rng.int(2, 10) : 1;
  let maxQty = rng.chance(MAX_QTY_SHARE) ? rng.int(2, 20) : 0;
  if (maxQty !== 0 && maxQty < minQty) maxQty = minQty;
  return { soldIndividually: false, minQty, maxQty };
}
