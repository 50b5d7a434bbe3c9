import { defineBehaviour } from '../../shared/islands/define-behaviour';
import { setupCartBadges } from './cart-badges';

/** Cart badges in server markup, following $cart (spec section 4, "Cart badge in the mobile navigation"). */
defineBehaviour({ name: 'cart-badge', setup: setupCartBadges });
