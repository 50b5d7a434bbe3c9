import { defineIsland } from '../../shared/islands/define-island';

/**
 * Carousels (`[data-island="carousel"]`, README.md): the server's scroll-snap row is the carousel (it reads and
 * swipes without the script) until the shopper's first gesture on the page, for a carousel in view, or the scroll
 * that brings one near; then Embla's core and the plain-DOM buttons load and take the same row over without moving
 * it. Nothing loads with the page.
 */
defineIsland({
  name: 'carousel',
  loadOn: 'engaged',
  load: () => import('./mount'),
});
