import { defineIsland } from '../../shared/islands/define-island';
import { miniCartPropsSchema } from './props';

/** The mini-cart island: `[data-island="mini-cart"]` (see README.md). */
defineIsland({
  name: 'mini-cart',
  props: miniCartPropsSchema,
  loadOn: 'load',
  load: () => import('./mount'),
});
