import { parseLocalizedInt } from '../platform/digits';
import { parseMarkup } from '../platform/fragments';

/**
 * Reading the cart from server markup (spec section 4, "Cart badge"): the count comes from the mini-cart's count
 * or quantity text; when that is missing the caller falls back to the configured `cartCount`.
 */

/** The mini-cart body region WooCommerce's fragments target. */
export const MINI_CART_SELECTOR = 'div.widget_shopping_cart_content';

/** Reads a count from markup: `[data-cart-count]`, else the sum of the mini-cart lines' quantities; null if neither. */
export function readCountFrom(scope: ParentNode): number | null {
  const marked = scope.querySelector<HTMLElement>('[data-cart-count]');
  if (marked) {
    const n = parseLocalizedInt(marked.getAttribute('data-cart-count') || marked.textContent);
    if (Number.isFinite(n) && n >= 0) return n;
  }
  // WooCommerce's own mini-cart: "<span class="quantity">2 × …</span>" per line, and an empty-message paragraph.
  if (scope.querySelector('.woocommerce-mini-cart__empty-message')) return 0;
  const quantities = scope.querySelectorAll('.woocommerce-mini-cart-item .quantity');
  if (quantities.length === 0) return null;
  let sum = 0;
  quantities.forEach((q) => {
    const n = parseLocalizedInt(q.textContent);
    if (Number.isFinite(n) && n > 0) sum += n;
  });
  return sum;
}

/** The count a page shows: from its mini-cart region. */
export function readCountFromDocument(doc: Document = document): number | null {
  for (const region of Array.from(doc.querySelectorAll(MINI_CART_SELECTOR))) {
    const n = readCountFrom(region);
    if (n !== null) return n;
  }
  return null;
}
