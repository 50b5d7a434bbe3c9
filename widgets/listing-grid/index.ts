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
    /**
     * With `held` the theme's 'load more' link: its box, whose button is pressed once there. Both are read when the grid
     * module is there, not at start(): the press's pointerdown starts the load before its click sets them; the box is
     * kept apart from the link because the load-more module replaces the link.
     */
    let moreHeld: Element | null = null;
    let toggle: HTMLElement | null = null;
    const picks: Record<string, string> = {};
    const start = () => {
      if (started) return;
      started = true;
      for (const type of FIRST_MOVES) removeEventListener(type, start, true);
      // The 'load more' module: a theme that prints the control chose it over infinite scroll, and it comes along at
      // once, only on such a page; infinite scroll asks for it at a keyboard's first Tab (its button for the keyboard).
      let more: Promise<typeof import('./load-more')> | undefined;
      const loadMore = () => (more ??= import('./load-more'));
      if (doc.querySelector('[data-listing-more]')) loadMore();
      import('./grid')
        .then((m) => m.startGrid(d, doc, moreHeld ? null : held, loadMore, picks))
        .then(() => {
          toggle?.click();
          // the button, or the link itself when the module did not come (it then leaves for the next page)
          moreHeld?.querySelector<HTMLElement>('button, a')?.click();
        })
        .catch(() => held && location.assign(held));
    };
    // A press while the behaviour loads waits for it: a pager link's or the theme's 'load more' link's, rather than
    // leaving the page (page 2 alone in place of the cards on screen); «بیشتر بخوانید»'s (its first press is often the
    // move that starts the load), pressed again once the behaviour is there.
    d.listen(doc, 'click', (event) => {
      if (doc.documentElement.dataset.listingReady) return;
      const target = event.target as Element | null;
      const read = target?.closest?.<HTMLElement>('[data-term-description] button');
      if (read) return void ((toggle = read), start());
      const link = target?.closest?.<HTMLAnchorElement>(':is([data-listing-pager], [data-listing-more]) a[href]');
      const e = event as MouseEvent;
      if (!link || held !== null || e.button !== 0 || e.ctrlKey || e.metaKey || e.shiftKey) return;
      event.preventDefault();
      held = link.href;
      moreHeld = link.closest('[data-listing-more]');
      start();
    });
    // A sort or per page picked meanwhile (a quick pick, an arrow key on a closed select): applied once it is there.
    // Only a `change`: the browser's form restoration on Back fires none.
    d.listen(doc, 'change', (event) => {
      const select = event.target as HTMLSelectElement;
      if (!doc.documentElement.dataset.listingReady && select.closest?.('form[data-sort-bar]')) picks[select.name] = select.value;
    });
    const saved = session.get(SNAPSHOT_KEY);
    if (saved?.includes(JSON.stringify(location.pathname + location.search))) return start();
    for (const type of FIRST_MOVES) addEventListener(type, start, { capture: true, passive: true });
    d.add(() => {
      for (const type of FIRST_MOVES) removeEventListener(type, start, true);
    });
  },
});
