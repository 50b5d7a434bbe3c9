import type { EmblaCarouselType, EmblaPluginType } from 'embla-carousel';

/**
 * The mouse wheel moves a carousel only along its own axis (spec section 9): a sideways wheel or trackpad swipe (or
 * Shift + wheel, which browsers turn sideways) scrolls the carousel and not the page; an up-and-down wheel is the
 * page's and is left alone. The distance follows the hand: on a right-to-left carousel a swipe to the left reveals
 * what lies to the left, the next slides.
 */
const LINE = 16;

export function WheelAxis(): EmblaPluginType {
  let off = () => {};
  return {
    name: 'wheelAxis',
    options: {},
    init(api: EmblaCarouselType) {
      const root = api.rootNode();
      const onWheel = (event: WheelEvent) => {
        const unit = event.deltaMode === 1 ? LINE : event.deltaMode === 2 ? root.clientWidth : 1;
        const dx = event.deltaX * unit;
        if (Math.abs(dx) <= Math.abs(event.deltaY * unit)) return;
        event.preventDefault();
        const engine = api.internalEngine();
        // Embla's location grows towards the previous slides; its translate mirrors it on a right-to-left carousel.
        const distance = engine.options.direction === 'rtl' ? dx : -dx;
        engine.scrollTo.distance(engine.options.loop ? distance : engine.limit.constrain(engine.target.get() + distance) - engine.target.get(), false);
      };
      root.addEventListener('wheel', onWheel, { passive: false });
      off = () => root.removeEventListener('wheel', onWheel);
    },
    destroy() {
      off();
    },
  };
}
