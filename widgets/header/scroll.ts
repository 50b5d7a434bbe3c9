import type { Disposables } from '../../shared/islands/disposables';
import { matches } from '../../shared/platform/media';

/**
 * The header's scroll behaviour (spec sections 4 and 9). On a phone (≤ 768 px) the whole header hides once the
 * page is scrolled past 20 px and moves down by more than 6 px, and shows again as it moves up; on a desktop
 * (≥ 993 px) only its bottom bar hides, past 40 px. Between the two, nothing hides. Only classes change, and the CSS
 * moves the header with `transform` on a sticky box, so nothing below it shifts (no layout shift). Read at most once
 * per frame; focus moving into a hidden part shows it again (a keyboard user must see where they are).
 */
export const HEADER_SCROLL = {
  mobile: { query: '(max-width: 768px)', after: 20, delta: 6, hiddenClass: 'is-hidden' },
  desktop: { query: '(min-width: 993px)', after: 40, delta: 6, hiddenClass: 'is-bottom-hidden' },
} as const;

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
    if (!hidden && y > mode.after && y - anchor > mode.delta) {
      setHidden(mode.hiddenClass, true);
      anchor = y;
    } else if (hidden && (anchor - y > mode.delta || y <= mode.after)) {
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
