import { defineIsland } from '../../shared/islands/define-island';
import { compareTrayProps } from './props';

/**
 * The compare tray island: `[data-island="compare-tray"]` on listings (see README.md). It loads with the page (small,
 * no Preact): the cards' compare toggles show the selection kept on the device as soon as the listing is there.
 */
defineIsland({
  name: 'compare-tray',
  props: compareTrayProps,
  loadOn: 'load',
  load: () => import('./mount'),
});
