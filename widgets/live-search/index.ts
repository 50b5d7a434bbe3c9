import { defineIsland } from '../../shared/islands/define-island';
import { pageAsksFor } from '../../shared/islands/page-islands';

/**
 * The live search: `[data-island="live-search"]`, in the header and anywhere a theme marks one (README.md). Its
 * view loads at the first focus or touch of the box (`data-load-on="interaction"`); until then the server's GET form
 * is the search, and what the shopper types into it meanwhile is kept (adopt).
 */
defineIsland({
  name: 'live-search',
  loadOn: 'interaction',
  load: () => import('./mount'),
});

// A product page records its product in the search history once the browser is idle: nothing at load, and the
// history module only on product pages.
if (typeof document !== 'undefined' && document.body?.classList.contains('single-product') && pageAsksFor('live-search')) {
  const later = window.requestIdleCallback ?? ((fn: () => void) => setTimeout(fn, 200));
  later(() => void import('./history').then((history) => history.recordViewedProduct()));
}
