import type { Disposables } from '../../shared/islands/disposables';
import { session } from '../../shared/platform/storage';
import { $listing } from '../../shared/stores/listing';
import { SNAPSHOT_KEY } from './snapshot-key';

/**
 * Back from a product to the same card (issue #8): when a shopper leaves the listing through a card, the cards on
 * screen (pages 1–n of infinite scroll), the page reached and where that card sat in the viewport go to
 * sessionStorage. When the listing opens again at the same URL (Back, without the back/forward cache), the cards
 * come back and the card is scrolled to where it was. With the cache the page is simply as it was left.
 */
interface Snapshot {
  href: string;
  html: string;
  loadedPage: number;
  cardId: string | null;
  cardTop: number;
}

// its href is compared with the page's own, so only the markup's type needs checking
const isSnapshot = (v: unknown): v is Snapshot => typeof (v as Snapshot | null)?.html === 'string';

const here = () => location.pathname + location.search;

export function setupSnapshot(d: Disposables, doc: Document, template: HTMLElement): void {
  let opened: HTMLElement | null = null;
  const save = (card: HTMLElement) => {
    const snapshot: Snapshot = {
      href: here(),
      html: template.innerHTML,
      loadedPage: $listing.get().loadedPage,
      cardId: card.getAttribute('data-product-id'),
      cardTop: card.getBoundingClientRect().top,
    };
    session.setJson(SNAPSHOT_KEY, snapshot);
  };
  d.listen(doc, 'click', (event) => {
    const link = (event.target as Element | null)?.closest?.<HTMLAnchorElement>('a[href]');
    const card = link?.closest<HTMLElement>('li[data-product-id]');
    if (!link || !card || !template.contains(card) || link.closest('[data-compare-toggle], .ajax_add_to_cart')) return;
    opened = card;
    save(card);
  });
  // Taken again as the page goes: a page that infinite scroll appended between the press and the leaving moved the
  // URL on (`_paged`), and Back comes to that URL, not to the one of the press.
  d.listen(window, 'pagehide', () => {
    if (opened?.isConnected) save(opened);
  });
}

/** Puts the cards back and scrolls to the card, when there is a snapshot of this URL. */
export function restoreSnapshot(doc: Document, template: HTMLElement): void {
  const snapshot = session.getJson(SNAPSHOT_KEY, isSnapshot, null);
  if (!snapshot || snapshot.href !== here()) return;
  session.remove(SNAPSHOT_KEY);
  const onPage = template.querySelectorAll('li[data-product-id]').length;
  const saved = doc.createElement('template');
  saved.innerHTML = snapshot.html;
  if (saved.content.querySelectorAll('li[data-product-id]').length > onPage) {
    template.replaceChildren(saved.content);
    const state = $listing.get();
    $listing.set({ ...state, loadedPage: Math.max(state.loadedPage, snapshot.loadedPage) });
  }
  const card = snapshot.cardId ? template.querySelector<HTMLElement>(`li[data-product-id="${CSS.escape(snapshot.cardId)}"]`) : null;
  if (card) {
    history.scrollRestoration = 'manual';
    scrollTo({ top: card.getBoundingClientRect().top + scrollY - snapshot.cardTop, behavior: 'auto' });
    card.querySelector<HTMLElement>('.woocommerce-loop-product__title a')?.focus({ preventScroll: true });
  }
}
