import { defineIsland } from '../../shared/islands/define-island';
import { facetSidebarProps } from './props';

/**
 * The facet sidebar island: `[data-island="facet-sidebar"]` (see README.md). Its view (and Preact, and the listing
 * contract) load at the shopper's first move on the sidebar or the bottom bar, unless the root's `data-load-on`
 * says otherwise; until then the server's links and GET forms are the filters, and work on their own.
 */
defineIsland({
  name: 'facet-sidebar',
  props: facetSidebarProps,
  loadOn: 'interaction',
  load: () => import('./mount'),
});
