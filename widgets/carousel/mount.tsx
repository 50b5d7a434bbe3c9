import type { EmblaCarouselType } from 'embla-carousel';
import { render } from 'preact';
import type { MountContext } from '../../shared/islands/define-island';
import { CarouselControls } from './CarouselControls';
import { carouselOptions } from './options';
import type { CarouselProps } from './props';
import './carousel.css';

/**
 * Embla takes the server's row over where it stands: the slides, their sizes and their order do not change, only
 * the row stops being a native scroller (`is-enhanced`) and the buttons are added over it (absolutely placed, so
 * nothing moves). A carousel with fewer than two slides stays the server's row (spec: page-builder carousels need
 * two to start; a lone slide has nothing to scroll to in any kind).
 */
export function mount(root: HTMLElement, props: CarouselProps, ctx: MountContext) {
  const viewport = root.querySelector<HTMLElement>('.hsa-carousel__viewport');
  const track = viewport?.firstElementChild;
  if (!viewport || !track || track.children.length < 2) return;
  const frame = viewport.parentElement ?? root;
  const direction = getComputedStyle(viewport).direction === 'ltr' ? 'ltr' : 'rtl';
  // A row the shopper already swiped natively: Embla starts from there, not back at the start.
  const scrolled = Math.abs(viewport.scrollLeft);
  const controls = document.createElement('div');
  controls.className = 'hsa-carousel__controls';
  let api: EmblaCarouselType | undefined;
  let width = viewport.clientWidth;
  const onApi = (next: EmblaCarouselType | undefined) => {
    api = next;
    if (next && scrolled) next.internalEngine().scrollTo.distance(-scrolled, false);
  };

  root.classList.add('is-enhanced');
  viewport.scrollLeft = 0;
  frame.append(controls);
  render(<CarouselControls viewport={viewport} options={carouselOptions(props.kind, direction)} onApi={onApi} />, controls);

  // Re-measured when the parent changes size (a sidebar opening, a tab shown): Embla watches the row and its slides.
  const parent = root.parentElement;
  if (parent && typeof ResizeObserver !== 'undefined') {
    const observer = new ResizeObserver(() => {
      if (viewport.clientWidth === width) return;
      width = viewport.clientWidth;
      api?.reInit();
    });
    observer.observe(parent);
    ctx.disposables.add(() => observer.disconnect());
  }
  return () => {
    render(null, controls);
    controls.remove();
    root.classList.remove('is-enhanced');
  };
}
