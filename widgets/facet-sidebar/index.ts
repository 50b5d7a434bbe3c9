import { defineIsland, onDocumentReady } from '../../shared/islands/define-island';
import { pageAsksFor } from '../../shared/islands/page-islands';
import { onFirstReach } from '../../shared/islands/load-strategy';

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

// The 390 px bottom bar sits outside the root: a tap on its sort or filters link wakes the island and is kept for
// it (the sheet opens once the view is there) instead of jumping to the server's sidebar.
const bar = document.querySelector<HTMLElement>('[data-listing-bar]');
const root = document.querySelector<HTMLElement>('[data-island="facet-sidebar"]');
// A reach for the bar's links (a touch, a pointer over them, focus) already wakes the island, so the view is
// usually there by the time the tap ends. After the island's own start (starts take turns, in order), so that its
// trigger listens before a reach can come.
onDocumentReady(() => {
  if (bar && root && pageAsksFor('facet-sidebar')) onFirstReach(document, '[data-listing-bar] a[href^="#listing-"]', () => root.dispatchEvent(new Event('pointerdown')));
});
bar?.addEventListener('click', (event) => {
  const link = (event.target as Element).closest?.('a[href^="#listing-"]');
  if (!link || !root || event.defaultPrevented || root.dataset.islandState === 'mounted' || root.dataset.islandState === 'failed' || !pageAsksFor('facet-sidebar')) return;
  event.preventDefault();
  bar.dataset.pendingSheet = link.getAttribute('href') ?? '';
  root.dispatchEvent(new Event('pointerdown'));
});
