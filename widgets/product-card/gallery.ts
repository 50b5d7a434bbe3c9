import type { Disposables } from '../../shared/islands/disposables';

/**
 * The product card's gallery (spec section 2, "Product card"): the arrows step through the card's images, wrapping
 * around; the dots follow. Cards with one image have no arrows (the server leaves them out). In RTL "next" is the
 * arrow on the left, the reading direction.
 */
export function showImage(gallery: HTMLElement, index: number): number {
  const images = Array.from(gallery.querySelectorAll<HTMLImageElement>('img[data-index]'));
  if (images.length < 2) return 0;
  const next = ((index % images.length) + images.length) % images.length;
  images.forEach((img, i) => {
    img.hidden = i !== next;
    // the first image is eager; the others load when first shown
    if (i === next) img.loading = 'eager';
  });
  gallery.querySelectorAll('.product-card__dots span').forEach((dot, i) => dot.classList.toggle('is-active', i === next));
  gallery.dataset.current = String(next);
  return next;
}

/**
 * The product page's thumbnails: links to their image (`#image-N`, which without a script jump the page there). A
 * press brings the image into its row without moving the page (unless the row is out of sight) or adding a step to
 * Back; the thumbnail pressed is `aria-current` (marked), and focus stays on it. Not followed after a swipe of the row.
 */
function showThumb(thumb: HTMLAnchorElement, doc: Document): boolean {
  const slide = doc.getElementById(thumb.hash.slice(1));
  const row = slide?.parentElement;
  if (!slide || !row) return false;
  // The row alone scrolls, smoothly where motion is welcome (its own scroll-behavior, theme.css): the slide's
  // scrollIntoView moved the page too, to clear the sticky header's scroll-padding (42 px at a desktop width).
  const box = row.getBoundingClientRect();
  row.scrollBy({ left: slide.getBoundingClientRect().left - box.left });
  if (box.bottom < 0 || box.top > innerHeight) row.scrollIntoView({ block: 'nearest' });
  for (const other of thumb.closest('ul')!.querySelectorAll('a')) other.setAttribute('aria-current', String(other === thumb));
  return true;
}

export function setupGalleries(d: Disposables, doc: Document): void {
  d.listen(doc, 'click', (event) => {
    const target = event.target as Element | null;
    const thumb = target?.closest?.<HTMLAnchorElement>('.product-gallery__thumbs a[href^="#"]');
    if (thumb && showThumb(thumb, doc)) return event.preventDefault();
    const arrow = target?.closest?.<HTMLElement>('[data-gallery-prev], [data-gallery-next]');
    const gallery = arrow?.closest<HTMLElement>('[data-gallery]');
    if (!arrow || !gallery) return;
    event.preventDefault();
    const current = Number(gallery.dataset.current ?? 0);
    showImage(gallery, current + (arrow.hasAttribute('data-gallery-next') ? 1 : -1));
  });
}
