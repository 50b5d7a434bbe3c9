import { prepareAnnouncer } from '../../shared/a11y/announcer';
import { getConfig } from '../../shared/api/page-config';
import { defineBehaviour } from '../../shared/islands/define-behaviour';
import { setupAddToCart } from './add-to-cart';
import { setupRemoveLinks } from './remove-from-cart';

/** Add-to-cart buttons and remove-from-cart links, delegated from the document (spec sections 4 and 7). */
defineBehaviour({
  name: 'add-to-cart',
  setup: (d, doc) => {
    getConfig();
    prepareAnnouncer();
    setupAddToCart(d, doc);
  },
});
defineBehaviour({
  name: 'remove-from-cart',
  setup: (d, doc) => {
    getConfig();
    setupRemoveLinks(d, doc);
  },
});
