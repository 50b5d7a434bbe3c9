import { defineIsland, onDocumentReady } from '../../shared/islands/define-island';
import { pageAsksFor } from '../../shared/islands/page-islands';
import { onFirstReach, wakeIsland } from '../../shared/islands/load-strategy';
import { local } from '../../shared/platform/storage';

/**
 * The compare tray island: `[data-island="compare-tray"]` on listings (see README.md). Its view (plain DOM, no Preact)
 * loads at once when the device keeps a selection to show, else at the shopper's first reach for a compare toggle
 * (pointer over, focus, touch); until then each card's toggle is the server's link to the comparison page. A press on
 * that link meanwhile is held (`data-pending-toggle`) and done by the view when it is there.
 */
defineIsland({
  name: 'compare-tray',
  loadOn: 'interaction',
  load: () => import('./mount'),
});

// After the island's own start (starts take turns: onDocumentReady keeps their order), so its trigger listens
// before a kept selection wakes it.
onDocumentReady(() => {
  const root = pageAsksFor('compare-tray') ? document.querySelector<HTMLElement>('[data-island="compare-tray"]') : null;
  if (root) {
    let stopReach = () => {};
    const wake = () => {
      stopReach();
      wakeIsland(root);
    };
    if (local.get('hsa_compare_ids')) wake();
    else stopReach = onFirstReach(document, '[data-compare-toggle]', wake);
    // The view could not load: the held press goes where the link goes.
    root.addEventListener('island:error', () => {
      const held = root.dataset.pendingHref;
      if (held) location.assign(held);
    });
    // A press that began on a link may end on the button the view put in its place (the view mounted between the
    // pointer going down and coming up: no click follows then). The view finishes it on pointerup (mount.ts). Once the
    // view is there the links are gone: the first press after that takes these listeners away.
    const WATCH = { capture: true, passive: true } as const;
    const onDown = (event: PointerEvent) => {
      if (root.dataset.islandState === 'mounted') return unwatch();
      const link = (event.target as Element | null)?.closest?.<HTMLAnchorElement>('a[data-compare-toggle]');
      if (link && event.button === 0) root.dataset.pressingToggle = link.dataset.productId ?? '';
    };
    const onUp = () => {
      if (root.dataset.pressingToggle !== undefined) setTimeout(() => delete root.dataset.pressingToggle);
    };
    const unwatch = () => {
      document.removeEventListener('pointerdown', onDown, WATCH);
      document.removeEventListener('pointerup', onUp, WATCH);
      document.removeEventListener('pointercancel', onUp, WATCH);
    };
    document.addEventListener('pointerdown', onDown, WATCH);
    document.addEventListener('pointerup', onUp, WATCH);
    document.addEventListener('pointercancel', onUp, WATCH);
    document.addEventListener('click', (event) => {
      const link = (event.target as Element | null)?.closest?.<HTMLAnchorElement>('a[data-compare-toggle]');
      const state = root.dataset.islandState;
      if (!link || state === 'mounted' || state === 'failed' || (event as MouseEvent).button !== 0) return;
      event.preventDefault();
      root.dataset.pendingToggle = link.dataset.productId ?? '';
      root.dataset.pendingHref = link.href;
      wake();
    });
  }
});
