import { screen, waitFor } from '@testing-library/preact';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createBehaviour } from '../../shared/islands/define-behaviour';
import { $cart } from '../../shared/stores/cart';
import { setupAddToCart } from '../../widgets/add-to-cart/add-to-cart';
import { setupRemoveLinks } from '../../widgets/add-to-cart/remove-from-cart';
import { removeLine, setQty } from '../../widgets/mini-cart/store';
import { cartBody, fragmentsFor, line, miniCartResponse } from '../../stories/fixtures/cart';
import { fakeFetch, json, setPageConfig } from '../support/page';

/**
 * add_to_cart and remove_from_cart (issue #15, analytics in one place): the existing cart code sends them through
 * shared/platform/analytics.ts, in GA4's ecommerce shape, only for changes the server made.
 */
type Pushed = { event?: string; ecommerce?: { items: Array<Record<string, unknown>> } | null };
const layer = () => ((window as { dataLayer?: Pushed[] }).dataLayer ?? []);
const events = () => layer().filter((e) => e.event);

let stops: Array<() => void> = [];
// What a press does loads on demand (widgets/add-to-cart/actions.ts); loaded once here, the presses below find it
// as a page does after the shopper's pointer reached the button.
beforeAll(async () => {
  await import('../../widgets/add-to-cart/actions');
});

beforeEach(() => {
  (window as { dataLayer?: unknown[] }).dataLayer = [];
  setPageConfig();
  $cart.set({ count: 0, html: null, hash: null, revision: 0 });
});
afterEach(() => {
  stops.forEach((stop) => stop());
  stops = [];
  delete (window as { dataLayer?: unknown[] }).dataLayer;
});

describe('add-to-cart and remove links', () => {
  beforeEach(() => {
    document.body.innerHTML = `<div class="widget_shopping_cart_content">${cartBody([])}</div>
      <ul><li><h3 id="card-title-8">چسب ۸</h3><a href="?add-to-cart=8" data-quantity="3" data-product_id="8" class="button add_to_cart_button ajax_add_to_cart" aria-describedby="card-title-8">افزودن به سبد خرید</a></li></ul>
      <table><tr><td><a href="/checkout-cart/?remove_item=k8" class="remove" data-cart_item_key="k8" data-product_id="8" aria-label="حذف از سبد">×</a></td><td><input class="qty" name="cart[k8][qty]" value="3"></td></tr></table>
      <main id="main" tabindex="-1"></main>`;
    stops = [createBehaviour({ name: 'add', setup: setupAddToCart }).start(document), createBehaviour({ name: 'remove', setup: setupRemoveLinks }).start(document)];
  });

  it('an add the server made is add_to_cart with the product, its title and quantity, after { ecommerce: null }', async () => {
    vi.stubGlobal('fetch', fakeFetch(() => json(fragmentsFor([line(8, 3)]))).fn);
    screen.getByRole('button', { name: 'افزودن به سبد خرید' }).click();
    await waitFor(() => expect(events().map((e) => e.event)).toContain('add_to_cart'));
    const at = layer().findIndex((e) => e.event === 'add_to_cart');
    expect(layer()[at - 1]).toEqual({ ecommerce: null });
    expect(layer()[at]!.ecommerce).toEqual({ items: [{ item_id: '8', item_name: 'چسب ۸', quantity: 3 }] });
  });

  it('a failed add sends nothing', async () => {
    vi.stubGlobal('fetch', fakeFetch(() => new Error('offline')).fn);
    screen.getByRole('button', { name: 'افزودن به سبد خرید' }).click();
    await waitFor(() => expect(document.querySelector('.ajax_add_to_cart.loading')).toBeNull());
    await new Promise((r) => setTimeout(r, 20));
    expect(events().filter((e) => e.event === 'add_to_cart')).toEqual([]);
  });

  it('a remove is remove_from_cart with the product and the quantity the row had', async () => {
    vi.stubGlobal('fetch', fakeFetch(() => json(fragmentsFor([]))).fn);
    screen.getByRole('link', { name: 'حذف از سبد' }).click();
    await waitFor(() => expect(events().map((e) => e.event)).toContain('remove_from_cart'));
    expect(events().find((e) => e.event === 'remove_from_cart')!.ecommerce).toEqual({ items: [{ item_id: '8', quantity: 3 }] });
  });
});

describe('the mini-cart’s + − and remove', () => {
  const lines = [line(1, 2), line(2, 1)];
  beforeEach(() => {
    document.body.innerHTML = '<main id="main" tabindex="-1"></main>';
    $cart.set({ count: 3, html: cartBody(lines), hash: 'h', revision: 1 });
  });

  it('+ is add_to_cart of one, − is remove_from_cart of one', async () => {
    vi.stubGlobal('fetch', fakeFetch(() => json(miniCartResponse([line(1, 3), line(2, 1)]))).fn);
    await setQty({ key: lines[0]!.key, productId: 1, quantity: 2 }, 1);
    await setQty({ key: lines[0]!.key, productId: 1, quantity: 3 }, -1);
    expect(events()).toEqual([
      { event: 'add_to_cart', ecommerce: { items: [{ item_id: '1', quantity: 1 }] } },
      { event: 'remove_from_cart', ecommerce: { items: [{ item_id: '1', quantity: 1 }] } },
    ]);
  });

  it('remove is remove_from_cart with the line’s quantity; a refused change sends nothing', async () => {
    vi.stubGlobal('fetch', fakeFetch(() => json(miniCartResponse([line(2, 1)]))).fn);
    await removeLine({ key: lines[0]!.key, productId: 1 });
    expect(events()).toEqual([{ event: 'remove_from_cart', ecommerce: { items: [{ item_id: '1', quantity: 2 }] } }]);
    vi.stubGlobal('fetch', fakeFetch(() => new Error('offline')).fn);
    await removeLine({ key: lines[1]!.key, productId: 2 });
    expect(events()).toHaveLength(1);
  });
});
