import { defineIsland, onDocumentReady } from '../../shared/islands/define-island';
import { pageAsksFor } from '../../shared/islands/page-islands';
import { onFirstReach, wakeIsland } from '../../shared/islands/load-strategy';

/**
 * The facet sidebar island: `[data-island="facet-sidebar"]` (see README.md). Its view (and Preact, and the listing
 * contract) load at the shopper's first move on the sidebar or the bottom bar, unless the root's `data-load-on`
 * says otherwise; until then the server's links and GET forms are the filters, and work on their own.
 */
defineIsland({
  name: 'facet-sidebar',
  loadOn: 'interaction',
  load: () => import('./mount'),
});

// The 390 px bottom bar sits outside the root. A reach for its links (a touch, a pointer over them, focus) wakes the
// island, so the view is usually there by the time the tap ends; a tap before that is kept for it (the sheet opens
// once the view is there) instead of jumping to the server's sidebar. The tap is heard from the bundle's evaluation,
// the wake waits for the island's own start (starts take turns, in order, so that its trigger listens first): a tap
// in between is kept and wakes it then (before, it was the link's own jump). Should the island fail, a kept tap makes
// the link's jump then, and later taps make it at once.
const SHEET_LINK = '[data-listing-bar] a[href^="#listing-"]';
const sidebar = () => document.querySelector<HTMLElement>('[data-island="facet-sidebar"]');
let started = false;
const wake = () => {
  const root = sidebar();
  if (started && root) wakeIsland(root);
};
document.addEventListener('click', (event) => {
  const link = (event.target as Element).closest?.(SHEET_LINK);
  const state = sidebar()?.dataset.islandState;
  if (!link || event.defaultPrevented || !sidebar() || state === 'mounted' || state === 'failed' || !pageAsksFor('facet-sidebar')) return;
  event.preventDefault();
  link.closest<HTMLElement>('[data-listing-bar]')!.dataset.pendingSheet = link.getAttribute('href') ?? '';
  wake();
});
onDocumentReady(() => {
  const root = sidebar();
  if (!root || !pageAsksFor('facet-sidebar')) return;
  started = true;
  // a tap kept for a view that did not come is the link's own jump after all
  root.addEventListener('island:error', () => {
    const bar = document.querySelector<HTMLElement>('[data-pending-sheet]');
    if (bar) location.hash = bar.dataset.pendingSheet!;
    delete bar?.dataset.pendingSheet;
  });
  onFirstReach(document, SHEET_LINK, wake);
  if (document.querySelector('[data-pending-sheet]')) wake();
});
