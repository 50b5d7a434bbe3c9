import { defineIsland } from '../../shared/islands/define-island';
import { carouselProps } from './props';

/**
 * Carousels (`[data-island="carousel"]`, README.md): the server's scroll-snap row is the carousel until one comes
 * near the viewport; then Embla (and the previous/next buttons) load and take the same row over without moving it.
 */
defineIsland({
  name: 'carousel',
  props: carouselProps,
  loadOn: 'visible',
  load: () => import('./mount'),
});
