import { defineIsland } from '../../shared/islands/define-island';
import { comparePageProps } from './props';

/**
 * The comparison page island: `[data-island="compare-page"]`, the toolbar over the server's table (see README.md):
 * «فقط تفاوت‌ها», remove in place, and the «افزودن محصول به مقایسه» modal (its own chunk, loaded when reached for).
 */
defineIsland({
  name: 'compare-page',
  props: comparePageProps,
  loadOn: 'idle',
  load: () => import('./mount'),
});
