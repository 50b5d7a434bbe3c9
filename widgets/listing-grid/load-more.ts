import { announce, prepareAnnouncer } from '../../shared/a11y/announcer';
import type { Disposables } from '../../shared/islands/disposables';
import { t } from '../../shared/platform/messages/listing-grid';
import { $listing, appendNextPage } from '../../shared/stores/listing';

/**
 * 'Load more' (spec section 4, "Filter-engine 'load more'"), a theme's choice instead of infinite scroll: the server
 * prints `[data-listing-more]` with a link to the next numbered page; here the link gives way to a button that asks
 * for the next page through the same refresh as infinite scroll and appends it (cards already on the page dropped,
 * `_paged` in the URL). While it loads the button says it is busy and the loading overlay shows; once page >=
 * total_pages the control is hidden, and any change of filter, sort or per page starts it again from page 1.
 * A failed request keeps the cards and the button, and says so (fa-IR «مشکلی پیش آمد، لطفاً دوباره تلاش کنید.»).
 * Loaded only on a page that has the control (grid.ts).
 */
const CARD = 'li[data-product-id]';

/** The link a keyboard shopper lands on in a card: its title, else its first link in the tab order. */
const cardLink = (card: Element | undefined) =>
  card?.querySelector<HTMLElement>('.woocommerce-loop-product__title a, a[href]:not([tabindex="-1"])');

export function setupLoadMore(d: Disposables, doc: Document, template: HTMLElement): void {
  const box = doc.querySelector<HTMLElement>('[data-listing-more]');
  if (!box || d.disposed) return;
  prepareAnnouncer();
  const pager = doc.querySelector<HTMLElement>('[data-listing-pager]');
  const link = box.querySelector<HTMLAnchorElement>('a[href]');
  const status = box.querySelector<HTMLElement>('[data-listing-more-status]');
  const progress = box.querySelector('progress');
  const was = { box: box.hidden, pager: pager?.hidden ?? false };

  const button = doc.createElement('button');
  button.type = 'button';
  button.className = link?.className || 'button listing-more__button';
  // the theme's own words when it printed the link
  button.textContent = link?.textContent?.trim() || t('loadMore');
  // In the link's place, not beside it hidden: a theme's `.button { display: … }` could show a hidden link again.
  if (link) {
    const focused = doc.activeElement === link;
    link.replaceWith(button);
    if (focused) button.focus();
  } else box.append(button);

  let error: HTMLElement | null = null;
  const clearError = () => {
    error?.remove();
    error = null;
  };
  /** Cards on the page when the button was pressed; null when no press waits for its page. */
  let pressedAt: number | null = null;
  let seen = $listing.get().results?.seq ?? 0;

  /** The appended page is on screen: say how many came and go on from the first of them. */
  const arrived = (before: number) => {
    const cards = template.querySelectorAll(CARD);
    announce(t('loadMoreAdded', { count: Math.max(0, cards.length - before) }));
    const here = doc.activeElement;
    if (here !== button && here !== doc.body && here !== null) return; // the shopper has moved on meanwhile
    // the first new card; none new: the button, or the last card once the button has gone
    const target = cardLink(cards[before]) ?? (box.hidden ? cardLink(cards[cards.length - 1]) : button);
    target?.focus();
  };

  // In a microtask: the grid appends the cards in its own listener of the same change.
  const sync = () => {
    const state = $listing.get();
    const pages = state.settings?.pager;
    if (pager) pager.hidden = true;
    box.hidden = !pages || state.loadedPage >= pages.total_pages || state.status === 'error';
    button.setAttribute('aria-disabled', String(state.status !== 'idle'));
    button.classList.toggle('loading', state.status === 'appending');
    if (pages) {
      const shown = Math.min(template.querySelectorAll(CARD).length, pages.total_rows);
      if (status) status.textContent = t('loadMoreProgress', { shown, total: pages.total_rows });
      if (progress) {
        progress.max = Math.max(pages.total_rows, 1);
        progress.value = shown;
      }
    }
    const results = state.results;
    if (results && results.seq > seen) {
      seen = results.seq;
      clearError();
      const before = pressedAt;
      pressedAt = null;
      if (results.mode === 'append' && before !== null) arrived(before);
    }
  };
  d.add($listing.subscribe(() => queueMicrotask(() => d.disposed || sync())));

  d.listen(button, 'click', () => {
    if ($listing.get().status !== 'idle') return;
    clearError();
    pressedAt = template.querySelectorAll(CARD).length;
    appendNextPage(() => {
      pressedAt = null;
      error = doc.createElement('p');
      error.className = 'listing-error listing-more__error';
      error.setAttribute('role', 'alert');
      error.textContent = t('genericError');
      button.after(error);
    });
  });

  d.add(() => {
    clearError();
    if (link) button.replaceWith(link);
    else button.remove();
    box.hidden = was.box;
    if (pager) pager.hidden = was.pager;
  });
}
