import EmblaCarousel, { type EmblaCarouselType, type EmblaOptionsType } from 'embla-carousel';
import { useEffect, useState } from 'react';
import { t } from '../../shared/platform/i18n';
import { WheelAxis } from './wheel-plugin';

export interface CarouselControlsProps {
  /** The server's row: `.hsa-carousel__viewport` holding the track and its slides. */
  viewport: HTMLElement;
  options: EmblaOptionsType;
  /** Called with Embla's API once it runs (the mount watches the parent's size with it). */
  onApi?: (api: EmblaCarouselType | undefined) => void;
}

/** Slides this far past the last one in view start loading their images, so a swipe rarely meets an empty slide. */
const LOOKAHEAD = 2;

/**
 * The previous/next buttons (APG carousel), drawn over the server's row, and Embla attached to that row. Embla's
 * core directly, not embla-carousel-react: its adapter (627 B gzip, mostly deep comparisons of options re-passed on
 * each render) would take the island over its 9 KB, and this view passes the options once. The slides stay the server's markup (product cards keep their own behaviours). The
 * glyphs are '<' and '>' (spec section 9), each pointing outwards, the way its button moves: on a right-to-left page
 * the previous button sits on the right and shows '>'. Disabled at the ends of a carousel that does not loop.
 */
export function CarouselControls({ viewport, options, onApi }: CarouselControlsProps) {
  const [api, setApi] = useState<EmblaCarouselType>();
  const rtl = options.direction === 'rtl';
  const [ends, setEnds] = useState({ prev: false, next: false });

  useEffect(() => {
    const embla = EmblaCarousel(viewport, options, [WheelAxis()]);
    setApi(embla);
    return () => embla.destroy();
  }, [viewport, options]);

  useEffect(() => {
    onApi?.(api);
    if (!api) return;
    // From the position, not Embla's canScrollPrev/Next: those follow the snap index, which a free scroll or a wheel
    // can leave unchanged while the row has moved. Location 0 is the start; limit.min the end.
    const update = (embla: EmblaCarouselType) => {
      const { location, limit, options: o } = embla.internalEngine();
      const prev = o.loop || location.get() < limit.max - 1;
      const next = o.loop || location.get() > limit.min + 1;
      setEnds((ends) => (ends.prev === prev && ends.next === next ? ends : { prev, next }));
    };
    // Progressive lazy loading: images of the slides in view and the next few are asked for now, not at the edge.
    const load = (embla: EmblaCarouselType) => {
      const slides = embla.slideNodes();
      for (const i of embla.slidesInView()) {
        for (let k = 0; k <= LOOKAHEAD; k++) {
          for (const img of slides[(i + k) % slides.length]!.querySelectorAll<HTMLImageElement>('img[loading="lazy"]')) img.loading = 'eager';
        }
      }
    };
    update(api);
    load(api);
    // 'scroll' too: a wheel or a free drag moves the row without a 'select', and 'settle' comes only at the very end.
    api.on('select', update).on('reInit', update).on('scroll', update).on('settle', update).on('slidesInView', load);
    return () => {
      api.off('select', update).off('reInit', update).off('scroll', update).off('settle', update).off('slidesInView', load);
    };
  }, [api, onApi]);

  return (
    <>
      <button type="button" class="hsa-carousel__arrow hsa-carousel__arrow--prev" aria-label={t('prev')} disabled={!ends.prev} onClick={() => api?.scrollPrev()}>
        <span aria-hidden="true">{rtl ? '>' : '<'}</span>
      </button>
      <button type="button" class="hsa-carousel__arrow hsa-carousel__arrow--next" aria-label={t('next')} disabled={!ends.next} onClick={() => api?.scrollNext()}>
        <span aria-hidden="true">{rtl ? '<' : '>'}</span>
      </button>
    </>
  );
}
