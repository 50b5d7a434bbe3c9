import { defineIsland } from '../../shared/islands/define-island';

/**
 * The popups island: `[data-island="popups"]` (README.md). Its script is printed only on pages that hold a popup,
 * and its view loads when the browser is idle: popups wait for their triggers anyway.
 */
defineIsland({
  name: 'popups',
  loadOn: 'idle',
  // A popup:open link pressed before the idle load loads it at once; the view then acts on that press.
  wakeOn: ['hsa:popup-action'],
  load: () => import('./mount'),
});
