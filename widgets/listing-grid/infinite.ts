import type { FacetSidebarProps } from '../../shared/api/contracts/listing';
import type { Disposables } from '../../shared/islands/disposables';
import { $listing, appendNextPage, type ListingState } from '../../shared/stores/listing';

/**
 * Infinite scroll, exactly as spec section 4 says: only when the page opened at page 1; a sentinel 600 px ahead
 * loads the next page, appended; it goes on while the page on screen is below the total pages and below the limit
 * (the configured 10 pages: "at or below" would read an 11th; see the README); after that, the numbered pager.
 * While it runs the pager is hidden. `_paged` follows in the URL (the store).
 *
 * The keyboard's way on (WCAG 2.1.1). A shopper who Tabs through the cards brings the sentinel near at every step,
 * so pages would be appended for ever and what follows the grid (the phone's bottom bar, the compare tray, the
 * footer) would never be reached. So once the shopper has pressed Tab, nothing is appended by itself: a 'load more'
 * button after the grid (load-more.ts keyboardMore, loaded at the first Tab) appends the next page at a press and
 * takes focus to the first new card, and Tab goes past it to the rest of the page. A wheel, a touch or a pointer
 * press elsewhere than on that button gives infinite scroll back; the button stays until the last page, as a control
 * must not vanish under the pointer reaching for it.
 */
export function canScrollFurther(state: ListingState, pageLimit: number): boolean {
  const totalPages = state.settings?.pager.total_pages ?? 1;
  return state.loadedPage < totalPages && state.loadedPage < pageLimit;
}

export function setupInfiniteScroll(
  d: Disposables,
  doc: Document,
  template: HTMLElement,
  props: FacetSidebarProps,
  loadMore: () => Promise<typeof import('./load-more')>,
): void {
  const opened = $listing.get().query;
  if (!props.infinite.enabled || opened.page > 1 || typeof IntersectionObserver === 'undefined') return;
  const pager = doc.querySelector<HTMLElement>('[data-listing-pager]');
  // No scroll anchoring while it runs: a shopper who flung to the footer would be kept on the footer as each page
  // went in above it, the sentinel staying in reach, and every page up to the limit came unseen (at 390 px, 24 -> 240
  // cards in 2 s). Without it the new cards come into view where the shopper is, as on any infinite list. The
  // header hides by transform, and cards keep their size (CLS 0), so nothing else needed the anchoring.
  const root = doc.documentElement.style;
  root.overflowAnchor = 'none';
  d.add(() => (root.overflowAnchor = ''));
  const sentinel = doc.createElement('div');
  sentinel.className = 'listing-sentinel'; // empty: nothing for a screen reader to skip
  template.after(sentinel);
  d.add(() => sentinel.remove());

  let keyboard = false;
  /** The keyboard's button (load-more.ts keyboardMore), once it is there; should its module not come, the numbered pager. */
  let more: ((state: ListingState, further: boolean) => void) | null = null;
  let asked = false;

  // Measured at each step, not taken from the observer: a fast scroll can carry the sentinel past the viewport
  // without it ever intersecting, and a shopper who went past it wants the next page as much as one who nears it.
  const near = () => sentinel.getBoundingClientRect().top < innerHeight + props.infinite.margin_px;
  const step = () => {
    const state = $listing.get();
    const further = canScrollFurther(state, props.infinite.page_limit);
    if (pager) {
      // At the listing's end, while the next page comes, the pager keeps its place unseen: gone at once, it shrank the
      // page under a shopper who had flung to the footer, and the scroll jumped up.
      const keep = further && !pager.hidden && (state.status === 'appending' || (!keyboard && state.status === 'idle' && near()));
      pager.hidden = further && !keep;
      pager.style.visibility = keep ? 'hidden' : '';
    }
    more?.(state, further);
    if (further && !keyboard && state.status === 'idle' && near()) appendNextPage();
  };
  // One look per frame, in the frame's own layout: a burst of store changes must not force a layout each.
  let frame = 0;
  const soon = () => {
    if (!frame) frame = requestAnimationFrame(() => {
      frame = 0;
      step();
    });
  };
  d.add(() => cancelAnimationFrame(frame));
  const observer = new IntersectionObserver(soon, { rootMargin: `0px 0px ${props.infinite.margin_px}px 0px` });
  observer.observe(sentinel);
  d.add(() => observer.disconnect());
  // an answer may leave the sentinel in reach (short pages): look again once it is shown
  d.add($listing.listen(soon));

  // Tab, not any key: arrows, Space and Page Down scroll the page as a wheel does, and a field's typing is no move on
  d.listen(doc, 'keydown', (event) => {
    if ((event as KeyboardEvent).key !== 'Tab') return;
    keyboard = true;
    if (!asked) {
      asked = true;
      // a module that does not come, or throws, leaves the numbered pager; one still on its way after 3 s too
      const pagerOnly = () => pager && (pager.hidden = false);
      loadMore()
        .then((m) => m.keyboardMore(d, template, sentinel))
        .then((update) => (more = update), () => (more = pagerOnly))
        .then(() => d.disposed || soon());
      setTimeout(() => d.disposed || ((more ??= pagerOnly), soon()), 3000);
    }
    soon();
  });
  // (not a press of the keyboard's button itself: a click there takes the button's way, focus to the new cards; a
  // wheel anywhere is a wheel)
  for (const type of ['pointerdown', 'wheel', 'touchstart']) {
    d.listen(doc, type, (event) => {
      if (type !== 'wheel' && (event.target as Element).closest?.('.listing-more--keyboard button')) return;
      keyboard = false;
      soon();
    }, { capture: true, passive: true });
  }
  soon();
}
