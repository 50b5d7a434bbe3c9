import EmblaCarousel from 'embla-carousel';
import type { MountContext } from '../../shared/islands/define-island';
import { carouselControls } from './controls';
import { carouselOptions } from './options';
import type { CarouselProps } from './props';
import { WheelAxis } from './wheel-plugin';
import './carousel.css';

/** The props check, run when this view has loaded (the entry leaves it out, so it is not on the page's load path). */
export { carouselProps as props } from './props';

/** How long the server's row has to be still before it is taken over. */
const REST_MS = 150;

/** A finger on the row holds the takeover: a swipe that pauses, the finger still down, is not over. */
const TOUCH_EVENTS = ['touchstart', 'touchmove', 'touchend', 'touchcancel'] as const;

/**
 * Resolves once the server's row has not scrolled for REST_MS and no finger is on it (false if the island went
 * first). A phone's first touch on the page is what loads the carousels, so a swipe of a row is often under way as
 * this module comes: taken over then, the row stopped where it was and the rest of the swipe was lost (found by an
 * exploratory pass). A swipe that paused for REST_MS with the finger still down was cut the same way (a loaded CI
 * machine's touch events came that slowly). The browser keeps the swipe, and Embla starts from where it ended.
 */
function atRest(viewport: HTMLElement, signal: AbortSignal): Promise<boolean> {
  return new Promise((resolve) => {
    let timer = 0;
    let held = false;
    const wait = () => {
      clearTimeout(timer);
      if (!held) timer = window.setTimeout(done, REST_MS);
    };
    const touch = (event: TouchEvent) => {
      held = event.touches.length > 0;
      wait();
    };
    const done = () => {
      clearTimeout(timer);
      viewport.removeEventListener('scroll', wait);
      TOUCH_EVENTS.forEach((type) => viewport.removeEventListener(type, touch));
      signal.removeEventListener('abort', done);
      resolve(!signal.aborted);
    };
    viewport.addEventListener('scroll', wait, { passive: true });
    TOUCH_EVENTS.forEach((type) => viewport.addEventListener(type, touch, { passive: true }));
    signal.addEventListener('abort', done);
    wait();
  });
}

/**
 * Embla's core takes the server's row over where it stands: the slides, their sizes and their order do not change,
 * only the row stops being a native scroller (`is-enhanced`) and the buttons are added over it (absolutely placed,
 * so nothing moves). No view library: the buttons are plain DOM (controls.ts). A carousel with fewer than two slides
 * stays the server's row (spec: page-builder carousels need two to start; a lone slide has nothing to scroll to).
 */
export async function mount(root: HTMLElement, props: CarouselProps, ctx: MountContext) {
  const viewport = root.querySelector<HTMLElement>('.hsa-carousel__viewport');
  const track = viewport?.firstElementChild;
  if (!viewport || !track || track.children.length < 2) return;
  if (!(await atRest(viewport, ctx.signal))) return;
  const frame = viewport.parentElement ?? root;
  const direction = getComputedStyle(viewport).direction === 'ltr' ? 'ltr' : 'rtl';
  // A row the shopper already swiped natively: Embla starts from there, not back at the start.
  const scrolled = Math.abs(viewport.scrollLeft);
  let width = viewport.clientWidth;

  root.classList.add('is-enhanced');
  viewport.scrollLeft = 0;
  const api = EmblaCarousel(viewport, carouselOptions(props.kind, direction), [WheelAxis()]);
  if (scrolled) api.internalEngine().scrollTo.distance(-scrolled, false);
  const removeControls = carouselControls(api, frame, direction === 'rtl');

  // Re-measured when the parent changes size (a sidebar opening, a tab shown): Embla watches the row and its slides.
  const parent = root.parentElement;
  if (parent && typeof ResizeObserver !== 'undefined') {
    const observer = new ResizeObserver(() => {
      if (viewport.clientWidth === width) return;
      width = viewport.clientWidth;
      api.reInit();
    });
    observer.observe(parent);
    ctx.disposables.add(() => observer.disconnect());
  }
  return () => {
    removeControls();
    api.destroy();
    root.classList.remove('is-enhanced');
  };
}
