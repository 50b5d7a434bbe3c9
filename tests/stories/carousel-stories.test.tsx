import { render, screen, waitFor, within } from '@testing-library/preact';
import { describe, expect, it } from 'vitest';
import * as carouselStories from '../../stories/carousel.stories';
import { composeStories } from './portable';

/**
 * The carousel stories show what they claim (stories.test.tsx only checks that each renders): the kind's server
 * row with its slides named «n از N» in Persian digits, taken over by the island with the buttons قبلی/بعدی, and
 * the lone slide left as the server's row.
 */
const stories = composeStories(carouselStories);

describe('carousel stories', () => {
  for (const [name, kind, count] of [
    ['Products', 'products', 10],
    ['Categories', 'categories', 12],
    ['Brands', 'brands', 14],
    ['BrandCategories', 'brand-categories', 12],
    ['PageBuilder', 'page-builder', 7],
  ] as const) {
    it(`${name}: the ${kind} row, started, with its buttons and slides named in Persian digits`, async () => {
      const Story = stories[name];
      render(<Story />);
      const region = document.querySelector<HTMLElement>(`[data-island="carousel"][data-kind="${kind}"]`)!;
      expect(region).not.toBeNull();
      await waitFor(() => expect(region.classList.contains('is-enhanced')).toBe(true));
      expect(within(region).getByRole('button', { name: 'قبلی' })).toBeTruthy();
      expect(within(region).getByRole('button', { name: 'بعدی' })).toBeTruthy();
      const groups = within(region).getAllByRole('group');
      expect(groups).toHaveLength(count);
      expect(groups[2]!.getAttribute('aria-label')).toBe(`۳ از ${count.toLocaleString('fa-IR')}`);
      // every slide holds a link (reachable with JavaScript off as on)
      expect(groups.every((g) => g.querySelector('a[href^="/"]'))).toBe(true);
    });
  }

  it('BrandCategories: each slide goes to a category page filtered by its brand', async () => {
    render(<stories.BrandCategories />);
    const links = Array.from(document.querySelectorAll('[data-kind="brand-categories"] .hsa-carousel__slide a'), (a) => a.getAttribute('href'));
    expect(links.every((href) => /^\/product-category\/[^/]+\/\?_brand=[a-z-]+$/.test(href!))).toBe(true);
  });

  it('OneSlide: the island mounts and leaves the server row, without buttons', async () => {
    render(<stories.OneSlide />);
    const region = document.querySelector<HTMLElement>('[data-island="carousel"]')!;
    await waitFor(() => expect(region.getAttribute('data-island-state')).toBe('mounted'));
    expect(region.classList.contains('is-enhanced')).toBe(false);
    expect(screen.queryByRole('button', { name: 'بعدی' })).toBeNull();
  });
});
