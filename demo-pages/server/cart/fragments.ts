import { cartPageContent } from '../../templates/pages/cart';
import { miniCartBody } from '../../templates/mini-cart-body';
import { wooMiniCartBody } from '../../templates/woo-markup';
import type { Store } from '../store';

/**
 * The cart fragments of this theme (WooCommerce's `woocommerce_add_to_cart_fragments`): the mini-cart body and the
 * cart page's table. Each key is a selector; the client replaces every element it matches.
 */
export function cartFragments(store: Store, sessionId: string, markup: 'theme' | 'woo' = 'theme'): { fragments: Record<string, string>; cart_hash: string } {
  const lines = store.cart.lines(sessionId);
  const subtotal = lines.reduce((s, l) => s + l.lineTotal, 0);
  // The `?woo=1` variant plays a shop whose theme leaves WooCommerce's cart/mini-cart.php as it is.
  const body = markup === 'woo' ? wooMiniCartBody(lines, subtotal, store.sessions.nonce(sessionId, 'woocommerce-cart')) : miniCartBody(lines, subtotal);
  return {
    fragments: {
      'div.widget_shopping_cart_content': body.value,
      'div.hsa-cart-page': cartPageContent(lines, store.sessions.nonce(sessionId, 'woocommerce-cart')).value,
    },
    cart_hash: store.cart.hash(sessionId),
  };
}

/** The mini-cart call's cart part: `html` and `count`. */
export function miniCartState(store: Store, sessionId: string) {
  const lines = store.cart.lines(sessionId);
  return {
    html: miniCartBody(lines, lines.reduce((s, l) => s + l.lineTotal, 0)).value,
    count: lines.reduce((s, l) => s + l.quantity, 0),
    cart_hash: store.cart.hash(sessionId),
  };
}
