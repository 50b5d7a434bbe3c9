import type { Disposables } from '../../shared/islands/disposables';
import { t } from '../../shared/platform/messages/listing-grid';
import { $listing, applyUrl, ensureListing, goToPage, setSortBar, type ListingState, type SortValue } from '../../shared/stores/listing';
import { readListingUrl } from '../../shared/stores/listing-url';
import { appendCards, trackItemList } from './cards';
import { setupInfiniteScroll } from './infinite';
import { createOverlay } from './overlay';
import { restoreSnapshot, setupSnapshot } from './snapshot';
import './listing-grid.css';

const SORT_BAR = 'form[data-sort-bar] select';

/**
 * The grid behaviour over the archive's server markup (shared/api/contracts/listing.ts, "MOUNT PROPS"): it shows
 * what $listing answers (skeletons while loading, the markup, the count, the pager, section 8's message), turns the
 * pager's links and the sort bar's form into refreshes, re-applies the URL on Back/Forward, and runs infinite
 * scroll or, where the theme chose it, 'load more' (load-more.ts). Cards need no re-binding: the product-card,
 * add-to-cart and compare behaviours listen on the document.
 */
export async function startGrid(
  d: Disposables,
  doc: Document,
  heldPagerHref: string | null = null,
  /** The 'load more' module, once asked for (the entry's; the theme's control, or infinite scroll's keyboard button). */
  loadMore: () => Promise<typeof import('./load-more')> = () => Promise.reject(),
  /** The sort bar's choices made while this behaviour loaded (the entry holds their `change`): select name → value. */
  heldPicks: Record<string, string> = {},
): Promise<void> {
  const listing = doc.querySelector<HTMLElement>('[data-listing]');
  const template = doc.querySelector<HTMLElement>('[data-listing-template]');
  const props = listing && template ? await ensureListing(doc) : null;
  if (!listing || !template || !props) {
    if (heldPagerHref) location.assign(heldPagerHref);
    return;
  }
  doc.documentElement.dataset.listingReady = '1';
  d.add(() => delete doc.documentElement.dataset.listingReady);
  const count = doc.querySelector<HTMLElement>('[data-listing-count]');
  const pager = doc.querySelector<HTMLElement>('[data-listing-pager]');
  const overlay = createOverlay(doc, props.infinite.min_overlay_ms);
  d.add(overlay.remove);

  let applied = 0;
  let scrollAfter = false;
  /** Back or Forward: where the shopper was in that history entry, given back once its pages are all there. */
  let backTo: number | undefined;
  /** The place in the entry, written as the scrolling stops (below), or at once when the listing changes first. */
  let keep = 0;
  const place = () => {
    clearTimeout(keep);
    keep = 0;
    if (backTo == null) history.replaceState({ ...history.state, hsaY: scrollY }, '');
  };
  d.add(() => clearTimeout(keep));
  /** The sort bar's picks made by a key, not applied yet (below): select name → value. */
  let waiting: Record<string, string> = {};
  const skeletons = (state: ListingState) => {
    const n = Math.max(10, state.settings?.pager.per_page ?? 0, props.columns * 2);
    const card = '<li class="product-card product-card--skeleton"><span></span><span></span><span></span></li>';
    return `<ul class="products product-grid listing-skeletons" aria-hidden="true">${card.repeat(n)}</ul>`;
  };

  let query: ListingState['query'] | undefined;
  const show = (state: ListingState) => {
    // a new query (a sort, a filter, a pager's page) within 400 ms of a scroll stop: the place goes into the entry the
    // shopper leaves (the store's pushState comes next), not into the new one. Not at a later change of the store:
    // the skeletons shorten the page, and the place the browser then clamps it to is nobody's.
    if (keep && state.query != query) place();
    query = state.query;
    listing.setAttribute('aria-busy', String(state.status === 'loading' || state.status === 'appending'));
    if (state.status === 'loading') template.innerHTML = skeletons(state);
    // The overlay goes with the append, whether it brought cards or failed ('load more' keeps its cards then). Offline
    // it stays, or comes over a refresh's skeletons, with section 8's «خطا در اتصال.» until the store's retry.
    if (state.status === 'appending' || state.offline) overlay.show(state.offline);
    else void overlay.hide();
    if (state.status === 'error') {
      backTo = undefined;
      template.innerHTML = '<p class="listing-error woocommerce-error" role="alert"></p>';
      template.firstChild!.textContent = t('listingUndetected');
    }
    const results = state.results;
    if (results && results.seq > applied) {
      applied = results.seq;
      if (results.mode === 'append') {
        appendCards(template, results.template);
      } else {
        template.innerHTML = results.template;
      }
      if (pager) pager.innerHTML = results.pager;
      trackItemList(template, doc);
      doc.dispatchEvent(new Event('facetwp-loaded'));
      // To the grid after a page of the pager (focus on its first card), and after any other refresh that the shopper
      // made scrolled past the grid's top (the phone's sheets and bottom bar): the new results from their first card.
      // Not measured after an append, which never scrolls: no layout forced while the new cards go in.
      const top = scrollAfter || results.mode !== 'append' ? listing.getBoundingClientRect().top : 0;
      if (backTo != null) {
        if (state.loadedPage >= state.query.scrolledTo) scrollTo(0, backTo), (backTo = undefined);
      } else if (scrollAfter || top < 0) {
        // Spec section 9: 80 px above the grid. A theme with a taller sticky header says how far with
        // scroll-margin-block-start on [data-listing] (the demo store's header is 110 px, 172 px on a phone).
        scrollTo({ top: top + scrollY - (parseFloat(getComputedStyle(listing).scrollMarginBlockStart) || 80), behavior: 'auto' });
        if (scrollAfter) template.querySelector<HTMLElement>('.product-card a[href]:not([tabindex="-1"])')?.focus({ preventScroll: true });
        scrollAfter = false;
      }
      // The count is a live region: said after each refresh the shopper asked for (the same total too: the grid
      // changed), and only then; not at every change of the store (a toggle, a sheet opened), which read it out again.
      const total = state.settings?.pager.total_rows;
      if (count && total !== undefined && results.mode !== 'append') count.textContent = t('resultCount', { count: total });
    }
    syncSortBar(doc, state, waiting);
  };

  // The sort bar: a pick refreshes at once; its submit button is for shoppers without JavaScript. An arrow key on a
  // closed select picks at once too (Chrome and Firefox on Windows and Linux): a shopper stepping through the options
  // refreshed the listing, and added a step to Back, at each. A pick made by a key waits until the keys stop (0.8 s).
  const pick = (picks: Record<string, string>) => setSortBar({ sort: picks.orderby as SortValue | undefined, perPage: Number(picks.per_page) || undefined });
  let keyed = -1e9;
  let timer = 0;
  const apply = () => {
    pick(waiting);
    waiting = {};
  };
  d.add(() => clearTimeout(timer));
  // the time the key is handled, not its event's (the moment of the input, long before on a busy page)
  d.listen(doc, 'keydown', (event) => (event.target as Element).matches?.(SORT_BAR) && (keyed = performance.now()));
  d.listen(doc, 'change', (event) => {
    const select = event.target as HTMLSelectElement;
    if (!select.matches?.(SORT_BAR)) return;
    waiting[select.name] = select.value;
    clearTimeout(timer);
    if (performance.now() - keyed < 99) timer = window.setTimeout(apply, 800);
    else apply();
  });
  d.listen(doc, 'submit', (event) => {
    if ((event.target as Element).matches('form[data-sort-bar]')) event.preventDefault();
  });

  d.add($listing.subscribe(show));
  // Back or Forward: a pick still waiting is dropped, the page's sort is the URL's. The pages the entry had come back
  // (applyUrl), and then the place the shopper had there: the browser's own restoring comes first, when only page 1
  // is on screen, and stops at its end. The place is kept in the entry as the scrolling stops.
  d.listen(window, 'scroll', () => {
    clearTimeout(keep);
    keep = window.setTimeout(place, 400);
  }, { passive: true });
  d.listen(window, 'popstate', () => {
    // the entry is another already: the place waiting was the one left
    clearTimeout(keep);
    keep = 0;
    clearTimeout(timer);
    waiting = {};
    backTo = applyUrl() ? history.state?.hsaY : undefined;
  });

  // The numbered pager: its links become refreshes (a modified click still opens a tab).
  const followPager = (href: string) => {
    scrollAfter = true;
    goToPage(readListingUrl(href, []).page);
  };
  d.listen(doc, 'click', (event) => {
    const e = event as MouseEvent;
    const link = (e.target as Element | null)?.closest?.<HTMLAnchorElement>('[data-listing-pager] a[href]');
    if (!link || e.button !== 0 || e.ctrlKey || e.metaKey || e.shiftKey || e.altKey) return;
    e.preventDefault();
    followPager(link.href);
  });
  if (heldPagerHref) followPager(heldPagerHref);

  setupDescription(d, doc);
  setupSnapshot(d, doc, template);
  restoreSnapshot(doc, template);
  // applied as one change, not set back to the URL's by the first syncSortBar
  pick(heldPicks);
  // 'Load more' where the theme chose it (its module, asked for by the entry with this one), else infinite scroll.
  // Should the module not come, the control stays the server's link to the next page.
  if (doc.querySelector('[data-listing-more]')) await loadMore().then((m) => m.setupLoadMore(d, doc, template), () => {});
  else setupInfiniteScroll(d, doc, template, props, loadMore);
  trackItemList(template, doc);
}

/** The sort bar follows the URL (Back to an older sort shows it), but for a pick that waits to be applied. */
function syncSortBar(doc: Document, { query, settings }: ListingState, waiting: Record<string, string>): void {
  doc.querySelectorAll<HTMLSelectElement>(SORT_BAR).forEach((select) => {
    if (select.name in waiting) return;
    if (select.name === 'orderby') select.value = query.sort ?? 'date';
    if (select.name === 'per_page' && settings) select.value = String(query.perPage ?? settings.pager.per_page);
  });
}

/** The category description's «بیشتر بخوانید» / «بستن» (a server button, hidden without JavaScript). */
function setupDescription(d: Disposables, doc: Document): void {
  d.listen(doc, 'click', (event) => {
    const button = (event.target as Element | null)?.closest?.<HTMLButtonElement>('[data-term-description] button');
    if (!button) return;
    const box = button.closest('[data-term-description]')!;
    const open = button.getAttribute('aria-expanded') !== 'true';
    button.setAttribute('aria-expanded', String(open));
    box.classList.toggle('is-expanded', open);
    // the theme may print its own words (data-read-more / data-read-less)
    button.textContent = (open ? button.dataset.readLess : button.dataset.readMore) ?? t(open ? 'readLess' : 'readMore');
  });
}
