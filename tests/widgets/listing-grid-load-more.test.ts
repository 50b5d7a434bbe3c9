import { screen, waitFor } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadMoreBlock } from '../../demo-pages/templates/listing';
import { createDisposables, type Disposables } from '../../shared/islands/disposables';
import { listingEnv, resetListing } from '../../shared/stores/listing';
import { startGrid } from '../../widgets/listing-grid/grid';
import { cardsMarkup, listingSettings, refreshAnswer, sidebarProps } from '../../stories/fixtures/listing';
import { json, listingTestPage } from '../support/page';

/**
 * 'Load more' (spec section 4, "Filter-engine 'load more'"; issue #8): the grid behaviour over a results column whose
 * theme printed the control (demo-pages/templates/listing.ts loadMoreBlock, the markup these tests start from).
 */
type Body = { data: { paged: number; soft_refresh: number; http_params: { get: Record<string, string> } } };
let d: Disposables;
const BASE = '/load-more-demo/';
const NAME = 'نمایش موارد بیشتر';
const OFF = { enabled: false, page_limit: 10, url_param: '_paged', margin_px: 600, min_overlay_ms: 0 };

/** Page n of a listing of `total` products, 12 a page: ids n01, n02, … (page 2: 201–212). */
const pageIds = (n: number, total: number) => Array.from({ length: Math.min(12, total - (n - 1) * 12) }, (_, i) => n * 100 + i + 1);
const settings = (page: number, total: number) =>
  listingSettings({ pager: { page, per_page: 12, total_rows: total, total_pages: Math.ceil(total / 12), total_rows_unfiltered: total } }, total);

function page(total: number) {
  const pages = Math.ceil(total / 12);
  document.body.innerHTML = `
    <h1>همه کالاها</h1>
    <aside data-island="facet-sidebar"><script type="application/json" data-island-props>${JSON.stringify(sidebarProps({ infinite: OFF, settings: settings(1, total), base_url: BASE, http_params: { get: {}, uri: 'load-more-demo' } }))}</script></aside>
    <section data-listing>
      <form data-sort-bar method="get">
        <p data-listing-count role="status">${total} محصول</p>
        <select name="orderby"><option value="date">جدیدترین</option><option value="price">ارزان‌ترین</option></select>
      </form>
      <div data-listing-template>${cardsMarkup(pageIds(1, total))}</div>
      ${loadMoreBlock(BASE, 1, 12, total, pages, '').value}
      <div data-listing-pager></div>
    </section>
    <footer><a href="/compare/">مقایسه</a></footer>`;
}

/** The grid as the entry starts it on such a page: with the load-more module asked for alongside. */
async function start() {
  await startGrid(d, document, null, () => import('../../widgets/listing-grid/load-more'));
  return screen.findByRole('button', { name: NAME });
}

const server = listingTestPage<Body>(BASE, (body) => json(refreshAnswer(pageIds(body.data.paged, 36), settings(body.data.paged, 36), '<nav class="woocommerce-pagination"></nav>')), resetListing);
beforeEach(() => {
  d = createDisposables();
});
afterEach(() => d.dispose());

const ids = () => Array.from(document.querySelectorAll('[data-listing-template] li[data-product-id]'), (li) => Number(li.getAttribute('data-product-id')));
const control = () => document.querySelector<HTMLElement>('[data-listing-more]')!;
const statusText = () => control().querySelector('[data-listing-more-status]')!.textContent;
const announced = () => document.querySelector('[data-hsa-announcer]')?.textContent;

describe('given a listing of 3 pages with the load-more control', () => {
  it('the server link gives way to a real button; a press appends page 2, keeps _paged in the URL, announces and focuses the first new card', async () => {
    page(36);
    const button = await start();
    expect(button.tagName).toBe('BUTTON');
    expect(control().querySelector('a')).toBeNull(); // one control, not two
    expect(document.querySelector<HTMLElement>('[data-listing-pager]')!.hidden).toBe(true);
    button.focus();
    button.click();
    await waitFor(() => expect(ids()).toHaveLength(24));
    expect(ids().slice(12)).toEqual(pageIds(2, 36));
    expect(server.bodies.map((b) => [b.data.paged, b.data.soft_refresh])).toEqual([[2, 1]]);
    expect(location.pathname + location.search).toBe(`${BASE}?_paged=2`);
    await waitFor(() => expect(document.activeElement?.textContent).toBe('محصول 201'));
    expect(statusText()).toBe('نمایش ۲۴ از ۳۶ محصول');
    expect(control().querySelector('progress')!.value).toBe(24);
    await waitFor(() => expect(announced()).toBe('۱۲ محصول دیگر اضافه شد.'));
    expect(control().hidden).toBe(false);
    expect(button.getAttribute('aria-disabled')).toBe('false');
  });

  it('is busy while the page is on its way: aria-busy on the listing, the button aria-disabled (still focusable), a second press asks nothing', async () => {
    let release: (r: Response) => void = () => {};
    server.answer = () => new Promise((resolve) => (release = resolve));
    page(36);
    const button = await start();
    button.focus();
    button.click();
    await waitFor(() => expect(button.getAttribute('aria-disabled')).toBe('true'));
    expect(document.querySelector('[data-listing]')!.getAttribute('aria-busy')).toBe('true');
    expect(button.classList.contains('loading')).toBe(true);
    expect(document.activeElement).toBe(button);
    button.click();
    expect(server.bodies).toHaveLength(1);
    release(json(refreshAnswer(pageIds(2, 36), settings(2, 36))));
    await waitFor(() => expect(button.getAttribute('aria-disabled')).toBe('false'));
    expect(ids()).toHaveLength(24);
    await waitFor(() => expect(announced()).toBe('۱۲ محصول دیگر اضافه شد.'));
  });

  it('drops the cards of the next page whose product is already on the page', async () => {
    server.answer = (body) => json(refreshAnswer([111, 112, ...pageIds(body.data.paged, 36).slice(2)], settings(body.data.paged, 36)));
    page(36);
    const button = await start();
    button.click();
    await waitFor(() => expect(ids()).toHaveLength(22));
    expect(new Set(ids()).size).toBe(22);
    expect(ids().slice(12)).toEqual(pageIds(2, 36).slice(2));
    await waitFor(() => expect(announced()).toBe('۱۰ محصول دیگر اضافه شد.'));
  });

  it('is hidden once the last page is on screen, and focus goes to the first card of that page', async () => {
    page(36);
    const button = await start();
    button.focus();
    button.click();
    await waitFor(() => expect(ids()).toHaveLength(24));
    await waitFor(() => expect(button.getAttribute('aria-disabled')).toBe('false'));
    (document.activeElement as HTMLElement | null)?.blur();
    button.focus();
    button.click();
    await waitFor(() => expect(ids()).toHaveLength(36));
    await waitFor(() => expect(control().hidden).toBe(true));
    expect(location.search).toBe('?_paged=3');
    await waitFor(() => expect(document.activeElement?.textContent).toBe('محصول 301'));
    expect(server.bodies.map((b) => b.data.paged)).toEqual([2, 3]);
  });

  it('a change of sort resets paging: page 1 replaces the cards, the control shows again and asks for page 2 next', async () => {
    page(36);
    const button = await start();
    button.click();
    await waitFor(() => expect(ids()).toHaveLength(24));
    button.click();
    await waitFor(() => expect(control().hidden).toBe(true));
    const orderby = document.querySelector<HTMLSelectElement>('select[name="orderby"]')!;
    orderby.value = 'price';
    orderby.dispatchEvent(new Event('change', { bubbles: true }));
    expect(location.search).toBe('?orderby=price');
    await waitFor(() => expect(ids()).toEqual(pageIds(1, 36)));
    await waitFor(() => expect(control().hidden).toBe(false));
    expect(statusText()).toBe('نمایش ۱۲ از ۳۶ محصول');
    expect(document.querySelector<HTMLElement>('[data-listing-pager]')!.hidden).toBe(true);
    button.click();
    await waitFor(() => expect(ids()).toHaveLength(24));
    expect(server.bodies.map((b) => [b.data.paged, b.data.http_params.get.orderby ?? 'date'])).toEqual([[2, 'date'], [3, 'date'], [1, 'price'], [2, 'price']]);
    expect(location.search).toBe('?orderby=price&_paged=2');
  });
});

describe('the sort bar, by keyboard', () => {
  it('an arrow key on the closed select (which changes it at once) waits for the keys to stop: one refresh, one step of history; a pick by pointer is at once; Back drops a waiting pick', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] });
    try {
      document.body.innerHTML = '';
      page(36);
      await startGrid(d, document, null, () => import('../../widgets/listing-grid/load-more'));
      const orderby = document.querySelector<HTMLSelectElement>('select[name="orderby"]')!;
      orderby.insertAdjacentHTML('beforeend', '<option value="rating">بیشترین امتیاز</option><option value="title">بر اساس نام</option>');
      const before = history.length;
      const step = (value: string) => {
        orderby.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowDown', bubbles: true }));
        orderby.value = value;
        orderby.dispatchEvent(new Event('change', { bubbles: true }));
      };
      orderby.focus();
      step('price');
      vi.advanceTimersByTime(500);
      step('rating');
      vi.advanceTimersByTime(500);
      step('title');
      // nothing yet, and a store change meanwhile does not set the select back
      expect(location.search).toBe('');
      expect(orderby.value).toBe('title');
      vi.advanceTimersByTime(800);
      expect(location.search).toBe('?orderby=title');
      expect(history.length - before).toBe(1);
      // a pick from the list (no key before it) is applied at once
      orderby.value = 'price';
      orderby.dispatchEvent(new Event('change', { bubbles: true }));
      expect(location.search).toBe('?orderby=price');
      // a key's pick on its own: applied once the key is not followed by another
      step('rating');
      vi.advanceTimersByTime(799);
      expect(location.search).toBe('?orderby=price');
      vi.advanceTimersByTime(1);
      expect(location.search).toBe('?orderby=rating');
      expect(history.length - before).toBe(3);
      // Back or Forward while a key's pick waits: dropped, the URL's sort stays
      step('title');
      window.dispatchEvent(new PopStateEvent('popstate'));
      vi.advanceTimersByTime(1000);
      expect(location.search).toBe('?orderby=rating');
      expect(history.length - before).toBe(3);
    } finally {
      vi.useRealTimers();
    }
    await waitFor(() => expect(server.bodies.at(-1)?.data.http_params.get.orderby).toBe('rating'));
    expect(server.bodies.map((b) => b.data.http_params.get.orderby)).toEqual(['title', 'price', 'rating']);
  });
});

describe('when the next page does not come', () => {
  it('a server error keeps the cards, the URL and the button, says so, and the next press tries again', async () => {
    const navigate = vi.spyOn(listingEnv, 'navigate').mockImplementation(() => {});
    server.answer = () => new Response('{"code":"internal"}', { status: 500, headers: { 'content-type': 'application/json' } });
    page(36);
    const button = await start();
    button.focus();
    button.click();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('مشکلی پیش آمد، لطفاً دوباره تلاش کنید.');
    expect(ids()).toEqual(pageIds(1, 36));
    expect(location.search).toBe('');
    expect(navigate).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(button);
    await waitFor(() => expect(button.getAttribute('aria-disabled')).toBe('false'));
    expect(document.querySelector('[data-listing]')!.getAttribute('aria-busy')).toBe('false');
    expect(statusText()).toBe('نمایش ۱۲ از ۳۶ محصول');

    server.answer = (body) => json(refreshAnswer(pageIds(body.data.paged, 36), settings(body.data.paged, 36)));
    button.click();
    await waitFor(() => expect(ids()).toHaveLength(24));
    expect(server.bodies.map((b) => b.data.paged)).toEqual([2, 2]);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(location.search).toBe('?_paged=2');
  });

  it('no server.answer at all (the network) is the same: no navigation, the cards stay', async () => {
    const navigate = vi.spyOn(listingEnv, 'navigate').mockImplementation(() => {});
    server.answer = () => Promise.reject(new TypeError('Failed to fetch'));
    page(36);
    const button = await start();
    button.click();
    expect((await screen.findByRole('alert')).textContent).toBe('مشکلی پیش آمد، لطفاً دوباره تلاش کنید.');
    expect(navigate).not.toHaveBeenCalled();
    expect(ids()).toEqual(pageIds(1, 36));
    expect(control().hidden).toBe(false);
  });
});

describe('by keyboard', () => {
  it('Tab reaches the button after the last card; Enter loads the next page and focus lands on its first card', async () => {
    page(36);
    await start();
    const user = userEvent.setup();
    document.querySelector<HTMLElement>('li[data-product-id="112"] a')!.focus();
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: NAME }));
    await user.keyboard('{Enter}');
    await waitFor(() => expect(document.activeElement?.textContent).toBe('محصول 201'));
    // and from the last new card, Tab reaches the button again, then what follows the listing
    document.querySelector<HTMLElement>('li[data-product-id="212"] a')!.focus();
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: NAME }));
    await user.tab();
    expect(document.activeElement?.textContent).toBe('مقایسه');
  });

  it('a shopper on the server link when the behaviour starts is on the button after it', async () => {
    page(36);
    const link = control().querySelector('a')!;
    link.focus();
    const button = await start();
    expect(document.activeElement).toBe(button);
  });
});

describe('a listing of one page', () => {
  it('prints the control hidden, with no link; a filter that gives more pages shows it', async () => {
    server.answer = (body) => json(refreshAnswer(pageIds(body.data.paged, 30), settings(body.data.paged, 30)));
    page(10);
    expect(control().hidden).toBe(true);
    expect(control().querySelector('a')).toBeNull();
    await startGrid(d, document, null, () => import('../../widgets/listing-grid/load-more'));
    await waitFor(() => expect(control().querySelector('button')).not.toBeNull());
    expect(control().hidden).toBe(true);
    const orderby = document.querySelector<HTMLSelectElement>('select[name="orderby"]')!;
    orderby.value = 'price';
    orderby.dispatchEvent(new Event('change', { bubbles: true }));
    await waitFor(() => expect(control().hidden).toBe(false));
    expect(screen.getByRole('button', { name: NAME })).toBeTruthy();
    expect(statusText()).toBe('نمایش ۱۲ از ۳۰ محصول');
  });
});

describe('unmounted', () => {
  it('gives the page its server link back', async () => {
    page(36);
    await start();
    d.dispose();
    expect(control().querySelector('button')).toBeNull();
    expect(control().querySelector('a')!.textContent).toBe(NAME);
    expect(document.querySelector<HTMLElement>('[data-listing-pager]')!.hidden).toBe(false);
  });
});

/**
 * Infinite scroll's 'load more' button for the keyboard (load-more.ts keyboardMore; infinite.ts shows it after a
 * Tab and calls it at each look, as here). The grid runs over a page without the theme's control.
 */
describe("infinite scroll's button for the keyboard", () => {
  async function keyboardPage(total: number) {
    page(total);
    control().remove();
    await startGrid(d, document);
    const { keyboardMore } = await import('../../widgets/listing-grid/load-more');
    const { $listing } = await import('../../shared/stores/listing');
    const template = document.querySelector<HTMLElement>('[data-listing-template]')!;
    const update = keyboardMore(d, template, template);
    // as infinite.ts: a look at each change, once the grid has drawn it; further while below the total pages
    const look = () => {
      const state = $listing.get();
      update(state, state.loadedPage < (state.settings?.pager.total_pages ?? 1));
    };
    d.add($listing.listen(() => queueMicrotask(look)));
    look();
    return screen.getByRole('button', { name: NAME });
  }

  it('a press appends the next page, announces it and focuses its first card; on the last page the button goes and focus stays on a card', async () => {
    server.answer = (body) => json(refreshAnswer(pageIds(body.data.paged, 24), settings(body.data.paged, 24)));
    const button = await keyboardPage(24);
    expect(button.closest<HTMLElement>('.listing-more--keyboard')!.hidden).toBe(false);
    button.focus();
    button.click();
    await waitFor(() => expect(ids()).toHaveLength(24));
    await waitFor(() => expect(document.activeElement?.textContent).toBe('محصول 201'));
    await waitFor(() => expect(announced()).toBe('۱۲ محصول دیگر اضافه شد.'));
    expect(button.closest<HTMLElement>('.listing-more--keyboard')!.hidden).toBe(true);
    expect(location.search).toBe('?_paged=2');
  });

  it('a page that brings no new card (all already shown) leaves focus on the last card once the button has gone', async () => {
    server.answer = () => json(refreshAnswer(pageIds(1, 24), settings(2, 24)));
    const button = await keyboardPage(24);
    button.focus();
    button.click();
    await waitFor(() => expect(button.closest<HTMLElement>('.listing-more--keyboard')!.hidden).toBe(true));
    await waitFor(() => expect(document.activeElement?.textContent).toBe('محصول 112'));
    expect(ids()).toEqual(pageIds(1, 24));
  });

  it('a failed append keeps the cards and the button, says so, and the next press tries again', async () => {
    vi.spyOn(listingEnv, 'navigate').mockImplementation(() => {});
    server.answer = () => new Response('{"code":"internal"}', { status: 500, headers: { 'content-type': 'application/json' } });
    const button = await keyboardPage(36);
    button.focus();
    button.click();
    expect((await screen.findByRole('alert')).textContent).toBe('مشکلی پیش آمد، لطفاً دوباره تلاش کنید.');
    expect(ids()).toEqual(pageIds(1, 36));
    expect(document.activeElement).toBe(button);
    await waitFor(() => expect(button.getAttribute('aria-disabled')).toBe('false'));
    server.answer = (body) => json(refreshAnswer(pageIds(body.data.paged, 36), settings(body.data.paged, 36)));
    button.click();
    await waitFor(() => expect(ids()).toHaveLength(24));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('a filter that leaves one page hides it; unmounted, it is gone', async () => {
    server.answer = (body) => json(refreshAnswer(pageIds(body.data.paged, 10), settings(body.data.paged, 10)));
    const button = await keyboardPage(36);
    const orderby = document.querySelector<HTMLSelectElement>('select[name="orderby"]')!;
    orderby.value = 'price';
    orderby.dispatchEvent(new Event('change', { bubbles: true }));
    await waitFor(() => expect(button.closest<HTMLElement>('.listing-more--keyboard')!.hidden).toBe(true));
    d.dispose();
    expect(document.querySelector('.listing-more--keyboard')).toBeNull();
  });
});
