import { matches } from '../platform/media';
import { holdClicks } from './adopt';
import { reportIslandError } from './define-island';
import type { Cleanup, Disposables } from './disposables';

/**
 * A part of an island's server markup whose view loads only when the shopper reaches for it (the header's drawer
 * toggle, location button and mega menu; the bottom bar's services item): a pointer over it, a touch, focus or a
 * key, and, with `media`, only while the query matches (the mega menu on a desktop). Until then the server markup is
 * the part. A click made while the view loads is held and replayed on the view's control with the same
 * `data-adopt` (adopt.ts); if the view fails to load, on the fallback's own control. Arrow keys, Home, End and Escape
 * are held too, and sent to the view's focused control in order with the click (holdKeys). The island's root is never
 * rendered over, so islands nested in it elsewhere (the header's mini-cart, live search, login) stay as they are.
 */
export type PartMount = (part: HTMLElement) => Cleanup;

const REACH = ['pointerover', 'pointerdown', 'focusin', 'touchstart', 'keydown'] as const;

export function lazyPart(island: string, part: HTMLElement, load: () => Promise<PartMount>, d: Disposables, media?: string): void {
  let started = false;
  const start = (trigger: Event) => {
    if (started || (media && !matches(media))) return;
    started = true;
    stop();
    const held = holdClicks(part, trigger);
    load().then(
      (mount) => {
        if (d.disposed) return held.cancel();
        try {
          d.add(mount(part));
          part.setAttribute('data-part-state', 'mounted');
          held.release(part);
        } catch (error) {
          held.release(null);
          reportIslandError(part, { island, reason: 'mount', message: String(error) });
        }
      },
      (error: unknown) => {
        held.release(null);
        reportIslandError(part, { island, reason: 'load', message: String(error) });
      },
    );
  };
  const stop = () => REACH.forEach((type) => part.removeEventListener(type, start, true));
  REACH.forEach((type) => part.addEventListener(type, start, { capture: true, passive: true }));
  d.add(stop);
  // Reached before the island mounted (the header starts when the page is idle, or at the shopper's first move on
  // it, whose focusin came before this listened): the next key or press is held for the view like any other.
  if (part.contains(document.activeElement) || part.matches(':hover')) start(new FocusEvent('focusin'));
  d.add(() => part.removeAttribute('data-part-state'));
}
