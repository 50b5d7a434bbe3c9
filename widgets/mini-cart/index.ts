import { defineIsland } from '../../shared/islands/define-island';

/**
 * The mini-cart island: `[data-island="mini-cart"]` (see README.md). Its view (and Preact) load when the shopper
 * reaches for the button (hover, focus, touch, a key) or when an add or an "open the cart" starts anywhere on the
 * page; until then the server's link and badge are the mini-cart, and the badge follows $cart (cart-badge).
 */
defineIsland({
  name: 'mini-cart',
  loadOn: 'interaction',
  wakeOn: ['adding_to_cart', 'hsa:mini-cart-open'],
  load: () => import('./mount'),
});
