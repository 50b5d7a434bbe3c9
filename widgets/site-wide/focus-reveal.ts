import type { Disposables } from '../../shared/islands/disposables';

/**
 * The keyboard's focus brought whole into a row that scrolls sideways (the phone's category bar, a card's tags, a
 * tab list): Chrome leaves a control Tab reaches there where it is when a sliver of it shows, 84 px off the edge in
 * the category bar. Only the row moves (never the page), and only for the keyboard's focus (`:focus-visible`): a
 * finger's press focuses a link too, and the row moving between the press and its click would lose the click.
 */
const ROOM = 8; // px beside the control: its focus ring

export function revealFocus(control: Element): void {
  if (!control.matches(':focus-visible')) return;
  for (let row = control.parentElement; row && row !== control.ownerDocument.body; row = row.parentElement) {
    if (row.scrollWidth <= row.clientWidth || !/auto|scroll/.test(getComputedStyle(row).overflowX)) continue;
    const box = control.getBoundingClientRect();
    const view = row.getBoundingClientRect();
    if (box.left < view.left + ROOM) row.scrollLeft -= view.left + ROOM - box.left;
    else if (box.right > view.right - ROOM) row.scrollLeft += box.right - view.right + ROOM;
    return;
  }
}

export function setupFocusReveal(d: Disposables, doc: Document): void {
  d.listen(doc, 'focusin', (event) => revealFocus(event.target as Element));
}
