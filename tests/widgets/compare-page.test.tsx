import { fireEvent, screen, waitFor, within } from '@testing-library/preact';
import { cleanStores } from 'nanostores';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { comparePage } from '../../demo-pages/templates/pages/compare';
import { createIsland } from '../../shared/islands/define-island';
import { formatToman } from '../../shared/platform/messages';
import { $compare, COMPARE_STORAGE_KEY } from '../../shared/stores/compare';
import { mount } from '../../widgets/compare-page/mount';
import { comparePageProps } from '../../widgets/compare-page/props';
import { COMPARE_DETAILS, COMPARE_SEARCH_ITEMS } from '../../stories/fixtures/compare';
import { fakeFetch, htmlResponse, json, setPageConfig, type FakeCall } from '../support/page';

/** The comparison page island (spec sections 2, 5, 7, 8; issue 11) over the demo store's own server markup. */
const running: Array<() => void> = [];
afterEach(() => {
  running.splice(0).forEach((stop) => stop());
  cleanStores($compare);
  localStorage.clear();
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});
beforeEach(() => setPageConfig());

const pageHtml = (ids: number[], diff = false) => {
  const items = ids.map((id) => COMPARE_DETAILS.find((d) => d.product.id === id)!);
  return `<main>${comparePage('ابزارآلات هسا', items, diff).main.toString()}</main>`;
};

async function open(ids: number[], reply: (call: FakeCall) => Response | Error | Promise<Response | Error> = () => json({ items: COMPARE_SEARCH_ITEMS }), url = `/compare/?ids=${ids.join(',')}`) {
  history.replaceState(null, '', url);
  const server = fakeFetch(reply);
  vi.stubGlobal('fetch', server.fn);
  document.body.innerHTML = pageHtml(ids);
  const root = document.querySelector<HTMLElement>('[data-island="compare-page"]')!;
  running.push(createIsland({ name: 'compare-page', props: comparePageProps, load: () => ({ mount }) }).start(document));
  await waitFor(() => expect(root.getAttribute('data-island-state')).toBe('mounted'));
  return { root, calls: server.calls };
}

/** The search's own status line (the dialog holds the announcer's region too). */
const statusLine = (dialog: HTMLElement) => dialog.querySelector<HTMLElement>('.compare-search__status[role="status"]')!;
const columns = () => Array.from(document.querySelectorAll<HTMLElement>('thead th[data-compare-id]'), (th) => Number(th.dataset.compareId));
const differing = () => Array.from(document.querySelectorAll('tbody tr[data-differs] th'), (th) => th.firstChild?.textContent);

describe('the table', () => {
  it('marks the rows that differ; a remove takes the column out, marks again, updates the URL, the count, the selection, and keeps focus', async () => {
    localStorage.setItem(COMPARE_STORAGE_KEY, '101,102,104');
    await open([101, 102, 104]);
    expect(differing()).toEqual(['قیمت', 'برند', 'امتیاز', 'توان', 'جنس بدنه', 'رنگ']);
    expect(document.querySelector('tbody tr[data-differs] th')!.textContent).toBe('قیمت (متفاوت)');
    const remove = document.querySelector<HTMLAnchorElement>('a[data-compare-remove="102"]')!;
    expect(remove.getAttribute('href')).toBe('/compare/?ids=101,104');
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    remove.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    expect(columns()).toEqual([101, 104]);
    // 800 W both now: the power row is the same; the body is still metal against plastic.
    expect(differing()).toEqual(['قیمت', 'برند', 'امتیاز', 'جنس بدنه', 'رنگ']);
    expect(location.search).toBe('?ids=101,104');
    expect(document.querySelector('[data-compare-count]')!.textContent).toBe('۲ از ۴ محصول');
    expect(localStorage.getItem(COMPARE_STORAGE_KEY)).toBe('101,104');
    expect(document.activeElement).toBe(document.querySelector('a[data-compare-remove="104"]'));
    expect(document.querySelector<HTMLAnchorElement>('a[data-compare-remove="101"]')!.getAttribute('href')).toBe('/compare/?ids=104');
  });

  it('/compare/ alone (the footer\'s link), with no list kept by the server: the selection made on the listings, in place', async () => {
    localStorage.setItem(COMPARE_STORAGE_KEY, '101,104');
    const { calls } = await open([], () => htmlResponse(`<!doctype html><html><body>${pageHtml([101, 104])}</body></html>`), '/compare/');
    await waitFor(() => expect(columns()).toEqual([101, 104]));
    expect(calls.map((c) => c.url)).toEqual(['/compare/?ids=101,104']);
    expect(location.search).toBe('?ids=101,104');
  });

  it('a page that has its own list (or an empty one asked for) is left as it is', async () => {
    localStorage.setItem(COMPARE_STORAGE_KEY, '101,104');
    const { calls } = await open([102]);
    const empty = await open([], undefined, '/compare/?ids=');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(calls.length + empty.calls.length).toBe(0);
    expect(columns()).toEqual([]);
  });

  it('the last remove leaves the empty state, and focus on the add button', async () => {
    const { root } = await open([101]);
    document.querySelector<HTMLAnchorElement>('a[data-compare-remove="101"]')!.click();
    expect(columns()).toEqual([]);
    expect(screen.getByText('موردی یافت نشد')).toBeTruthy();
    // `?ids=`, not `/compare/` alone: a reload shows it empty, not the comparison kept for shoppers without JavaScript
    expect(location.search).toBe('?ids=');
    expect(document.activeElement).toBe(within(root).getByRole('button', { name: 'افزودن محصول به مقایسه' }));
  });

  it('«فقط تفاوت‌ها» is a switch: the same rows hidden, diff=1 in the URL and in the remove links', async () => {
    await open([101, 104]);
    const onlyDiff = screen.getByRole('switch', { name: 'فقط تفاوت‌ها' });
    expect((onlyDiff as HTMLInputElement).checked).toBe(false);
    fireEvent.click(onlyDiff);
    expect(document.querySelector('table')!.classList.contains('compare-table--diff-only')).toBe(true);
    expect(location.search).toBe('?ids=101,104&diff=1');
    expect(document.querySelector('a[data-compare-remove="101"]')!.getAttribute('href')).toBe('/compare/?ids=104&diff=1');
    fireEvent.click(onlyDiff);
    expect(document.querySelector('table')!.classList.contains('compare-table--diff-only')).toBe(false);
    expect(location.search).toBe('?ids=101,104');
  });

  it('has no switch with one product (nothing to compare it with)', async () => {
    await open([101]);
    expect(screen.queryByRole('switch')).toBeNull();
  });
});

describe('the «افزودن محصول به مقایسه» modal', () => {
  async function openModal(ids: number[], reply?: Parameters<typeof open>[1]) {
    const page = await open(ids, reply);
    fireEvent.click(screen.getByRole('button', { name: 'افزودن محصول به مقایسه' }));
    const dialog = await screen.findByRole('dialog', { name: 'افزودن محصول به مقایسه' });
    const box = await within(dialog).findByRole('combobox');
    return { ...page, dialog, box };
  }

  it('opens with an empty search (same origin, the nonce, the compared ids, limit 10), focus in the box, the rows as the spec says', async () => {
    const { dialog, box, calls } = await openModal([101, 102]);
    expect(box.getAttribute('placeholder')).toBe('جستجو در عنوان یا کد محصول…');
    await waitFor(() => expect(document.activeElement).toBe(box));
    await waitFor(() => expect(within(dialog).getAllByRole('option')).toHaveLength(3));
    const search = calls.filter((c) => c.url.includes('compare/search'));
    expect(search).toHaveLength(1);
    expect(new URL(search[0]!.url, location.href).searchParams.toString()).toBe('q=&ids=101%2C102&limit=10');
    expect(search[0]!.url.startsWith('/wp-json/hsa/v1/compare/search?')).toBe(true);
    expect(search[0]!.headers['x-wp-nonce']).toBe('abc123def0');
    expect(search[0]!.credentials).toBe('same-origin');
    const first = within(dialog).getAllByRole('option')[0]!;
    expect(first.querySelector('img')?.getAttribute('src')).toBe(COMPARE_SEARCH_ITEMS[0]!.thumb);
    expect(first.textContent).toContain('چسب اپوکسی دوقلو پاتکس مدل PX۴۷۶۸ حجم ۲۵۰ میلی‌لیتر');
    expect(first.textContent).toContain('کد محصول: PT-4768-201'); // the code as the product page prints it
    expect(first.textContent).toContain(`قیمت: ${formatToman(276_000)}`);
    expect(first.textContent).toContain('افزودن');
    expect(first.getAttribute('aria-disabled')).toBeNull();
  });

  it('waits 300 ms after typing, and shows «در حال جستجو…», then «نتیجه‌ای یافت نشد.»', async () => {
    let release: (r: Response) => void = () => {};
    const { dialog, box, calls } = await openModal([101], (call) =>
      new URL(call.url, location.href).searchParams.get('q') === 'xyz' ? new Promise<Response>((resolve) => (release = resolve)) : json({ items: COMPARE_SEARCH_ITEMS }),
    );
    await waitFor(() => expect(within(dialog).getAllByRole('option')).toHaveLength(3));
    const searches = () => calls.filter((c) => c.url.includes('compare/search')).map((c) => new URL(c.url, location.href).searchParams.get('q'));
    fireEvent.input(box, { target: { value: 'x' } });
    fireEvent.input(box, { target: { value: 'xy' } });
    fireEvent.input(box, { target: { value: 'xyz' } });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(searches()).toEqual(['']);
    await waitFor(() => expect(searches()).toEqual(['', 'xyz']));
    expect(statusLine(dialog).textContent).toBe('در حال جستجو…');
    release(json({ items: [] }));
    await waitFor(() => expect(statusLine(dialog).textContent).toBe('نتیجه‌ای یافت نشد.'));
    expect(within(dialog).queryAllByRole('option')).toHaveLength(0);
  });

  it('says «خطا در اتصال.» in red when the search fails', async () => {
    const { dialog } = await openModal([101], () => new TypeError('Failed to fetch'));
    await waitFor(() => expect(statusLine(dialog).textContent).toBe('خطا در اتصال.'));
    expect(statusLine(dialog).classList.contains('compare-search__status--error')).toBe(true);
  });

  it('disables «افزودن» for every row when 4 are compared, and its status line says why', async () => {
    const { dialog } = await openModal([101, 102, 103, 104]);
    await waitFor(() => expect(within(dialog).getAllByRole('option')).toHaveLength(3));
    for (const option of within(dialog).getAllByRole('option')) expect(option.getAttribute('aria-disabled')).toBe('true');
    expect(statusLine(dialog).textContent).toBe('حداکثر ۴ محصول را می‌توانید مقایسه کنید');
    // and nothing says «نتیجه‌ای یافت نشد.» beside it (the count of rows that can be chosen, none)
    await new Promise((resolve) => setTimeout(resolve, 900));
    const spoken = Array.from(document.querySelectorAll('[data-hsa-live], [data-hsa-announcer]'), (el) => el.textContent).join(' ');
    expect(spoken).not.toContain('نتیجه‌ای یافت نشد');
  });

  it('disables a row already compared, even if the server sends it', async () => {
    const { dialog } = await openModal([101, 102], () => json({ items: [{ id: 102, title: 'تکراری', sku: 'X', thumb: '', price: 1 }, COMPARE_SEARCH_ITEMS[0]] }));
    await waitFor(() => expect(within(dialog).getAllByRole('option')).toHaveLength(2));
    expect(within(dialog).getAllByRole('option').map((o) => o.getAttribute('aria-disabled'))).toEqual(['true', null]);
  });

  it('adds the chosen product: the server\'s new table, the URL, the selection; the dialog closes', async () => {
    const { dialog, calls } = await openModal([101, 102], (call) =>
      call.url.startsWith('/compare/') ? htmlResponse(`<!doctype html><html><body>${pageHtml([101, 102, 103])}</body></html>`) : json({ items: [{ id: 103, title: 'رونیکس', sku: 'RX-2726-103', thumb: '', price: 6_200_000 }] }),
    );
    const option = await within(dialog).findByRole('option');
    fireEvent.click(option);
    await waitFor(() => expect(columns()).toEqual([101, 102, 103]));
    expect(calls.at(-1)!.url).toBe('/compare/?ids=101,102,103');
    expect(location.search).toBe('?ids=101,102,103');
    expect(localStorage.getItem(COMPARE_STORAGE_KEY)).toBe('103');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.querySelector('[data-compare-count]')!.textContent).toBe('۳ از ۴ محصول');
  });
});

describe('props', () => {
  it('ids: digits and commas; max 1 to 4', () => {
    expect(comparePageProps.safeParse({ ids: '1,2' }).success).toBe(true);
    expect(comparePageProps.safeParse({ ids: '' }).success).toBe(true);
    expect(comparePageProps.safeParse({ ids: '1,x' }).success).toBe(false);
    expect(comparePageProps.safeParse({ ids: '1', max: '5' }).success).toBe(false);
    expect(comparePageProps.safeParse({ ids: '1', max: '3' })).toMatchObject({ success: true, data: { max: 3 } });
  });
});
