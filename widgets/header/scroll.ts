import type { Disposables } from '../../shared/islands/disposables';
import { matches } from '../../shared/platform/media';

/**
 * The header's scroll behaviour (spec sections 4 and 9). On a phone (≤ 768 px) the whole header hides once the
 * page is scrolled past 20 px and moves down by more than 6 px, and shows again as it moves up; on a desktop
 * (≥ 993 px) only its bottom bar hides, past 40 px. Between the two, nothing hides. Only classes change, and the CSS
 * moves the header with `transform` on a sticky box, so nothing below it shifts (no layout shift). Read at most once
 * per frame; focus moving into a hidden part shows it again (a keyboard user must see where they are).
 *
 * Never while the header's own place in the page is still on screen: sticky, the header keeps that place, and moved
 * away over it, it left the place empty and, with the store notice or a banner above it not yet scrolled away, only
 * half went, over the banner, with an empty band under what stayed (found by an exploratory pass). So it hides past
 * the spec's 20 px (40 on a desktop) or past the end of the header's place, whichever is further.
 */
export const HEADER_SCROLL = {
  mobile: { query: '(max-width: 768px)', after: 20, delta: 6, hiddenClass: 'is-hidden' },
  desktop: { query: '(min-width: 993px)', after: 40, delta: 6, hiddenClass: 'is-bottom-hidden' },
} as const;

/**
 * Where the header's place in the page ends, in page coordinates: the top of the next element laid out in the flow
 * after it (the header itself, sticky, tells where it is stuck, not where its place is). 0 when nothing follows.
 */
function placeEnd(header: HTMLElement): number {
  for (let at: Element | null = header; at && at !== document.body; at = at.parentElement)
    for (let next = at.nextElementSibling; next; next = next.nextElementSibling)
      if ((next as HTMLElement).offsetParent) return next.getBoundingClientRect().top + window.scrollY;
  return 0;
}

export function followScroll(header: HTMLElement, d: Disposables): void {
  // Where the current run of movement began: hidden, the lowest point reached; shown, the highest.
  let anchor = window.scrollY;
  let frame = 0;
  const setHidden = (className: string, hidden: boolean) => header.classList.toggle(className, hidden);
  const update = () => {
    frame = 0;
    const y = window.scrollY;
    const mode = matches(HEADER_SCROLL.mobile.query) ? HEADER_SCROLL.mobile : matches(HEADER_SCROLL.desktop.query) ? HEADER_SCROLL.desktop : null;
    for (const other of [HEADER_SCROLL.mobile, HEADER_SCROLL.desktop]) if (other !== mode) setHidden(other.hiddenClass, false);
    if (!mode) return void (anchor = y);
    const hidden = header.classList.contains(mode.hiddenClass);
    const after = Math.max(mode.after, placeEnd(header));
    if (!hidden && y > after && y - anchor > mode.delta) {
      setHidden(mode.hiddenClass, true);
      anchor = y;
    } else if (hidden && (anchor - y > mode.delta || y <= after)) {
      setHidden(mode.hiddenClass, false);
      anchor = y;
    } else anchor = hidden ? Math.max(anchor, y) : Math.min(anchor, y);
  };
  const onScroll = () => {
    if (!frame) frame = requestAnimationFrame(update);
  };
  const reveal = () => {
    setHidden(HEADER_SCROLL.mobile.hiddenClass, false);
    setHidden(HEADER_SCROLL.desktop.hiddenClass, false);
    anchor = window.scrollY;
  };
  window.addEventListener('scroll', onScroll, { passive: true });
  window.addEventListener('resize', onScroll, { passive: true });
  header.addEventListener('focusin', reveal);
  d.add(() => {
    cancelAnimationFrame(frame);
    window.removeEventListener('scroll', onScroll);
    window.removeEventListener('resize', onScroll);
    header.removeEventListener('focusin', reveal);
    reveal();
  });
}
