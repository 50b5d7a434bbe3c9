import type { Disposables } from '../../shared/islands/disposables';

/**
 * The card's tag strip can be dragged sideways with a mouse (touch scrolls it natively). A drag that moved is not
 * a click, so the tag link under the pointer is not followed.
 */
const DRAG_THRESHOLD = 5;

export function setupTagStrips(d: Disposables, doc: Document): void {
  let drag: { strip: HTMLElement; startX: number; startScroll: number; moved: boolean; pointerId: number } | null = null;
  d.listen(doc, 'pointerdown', (event) => {
    const strip = (event.target as Element | null)?.closest?.<HTMLElement>('[data-tag-strip]');
    if (!strip || event.pointerType !== 'mouse' || event.button !== 0) return;
    drag = { strip, startX: event.clientX, startScroll: strip.scrollLeft, moved: false, pointerId: event.pointerId };
  });
  d.listen(doc, 'pointermove', (event) => {
    if (!drag || event.pointerId !== drag.pointerId) return;
    const dx = event.clientX - drag.startX;
    if (Math.abs(dx) > DRAG_THRESHOLD) drag.moved = true;
    // scrollLeft follows the pointer in both directions (RTL scrollLeft runs negative from 0: the same sum works)
    if (drag.moved) drag.strip.scrollLeft = drag.startScroll - dx;
  });
  const end = () => {
    const ended = drag;
    drag = null;
    if (ended?.moved) {
      const swallow = (click: Event) => {
        click.preventDefault();
        click.stopPropagation();
      };
      ended.strip.addEventListener('click', swallow, { capture: true, once: true });
      setTimeout(() => ended.strip.removeEventListener('click', swallow, { capture: true }), 0);
    }
  };
  d.listen(doc, 'pointerup', end);
  d.listen(doc, 'pointercancel', end);
}
