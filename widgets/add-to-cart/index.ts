import { defineBehaviour } from '../../shared/islands/define-behaviour';
import { setupAddToCart } from './add-to-cart';
import { setupCheckoutReview } from './checkout-review';
import { setupRemoveLinks } from './remove-from-cart';
import { setupVariationSku } from './variation-sku';

/**
 * Add-to-cart buttons and remove-from-cart links, delegated from the document (spec sections 4 and 7), and the
 * checkout's order review following the cart, and a variable product's SKU following the choice.
 */
defineBehaviour({ name: 'add-to-cart', setup: setupAddToCart });
defineBehaviour({ name: 'remove-from-cart', entry: 'add-to-cart', setup: setupRemoveLinks });
defineBehaviour({ name: 'checkout-review', entry: 'add-to-cart', setup: setupCheckoutReview });
defineBehaviour({ name: 'variation-sku', entry: 'add-to-cart', setup: setupVariationSku });
