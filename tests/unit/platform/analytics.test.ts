import { afterEach, describe, expect, it } from 'vitest';
import { cartEcommerce, track } from '../../../shared/platform/analytics';

type W = Window & { dataLayer?: unknown };
afterEach(() => delete (window as W).dataLayer);

describe('analytics', () => {
  it('pushes events to dataLayer, creating it when the page has none', () => {
    track('compare_limit_exceeded', { max: 4 });
    track('sort_change', { orderby: 'price' });
    track('compare_cancel');
    expect((window as W).dataLayer).toEqual([
      { event: 'compare_limit_exceeded', max: 4 },
      { event: 'sort_change', orderby: 'price' },
      { event: 'compare_cancel' },
    ]);
  });

  it('pushes ecommerce events in GA4’s shape, each after { ecommerce: null } so items never merge', () => {
    track('view_item_list', { ecommerce: { item_list_id: '/product-category/drills/', item_list_name: 'دریل', items: [{ item_id: '12', item_name: 'دریل', index: 0 }] } });
    track('add_to_cart', cartEcommerce([{ item_id: '12', quantity: 2 }]));
    expect((window as W).dataLayer).toEqual([
      { ecommerce: null },
      { event: 'view_item_list', ecommerce: { item_list_id: '/product-category/drills/', item_list_name: 'دریل', items: [{ item_id: '12', item_name: 'دریل', index: 0 }] } },
      { ecommerce: null },
      { event: 'add_to_cart', ecommerce: { items: [{ item_id: '12', quantity: 2 }] } },
    ]);
  });

  it('types each event’s parameters', () => {
    // @ts-expect-error per_page is a number
    track('per_page_change', { per_page: '12' });
    // @ts-expect-error a cart event carries GA4's ecommerce object
    track('add_to_cart', { product_id: 12 });
    // @ts-expect-error not an event of section 9
    track('page_view');
    // @ts-expect-error sidebar_toggle says which way
    track('sidebar_toggle');
    expect((window as W).dataLayer).toHaveLength(4); // pushed anyway: the types guard the callers, not the page
  });

  it('never breaks the shop when dataLayer is hijacked', () => {
    Object.defineProperty(window, 'dataLayer', { configurable: true, get: () => ({ push: () => { throw new Error('tag manager bug'); } }) });
    expect(() => track('add_to_cart', cartEcommerce([{ item_id: '1' }]))).not.toThrow();
  });
});
