import type { EmblaCarouselType } from 'embla-carousel';
import { announce, prepareAnnouncer } from '../../shared/a11y/announcer';
import { t } from '../../shared/platform/i18n';

/** What the controls use of Embla's API (tests pass a fake with the same shape). */
export type ControlsApi = Pick<EmblaCarouselType, 'scrollPrev' | 'scrollNext' | 'on' | 'off' | 'internalEngine' | 'slideNodes' | 'slidesInView'>;

/** Slides this far past the last one in view start loading their images, so a swipe rarely meets an empty slide. */
const LOOKAHEAD = 2;
/** Embla's events after which the ends are checked again ('scroll': a wheel or a free drag moves without a select). */
const MOVES = ['select', 'reInit', 'scroll', 'settle'] as const;

/**
 * The slides as the APG carousel's groups, each named «۳ از ۱۲» (Persian digits, the site's override of the message
 * if it has one). The server prints the same; this keeps them right for a row whose slides were changed since.
 */
export function labelSlides(slides: readonly HTMLElement[]): void {
  const count = slides.length;
  slides.forEach((slide, i) => {
    slide.setAttribute('role', 'group');
    slide.setAttribute('aria-label', t('carouselSlide', { index: i + 1, count }));
  });
}

/**
 * The previous/next buttons (APG carousel) in plain DOM, over the server's row in `frame` (absolutely placed by
 * carousel.css, so nothing moves), driving Embla. Named قبلی/بعدی; the glyphs are '<' and '>' (spec section 9),
 * each pointing outwards, the way its button moves: on a right-to-left row the previous button sits on the right
 * and shows '>'. Disabled at the ends of a carousel that does not loop. Also the progressive lazy loading: images of
 * the slides in view and the next two are asked for at once. The buttons come first in the row (Tab reaches them
 * before the slides), and where a press led is announced once the row settles («۵ از ۲۰»). Returns the cleanup.
 */
export function carouselControls(api: ControlsApi, frame: HTMLElement, rtl: boolean): () => void {
  const box = document.createElement('div');
  box.className = 'hsa-carousel__controls';
  const button = (end: 'prev' | 'next', glyph: string, go: () => void) => {
    const b = document.createElement('button');
    b.type = 'button';
    b.className = `hsa-carousel__arrow hsa-carousel__arrow--${end}`;
    b.setAttribute('aria-label', t(end));
    const span = document.createElement('span');
    span.setAttribute('aria-hidden', 'true');
    // drawn as given: in a right-to-left line the browser mirrors '<' and '>' (Bidi_Mirrored), and each pointed inwards
    span.dir = 'ltr';
    span.textContent = glyph;
    b.append(span);
    b.addEventListener('click', go);
    box.append(b);
    return b;
  };
  // A press is said where it led once the row settles (APG carousel: the slide shown is told): «۵ از ۲۰».
  let pressed = false;
  const prev = button('prev', rtl ? '>' : '<', () => ((pressed = true), api.scrollPrev()));
  const next = button('next', rtl ? '<' : '>', () => ((pressed = true), api.scrollNext()));
  const say = () => {
    const first = Math.min(...api.slidesInView());
    if (pressed && first >= 0) announce(api.slideNodes()[first]?.getAttribute('aria-label') ?? '', 'slide');
    pressed = false;
  };

  // From the position, not Embla's canScrollPrev/Next: those follow the snap index, which a free scroll or a wheel
  // can leave unchanged while the row has moved. Location limit.max is the start, limit.min the end.
  const update = () => {
    const { location, limit, options } = api.internalEngine();
    const focused = document.activeElement;
    prev.disabled = !options.loop && location.get() >= limit.max - 1;
    next.disabled = !options.loop && location.get() <= limit.min + 1;
    // A button disabled under the keyboard's focus drops it to <body>: it goes to the other one, which leads back.
    const other = focused === prev ? next : focused === next ? prev : null;
    if (other && (focused as HTMLButtonElement).disabled && !other.disabled) other.focus({ preventScroll: true });
  };
  const load = () => {
    const slides = api.slideNodes();
    for (const i of api.slidesInView()) {
      for (let k = 0; k <= LOOKAHEAD; k++) {
        for (const img of slides[(i + k) % slides.length]!.querySelectorAll<HTMLImageElement>('img[loading="lazy"]')) img.loading = 'eager';
      }
    }
  };
  labelSlides(api.slideNodes());
  update();
  load();
  prepareAnnouncer();
  // First in the row (APG carousel: the controls come before the slides), placed by carousel.css as before.
  frame.prepend(box);
  for (const name of MOVES) api.on(name, update);
  api.on('slidesInView', load);
  api.on('settle', say);
  return () => {
    for (const name of MOVES) api.off(name, update);
    api.off('slidesInView', load);
    api.off('settle', say);
    box.remove();
  };
}
