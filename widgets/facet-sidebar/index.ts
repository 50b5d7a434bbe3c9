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
// once the view is there) instead of jumping to the server's sidebar. Both after the island's own start (starts take
// turns, in order), so that its trigger listens first; until then a tap is the link's own jump.
onDocumentReady(() => {
  const bar = document.querySelector<HTMLElement>('[data-listing-bar]');
  const root = document.querySelector<HTMLElement>('[data-island="facet-sidebar"]');
  if (!bar || !root || !pageAsksFor('facet-sidebar')) return;
  const wake = () => wakeIsland(root);
  onFirstReach(document, '[data-listing-bar] a[href^="#listing-"]', wake);
  bar.addEventListener('click', (event) => {
    const link = (event.target as Element).closest?.('a[href^="#listing-"]');
    if (!link || event.defaultPrevented || root.dataset.islandState === 'mounted' || root.dataset.islandState === 'failed') return;
    event.preventDefault();
    bar.dataset.pendingSheet = link.getAttribute('href') ?? '';
    wake();
  });
});
