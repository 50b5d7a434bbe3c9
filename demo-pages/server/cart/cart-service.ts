import { createHash } from 'node:crypto';
import type Database from 'libsql';
import type { Product } from '../../db/catalogue';
import { applyQuantity, rulesOf, type Purchasable, type QuantityMeta, type QuantityRules } from './cart-rules';

type DB = InstanceType<typeof Database>;

/**
 * The session's cart, kept in SQLite (it survives a restart), with WooCommerce's behaviour: item keys from the
 * product, variation and attributes; stock, min, max and sold-individually rules; the count is the sum of
 * quantities; the hash changes with the contents.
 */
/** What the cart needs of a product (the catalogue's Product has more). */
export type CartProduct = Pick<
  Product,
  'id' | 'slug' | 'title' | 'sku' | 'type' | 'price' | 'regularPrice' | 'salePrice' | 'images' | 'soldIndividually' | 'minQty' | 'maxQty' | 'stockStatus' | 'stockQty'
>;

export interface CartVariation {
  id: number;
  productId: number;
  sku: string;
  price: number;
  regularPrice: number;
  salePrice: number | null;
  stockStatus: Purchasable['stockStatus'];
  stockQty: number | null;
  attributes: Record<string, string>;
}

export interface CartCatalogue {
  productById(id: number): CartProduct | null;
  variationById(id: number): CartVariation | null;
  /** A shopper-facing description of a variation ("سایز چرخ: ۱۰ سانتی‌متر"). */
  describeVariation(variation: CartVariation): string;
}

export interface CartLine {
  key: string;
  product: CartProduct;
  variation: CartVariation | null;
  variationText: string;
  quantity: number;
  unitPrice: number;
  lineTotal: number;
  rules: QuantityRules;
}

export type AddResult =
  | { ok: true; line: CartLine; notices: string[] }
  | { ok: false; reason: 'not_found' | 'needs_options' | 'out_of_stock' | 'sold_individually' | 'limit' | 'bad_quantity'; message: string; productUrl: string | null };

export type SetResult =
  | { ok: true; meta: QuantityMeta; removed: boolean }
  | { ok: false; reason: 'not_found' };

export interface CartMessages {
  notFound: string;
  badQuantity: string;
  needsOptions(title: string): string;
  outOfStock(title: string): string;
  soldIndividually(title: string): string;
  limit(title: string, max: number, inCart: number): string;
  minRaised(min: number): string;
}

export function itemKey(productId: number, variationId: number, attributes: Record<string, string> = {}): string {
  const attrs = Object.keys(attributes).sort().map((k) => `${k}=${attributes[k]}`).join('&');
  return createHash('md5').update(`${productId}|${variationId}|${attrs}`).digest('hex');
}

interface Row {
  item_key: string;
  product_id: number;
  variation_id: number;
  quantity: number;
}

export class CartService {
  constructor(
    private readonly db: DB,
    private readonly catalogue: CartCatalogue,
    private readonly messages: CartMessages,
    /** Called before the cart of a session is written: the session now has something to keep. */
    private readonly keepSession: (sessionId: string) => void = () => {},
  ) {}

  private rows(sessionId: string): Row[] {
    return (this.db.prepare('SELECT item_key, product_id, variation_id, quantity FROM cart_items WHERE session_id = ? ORDER BY added_at, item_key').all(sessionId) as Row[]).map((r) => ({
      item_key: String(r.item_key),
      product_id: Number(r.product_id),
      variation_id: Number(r.variation_id),
      quantity: Number(r.quantity),
    }));
  }

  private purchasable(product: CartProduct, variation: CartVariation | null): Purchasable {
    return variation
      ? { soldIndividually: product.soldIndividually, minQty: product.minQty, maxQty: product.maxQty, stockStatus: variation.stockStatus, stockQty: variation.stockQty }
      : product;
  }

  private toLine(row: Row): CartLine | null {
    const product = this.catalogue.productById(row.product_id);
    if (!product) return null;
    const variation = row.variation_id ? this.catalogue.variationById(row.variation_id) : null;
    if (row.variation_id && !variation) return null;
    const unitPrice = variation ? variation.price : product.price;
    return {
      key: row.item_key,
      product,
      variation,
      variationText: variation ? this.catalogue.describeVariation(variation) : '',
      quantity: row.quantity,
      unitPrice,
      lineTotal: unitPrice * row.quantity,
      rules: rulesOf(this.purchasable(product, variation)),
    };
  }

  /** The cart's lines; lines whose product has left the catalogue are dropped for good. */
  lines(sessionId: string): CartLine[] {
    const lines: CartLine[] = [];
    for (const row of this.rows(sessionId)) {
      const line = this.toLine(row);
      if (line) lines.push(line);
      else this.db.prepare('DELETE FROM cart_items WHERE session_id = ? AND item_key = ?').run(sessionId, row.item_key);
    }
    return lines;
  }

  count(sessionId: string): number {
    return this.lines(sessionId).reduce((sum, line) => sum + line.quantity, 0);
  }

  totals(sessionId: string): { count: number; subtotal: number; regularSubtotal: number } {
    const lines = this.lines(sessionId);
    return {
      count: lines.reduce((s, l) => s + l.quantity, 0),
      subtotal: lines.reduce((s, l) => s + l.lineTotal, 0),
      regularSubtotal: lines.reduce((s, l) => s + (l.variation ? l.variation.regularPrice : l.product.regularPrice) * l.quantity, 0),
    };
  }

  /** WooCommerce's cart hash: changes whenever the contents do; empty string for an empty cart. */
  hash(sessionId: string): string {
    const rows = this.rows(sessionId);
    if (!rows.length) return '';
    return createHash('md5').update(JSON.stringify(rows.map((r) => [r.item_key, r.quantity]))).digest('hex');
  }

  add(sessionId: string, productOrVariationId: number, quantity: number, now = Date.now()): AddResult {
    let product = this.catalogue.productById(productOrVariationId);
    let variation: CartVariation | null = null;
    if (!product) {
      // WooCommerce accepts a variation id and swaps in its parent (wire-shapes.md).
      variation = this.catalogue.variationById(productOrVariationId);
      product = variation ? this.catalogue.productById(variation.productId) : null;
    }
    if (!product) return { ok: false, reason: 'not_found', message: this.messages.notFound, productUrl: null };
    const productUrl = `/product/${product.slug}/`;
    if (!Number.isInteger(quantity) || quantity < 1) {
      return { ok: false, reason: 'bad_quantity', message: this.messages.badQuantity, productUrl };
    }
    if (product.type === 'variable' && !variation) {
      return { ok: false, reason: 'needs_options', message: this.messages.needsOptions(product.title), productUrl };
    }
    const purchasable = this.purchasable(product, variation);
    if (purchasable.stockStatus === 'outofstock') {
      return { ok: false, reason: 'out_of_stock', message: this.messages.outOfStock(product.title), productUrl };
    }
    const rules = rulesOf(purchasable);
    const key = itemKey(product.id, variation?.id ?? 0, variation?.attributes);
    const inCart = this.quantityOf(sessionId, key);
    if (inCart > 0 && rules.soldIndividually) {
      return { ok: false, reason: 'sold_individually', message: this.messages.soldIndividually(product.title), productUrl };
    }
    const adding = rules.soldIndividually ? 1 : quantity;
    if (inCart + adding > rules.max) {
      return { ok: false, reason: 'limit', message: this.messages.limit(product.title, rules.max, inCart), productUrl };
    }
    const notices = inCart + adding < rules.min ? [this.messages.minRaised(rules.min)] : [];
    this.keepSession(sessionId);
    // One statement that adds to whatever the line holds now: another server process on this file may have
    // written it since it was read above, so the rules are applied again inside the statement (never above max).
    const row = this.db
      .prepare(
        `INSERT INTO cart_items (session_id, item_key, product_id, variation_id, quantity, added_at) VALUES (?, ?, ?, ?, MIN(MAX(?, ?), ?), ?)
         ON CONFLICT(session_id, item_key) DO UPDATE SET quantity = MIN(MAX(cart_items.quantity + ?, ?), ?)
         RETURNING quantity`,
      )
      .get(sessionId, key, product.id, variation?.id ?? 0, adding, rules.min, rules.max, now, adding, rules.min, rules.max) as { quantity: number };
    const line = this.toLine({ item_key: key, product_id: product.id, variation_id: variation?.id ?? 0, quantity: Number(row.quantity) })!;
    return { ok: true, line, notices };
  }

  private quantityOf(sessionId: string, key: string): number {
    const row = this.db.prepare('SELECT quantity FROM cart_items WHERE session_id = ? AND item_key = ?').get(sessionId, key) as { quantity: number } | undefined;
    return row ? Number(row.quantity) : 0;
  }

  /** The mini-cart's set_qty: the line must exist and belong to the product; 0 removes it. */
  setQuantity(sessionId: string, key: string, requested: number, productId?: number): SetResult {
    const line = this.lines(sessionId).find((l) => l.key === key);
    if (!line || (productId !== undefined && productId !== line.product.id && productId !== line.variation?.id)) {
      return { ok: false, reason: 'not_found' };
    }
    const meta = applyQuantity(line.rules, requested);
    if (meta.applied === 0) {
      this.remove(sessionId, key);
      return { ok: true, meta, removed: true };
    }
    this.keepSession(sessionId);
    this.db.prepare('UPDATE cart_items SET quantity = ? WHERE session_id = ? AND item_key = ?').run(meta.applied, sessionId, key);
    return { ok: true, meta, removed: false };
  }

  /** Removes a line, and keeps what went (WooCommerce's removed_cart_contents) for «بازگردانی؟». */
  remove(sessionId: string, key: string, now = Date.now()): boolean {
    this.db
      .prepare(
        `INSERT OR REPLACE INTO removed_cart_items (session_id, item_key, product_id, variation_id, quantity, removed_at)
         SELECT session_id, item_key, product_id, variation_id, quantity, ? FROM cart_items WHERE session_id = ? AND item_key = ?`,
      )
      .run(now, sessionId, key);
    const result = this.db.prepare('DELETE FROM cart_items WHERE session_id = ? AND item_key = ?').run(sessionId, key);
    return Number(result.changes) > 0;
  }

  /**
   * Brings back a removed line (WooCommerce's restore_cart_item, the undo link of a remove) through the cart's rules:
   * the product may have gone, sold out or changed its limits since. A line of the same key back in the cart meanwhile
   * is set to what went (as WooCommerce puts the removed line back over it). null when nothing by that key went (an old
   * link, a second press); refused, what went stays kept for another try.
   */
  restore(sessionId: string, key: string): AddResult | null {
    // claimed in one statement: two presses at once (two server processes on one file) bring it back once
    const row = this.db
      .prepare('DELETE FROM removed_cart_items WHERE session_id = ? AND item_key = ? RETURNING product_id, variation_id, quantity, removed_at')
      .get(sessionId, key) as (Omit<Row, 'item_key'> & { removed_at: number }) | undefined;
    if (!row) return null;
    const present = this.lines(sessionId).find((l) => l.key === key);
    let result: AddResult;
    if (present) {
      const set = this.setQuantity(sessionId, key, Number(row.quantity));
      result = set.ok ? { ok: true, line: this.lines(sessionId).find((l) => l.key === key) ?? present, notices: [] } : { ok: false, reason: 'not_found', message: this.messages.notFound, productUrl: null };
    } else {
      // no more than the product's limits allow now (its stock or maximum may have come down since)
      const product = this.catalogue.productById(Number(row.product_id));
      const variation = Number(row.variation_id) ? this.catalogue.variationById(Number(row.variation_id)) : null;
      const max = product ? rulesOf(this.purchasable(product, variation)).max : Infinity;
      result = this.add(sessionId, Number(row.variation_id) || Number(row.product_id), Math.min(Number(row.quantity), max));
    }
    if (!result.ok) {
      this.db
        .prepare('INSERT OR IGNORE INTO removed_cart_items (session_id, item_key, product_id, variation_id, quantity, removed_at) VALUES (?, ?, ?, ?, ?, ?)')
        .run(sessionId, key, row.product_id, row.variation_id, row.quantity, row.removed_at);
    }
    return result;
  }

  empty(sessionId: string): void {
    this.db.prepare('DELETE FROM cart_items WHERE session_id = ?').run(sessionId);
    this.db.prepare('DELETE FROM removed_cart_items WHERE session_id = ?').run(sessionId);
  }
}
