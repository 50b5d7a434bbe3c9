import { defineBehaviour } from '../../shared/islands/define-behaviour';
import { setupAddToCart } from './add-to-cart';
import { setupRemoveLinks } from './remove-from-cart';

/** Add-to-cart buttons and remove-from-cart links, delegated from the document (spec sections 4 and 7). */
defineBehaviour({ name: 'add-to-cart', setup: setupAddToCart });
defineBehaviour({ name: 'remove-from-cart', entry: 'add-to-cart', setup: setupRemoveLinks });
