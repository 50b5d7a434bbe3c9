import { defineBehaviour } from '../../shared/islands/define-behaviour';
import { session } from '../../shared/platform/storage';
import { SNAPSHOT_KEY } from './snapshot-key';

/**
 * The listing grid (spec sections 2, 4 and 7): refresh without a page load, the pager, sort and per page, infinite
 * scroll, Back to the same card. Tiny at load: the behaviour itself loads at the shopper's first move on the page
 * (a press, a key, a touch, a scroll), or at once when the page comes back from a product with a snapshot to
 * restore. Until then the server's links and GET form are the listing, and work on their own.
 */
const FIRST_MOVES = ['pointerdown', 'keydown', 'touchstart', 'wheel', 'scroll', 'focusin', 'popstate'] as const;

defineBehaviour({
  name: 'listing-grid',
  setup(d, doc) {
    if (!doc.querySelector('[data-listing]')) return;
    let started = false;
    let held: string | null = null;
    let toggle: HTMLElement | null = null;
    const start = () => {
      if (started) return;
      started = true;
      for (const type of FIRST_MOVES) removeEventListener(type, onMove, true);
      // A theme that prints 'load more' chose it over infinite scroll: its module comes along, only on such a page.
      // Infinite scroll asks for the same module at a keyboard's first Tab (its 'load more' button for the keyboard).
      const loadMore = () => import('./load-more');
      const theirs = doc.querySelector('[data-listing-more]') ? loadMore() : null;
      import('./grid')
        .then((m) => m.startGrid(d, doc, held, theirs, loadMore))
        .then(() => toggle?.click())
        .catch(() => held && location.assign(held));
    };
    // The shopper's own moves only: islands wake each other with a made-up pointerdown (the compare tray, at once, when
    // a selection is kept), which is no move of theirs.
    const onMove = (event: Event) => event.isTrusted && start();
    // A press while the behaviour loads waits for it: a pager link's, rather than leaving the page; «بیشتر بخوانید»'s
    // (its first press is often the move that starts the load), pressed again once the behaviour is there.
    d.listen(doc, 'click', (event) => {
      if (doc.documentElement.dataset.listingReady) return;
      const target = event.target as Element | null;
      const read = target?.closest?.<HTMLElement>('[data-term-description] button');
      if (read) return void ((toggle = read), start());
      const link = target?.closest?.<HTMLAnchorElement>('[data-listing-pager] a[href]');
      const e = event as MouseEvent;
      if (!link || held !== null || e.button !== 0 || e.ctrlKey || e.metaKey || e.shiftKey) return;
      event.preventDefault();
      held = link.href;
      start();
    });
    const saved = session.get(SNAPSHOT_KEY);
    if (saved?.includes(JSON.stringify(location.pathname + location.search))) return start();
    for (const type of FIRST_MOVES) addEventListener(type, onMove, { capture: true, passive: true });
    d.add(() => {
      for (const type of FIRST_MOVES) removeEventListener(type, onMove, true);
    });
  },
});
