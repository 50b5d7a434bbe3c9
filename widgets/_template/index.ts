import { defineIsland } from '../../shared/islands/define-island';
import { exampleProps } from './props';

/**
 * The entry: the only file with an import-time side effect, and tiny. It claims `[data-island="example"]` roots and
 * loads the view at the root's `data-load-on` (default below). Copy this folder to widgets/<name>/ and rename.
 */
defineIsland({
  name: 'example',
  props: exampleProps,
  loadOn: 'visible',
  load: () => import('./mount'),
});
