import { waitFor } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createDisposables, type Disposables } from '../../shared/islands/disposables';
import { $listing, listingEnv, resetListing } from '../../shared/stores/listing';
import { appendCards } from '../../widgets/listing-grid/cards';
import { startGrid } from '../../widgets/listing-grid/grid';
import { canScrollFurther } from '../../widgets/listing-grid/infinite';
import { createOverlay } from '../../widgets/listing-grid/overlay';
import { restoreSnapshot, setupSnapshot } from '../../widgets/listing-grid/snapshot';
import { cardsMarkup, listingSettings, refreshAnswer, sidebarProps } from '../../stories/fixtures/listing';
import { json, listingTestPage } from '../support/page';

/** The grid behaviour over the archive's server markup (spec sections 4, 7, 8, 9; issue #8). */
type Body = { data: { facets: Record<string, string[]>; paged: number; soft_refresh: number; http_params: { get: Record<string, string> } } };
let d: Disposables;
const PAGER = '<nav class="woocommerce-pagination"><ul><li><a class="page-numbers" href="/product-category/electric-tools/page/2/">۲</a></li></ul></nav>';

function page(props = sidebarProps()) {
  document.body.innerHTML = `
    <h1>ابزار برقی</h1>
    <aside data-island="facet-sidebar"><script type="application/json" data-island-props>${JSON.stringify(props)}</script></aside>
    <section data-listing>
      <form data-sort-bar method="get">
        <p data-listing-count role="status">۱۲۰ محصول</p>
        <select name="orderby"><option value="date">جدیدترین</option><option value="price">ارزان‌ترین</option></select>
        <select name="per_page"><option value="12">۱۲</option><option value="24">۲۴</option></select>
      </form>
      <div data-listing-template>${cardsMarkup([1, 2, 3])}</div>
      <div data-listing-pager>${PAGER}</div>
    </section>`;
}

const server = listingTestPage<Body>('/product-category/electric-tools/', (body) => json(refreshAnswer([100 + body.data.paged, 200 + body.data.paged], listingSettings({}, 30), PAGER)), resetListing);
beforeEach(() => {
  d = createDisposables();
});
afterEach(() => d.dispose());

const ids = () => Array.from(document.querySelectorAll('[data-listing-template] li[data-product-id]'), (li) => Number(li.getAttribute('data-product-id')));
const events = () => ((window as { dataLayer?: Array<{ event: string }> }).dataLayer ?? []).map((e) => e.event);

describe('the numbered pager', () => {
  it('a click on a page link refreshes in place: URL /page/2/ by pushState, the cards and the pager replaced, no navigation', async () => {
    page(sidebarProps({ infinite: { enabled: false, page_limit: 10, url_param: '_paged', margin_px: 600, min_overlay_ms: 250 } }));
    await startGrid(d, document);
    const link = document.querySelector<HTMLAnchorElement>('[data-listing-pager] a')!;
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    link.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    expect(location.pathname).toBe('/product-category/electric-tools/page/2/');
    await waitFor(() => expect(ids()).toEqual([102, 202]));
    expect(server.bodies[0]!.data.paged).toBe(2);
    expect(document.querySelector('[data-listing-count]')!.textContent).toBe('۳۰ محصول');
    expect(events()).toContain('view_item_list');
    // The count is a live region: written at each refresh (the same total too: the grid changed), and at nothing else
    // (a change of the store that brings no new results, here its status, leaves it alone).
    const count = document.querySelector('[data-listing-count]')!;
    const writes: MutationRecord[] = [];
    const observer = new MutationObserver((records) => writes.push(...records));
    observer.observe(count, { childList: true, characterData: true, subtree: true });
    $listing.set({ ...$listing.get(), status: 'loading' });
    $listing.set({ ...$listing.get(), status: 'idle' });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(writes).toEqual([]);
    document.querySelector<HTMLAnchorElement>('[data-listing-pager] a')!.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 }));
    await waitFor(() => expect(server.bodies).toHaveLength(2));
    await waitFor(() => expect(writes.length).toBeGreaterThan(0));
    observer.disconnect();
    expect(count.textContent).toBe('۳۰ محصول');
  });
});

describe('the sort bar', () => {
  it('a change of sort or per page refreshes without a page load and resets paging; the GET form does not submit', async () => {
    history.replaceState(null, '', '/product-category/electric-tools/page/3/');
    page();
    await startGrid(d, document);
    const orderby = document.querySelector<HTMLSelectElement>('select[name="orderby"]')!;
    orderby.value = 'price';
    orderby.dispatchEvent(new Event('change', { bubbles: true }));
    expect(location.pathname + location.search).toBe('/product-category/electric-tools/?orderby=price');
    await waitFor(() => expect(server.bodies).toHaveLength(1));
    expect(server.bodies[0]!.data.http_params.get.orderby).toBe('price');
    expect(server.bodies[0]!.data.paged).toBe(1);
    const perPage = document.querySelector<HTMLSelectElement>('select[name="per_page"]')!;
    perPage.value = '24';
    perPage.dispatchEvent(new Event('change', { bubbles: true }));
    expect(location.search).toBe('?orderby=price&per_page=24');
    expect(events()).toEqual(expect.arrayContaining(['sort_change', 'per_page_change']));
    const submit = new Event('submit', { bubbles: true, cancelable: true });
    document.querySelector('form')!.dispatchEvent(submit);
    expect(submit.defaultPrevented).toBe(true);
  });
});

describe('the sort bar before the behaviour was there', () => {
  // no infinite scroll: its appends would be requests of their own
  const noInfinite = sidebarProps({ infinite: { enabled: false, page_limit: 10, url_param: '_paged', margin_px: 600, min_overlay_ms: 250 } });

  it('the choices made while it loaded (held by the entry) are applied as one change: one request, one history entry', async () => {
    page(noInfinite);
    const before = history.length;
    await startGrid(d, document, null, undefined, { orderby: 'price', per_page: '24' });
    expect(location.search).toBe('?orderby=price&per_page=24');
    expect(history.length).toBe(before + 1);
    await waitFor(() => expect(server.bodies).toHaveLength(1));
    expect(server.bodies[0]!.data.http_params.get).toMatchObject({ orderby: 'price', per_page: '24' });
    await waitFor(() => expect(ids()).toEqual([101, 201]));
    expect(document.querySelector<HTMLSelectElement>('select[name="orderby"]')!.value).toBe('price');
    expect(document.querySelector<HTMLSelectElement>('select[name="per_page"]')!.value).toBe('24');
    expect(events().filter((e) => e === 'sort_change' || e === 'per_page_change')).toEqual(['sort_change', 'per_page_change']);
  });

  it('a late change with the value already applied asks for nothing more (a select that fires change on blur)', async () => {
    page(noInfinite);
    await startGrid(d, document, null, undefined, { orderby: 'price' });
    await waitFor(() => expect(server.bodies).toHaveLength(1));
    const before = history.length;
    document.querySelector('select[name="orderby"]')!.dispatchEvent(new Event('change', { bubbles: true }));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(server.bodies).toHaveLength(1);
    expect(history.length).toBe(before);
  });

  it('a select the browser refilled on Back (no change event) is set to the URL, and nothing is asked for', async () => {
    page(noInfinite);
    const orderby = document.querySelector<HTMLSelectElement>('select[name="orderby"]')!;
    orderby.value = 'price';
    await startGrid(d, document);
    expect(orderby.value).toBe('date');
    expect(location.search).toBe('');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(server.bodies).toHaveLength(0);
  });
});

describe('while a refresh is on its way', () => {
  it('shows max(10, per page, columns × 2) skeleton cards and marks the listing busy', async () => {
    let release: (r: Response) => void = () => {};
    server.answer = () => new Promise((resolve) => (release = resolve));
    page(sidebarProps({ columns: 4, settings: listingSettings({ pager: { page: 1, per_page: 24, total_rows: 120, total_pages: 5, total_rows_unfiltered: 120 } }) }));
    await startGrid(d, document);
    const orderby = document.querySelector<HTMLSelectElement>('select[name="orderby"]')!;
    orderby.value = 'price';
    orderby.dispatchEvent(new Event('change', { bubbles: true }));
    expect(document.querySelectorAll('.product-card--skeleton')).toHaveLength(24);
    expect(document.querySelector('[data-listing]')!.getAttribute('aria-busy')).toBe('true');
    release(json(refreshAnswer([7], listingSettings({}, 1))));
    await waitFor(() => expect(ids()).toEqual([7]));
    expect(document.querySelector('[data-listing]')!.getAttribute('aria-busy')).toBe('false');
  });
});

describe('an server.answer that is not the engine\'s', () => {
  it('shows section 8\'s message in the listing area', async () => {
    server.answer = () => new Response('<html>not json</html>', { status: 200, headers: { 'content-type': 'text/html' } });
    page();
    await startGrid(d, document);
    const orderby = document.querySelector<HTMLSelectElement>('select[name="orderby"]')!;
    orderby.value = 'price';
    orderby.dispatchEvent(new Event('change', { bubbles: true }));
    await waitFor(() => expect(document.querySelector('[data-listing-template] [role="alert"]')?.textContent).toBe('موتور فیلتر نتوانست فهرست محصولات را به‌طور خودکار تشخیص دهد.'));
  });
});

describe('with the browser offline', () => {
  it('a refresh keeps its skeletons, the overlay over them saying «خطا در اتصال.», no navigation; back online, the same request goes again', async () => {
    const navigate = vi.spyOn(listingEnv, 'navigate').mockImplementation(() => {});
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    server.answer = () => Promise.reject(new TypeError('Failed to fetch'));
    page();
    await startGrid(d, document);
    const orderby = document.querySelector<HTMLSelectElement>('select[name="orderby"]')!;
    orderby.value = 'price';
    orderby.dispatchEvent(new Event('change', { bubbles: true }));
    const overlay = () => document.querySelector<HTMLElement>('.listing-overlay')!;
    await waitFor(() => expect(overlay().hidden).toBe(false));
    expect(overlay().querySelector('[role="status"]')!.textContent).toBe('خطا در اتصال.');
    expect(document.querySelectorAll('.product-card--skeleton').length).toBeGreaterThan(0);
    expect(navigate).not.toHaveBeenCalled();
    onLine.mockReturnValue(true);
    server.answer = () => json(refreshAnswer([7], listingSettings({}, 1)));
    window.dispatchEvent(new Event('online'));
    await waitFor(() => expect(ids()).toEqual([7]));
    await waitFor(() => expect(overlay().hidden).toBe(true));
    expect(server.bodies.map((b) => b.data.paged)).toEqual([1, 1]);
  });

  it('the next page keeps its overlay over the cards, saying «خطا در اتصال.» in place of «در حال بارگذاری…»', () => {
    document.body.innerHTML = '';
    const overlay = createOverlay(document, 0);
    overlay.show();
    const text = () => document.querySelector('.listing-overlay [role="status"]')!.textContent;
    expect(text()).toBe('در حال بارگذاری…');
    overlay.show(true);
    expect(text()).toBe('خطا در اتصال.');
    // shown again with the same words (another change of the store), the live region is not written again
    const node = document.querySelector('.listing-overlay [role="status"]')!.firstChild;
    overlay.show(true);
    expect(document.querySelector('.listing-overlay [role="status"]')!.firstChild).toBe(node);
    overlay.show();
    expect(text()).toBe('در حال بارگذاری…');
    overlay.remove();
  });
});

describe('Back and Forward', () => {
  const NO_SCROLLING = sidebarProps({ infinite: { enabled: false, page_limit: 10, url_param: '_paged', margin_px: 600, min_overlay_ms: 250 } });

  it('re-apply the URL: the facets of the URL are asked for', async () => {
    page();
    await startGrid(d, document);
    history.pushState(null, '', '/product-category/electric-tools/?_hsa_color=red');
    window.dispatchEvent(new PopStateEvent('popstate'));
    await waitFor(() => expect(server.bodies).toHaveLength(1));
    expect(server.bodies[0]!.data.facets).toEqual({ hsa_color: ['red'] });
    await waitFor(() => expect(ids()).toEqual([101, 201]));
  });

  it('Back to a listing scrolled to page 3 asks for pages 1–3 again, in turn, and then gives back the place the shopper had there', async () => {
    history.replaceState(null, '', '/product-category/electric-tools/?_paged=3');
    page(NO_SCROLLING); // happy-dom's sentinel is always in view
    await startGrid(d, document);
    const scrolls: number[] = [];
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(((x: ScrollToOptions | number, y?: number) => void scrolls.push(typeof x === 'number' ? y! : x.top!)) as typeof window.scrollTo);
    const scrollY = Object.getOwnPropertyDescriptor(window, 'scrollY');
    // the place, kept in the entry as the scrolling stops
    Object.defineProperty(window, 'scrollY', { configurable: true, value: 2400 });
    window.dispatchEvent(new Event('scroll'));
    await waitFor(() => expect((history.state as { hsaY?: number } | null)?.hsaY).toBe(2400), { timeout: 1500 });
    const entry = { state: history.state as unknown, url: location.href };
    Object.defineProperty(window, 'scrollY', { configurable: true, value: 0 });
    const orderby = document.querySelector<HTMLSelectElement>('select[name="orderby"]')!;
    orderby.value = 'price';
    orderby.dispatchEvent(new Event('change', { bubbles: true }));
    await waitFor(() => expect(server.bodies.map((b) => [b.data.paged, b.data.http_params.get.orderby])).toEqual([[1, 'price']]));
    await waitFor(() => expect($listing.get().status).toBe('idle'));
    // Back (happy-dom's history.back() fires nothing): the entry as it was, then its popstate
    history.replaceState(entry.state, '', entry.url);
    window.dispatchEvent(new PopStateEvent('popstate', { state: entry.state }));
    await waitFor(() => expect(server.bodies.map((b) => b.data.paged)).toEqual([1, 1, 2, 3]));
    await waitFor(() => expect(ids()).toEqual([101, 201, 102, 202, 103, 203]));
    expect($listing.get().loadedPage).toBe(3);
    await waitFor(() => expect(scrolls.at(-1)).toBe(2400));
    scrollTo.mockRestore();
    if (scrollY) Object.defineProperty(window, 'scrollY', scrollY);
    else Reflect.deleteProperty(window, 'scrollY');
  });

  it('a sort picked within 400 ms of a scroll stop keeps the place in the entry it leaves, not in the new one', async () => {
    history.replaceState(null, '', '/product-category/electric-tools/');
    page(NO_SCROLLING);
    await startGrid(d, document);
    const scrollY = Object.getOwnPropertyDescriptor(window, 'scrollY');
    Object.defineProperty(window, 'scrollY', { configurable: true, value: 1800 });
    window.dispatchEvent(new Event('scroll'));
    const left: unknown[] = [];
    const push = history.pushState.bind(history);
    const spy = vi.spyOn(history, 'pushState').mockImplementation((...args) => (left.push(history.state), push(...args)));
    const orderby = document.querySelector<HTMLSelectElement>('select[name="orderby"]')!;
    orderby.value = 'price';
    orderby.dispatchEvent(new Event('change', { bubbles: true }));
    expect(left).toEqual([expect.objectContaining({ hsaY: 1800 })]);
    await new Promise((done) => setTimeout(done, 500));
    expect((history.state as { hsaY?: number }).hsaY).toBeUndefined();
    spy.mockRestore();
    if (scrollY) Object.defineProperty(window, 'scrollY', scrollY);
    else Reflect.deleteProperty(window, 'scrollY');
  });

  it('Forward to the same results with more pages appends only those missing', async () => {
    history.replaceState(null, '', '/product-category/electric-tools/');
    page(NO_SCROLLING);
    await startGrid(d, document);
    history.pushState(null, '', '/product-category/electric-tools/?_paged=3');
    window.dispatchEvent(new PopStateEvent('popstate'));
    await waitFor(() => expect(server.bodies.map((b) => b.data.paged)).toEqual([2, 3]));
    await waitFor(() => expect(ids()).toEqual([1, 2, 3, 102, 202, 103, 203]));
  });
});

describe('appending a page', () => {
  it('drops the cards whose id is already on the page', () => {
    const template = document.createElement('div');
    template.innerHTML = cardsMarkup([1, 2, 3]);
    appendCards(template, cardsMarkup([3, 4, 2, 5]));
    expect(Array.from(template.querySelectorAll('li'), (li) => li.getAttribute('data-product-id'))).toEqual(['1', '2', '3', '4', '5']);
  });

  it('infinite scroll goes on below the total pages and below the 10-page limit, then the numbered pager', () => {
    const state = (loadedPage: number, totalPages: number) => ({ ...$listing.get(), loadedPage, settings: listingSettings({ pager: { page: loadedPage, per_page: 12, total_rows: totalPages * 12, total_pages: totalPages, total_rows_unfiltered: 0 } }) });
    expect(canScrollFurther(state(1, 3), 10)).toBe(true);
    expect(canScrollFurther(state(3, 3), 10)).toBe(false);
    expect(canScrollFurther(state(9, 40), 10)).toBe(true);
    expect(canScrollFurther(state(10, 40), 10)).toBe(false);
  });
});

describe("infinite scroll's way on for the keyboard, when its button's module does not come", () => {
  const tab = () => document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab', bubbles: true }));
  const pager = () => document.querySelector<HTMLElement>('[data-listing-pager]')!;

  it('a module that fails to load leaves the numbered pager, and nothing is appended by itself', async () => {
    page();
    await startGrid(d, document, null, () => Promise.reject(new Error('chunk failed')));
    tab();
    await waitFor(() => expect(pager().hidden).toBe(false));
    expect(server.bodies).toHaveLength(0);
  });

  it('a module still on its way after 3 s leaves the pager too; once it comes, its button takes over', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    try {
      page();
      let arrive: (m: typeof import('../../widgets/listing-grid/load-more')) => void = () => {};
      await startGrid(d, document, null, () => new Promise((resolve) => (arrive = resolve)));
      tab();
      await vi.advanceTimersByTimeAsync(2900);
      expect(pager().hidden).toBe(true);
      await vi.advanceTimersByTimeAsync(200);
      vi.useRealTimers();
      await waitFor(() => expect(pager().hidden).toBe(false));
      arrive(await import('../../widgets/listing-grid/load-more'));
      await waitFor(() => expect(document.querySelector<HTMLElement>('.listing-more--keyboard')?.hidden).toBe(false));
      expect(pager().hidden).toBe(true);
      expect(server.bodies).toHaveLength(0);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('Back from a product', () => {
  it('puts pages 1–3 back and the card where it was', () => {
    history.replaceState(null, '', '/product-category/electric-tools/?_paged=3');
    page();
    const template = document.querySelector<HTMLElement>('[data-listing-template]')!;
    template.innerHTML = cardsMarkup(Array.from({ length: 36 }, (_, i) => i + 1));
    setupSnapshot(d, document, template);
    d.listen(document, 'click', (event) => event.preventDefault()); // the product page itself is not part of this test
    template.querySelector<HTMLAnchorElement>('li[data-product-id="30"] a')!.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    // the page comes back without the back/forward cache: the server's first page only
    template.innerHTML = cardsMarkup([1, 2, 3]);
    restoreSnapshot(document, template);
    expect(ids()).toHaveLength(36);
    expect(document.activeElement?.textContent).toBe('محصول 30');
    expect(sessionStorage.getItem('hsa_listing_snapshot')).toBeNull();
  });

  it('takes the snapshot again as the page goes: a page appended after the press moved the URL, and Back comes there', () => {
    page();
    const template = document.querySelector<HTMLElement>('[data-listing-template]')!;
    template.innerHTML = cardsMarkup(Array.from({ length: 24 }, (_, i) => i + 1));
    setupSnapshot(d, document, template);
    d.listen(document, 'click', (event) => event.preventDefault());
    template.querySelector<HTMLAnchorElement>('li[data-product-id="20"] a')!.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    // infinite scroll's server.answer lands after the press: page 3 appended, the URL says so
    template.insertAdjacentHTML('beforeend', cardsMarkup(Array.from({ length: 12 }, (_, i) => i + 25)));
    history.replaceState(null, '', '/product-category/electric-tools/?_paged=3');
    window.dispatchEvent(new Event('pagehide'));
    // Back, without the back/forward cache, comes to ?_paged=3
    template.innerHTML = cardsMarkup([1, 2, 3]);
    restoreSnapshot(document, template);
    expect(ids()).toHaveLength(36);
    expect(document.activeElement?.textContent).toBe('محصول 20');
  });
});

describe('the loading overlay', () => {
  it("shows the site's own logo, as the page prints it (a WordPress custom logo here); none on a page without one", () => {
    document.body.innerHTML = '<header><a href="/"><img class="custom-logo" src="/wp-content/uploads/logo.png?v=1&amp;w=96" alt="ابزار"></a></header>';
    const overlay = createOverlay(document, 0);
    const img = document.querySelector<HTMLImageElement>('.listing-overlay img')!;
    expect(new URL(img.src).pathname + new URL(img.src).search).toBe('/wp-content/uploads/logo.png?v=1&w=96');
    expect(img.alt).toBe('');
    overlay.remove();
    document.body.innerHTML = '<header></header>';
    const bare = createOverlay(document, 0);
    expect(document.querySelector('.listing-overlay img')).toBeNull();
    expect(document.querySelector('.listing-overlay [role="status"]')).not.toBeNull();
    bare.remove();
  });

  it('stays shown at least its minimum; a hide still waiting gives way to a new show (the next append)', async () => {
    const overlay = createOverlay(document, 40);
    const el = document.querySelector<HTMLElement>('.listing-overlay')!;
    overlay.show();
    const first = overlay.hide(); // the append came back at once: it waits out the 40 ms
    expect(el.hidden).toBe(false);
    overlay.show(); // the next append starts meanwhile
    await first;
    expect(el.hidden).toBe(false);
    await overlay.hide();
    expect(el.hidden).toBe(true);
    await overlay.hide(); // hiding a hidden overlay is nothing
    expect(el.hidden).toBe(true);
    overlay.remove();
  });
});
