import jQuery from 'jquery';
import { waitFor } from '@testing-library/preact';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createBehaviour } from '../../shared/islands/define-behaviour';
import { emit, on } from '../../shared/events/bridge';
import { $cart, CART_QUEUE, syncCartFromPage } from '../../shared/stores/cart';
import { queueIdle } from '../../shared/api/fetch-json';
import { applyMiniCart } from '../../shared/stores/cart-sync';
import { setupAddToCart } from '../../widgets/add-to-cart/add-to-cart';
import { productTitleOf } from '../../widgets/add-to-cart/view-cart-link';
import { setupCartBadges } from '../../widgets/cart-badge/cart-badges';
import { wooMiniCartBody } from '../../demo-pages/templates/woo-markup';
import { cartBody, line, miniCartResponse } from '../../stories/fixtures/cart';
import { fakeFetch, flush, json, setPageConfig } from '../support/page';

/**
 * The islands beside WooCommerce's own add-to-cart.js and cart-fragments.js (issue 7): what those scripts and other
 * plugins trigger through jQuery is followed, nothing is sent twice, and the count never depends on page order.
 */
type G = Record<string, unknown>;
const HASH_KEY = 'wc_cart_hash_test';
const FRAGMENT_NAME = 'wc_fragments_test';
const wooBody = (lines: ReturnType<typeof line>[]) => wooMiniCartBody(lines, lines.reduce((s, l) => s + l.lineTotal, 0), 'n0nce').value;

function wooScripts(which: { addToCart?: boolean; fragments?: boolean } = { addToCart: true, fragments: true }) {
  if (which.addToCart) (globalThis as G).wc_add_to_cart_params = { wc_ajax_url: '/?wc-ajax=%%endpoint%%', cart_url: '/checkout-cart/' };
  if (which.fragments) (globalThis as G).wc_cart_fragments_params = { cart_hash_key: HASH_KEY, fragment_name: FRAGMENT_NAME };
}

/** The badge as a shopper sees it: '' while hidden (at 0). */
const badgeText = () => {
  const el = document.querySelector<HTMLElement>('[data-hsa-cart-badge]')!;
  return el.hidden ? '' : el.querySelector('[data-badge-count]')!.textContent;
};
const settle = async () => {
  for (let i = 0; i < 5; i++) await flush();
};

let stops: Array<() => void> = [];
// What a press does loads on demand (widgets/add-to-cart/actions.ts); loaded once here, the presses below find it
// as a page does after the shopper's pointer reached the button.
beforeAll(async () => {
  await import('../../widgets/add-to-cart/actions');
});

beforeEach(() => {
  (globalThis as G).jQuery = jQuery;
  setPageConfig();
  sessionStorage.clear();
  $cart.set({ count: 0, html: null, hash: null, revision: 0 });
});
afterEach(() => {
  stops.forEach((stop) => stop());
  stops = [];
  jQuery(document.body).off();
  delete (globalThis as G).wc_add_to_cart_params;
  delete (globalThis as G).wc_cart_fragments_params;
  delete (globalThis as G).jQuery;
  vi.unstubAllGlobals();
});

function start(body: string) {
  document.body.innerHTML = body;
  stops.push(createBehaviour({ name: 'badges', setup: setupCartBadges }).start(document));
  stops.push(createBehaviour({ name: 'add', setup: setupAddToCart }).start(document));
}

const badge = '<span data-hsa-cart-badge><span data-badge-count>۰</span></span>';
/** The island's copy of the body first (inside its fragment host), WooCommerce's cart widget after it. */
const islandThenWidget = (island: string, widget: string) =>
  `${badge}<div class="mini-cart"><div data-hsa-fragment-host>${island}</div></div><div class="widget_shopping_cart">${widget}</div>`;

describe('fragments passed in added_to_cart / removed_from_cart by someone else (item 1)', () => {
  it('are applied to $cart and to the page when no WooCommerce script is there to do it', async () => {
    start(`${badge}<div class="widget_shopping_cart">${wooBody([])}</div>`);
    jQuery(document.body).trigger('added_to_cart', [{ 'div.widget_shopping_cart_content': wooBody([line(3, 4)]) }, 'h-4', undefined]);
    await flush();
    expect($cart.get().count).toBe(4);
    expect($cart.get().hash).toBe('h-4');
    expect(badgeText()).toBe('۴');
    expect(document.querySelector('.widget_shopping_cart .quantity')!.textContent).toContain('۴');
    jQuery(document.body).trigger('removed_from_cart', [{ 'div.widget_shopping_cart_content': wooBody([]) }, '', undefined]);
    await flush();
    expect(badgeText()).toBe('');
    expect($cart.get().count).toBe(0);
  });

  it('are applied once when WooCommerce applies them too (its wc_fragments_loaded in the same dispatch re-reads nothing)', async () => {
    wooScripts();
    start(`${badge}<div class="widget_shopping_cart">${wooBody([])}</div>`);
    // WooCommerce's add-to-cart.js, registered after us: replaces the regions, then says wc_fragments_loaded.
    jQuery(document.body).on('added_to_cart', (_e: unknown, fragments: Record<string, string>) => {
      jQuery.each(fragments, (selector: string, markup: string) => void jQuery(selector).replaceWith(markup));
      jQuery(document.body).trigger('wc_fragments_loaded');
    });
    sessionStorage.setItem(FRAGMENT_NAME, JSON.stringify({ 'div.widget_shopping_cart_content': wooBody([line(1, 9)]) })); // the old cart
    const writes: number[] = [];
    const off = $cart.listen((s) => writes.push(s.count));
    const fragments = { 'div.widget_shopping_cart_content': wooBody([line(2, 2)]) };
    jQuery(document.body).trigger('added_to_cart', [fragments, 'h-2', undefined]);
    emit('added_to_cart', { fragments, cartHash: 'h-2' });
    await flush();
    off();
    expect(writes).toEqual([2]);
    expect(document.querySelectorAll('.widget_shopping_cart .woocommerce-mini-cart-item')).toHaveLength(1);
  });
});

describe('the count whatever the order of the cart markup in the page (item 2)', () => {
  it('a remove through WooCommerce with the island\'s stale copy first: the fragments win', async () => {
    wooScripts();
    start(islandThenWidget(cartBody([line(5, 1)]), wooBody([line(5, 1)])));
    $cart.set({ ...$cart.get(), count: 1 });
    jQuery(document.body).trigger('removed_from_cart', [{ 'div.widget_shopping_cart_content': wooBody([]) }, '', undefined]);
    jQuery(document.body).trigger('wc_fragments_loaded');
    await flush();
    expect($cart.get().count).toBe(0);
    expect(badgeText()).toBe('');
  });

  it('wc_fragments_refreshed reads what cart-fragments.js stored, not the first copy in the page', async () => {
    wooScripts();
    start(islandThenWidget(cartBody([line(5, 1)]), wooBody([])));
    sessionStorage.setItem(FRAGMENT_NAME, JSON.stringify({ 'div.widget_shopping_cart_content': wooBody([line(6, 3)]) }));
    sessionStorage.setItem(HASH_KEY, 'h-3');
    jQuery(document.body).trigger('wc_fragments_refreshed');
    await flush();
    expect($cart.get().count).toBe(3);
    expect($cart.get().hash).toBe('h-3');
  });

  it('without WooCommerce\'s storage, reads the copy other scripts write (outside the islands) whatever comes first', () => {
    start(islandThenWidget(cartBody([line(5, 1)]), cartBody([])));
    syncCartFromPage();
    expect($cart.get().count).toBe(0);
  });
});

describe('when WooCommerce\'s add-to-cart.js sends the add (item 5)', () => {
  const card = `<li class="product"><h2 class="woocommerce-loop-product__title">چسب چوب</h2><a href="?add-to-cart=7" data-quantity="1" data-product_id="7" class="button add_to_cart_button ajax_add_to_cart" aria-describedby="woocommerce_loop_add_to_cart_link_describedby_7" aria-label="افزودن به سبد خرید: «چسب چوب»">افزودن به سبد خرید</a><span id="woocommerce_loop_add_to_cart_link_describedby_7" class="screen-reader-text"></span></li>`;

  it('sends nothing itself, and opens the mini-cart after added_to_cart for the clicked button only', async () => {
    wooScripts();
    const fake = fakeFetch(() => json(miniCartResponse([line(7, 1)])));
    vi.stubGlobal('fetch', fake.fn);
    start(`${badge}<ul>${card}</ul><a id="other" class="ajax_add_to_cart" data-product_id="8" href="?add-to-cart=8">x</a>`);
    const opened: Array<Element | undefined> = [];
    stops.push(on('hsa:mini-cart-open', (d) => opened.push(d.trigger)));
    const button = document.querySelector<HTMLElement>('[data-product_id="7"]')!;
    button.click();
    await settle();
    expect(fake.calls).toHaveLength(0);
    // a plugin's add of another button, not clicked here: no panel
    jQuery(document.body).trigger('added_to_cart', [{ 'div.widget_shopping_cart_content': cartBody([line(8, 1)]) }, 'h', jQuery('#other')]);
    await settle();
    expect(opened).toEqual([]);
    jQuery(document.body).trigger('added_to_cart', [{ 'div.widget_shopping_cart_content': cartBody([line(7, 1), line(8, 1)]) }, 'h2', jQuery(button)]);
    await waitFor(() => expect(opened).toEqual([button])); // the opening is actions.ts's, loaded on demand
    expect($cart.get().count).toBe(2);
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(document.querySelector('[data-hsa-announcer]')?.textContent ?? '').toContain('«چسب چوب» به سبد خرید اضافه شد.');
  });

  it('without WooCommerce\'s script, handles the click itself (one request)', async () => {
    const fake = fakeFetch(() => json({ fragments: { 'div.widget_shopping_cart_content': cartBody([line(7, 1)]) }, cart_hash: 'h' }));
    vi.stubGlobal('fetch', fake.fn);
    start(`${badge}<ul>${card}</ul>`);
    document.querySelector<HTMLElement>('[data-product_id="7"]')!.click();
    await vi.waitFor(() => expect(fake.calls.map((c) => c.url)).toEqual(['/?wc-ajax=add_to_cart']));
    await queueIdle(CART_QUEUE);
  });
});

describe('one request per refresh event with both script sets (item 8)', () => {
  it('leaves wc_fragment_refresh to cart-fragments.js when it is here, answers it otherwise', async () => {
    const fake = fakeFetch(() => json(miniCartResponse([line(7, 1)])));
    vi.stubGlobal('fetch', fake.fn);
    start(badge);
    wooScripts({ fragments: true });
    jQuery(document.body).trigger('wc_fragment_refresh');
    jQuery(document.body).trigger('updated_wc_div');
    await settle();
    expect(fake.calls).toHaveLength(0);
    delete (globalThis as G).wc_cart_fragments_params;
    jQuery(document.body).trigger('wc_fragment_refresh');
    await vi.waitFor(() => expect(fake.calls.map((c) => c.url)).toEqual(['/wp-json/hsa-cart/v1/cart']));
    await queueIdle(CART_QUEUE);
  });
});

describe('the shop\'s other tabs', () => {
  it('a cart changed in another tab (its hash in localStorage) is asked for here, and the badge follows; the same hash asks nothing', async () => {
    const fake = fakeFetch(() => json({ ...miniCartResponse([line(7, 3)]), cart_hash: 'h2' }));
    vi.stubGlobal('fetch', fake.fn);
    start(badge);
    applyMiniCart({ ...miniCartResponse([line(7, 1)]), cart_hash: 'h1' } as Parameters<typeof applyMiniCart>[0]);
    expect(localStorage.getItem('hsa_cart_hash')).toBe('h1'); // told to the other tabs
    window.dispatchEvent(new StorageEvent('storage', { key: 'hsa_cart_hash', oldValue: 'h1', newValue: 'h1' }));
    await settle();
    expect(fake.calls).toHaveLength(0);
    window.dispatchEvent(new StorageEvent('storage', { key: 'hsa_cart_hash', oldValue: 'h1', newValue: 'h2' }));
    await vi.waitFor(() => expect(fake.calls.map((c) => c.url)).toEqual(['/wp-json/hsa-cart/v1/cart']));
    await vi.waitFor(() => expect(badgeText()).toBe('۳'));
    await queueIdle(CART_QUEUE);
  });
});

describe('WooCommerce\'s session storage after a mini-cart change (item 6)', () => {
  it('asks cart-fragments.js to refresh when our answer shows another cart than the one it stored', () => {
    wooScripts({ fragments: true });
    document.body.innerHTML = '';
    const heard: string[] = [];
    jQuery(document.body).on('wc_fragment_refresh', () => heard.push('refresh'));
    sessionStorage.setItem(HASH_KEY, 'old');
    applyMiniCart({ ...miniCartResponse([line(7, 2)]), cart_hash: 'new' } as Parameters<typeof applyMiniCart>[0]);
    expect(heard).toEqual(['refresh']);
    sessionStorage.setItem(HASH_KEY, 'new');
    applyMiniCart({ ...miniCartResponse([line(7, 2)]), cart_hash: 'new' } as Parameters<typeof applyMiniCart>[0]);
    expect(heard).toEqual(['refresh']);
  });
});

describe('the product title of the "added" announcement (item 9)', () => {
  it('falls back to the card title, then the aria-label, when aria-describedby points at an empty span', () => {
    document.body.innerHTML = `<li class="product"><h2 class="woocommerce-loop-product__title">دریل</h2><a id="a" aria-describedby="s1" aria-label="افزودن به سبد خرید: «دریل»"></a><span id="s1"></span></li><div><a id="b" aria-describedby="s2" aria-label="افزودن «اره»"></a><span id="s2"> </span></div>`;
    expect(productTitleOf(document.getElementById('a')!)).toBe('دریل');
    expect(productTitleOf(document.getElementById('b')!)).toBe('افزودن «اره»');
  });
});
