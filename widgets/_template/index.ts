import { defineIsland } from '../../shared/islands/define-island';

/**
 * The entry: the only file with an import-time side effect, and tiny. It claims `[data-island="example"]` roots and
 * loads the view at the root's `data-load-on` (default below). Its props check comes with the view (mount.tsx exports
 * it), so it is not on the page's load path. Copy this folder to widgets/<name>/ and rename.
 */
defineIsland({
  name: 'example',
  loadOn: 'visible',
  load: () => import('./mount'),
});
