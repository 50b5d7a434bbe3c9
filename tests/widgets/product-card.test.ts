import { screen } from '@testing-library/preact';
import { describe, expect, it } from 'vitest';
import { createBehaviour } from '../../shared/islands/define-behaviour';
import { setupGalleries } from '../../widgets/product-card/gallery';
import { productCard } from '../../demo-pages/templates/product-card';

const product = (images: number) => ({
  id: 9, slug: 'p-9', title: 'چرخ صنعتی مدل 120', sku: 'W-120', type: 'simple' as const, price: 900000, regularPrice: 900000,
  salePrice: null, stockStatus: 'instock' as const, rating: 4.2, ratingCount: 12,
  images: Array.from({ length: images }, (_, i) => `/img/p/9-${i + 1}.svg`), minQty: 1, soldIndividually: false,
});

describe('product card gallery', () => {
  it('has no arrows with one image', () => {
    document.body.innerHTML = `<ul>${productCard(product(1)).value}</ul>`;
    expect(screen.queryByRole('button', { name: 'تصویر بعدی' })).toBeNull();
  });

  it('steps through the images with the arrows, wrapping around, dots following', () => {
    document.body.innerHTML = `<ul>${productCard(product(3)).value}</ul>`;
    const stop = createBehaviour({ name: 'gallery', setup: setupGalleries }).start(document);
    const visible = () => Array.from(document.querySelectorAll<HTMLImageElement>('img[data-index]')).findIndex((img) => !img.hidden);
    const active = () => Array.from(document.querySelectorAll('.product-card__dots span')).findIndex((dot) => dot.classList.contains('is-active'));
    screen.getByRole('button', { name: 'تصویر بعدی' }).click();
    expect([visible(), active()]).toEqual([1, 1]);
    screen.getByRole('button', { name: 'تصویر قبلی' }).click();
    screen.getByRole('button', { name: 'تصویر قبلی' }).click();
    expect([visible(), active()]).toEqual([2, 2]);
    stop();
  });
});

describe('the product page gallery\'s thumbnails', () => {
  it('bring their image into the row without a jump or a step in history, the one shown aria-current, focus kept', () => {
    document.body.innerHTML = `<div class="product-gallery"><ul class="product-gallery__slides">${[1, 2, 3].map((n) => `<li id="image-${n}"><img src="/${n}.svg" alt=""></li>`).join('')}</ul>
      <ul class="product-gallery__thumbs">${[1, 2, 3].map((n) => `<li><a href="#image-${n}" aria-label="تصویر ${n}" aria-current="${n === 1}">·</a></li>`).join('')}</ul></div>`;
    const scrolled: Array<[string, ScrollIntoViewOptions | boolean | undefined]> = [];
    const original = Element.prototype.scrollIntoView;
    Element.prototype.scrollIntoView = function (this: Element, options?: ScrollIntoViewOptions | boolean) {
      scrolled.push([this.id, options]);
    };
    const rowScrolls: unknown[] = [];
    document.querySelector<HTMLElement>('.product-gallery__slides')!.scrollBy = ((options: ScrollToOptions) => rowScrolls.push(options)) as HTMLElement['scrollBy'];
    const stop = createBehaviour({ name: 'gallery', setup: setupGalleries }).start(document);
    try {
      const third = screen.getByRole('link', { name: 'تصویر 3' });
      third.focus();
      const click = new MouseEvent('click', { bubbles: true, cancelable: true });
      third.dispatchEvent(click);
      expect(click.defaultPrevented).toBe(true);
      // the row scrolls, by the slide's distance from its start (happy-dom lays nothing out: 0), and not the page
      expect(scrolled).toEqual([]);
      expect(rowScrolls).toEqual([{ left: 0 }]);
      expect(Array.from(document.querySelectorAll('.product-gallery__thumbs a')).map((a) => a.getAttribute('aria-current'))).toEqual(['false', 'false', 'true']);
      expect(document.activeElement).toBe(third);
    } finally {
      stop();
      Element.prototype.scrollIntoView = original;
    }
  });
});
