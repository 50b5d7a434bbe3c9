import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SearchSuggestion } from '../../shared/api/contracts/search';
import { createIsland } from '../../shared/islands/define-island';
import { prepareAnnouncer } from '../../shared/a11y/announcer';
import { LiveSearch, type LiveSearchProps } from '../../widgets/live-search/LiveSearch';
import { addProduct, readHistory } from '../../widgets/live-search/history';
import { addPhrase } from '../../widgets/live-search/phrases';
import { liveSearchProps } from '../../widgets/live-search/props';
import { createSearchClient } from '../../widgets/live-search/search-client';
import { detailsHtml, drillSuggestions, hostileSuggestions, noResults } from '../../stories/fixtures/search';
import { fakeFetch, json, setPageConfig } from '../support/page';

/** The live search (widgets/live-search): the view over a client with a fake fetch, and the island over its fallback. */
function fakeClient(answer: (query: string) => SearchSuggestion[] | Error = () => drillSuggestions) {
  const sent: string[] = [];
  const client = createSearchClient(async (query) => {
    sent.push(query);
    const result = answer(query);
    return result instanceof Error ? { ok: false, error: { kind: 'network', message: 'offline' } } : { ok: true, status: 200, data: { suggestions: result } };
  }, 0);
  return { client, sent };
}

let media = { mobile: false };
const listeners = new Set<(e: { matches: boolean }) => void>();
function stubMedia() {
  vi.stubGlobal('matchMedia', (query: string) => ({
    get matches() {
      return query.includes('max-width: 992px') ? media.mobile : query.includes('hover') ? !media.mobile : false;
    },
    media: query,
    addEventListener: (_: string, fn: (e: { matches: boolean }) => void) => query.includes('992') && listeners.add(fn),
    removeEventListener: (_: string, fn: (e: { matches: boolean }) => void) => listeners.delete(fn),
  }));
}
function resize(mobile: boolean) {
  media.mobile = mobile;
  act(() => listeners.forEach((fn) => fn({ matches: mobile })));
}

const box = () => screen.getByRole('combobox', { name: 'جستجو' }) as HTMLInputElement;
const key = (k: string, init: KeyboardEventInit = {}) => {
  const event = new KeyboardEvent('keydown', { key: k, bubbles: true, cancelable: true, ...init });
  act(() => void box().dispatchEvent(event));
  return event;
};
const activeText = () => document.getElementById(box().getAttribute('aria-activedescendant') ?? '')?.textContent ?? null;

function renderSearch(props: Partial<LiveSearchProps> = {}, answer?: (q: string) => SearchSuggestion[] | Error) {
  const fake = fakeClient(answer);
  const submitted: string[] = [];
  const view = render(<LiveSearch client={fake.client} placeholder="جستجو در محصولات…" {...props} />);
  const form = view.container.querySelector('form')!;
  form.addEventListener('submit', (e) => {
    if (!e.defaultPrevented) submitted.push(new FormData(form).get('s') as string);
    e.preventDefault();
  });
  return { ...fake, submitted, view };
}

async function typeQuery(text: string) {
  act(() => box().focus());
  fireEvent.input(box(), { target: { value: text } });
  if (text.trim().length >= 3) await waitFor(() => expect(box().getAttribute('aria-expanded')).toBe('true'));
}

beforeEach(() => {
  media = { mobile: false };
  listeners.clear();
  stubMedia();
  setPageConfig();
});
afterEach(() => delete (window as { __hsaPwned?: unknown }).__hsaPwned);

describe('the live search', () => {
  it('shows the page\'s query without a search, and searches it when the box takes focus', async () => {
    const { sent } = renderSearch({ query: 'دریل' });
    expect(box().value).toBe('دریل');
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
    expect(sent).toEqual([]);
    expect(box().getAttribute('aria-expanded')).toBe('false');
    act(() => box().focus());
    await waitFor(() => expect(box().getAttribute('aria-expanded')).toBe('true'));
    expect(sent).toEqual(['دریل']);
    // Back to the box later: the answer is there, no second search.
    act(() => box().blur());
    act(() => box().focus());
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
    expect(sent).toEqual(['دریل']);
  });

  it('groups suggestions under the headings, each row linking to its url', async () => {
    renderSearch();
    await typeQuery('دریل');
    const listbox = screen.getByRole('listbox', { name: 'جستجو' });
    const groups = within(listbox).getAllByRole('group');
    expect(groups.map((g) => g.getAttribute('aria-labelledby') && document.getElementById(g.getAttribute('aria-labelledby')!)!.textContent)).toEqual([
      'محصولات',
      'دسته‌بندی‌ها',
      'برچسب‌ها',
      'برندها',
      'نوشته‌ها',
      'برگه‌ها',
    ]);
    expect(within(groups[0]!).getAllByRole('option')).toHaveLength(3);
    expect(screen.getByRole('option', { name: 'مشاهده همه محصولات... (۴۲)' })).toBeTruthy();
    // The category row: its path after 'در', its price and image hidden by nothing (it has none).
    expect(within(groups[1]!).getByRole('option').textContent).toContain('در \u2068ابزار برقی\u2069 › \u2068دریل\u2069');
  });

  it('shows image and price, hides description, sale badge, featured badge and vendor as configured', async () => {
    const desc = [{ ...drillSuggestions[0]!, desc: 'توضیح', vendor: 'فروشنده', featured: true }];
    renderSearch({}, () => desc);
    await typeQuery('دریل');
    const row = screen.getAllByRole('option')[0]!;
    expect(row.querySelector('img')).not.toBeNull();
    expect(row.querySelector('.hsa-ls__price')!.textContent).toContain('۳٬۱۹۰٬۰۰۰');
    expect(row.textContent).not.toMatch(/توضیح|فروشنده|فروش ویژه|برجسته/);
  });

  it('moves with Down and Up over the rows, skipping headings and wrapping', async () => {
    renderSearch();
    await typeQuery('دریل');
    key('ArrowDown');
    expect(activeText()).toContain('دریل چکشی بوش');
    for (let i = 0; i < 3; i++) key('ArrowDown');
    expect(activeText()).toMatch(/^دریلدر /); // the category, the heading «دسته‌بندی‌ها» skipped
    key('ArrowUp');
    key('ArrowUp');
    key('ArrowUp');
    key('ArrowUp');
    expect(activeText()).toBe('مشاهده همه محصولات... (۴۲)');
  });

  it('opens a row with Enter, in a new tab with Ctrl+Enter, and records the product as viewed', async () => {
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {});
    const open = vi.spyOn(window, 'open').mockImplementation(() => null);
    renderSearch();
    await typeQuery('دریل');
    key('ArrowDown');
    key('Enter', { ctrlKey: true });
    expect(open).toHaveBeenCalledWith(expect.stringMatching(/\/product\/p-101\/$/), '_blank', 'noopener');
    expect(assign).not.toHaveBeenCalled();
    fireEvent.input(box(), { target: { value: 'دریل' } });
    await waitFor(() => expect(box().getAttribute('aria-expanded')).toBe('true'));
    key('ArrowDown');
    key('ArrowDown');
    key('Enter');
    expect(assign).toHaveBeenCalledWith(expect.stringMatching(/\/product\/p-102\/$/));
    expect(readHistory().products.map((p) => p.post_id)).toEqual(['102', '101']);
  });

  it('submits the form from «مشاهده همه محصولات...» and with Enter on nothing, saving the phrase; blocks empty and double submits', async () => {
    const { submitted } = renderSearch();
    act(() => box().focus());
    fireEvent.submit(box().form!);
    expect(submitted).toEqual([]);
    await typeQuery('دریل');
    fireEvent.click(screen.getByRole('option', { name: 'مشاهده همه محصولات... (۴۲)' }));
    expect(submitted).toEqual(['دریل']);
    expect(box().value).toBe('دریل');
    fireEvent.submit(box().form!); // within 500 ms: the same press twice
    expect(submitted).toEqual(['دریل']);
    expect(readHistory().phrases).toEqual(['دریل']);
  });

  it('does not submit on Enter when submit is disabled', async () => {
    renderSearch({ submitDisabled: true });
    await typeQuery('دریل');
    expect(key('Enter').defaultPrevented).toBe(true);
  });

  it('shows the clear button only while the box holds text; it empties the box and hides the list', async () => {
    renderSearch();
    act(() => box().focus());
    expect(screen.queryByRole('button', { name: 'پاک کردن جستجو' })).toBeNull();
    await typeQuery('دریل');
    fireEvent.click(screen.getByRole('button', { name: 'پاک کردن جستجو' }));
    expect(box().value).toBe('');
    expect(box().getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('button', { name: 'پاک کردن جستجو' })).toBeNull();
    expect(document.activeElement).toBe(box());
  });

  it('labels the box «جستجو» with a label for it (a click on it focuses the box in a browser: e2e)', () => {
    renderSearch();
    const label = document.querySelector<HTMLLabelElement>(`label[for="${box().id}"]`)!;
    expect(label.textContent).toBe('جستجو');
  });

  it('sends nothing under 3 characters and shows no suggestions', async () => {
    const { sent } = renderSearch();
    await typeQuery('در');
    await new Promise((r) => setTimeout(r, 20));
    expect(sent).toEqual([]);
    expect(box().getAttribute('aria-expanded')).toBe('false');
  });

  it('shows the no-results row, and nothing when the request fails', async () => {
    renderSearch({}, (q) => (q === 'zzzz' ? noResults : new Error('offline')));
    await typeQuery('zzzz');
    expect(screen.getByRole('option', { name: 'نتیجه ای پیدا نشد.' }).getAttribute('aria-disabled')).toBe('true');
    fireEvent.input(box(), { target: { value: 'دریل' } });
    await waitFor(() => expect(box().getAttribute('aria-expanded')).toBe('false'));
  });

  it('announces the result count, and the shop\'s total when it holds more than the rows show', async () => {
    prepareAnnouncer();
    renderSearch();
    await typeQuery('دریل');
    const more = screen.getByRole('option', { name: /مشاهده همه محصولات/ }).textContent!.trim();
    await waitFor(() => expect(document.querySelector('[data-hsa-announcer]')!.textContent).toBe(`۸ نتیجه پیدا شد، ${more}`), { timeout: 2000 });
  });

  it('says nothing of results under the three letters a search needs, nor before its answer comes', async () => {
    prepareAnnouncer();
    addPhrase('فرز'); // the focus opens the recent searches, so the list is open as the first letter is typed
    renderSearch();
    act(() => box().focus());
    expect(box().getAttribute('aria-expanded')).toBe('true');
    fireEvent.input(box(), { target: { value: 'د' } });
    await new Promise((r) => setTimeout(r, 800)); // past the count's pause (500 ms)
    expect(screen.queryByRole('option')).toBeNull();
    expect(document.querySelector('[data-hsa-announcer]')!.textContent, 'no list on screen, «no result» said').toBe('');
  });

  it('ignores keys while an IME composes', async () => {
    renderSearch();
    await typeQuery('دریل');
    key('ArrowDown', { isComposing: true });
    expect(box().getAttribute('aria-activedescendant')).toBeNull();
  });

  describe('history', () => {
    it('shows viewed products and phrases when focused and empty, and clears them', async () => {
      addPhrase('فرز');
      addProduct({ post_id: 7, value: 'دریل بوش', url: '/product/p-7/' });
      renderSearch();
      act(() => box().focus());
      const group = screen.getByRole('group', { name: 'تاریخچه جستجوی شما' });
      expect(within(group).getAllByRole('option').map((o) => o.textContent)).toEqual(['پاک کردن', 'دریل بوش', 'فرز']);
      fireEvent.click(within(group).getByRole('option', { name: 'پاک کردن' }));
      expect(readHistory()).toEqual({ products: [], phrases: [] });
      expect(screen.queryByRole('group', { name: 'تاریخچه جستجوی شما' })).toBeNull();
      expect(box().value).toBe('');
    });

    it('fills the box with a chosen phrase and submits it', async () => {
      addPhrase('فرز');
      const { submitted } = renderSearch();
      act(() => box().focus());
      key('ArrowDown');
      key('ArrowDown');
      key('Enter');
      expect(submitted).toEqual(['فرز']);
      expect(box().value).toBe('فرز');
    });
  });

  describe('layers and Escape', () => {
    it('darkens the page while focused; Escape closes the suggestions, then the darkened overlay', async () => {
      const { view } = renderSearch();
      await typeQuery('دریل');
      expect(document.querySelector('.hsa-ls__backdrop')).not.toBeNull();
      key('Escape');
      expect(box().getAttribute('aria-expanded')).toBe('false');
      key('Escape');
      expect(document.querySelector('.hsa-ls__backdrop')).toBeNull();
      expect(box().value).toBe('دریل');
    });

    it('the icon layout expands from the magnifier and Escape folds it back', async () => {
      renderSearch({ layout: 'icon', darken: false });
      const toggle = screen.getByRole('button', { name: 'جستجو', expanded: false });
      expect(document.querySelector('form')!.hidden).toBe(true);
      fireEvent.click(toggle);
      await waitFor(() => expect(document.activeElement).toBe(box()));
      key('Escape');
      expect(document.querySelector('form')!.hidden).toBe(true);
      expect(document.activeElement).toBe(toggle);
    });

    it('at 992 px and below opens a full-screen overlay with a back button on a tap or a keystroke, not on focus alone, and follows the breakpoint', async () => {
      media.mobile = true;
      const { view } = renderSearch();
      const root = view.container.querySelector('.hsa-ls')!;
      // Tabbing through the header passes the box: focus alone holds nobody in a full-screen layer.
      act(() => box().focus());
      expect(root.classList.contains('hsa-ls--mobile')).toBe(false);
      fireEvent.input(box(), { target: { value: 'د' } });
      await waitFor(() => expect(root.classList.contains('hsa-ls--mobile')).toBe(true));
      expect(document.activeElement).toBe(box());
      key('Escape');
      key('Escape');
      expect(root.classList.contains('hsa-ls--mobile')).toBe(false);
      act(() => box().click());
      await waitFor(() => expect(root.classList.contains('hsa-ls--mobile')).toBe(true));
      fireEvent.input(box(), { target: { value: 'دریل' } });
      await waitFor(() => expect(box().getAttribute('aria-expanded')).toBe('true'));
      fireEvent.click(screen.getByRole('button', { name: 'بازگشت' }));
      expect(root.classList.contains('hsa-ls--mobile')).toBe(false);
      expect(box().getAttribute('aria-expanded')).toBe('false'); // the suggestions went with it
      act(() => box().click());
      expect(root.classList.contains('hsa-ls--mobile')).toBe(true);
      resize(false);
      expect(root.classList.contains('hsa-ls--mobile')).toBe(false);
      resize(true);
      expect(root.classList.contains('hsa-ls--mobile')).toBe(true);
      key('Escape');
      expect(root.classList.contains('hsa-ls--mobile')).toBe(false);
    });
  });

  describe('safety', () => {
    it('renders a hostile suggestion as text, runs nothing and links nowhere', async () => {
      const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {});
      renderSearch({}, () => hostileSuggestions);
      await typeQuery('دریل');
      const listbox = screen.getByRole('listbox');
      expect(listbox.querySelector('svg, script, [onerror], [onload], [onclick], [onmouseover], a')).toBeNull();
      expect(listbox.innerHTML).not.toMatch(/javascript:/i);
      expect(screen.getAllByRole('option')[0]!.textContent).toContain('<img src=x onerror="window.__hsaPwned=۱">دریل');
      fireEvent.click(screen.getAllByRole('option')[1]!);
      key('ArrowDown');
      expect(activeText()).toContain('دریل');
      key('Enter');
      expect(assign).not.toHaveBeenCalled();
      await new Promise((r) => setTimeout(r, 20));
      expect((window as { __hsaPwned?: unknown }).__hsaPwned).toBeUndefined();
    });
  });

  describe('optional features', () => {
    it('the details panel shows the active row’s details, sanitised; a failed call clears it', async () => {
      let fail = false;
      const details = vi.fn(async (items: Array<{ objectID: string; value: string }>) =>
        fail ? null : new Map(items.map((i) => [i.objectID, { html: detailsHtml(i.value) }])),
      );
      const { view } = renderSearch({ details });
      await typeQuery('دریل');
      // Asked for once the answer is on screen (an effect of it): the list itself does not wait for it.
      await waitFor(() => expect(details).toHaveBeenCalledWith(expect.arrayContaining([{ objectID: 'product__101', value: 'دریل چکشی بوش GSB 13 RE' }])));
      key('ArrowDown');
      await waitFor(() => expect(view.container.querySelector('.hsa-ls__details')?.textContent).toContain('دریل چکشی بوش'));
      expect(view.container.querySelector('.hsa-ls__details [onerror]')).toBeNull();
      fail = true;
      fireEvent.input(box(), { target: { value: 'دریل ب' } });
      await waitFor(() => expect(details).toHaveBeenCalledTimes(2));
      key('ArrowDown');
      await waitFor(() => expect(view.container.querySelector('.hsa-ls__details')).toBeNull());
    });

    it('dynamic prices replace the prices of the answer; a failure keeps them', async () => {
      const prices = vi.fn(async (ids: string[]) => Object.fromEntries(ids.map((id) => [id, `<span>${id} تازه</span>`])));
      renderSearch({ prices });
      await typeQuery('دریل');
      await waitFor(() => expect(prices).toHaveBeenCalledWith(['101', '102', '103']));
      await waitFor(() => expect(screen.getAllByRole('option')[0]!.querySelector('.hsa-ls__price')!.textContent).toBe('101 تازه'));
    });

    it('voice search: no microphone without speech recognition; in fa-IR when there is; off after not-allowed', async () => {
      const { view } = renderSearch({ voice: true });
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(screen.queryByRole('button', { name: 'جستجوی صوتی' })).toBeNull();
      view.unmount();
      const made: Array<{ lang: string; onresult: (e: unknown) => void; onerror: (e: unknown) => void; onend: () => void }> = [];
      vi.stubGlobal(
        'webkitSpeechRecognition',
        class {
          lang = '';
          onresult = () => {};
          onerror = () => {};
          onend = () => {};
          constructor() {
            made.push(this as never);
          }
          start() {}
          stop() {}
        },
      );
      const { sent } = renderSearch({ voice: true });
      const mic = await screen.findByRole('button', { name: 'جستجوی صوتی', pressed: false }); // its module loads on demand
      fireEvent.click(mic);
      expect(made[0]!.lang).toBe('fa-IR');
      expect(mic.getAttribute('aria-pressed')).toBe('true');
      act(() => made[0]!.onresult({ results: [[{ transcript: 'دریل بوش' }]] }));
      act(() => made[0]!.onend());
      expect(box().value).toBe('دریل بوش');
      await waitFor(() => expect(sent).toEqual(['دریل بوش']));
      fireEvent.click(mic);
      act(() => made[1]!.onerror({ error: 'not-allowed' }));
      act(() => made[1]!.onend());
      expect(screen.queryByRole('button', { name: 'جستجوی صوتی' })).toBeNull();
    });
  });
});

describe('the live-search island', () => {
  it('keeps what was typed before it loaded, with the focus, and searches it', async () => {
    const fake = fakeFetch((call) => json({ suggestions: call.url.includes('s=%D8%AF%D8%B1%DB%8C%D9%84') ? drillSuggestions : noResults, total: 8 }));
    vi.stubGlobal('fetch', fake.fn);
    document.body.innerHTML = `<div class="site-search" data-island="live-search" data-load-on="interaction">
      <form class="site-search__form" role="search" method="get" action="/">
        <label for="site-search-input">جستجو</label>
        <input id="site-search-input" type="search" name="s" placeholder="جستجو در محصولات…">
        <input type="hidden" name="post_type" value="product">
        <button type="submit" aria-label="جستجو">»</button>
      </form></div>`;
    let release: () => void = () => {};
    const gate = new Promise<void>((r) => (release = r));
    const stop = createIsland({ name: 'live-search', props: liveSearchProps, loadOn: 'interaction', load: async () => {
        await gate;
        return import('../../widgets/live-search/mount');
      },
    }).start(document.body);
    const fallback = document.getElementById('site-search-input') as HTMLInputElement;
    fallback.focus();
    fireEvent.focusIn(fallback);
    fallback.value = 'دریل';
    release();
    await waitFor(() => expect(document.querySelector('[data-island-state="mounted"]')).not.toBeNull());
    expect(box().id).toBe('site-search-input');
    expect(box().value).toBe('دریل');
    expect(document.activeElement).toBe(box());
    expect(box().placeholder).toBe('جستجو در محصولات…');
    await waitFor(() => expect(fake.calls.map((c) => c.url)).toEqual(['/?wc-ajax=dgwt_wcas_ajax_search&s=%D8%AF%D8%B1%DB%8C%D9%84']));
    await waitFor(() => expect(screen.getByRole('group', { name: 'محصولات' })).toBeTruthy());
    stop();
  });

  it('refuses bad props and leaves the form', () => {
    expect(liveSearchProps.safeParse({ layout: 'round' }).success).toBe(false);
    expect(liveSearchProps.safeParse({ endpoint: '/x' }).success).toBe(false);
    expect(liveSearchProps.safeParse({ voice: 'constructor' }).success).toBe(false);
    expect(liveSearchProps.safeParse({ show: { sku: 'yes' } }).success).toBe(false);
    expect(liveSearchProps.safeParse({ voice: '1', layout: 'icon', show: { sku: true } })).toEqual({ success: true, data: { voice: true, layout: 'icon', show: { sku: true } } });
  });
});
