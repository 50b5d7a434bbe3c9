import { defineBehaviour } from '../../shared/islands/define-behaviour';
import { setupGalleries } from './gallery';
import { setupTagStrips } from './tag-strip';

/** Product cards: the gallery arrows and the draggable tag strip (spec section 2, "Product card"). */
defineBehaviour({ name: 'product-card-gallery', entry: 'product-card', setup: setupGalleries });
defineBehaviour({ name: 'product-card-tags', entry: 'product-card', setup: setupTagStrips });
