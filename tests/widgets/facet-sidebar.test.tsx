import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { facetSidebarPropsSchema, refreshResponseSchema } from '../../shared/api/contracts/listing';
import { $listing, listingEnv, resetListing, startListingFromProps } from '../../shared/stores/listing';
import { matchChoices } from '../../widgets/facet-sidebar/ChoiceFacets';
import { FacetSidebar } from '../../widgets/facet-sidebar/FacetSidebar';
import { BRANDS, FACETS, listingSettings, refreshAnswer, sidebarProps } from '../../stories/fixtures/listing';
import { json, listingTestPage } from '../support/page';

/** The facet sidebar (spec sections 2, 4, 5; issue #8), by role and Persian name, against a fake refresh endpoint. */
type Body = { action: string; data: { facets: Record<string, string[]>; frozen_facets: Record<string, string>; paged: number; http_params: { get: Record<string, string> } } };


const server = listingTestPage<Body>('/product-category/electric-tools/', () => json(refreshAnswer([1, 2, 3], listingSettings({}, 3))), resetListing);

function renderSidebar(props = sidebarProps(), bar?: HTMLElement) {
  startListingFromProps(props);
  return render(<FacetSidebar facets={props.facets} bar={bar} />);
}
const header = (name: string) => screen.getByRole('button', { name });
const lastBody = () => server.bodies[server.bodies.length - 1]!;
const events = () => ((window as { dataLayer?: Array<{ event: string }> }).dataLayer ?? []).map((e) => e.event);

describe('the fixtures', () => {
  it('pass the contract', () => {
    expect(facetSidebarPropsSchema.safeParse(sidebarProps()).success).toBe(true);
    expect(refreshResponseSchema.safeParse(refreshAnswer([1], listingSettings())).success).toBe(true);
  });
});

describe('the facet accordions', () => {
  it('are closed by default; a facet with no choices is hidden', () => {
    renderSidebar();
    for (const name of ['قیمت', 'امتیاز', 'برند', 'رنگ', 'کاربرد', 'سایز', 'دسته‌بندی', 'جستجو', 'تحمل وزن']) {
      expect(header(name).getAttribute('aria-expanded')).toBe('false');
    }
    expect(screen.queryByRole('button', { name: 'نوع چرخ' })).toBeNull();
  });

  it('open when remembered in hsa_acc_open_{facet} or when holding a selection; opening is remembered', () => {
    sessionStorage.setItem('hsa_acc_open_hsa_size', '1');
    history.replaceState(null, '', '/product-category/electric-tools/?_hsa_color=red');
    renderSidebar();
    expect(header('سایز').getAttribute('aria-expanded')).toBe('true');
    expect(header('رنگ').getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(header('برند'));
    expect(sessionStorage.getItem('hsa_acc_open_pwb-brand')).toBe('1');
    fireEvent.click(header('سایز'));
    expect(sessionStorage.getItem('hsa_acc_open_hsa_size')).toBe('0');
  });

  it('put more than 7 choices behind «نمایش بیشتر» / «نمایش کمتر»', () => {
    renderSidebar();
    fireEvent.click(header('رنگ'));
    const panel = document.getElementById(header('رنگ').getAttribute('aria-controls')!)!;
    expect(within(panel).getAllByRole('checkbox')).toHaveLength(7);
    fireEvent.click(within(panel).getByRole('button', { name: 'نمایش بیشتر' }));
    expect(within(panel).getAllByRole('checkbox')).toHaveLength(9);
    expect(within(panel).getByRole('button', { name: 'نمایش کمتر' }).getAttribute('aria-expanded')).toBe('true');
  });
});

describe('given a checkbox facet, checking a choice', () => {
  it('writes the URL with pushState, asks the engine with the choice and page 1, and reports filter_change', async () => {
    history.replaceState(null, '', '/product-category/electric-tools/page/3/?orderby=price');
    renderSidebar();
    fireEvent.click(header('رنگ'));
    const before = history.length;
    fireEvent.click(screen.getByRole('checkbox', { name: /مشکی/ }));
    expect(location.pathname + location.search).toBe('/product-category/electric-tools/?_hsa_color=black&orderby=price');
    expect(history.length).toBe(before + 1);
    await waitFor(() => expect(server.bodies).toHaveLength(1));
    expect(lastBody().data.facets).toEqual({ hsa_color: ['black'] });
    expect(lastBody().data.paged).toBe(1);
    expect(lastBody().data.http_params.get.orderby).toBe('price');
    expect(events()).toContain('filter_change');
    await waitFor(() => expect($listing.get().settings?.pager.total_rows).toBe(3));
  });

  it('falls back to a full navigation to the same URL when the engine cannot be reached', async () => {
    const navigate = vi.spyOn(listingEnv, 'navigate').mockImplementation(() => {});
    server.answer = () => {
      throw new TypeError('Failed to fetch');
    };
    renderSidebar();
    fireEvent.click(header('رنگ'));
    fireEvent.click(screen.getByRole('checkbox', { name: /قرمز/ }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/product-category/electric-tools/?_hsa_color=red'));
  });
});

describe('offline', () => {
  afterEach(() => {
    Object.defineProperty(navigator, 'onLine', { value: true, configurable: true });
  });

  it('keeps the page (no navigation to the browser\'s error page) and asks again once the browser is back online', async () => {
    const navigate = vi.spyOn(listingEnv, 'navigate').mockImplementation(() => {});
    let offline = true;
    const answer = server.answer;
    server.answer = (...args: Parameters<typeof answer>) => {
      if (offline) throw new TypeError('Failed to fetch');
      return answer(...args);
    };
    Object.defineProperty(navigator, 'onLine', { value: false, configurable: true });
    renderSidebar();
    fireEvent.click(header('رنگ'));
    fireEvent.click(screen.getByRole('checkbox', { name: /قرمز/ }));
    await waitFor(() => expect(server.bodies).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(navigate).not.toHaveBeenCalled();
    expect($listing.get().status).toBe('loading');
    // A second choice, offline too: only the newest request goes again (the URL's red and blue, not red alone).
    fireEvent.click(screen.getByRole('checkbox', { name: /آبی/ }));
    await waitFor(() => expect(server.bodies).toHaveLength(2));
    await new Promise((resolve) => setTimeout(resolve, 20));
    offline = false;
    Object.defineProperty(navigator, 'onLine', { value: true, configurable: true });
    window.dispatchEvent(new Event('online'));
    await waitFor(() => expect($listing.get().status).toBe('idle'));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(server.bodies).toHaveLength(3);
    expect(lastBody().data.facets).toEqual({ hsa_color: ['red', 'blue'] });
    expect(navigate).not.toHaveBeenCalled();
    // Back online for good: a later online event sends nothing.
    window.dispatchEvent(new Event('online'));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(server.bodies).toHaveLength(3);
  });
});

describe('the chips', () => {
  it('name each remove button «حذف فیلتر {label}»; removing one keeps the others; «حذف همه» resets facets, sort and per page', async () => {
    history.replaceState(null, '', '/?_hsa_color=red,blue&orderby=rating&per_page=24');
    const selections = [
      { facet: 'hsa_color', value: 'red', label: 'قرمز' },
      { facet: 'hsa_color', value: 'blue', label: 'آبی' },
    ];
    renderSidebar(sidebarProps({ settings: listingSettings({ selections }) }));
    fireEvent.click(screen.getByRole('button', { name: 'حذف فیلتر قرمز' }));
    expect(location.search).toBe('?_hsa_color=blue&orderby=rating&per_page=24');
    await waitFor(() => expect(server.bodies).toHaveLength(1));
    fireEvent.click(screen.getByRole('button', { name: 'حذف همه' }));
    expect(location.search).toBe('');
  });
});

describe('the fselect facet', () => {
  it('finds the same choices typed with Arabic ي and ك as with Persian ی and ک', () => {
    expect(matchChoices(BRANDS, 'رونيكس').map((c) => c.value)).toEqual(['ronix']);
    expect(matchChoices(BRANDS, 'رونیکس').map((c) => c.value)).toEqual(['ronix']);
    renderSidebar();
    fireEvent.click(header('برند'));
    const box = screen.getByRole('combobox', { name: 'جستجو در برند' });
    fireEvent.input(box, { target: { value: 'ماكيتا' } });
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['ماکیتا (۲۲)']);
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(location.search).toBe('?_pwb-brand=makita');
  });
});

describe('the search facet', () => {
  it('refreshes 500 ms after typing stops, and at once on Enter (not while an IME composes)', async () => {
    vi.useFakeTimers();
    renderSidebar();
    fireEvent.click(header('جستجو'));
    const box = screen.getByRole('searchbox', { name: 'جستجو در جستجو' });
    fireEvent.input(box, { target: { value: 'دریل' } });
    act(() => {
      vi.advanceTimersByTime(499);
    });
    expect(location.search).toBe('');
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(decodeURIComponent(location.search)).toBe('?_hsa_q=دریل');
    fireEvent.input(box, { target: { value: 'فرز' } });
    fireEvent.keyDown(box, { key: 'Enter', isComposing: true });
    expect(decodeURIComponent(location.search)).toBe('?_hsa_q=دریل');
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(decodeURIComponent(location.search)).toBe('?_hsa_q=فرز');
    vi.useRealTimers();
  });
});

describe('the slider facet', () => {
  it('moves by keyboard and applies the range once the keys pause; the whole range clears it', async () => {
    vi.useFakeTimers();
    renderSidebar();
    fireEvent.click(header('قیمت'));
    const low = screen.getByRole('slider', { name: 'حداقل قیمت' });
    expect(low.getAttribute('aria-valuetext')).toBe('۲۵۰٬۰۰۰ تومان');
    fireEvent.keyDown(low, { key: 'ArrowLeft' });
    fireEvent.keyDown(low, { key: 'ArrowLeft' });
    act(() => {
      vi.advanceTimersByTime(400);
    });
    expect(location.search).toBe('?_hsa_price=350000,18500000');
    fireEvent.keyDown(low, { key: 'Home' });
    act(() => {
      vi.advanceTimersByTime(400);
    });
    expect(location.search).toBe('');
    vi.useRealTimers();
  });
});

describe('the desktop collapse', () => {
  it('hides the facets and remembers it in hsa_sidebar_collapsed; reports sidebar_toggle', () => {
    renderSidebar();
    const toggle = screen.getByRole('button', { name: 'پنهان کردن فیلترها' });
    fireEvent.click(toggle);
    expect(localStorage.getItem('hsa_sidebar_collapsed')).toBe('1');
    expect(screen.getByRole('button', { name: 'نمایش فیلترها' }).getAttribute('aria-expanded')).toBe('false');
    expect(events()).toContain('sidebar_toggle');
  });
});

describe('at phone width, the filters sheet', () => {
  it('opens from the bottom bar, works on a draft, and its apply button says how many results it will give', async () => {
    const bar = document.createElement('nav');
    bar.innerHTML = '<a href="#listing-sort">مرتب‌سازی</a><a href="#listing-filters">فیلترها</a>';
    document.body.append(bar);
    server.answer = (body) => json(refreshAnswer([1], listingSettings({}, body.data.facets.hsa_instock ? 96 : 120)));
    renderSidebar(sidebarProps(), bar);
    const link = bar.querySelector<HTMLAnchorElement>('a[href="#listing-filters"]')!;
    expect(link.getAttribute('role')).toBe('button');
    fireEvent.click(link);
    const sheet = await screen.findByRole('dialog', { name: 'فیلترها' });
    expect(link.getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(within(sheet).getByRole('button', { name: 'فقط کالاهای موجود' }));
    fireEvent.click(within(sheet).getByRole('checkbox', { name: /موجود/ }));
    expect(location.search).toBe(''); // a draft: nothing applied yet
    await waitFor(() => expect(within(sheet).getByRole('button', { name: 'اعمال فیلترها (۹۶ محصول)' })).toBeTruthy());
    // said too, in the sheet's own live region (the page behind a modal is not read)
    await waitFor(() => expect(sheet.querySelector('[data-hsa-live]')?.textContent).toContain('اعمال فیلترها (۹۶ محصول)'));
    fireEvent.click(within(sheet).getByRole('button', { name: 'اعمال فیلترها (۹۶ محصول)' }));
    expect(location.search).toBe('?_hsa_instock=1');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});

describe('at phone width, the sort sheet', () => {
  it('marks the order in use as current, not as a pressed toggle (a press applies another order and closes the sheet)', async () => {
    const bar = document.createElement('nav');
    bar.innerHTML = '<a href="#listing-sort">مرتب‌سازی</a><a href="#listing-filters">فیلترها</a>';
    document.body.append(bar);
    renderSidebar(sidebarProps(), bar);
    fireEvent.click(bar.querySelector<HTMLAnchorElement>('a[href="#listing-sort"]')!);
    const sheet = await screen.findByRole('dialog', { name: 'مرتب‌سازی' });
    const options = within(sheet).getAllByRole('button').filter((b) => b.classList.contains('listing-sheet__sort'));
    expect(options.length).toBeGreaterThan(2);
    expect(options.filter((b) => b.getAttribute('aria-current') === 'true')).toHaveLength(1);
    expect(options.filter((b) => b.hasAttribute('aria-pressed'))).toEqual([]);
  });
});

it('FACETS cover every facet type the sidebar draws', () => {
  expect(new Set(FACETS.map((f) => f.type))).toEqual(new Set(['checkboxes', 'slider', 'rating', 'fselect', 'radio', 'dropdown', 'hierarchy', 'search', 'number_range']));
});
