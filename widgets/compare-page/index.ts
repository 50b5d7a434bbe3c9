import { defineIsland } from '../../shared/islands/define-island';

/**
 * The comparison page island: `[data-island="compare-page"]`, the toolbar over the server's table (see README.md):
 * «فقط تفاوت‌ها», remove in place, and the «افزودن محصول به مقایسه» modal (its own chunk, loaded when reached for).
 */
defineIsland({
  name: 'compare-page',
  loadOn: 'idle',
  load: () => import('./mount'),
});
