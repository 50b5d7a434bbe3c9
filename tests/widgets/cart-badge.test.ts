import jQuery from 'jquery';
import { screen } from '@testing-library/preact';
import { describe, expect, it } from 'vitest';
import { createBehaviour } from '../../shared/islands/define-behaviour';
import { emit } from '../../shared/events/bridge';
import { $cart } from '../../shared/stores/cart';
import { setupCartBadges } from '../../widgets/cart-badge/cart-badges';
import { cartBody, line } from '../../stories/fixtures/cart';
import { flush, setPageConfig } from '../support/page';

const badge = (count: string) =>
  `<a href="/checkout-cart/">سبد خرید <span class="cart-badge" data-hsa-cart-badge><span aria-hidden="true" data-badge-count>${count}</span><span data-badge-label>${count} کالا</span></span></a>`;

function page(body: string, cartCount = '0') {
  setPageConfig({ cartCount });
  $cart.set({ count: 0, html: null, hash: null, revision: 0 });
  document.body.innerHTML = body;
  return createBehaviour({ name: 'badges', setup: setupCartBadges }).start(document);
}

describe('cart badges (spec section 4)', () => {
  it('reads the count from the mini-cart markup and shows it in Persian digits', async () => {
    const stop = page(`<nav>${badge('0')}</nav><div class="widget_shopping_cart_content">${cartBody([line(1, 2), line(2, 3)])}</div>`);
    await flush();
    expect(document.querySelector('[data-badge-count]')!.textContent).toBe('۵');
    expect(screen.getByText('۵ کالا')).toBeTruthy();
    stop();
  });

  it('is hidden at 0', async () => {
    const stop = page(`<nav>${badge('2')}</nav>`);
    $cart.set({ ...$cart.get(), count: 0 });
    await flush();
    expect(document.querySelector<HTMLElement>('[data-hsa-cart-badge]')!.hidden).toBe(true);
    stop();
  });


  for (const name of ['wc_fragments_refreshed', 'wc_fragments_loaded', 'added_to_cart', 'removed_from_cart', 'updated_cart_totals'] as const) {
    it(`follows ${name}, from jQuery and natively`, async () => {
      (globalThis as { jQuery?: unknown }).jQuery = jQuery;
      const stop = page(`<nav>${badge('0')}</nav><div class="widget_shopping_cart_content">${cartBody([])}</div>`);
      jQuery('div.widget_shopping_cart_content').replaceWith(cartBody([line(3, 6)]));
      jQuery(document.body).trigger(name);
      await flush();
      expect(document.querySelector('[data-badge-count]')!.textContent).toBe('۶');
      jQuery('div.widget_shopping_cart_content').replaceWith(cartBody([line(3, 2)]));
      emit(name, {});
      await flush();
      expect(document.querySelector('[data-badge-count]')!.textContent).toBe('۲');
      stop();
    });
  }
});

describe('the cart count without mini-cart markup', () => {
  it('falls back to the configured cartCount', async () => {
    const { readCartFromPage } = await import('../../shared/stores/cart');
    setPageConfig({ cartCount: '4' });
    document.body.innerHTML = '<nav></nav>';
    expect(readCartFromPage().count).toBe(4);
  });
});
