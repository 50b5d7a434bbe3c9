import { afterEach, describe, expect, it } from 'vitest';
import { track } from '../../../shared/platform/analytics';

type W = Window & { dataLayer?: unknown };
afterEach(() => delete (window as W).dataLayer);

describe('analytics', () => {
  it('pushes events to dataLayer, creating it when the page has none', () => {
    track('compare_limit_exceeded', { max: 4 });
    track('sort_change', { orderby: 'price' });
    expect((window as W).dataLayer).toEqual([
      { event: 'compare_limit_exceeded', max: 4 },
      { event: 'sort_change', orderby: 'price' },
    ]);
  });

  it('never breaks the shop when dataLayer is hijacked', () => {
    Object.defineProperty(window, 'dataLayer', { configurable: true, get: () => ({ push: () => { throw new Error('tag manager bug'); } }) });
    expect(() => track('add_to_cart')).not.toThrow();
  });
});
