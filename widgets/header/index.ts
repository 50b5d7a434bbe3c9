import { defineIsland } from '../../shared/islands/define-island';
import { mount } from './mount';
import { headerProps } from './props';
import './header.css';

/**
 * The header island: `[data-island="header"]` (README.md). With the page: the scroll behaviour (a few hundred
 * bytes). The drawer, the city dialog and the mega menu load when the shopper reaches for them. The mini-cart, the
 * live search and the login inside the header are islands of their own: the header never renders over them.
 */
defineIsland({
  name: 'header',
  props: headerProps,
  loadOn: 'load',
  load: () => ({ mount }),
});
