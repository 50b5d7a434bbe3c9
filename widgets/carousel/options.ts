import type { EmblaOptionsType } from 'embla-carousel';
import type { CarouselKind } from './props';

/**
 * Embla's settings for each kind (spec section 9, "Carousels"). How many slides show at each width is the CSS's
 * (carousel.css and the theme's row): the same rule sizes the server's scroll-snap row and Embla's slides, so
 * nothing moves when Embla starts. Built per mount, never at import.
 */

/** Swiper's mark for parts a drag must not start from, and the card's own draggable tag strip. */
export const NO_SWIPING = '.swiper-no-swiping, [data-no-swiping], [data-tag-strip]';

/** Desktop, where the brand and product carousels are not draggable and show their arrows. */
export const DESKTOP = '(min-width: 1024px)';
const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

/**
 * Embla's `duration` is not milliseconds: its scroll body eases over about ten times that many ms at 60 Hz, so 30
 * is Swiper's `speed: 300` of the seed site.
 */
const SPEED_300MS = 30;

export function carouselOptions(kind: CarouselKind, direction: 'rtl' | 'ltr'): EmblaOptionsType {
  const noSwiping = (_api: unknown, event: MouseEvent | TouchEvent) => !(event.target as Element | null)?.closest?.(NO_SWIPING);
  const listing = kind !== 'page-builder';
  const infinite = kind === 'products' || kind === 'brands';
  return {
    direction,
    align: 'start',
    // Listing carousels scroll freely (no snapping); the page builder's step a slide group at a time.
    dragFree: listing,
    containScroll: 'trimSnaps',
    slidesToScroll: 'auto',
    loop: infinite,
    duration: infinite ? SPEED_300MS : 25,
    watchDrag: noSwiping,
    breakpoints: {
      ...(infinite ? { [DESKTOP]: { watchDrag: false } } : {}),
      // No animated scrolling: a duration of 0 makes every move a jump.
      [REDUCED_MOTION]: { duration: 0 },
    },
  };
}
