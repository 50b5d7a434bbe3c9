import { defineIsland } from '../../shared/islands/define-island';
import { mount } from './mount';
import { mobileNavProps } from './props';
import './mobile-nav.css';

/**
 * The mobile bottom navigation: `[data-island="mobile-nav"]` (README.md). With the page: the active item, the
 * pulse and the on-dark / on-light look, on the server's markup. The services modal loads when the shopper reaches
 * for its item.
 */
defineIsland({
  name: 'mobile-nav',
  props: mobileNavProps,
  loadOn: 'load',
  load: () => ({ mount }),
});
