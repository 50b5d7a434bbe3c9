import { announce, prepareAnnouncer } from '../../shared/a11y/announcer';
import type { Disposables } from '../../shared/islands/disposables';
import { t } from '../../shared/platform/messages/listing-more';
import { $listing, appendNextPage, type ListingState } from '../../shared/stores/listing';

/**
 * 'Load more' (spec section 4, "Filter-engine 'load more'"), a theme's choice instead of infinite scroll: the server
 * prints `[data-listing-more]` with a link to the next numbered page; here the link gives way to a button that asks
 * for the next page through the same refresh as infinite scroll and appends it (cards already on the page dropped,
 * `_paged` in the URL). While it loads the button says it is busy and the loading overlay shows; once page >=
 * total_pages the control is hidden, and any change of filter, sort or per page starts it again from page 1.
 * A failed request keeps the cards and the button, and says so (fa-IR «مشکلی پیش آمد، لطفاً دوباره تلاش کنید.»).
 * Loaded only on a page that has the control (grid.ts), or, for infinite scroll's keyboard button (`keyboardMore`
 * below), at a listing's first keyboard focus (infinite.ts): the two share the press.
 */
const CARD = 'li[data-product-id]';

/** The link a keyboard shopper lands on in a card: its title, else its first link in the tab order. */
const cardLink = (card: Element | undefined) =>
  card?.querySelector<HTMLElement>('.woocommerce-loop-product__title a, a[href]:not([tabindex="-1"])');

/**
 * A 'load more' control (the theme's, or infinite scroll's keyboard button): its press asks for the next page; a
 * failure keeps every card and says so after the control (fa-IR «مشکلی پیش آمد، لطفاً دوباره تلاش کنید.»). Once
 * the page is on screen (`update`, called on each change of the listing after the grid has drawn it), it says how
 * many cards came and, when the shopper is still on the control (or focus was lost), goes on from the first of them;
 * with none new, to the control, or to the last card once the control has gone (`gone`). A shopper who has moved on
 * meanwhile is left where they are.
 */
function appendAtPress(template: HTMLElement, control: HTMLElement, gone: () => boolean) {
  const doc = template.ownerDocument;
  let error: HTMLElement | null = null;
  /** Cards on the page at the press, until its page comes; null when no press waits. */
  let pressedAt: number | null = null;
  let seen = $listing.get().results?.seq ?? 0;
  const clear = () => {
    error?.remove();
    error = null;
  };
  return {
    clear,
    press(): void {
      if ($listing.get().status !== 'idle') return;
      clear();
      pressedAt = template.querySelectorAll(CARD).length;
      appendNextPage(() => {
        pressedAt = null;
        error = doc.createElement('p');
        error.className = 'listing-error listing-more__error';
        error.setAttribute('role', 'alert');
        error.textContent = t('genericError');
        control.after(error);
      });
    },
    update({ results }: ListingState): void {
      if (!results || results.seq <= seen) return;
      seen = results.seq;
      clear();
      const before = pressedAt;
      pressedAt = null;
      if (results.mode !== 'append' || before === null) return;
      const cards = template.querySelectorAll(CARD);
      announce(t('loadMoreAdded', { count: Math.max(0, cards.length - before) }));
      const here = doc.activeElement;
      if (here !== control && here !== doc.body && here !== null) return;
      (cardLink(cards[before]) ?? (gone() ? cardLink(cards[cards.length - 1]) : control))?.focus();
    },
  };
}

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

  const append = appendAtPress(template, button, () => box.hidden);

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
    append.update(state);
  };
  d.add($listing.subscribe(() => queueMicrotask(() => d.disposed || sync())));

  d.listen(button, 'click', append.press);

  d.add(() => {
    append.clear();
    if (link) button.replaceWith(link);
    else button.remove();
    box.hidden = was.box;
    if (pager) pager.hidden = was.pager;
  });
}

/**
 * Infinite scroll's 'load more' button for the keyboard (infinite.ts), after `after` (the sentinel): loaded the first
 * time focus moves by keyboard on a listing that scrolls on its own. Shown from then on while there are pages to
 * come; a press appends the next page and goes on from its first card. Gives what infinite.ts calls at each look.
 */
export function keyboardMore(d: Disposables, template: HTMLElement, after: Element): (state: ListingState, further: boolean) => void {
  const doc = template.ownerDocument;
  prepareAnnouncer();
  const more = doc.createElement('div');
  more.className = 'listing-more listing-more--keyboard';
  more.hidden = true;
  const button = doc.createElement('button');
  button.type = 'button';
  button.className = 'button listing-more__button';
  button.textContent = t('loadMore');
  more.append(button);
  after.after(more);
  const append = appendAtPress(template, button, () => more.hidden);
  d.listen(button, 'click', append.press);
  d.add(() => {
    append.clear();
    more.remove();
  });
  return (state, further) => {
    // as the theme's control: hidden on the last page, and while the listing shows an error
    more.hidden = !further || state.status === 'error';
    button.setAttribute('aria-disabled', String(state.status !== 'idle'));
    button.classList.toggle('loading', state.status === 'appending');
    append.update(state);
  };
}
