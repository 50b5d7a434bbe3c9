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
