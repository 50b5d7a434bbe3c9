import { formatMessage } from '../../shared/platform/messages';
import { faIR } from '../../shared/platform/messages';
import type { CarouselKind } from '../../widgets/carousel/props';
import { cx, html, type HtmlValue, type SafeHtml } from './html';

/**
 * A carousel's server markup (widgets/carousel): a region named by its heading, holding a CSS scroll-snap row whose
 * slides are groups named «۳ از ۱۲». It is readable, swipeable and keyboard-reachable before and without the
 * script; the island loads as it comes near the viewport and takes this very row over, so nothing moves.
 */
export interface CarouselMarkup {
  kind: CarouselKind;
  /** The heading's id (the region's name). */
  id: string;
  title: string;
  /** A "see all" link beside the heading. */
  more?: { href: string; label: string } | undefined;
  slides: readonly HtmlValue[];
  /** Page-builder carousels: one slide on tablets instead of two. */
  single?: boolean;
  /** Extra class on the section (the home page's spacing). */
  className?: string;
  /** The section's own id, a link's target (the bottom bar's categories button goes to #categories). */
  sectionId?: string;
}

export function carousel({ kind, id, title, more, slides, single = false, className, sectionId }: CarouselMarkup): SafeHtml {
  const count = slides.length;
  return html`<section class="${cx('hsa-carousel', `hsa-carousel--${kind}`, single && 'hsa-carousel--single', className)}" data-island="carousel" data-kind="${kind}"${sectionId ? html` id="${sectionId}" tabindex="-1"` : ''}${single ? html` data-single="true"` : ''} aria-labelledby="${id}">
  <div class="section-head">
    <h2 class="section-head__title" id="${id}">${title}</h2>
    ${more ? html`<a class="section-head__more" href="${more.href}">${more.label}</a>` : ''}
  </div>
  <div class="hsa-carousel__frame">
    <div class="hsa-carousel__viewport">
      <div class="hsa-carousel__track">
        ${slides.map((slide, i) => html`<div class="hsa-carousel__slide" role="group" aria-label="${formatMessage(faIR.carouselSlide, { index: i + 1, count })}">${slide}</div>`)}
      </div>
    </div>
  </div>
</section>`;
}
