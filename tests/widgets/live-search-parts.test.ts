import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SearchSuggestion } from '../../shared/api/contracts/search';
import { safeUrl, sanitizeHtml } from '../../shared/platform/sanitize-html';
import { addProduct, clearHistory, HISTORY_KEY, readHistory, recordViewedProduct } from '../../widgets/live-search/history';
import { addPhrase } from '../../widgets/live-search/phrases';
import { createSearchClient, type SearchOutcome } from '../../widgets/live-search/search-client';
import { breadcrumbsText, historyItems, suggestionItems } from '../../widgets/live-search/suggestions';
import { isGroup } from '../../shared/ui/combobox-state';
import { drillSuggestions, hostileSuggestions, noResults, product } from '../../stories/fixtures/search';

afterEach(() => vi.useRealTimers());

function fakeSearch(answer: (query: string) => SearchSuggestion[] | Error = () => drillSuggestions) {
  const sent: string[] = [];
  const aborted: string[] = [];
  const fetch = vi.fn(async (query: string, signal: AbortSignal) => {
    sent.push(query);
    signal.addEventListener('abort', () => aborted.push(query));
    await Promise.resolve();
    const result = answer(query);
    return result instanceof Error ? { ok: false as const, error: { kind: 'network' as const, message: result.message } } : { ok: true as const, status: 200, data: { suggestions: result } };
  });
  return { fetch, sent, aborted };
}

describe('the search client', () => {
  it('sends nothing under 3 characters, and a query 100 ms after typing pauses, aborting the one before', async () => {
    vi.useFakeTimers();
    const { fetch, sent } = fakeSearch();
    const client = createSearchClient(fetch);
    const seen: SearchOutcome[] = [];
    client.search('در', (o) => seen.push(o));
    expect(seen.at(-1)).toEqual({ query: 'در', status: 'idle' });
    client.search('دری', (o) => seen.push(o));
    expect(seen.at(-1)?.status).toBe('loading');
    await vi.advanceTimersByTimeAsync(60);
    client.search('دریل', (o) => seen.push(o));
    await vi.advanceTimersByTimeAsync(99);
    expect(sent).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(sent).toEqual(['دریل']);
    await vi.runAllTimersAsync();
    expect(seen.at(-1)).toMatchObject({ query: 'دریل', status: 'done' });
  });

  it('aborts a request on its way when the shopper types on, and drops its late answer', async () => {
    vi.useFakeTimers();
    let release: () => void = () => {};
    const gate = new Promise<void>((r) => (release = r));
    const { fetch, aborted } = fakeSearch();
    fetch.mockImplementationOnce(async (query: string, signal: AbortSignal) => {
      signal.addEventListener('abort', () => aborted.push(query));
      await gate;
      return { ok: true as const, status: 200, data: { suggestions: [product(1, 'کهنه')] } };
    });
    const client = createSearchClient(fetch);
    const seen: SearchOutcome[] = [];
    client.search('دریل', (o) => seen.push(o));
    await vi.advanceTimersByTimeAsync(100);
    client.search('دریل ب', (o) => seen.push(o));
    expect(aborted).toEqual(['دریل']);
    release();
    await vi.runAllTimersAsync();
    const done = seen.filter((o) => o.status === 'done');
    expect(done.map((o) => o.query)).toEqual(['دریل ب']);
  });

  it('caches answers per query and remembers a query that found nothing for the longer ones', async () => {
    vi.useFakeTimers();
    const { fetch, sent } = fakeSearch((q) => (q.startsWith('zzz') ? noResults : drillSuggestions));
    const client = createSearchClient(fetch);
    const seen: SearchOutcome[] = [];
    for (const q of ['دریل', 'zzz', 'دریل', 'zzzq', 'zzz q']) {
      client.search(q, (o) => seen.push(o));
      await vi.runAllTimersAsync();
    }
    expect(sent).toEqual(['دریل', 'zzz']);
    expect(seen.at(-1)).toEqual({ query: 'zzz q', status: 'done', suggestions: noResults });
  });

  it('reports a failed request as an error, and asks again next time', async () => {
    vi.useFakeTimers();
    const { fetch, sent } = fakeSearch(() => new Error('offline'));
    const client = createSearchClient(fetch);
    const seen: SearchOutcome[] = [];
    client.search('دریل', (o) => seen.push(o));
    await vi.runAllTimersAsync();
    client.search('دریل', (o) => seen.push(o));
    await vi.runAllTimersAsync();
    expect(seen.at(-1)?.status).toBe('error');
    expect(sent).toEqual(['دریل', 'دریل']);
  });
});

describe('the allow-list sanitiser', () => {
  it('keeps price markup and drops handlers, scripts, svg and unsafe urls', () => {
    const out = sanitizeHtml(hostileSuggestions[0]!.thumb_html! + hostileSuggestions[0]!.price!);
    expect(out).not.toMatch(/onerror|onload|onclick|<script|<svg|javascript:|<a/i);
    expect(out).toContain('<img src="x" alt="">'); // a relative URL, harmless: the image simply fails; decoration
    expect(out.match(/<img/g)).toHaveLength(1); // the one with a javascript: source is gone
    expect(out).toContain('<span>۱۰۰</span>بخر');
    const price = '<span class="woocommerce-Price-amount amount"><bdi>۱۰۰&nbsp;تومان</bdi></span>';
    expect(sanitizeHtml(price)).toBe(price);
  });

  it('renames event handler attributes before the markup is parsed, even after a quoted ">" or a quote', () => {
    const parsed: string[] = [];
    const real = Object.getOwnPropertyDescriptor(HTMLTemplateElement.prototype, 'innerHTML') ?? Object.getOwnPropertyDescriptor(Element.prototype, 'innerHTML')!;
    vi.spyOn(HTMLTemplateElement.prototype, 'innerHTML', 'set').mockImplementation(function (this: HTMLTemplateElement, value: string) {
      parsed.push(value);
      real.set!.call(this, value);
    });
    const out = sanitizeHtml(`<img alt="a>b" onerror=x><img src=x"onerror="y"><svg/onload=z><b\tonclick=w>on top</b>`);
    expect(parsed[0]).not.toMatch(/[\s"'/]on[a-z]+=/i);
    expect(parsed[0]).toContain('on top'); // text is left alone
    expect(out).not.toMatch(/\son[a-z]+=|x-on/i);
  });

  it('keeps a link to an http(s) or relative address when asked (a lazy tab\'s brand links), and only the text of any other or unasked', () => {
    expect(sanitizeHtml('<ul><li><a href="/brand/bosch/" target="_blank" onclick="x()">بوش</a></li></ul>', true)).toBe('<ul><li><a href="/brand/bosch/">بوش</a></li></ul>');
    expect(sanitizeHtml('<a href="javascript:alert(1)">ماکیتا</a> <a href="data:text/html,x">رونیکس</a> <a>توسن</a>', true)).toBe('ماکیتا رونیکس توسن');
    expect(sanitizeHtml('<a href="https://example.ir/x" class="more">بیشتر</a>', true)).toBe('<a href="https://example.ir/x" class="more">بیشتر</a>');
    // Not asked for (a suggestion's price or thumbnail, inside an option): text only.
    expect(sanitizeHtml('<span><a href="/p/">۱۰۰</a></span>')).toBe('<span>۱۰۰</span>');
  });

  it('lets only http(s) and relative urls through', () => {
    expect(safeUrl('javascript:alert(1)')).toBeUndefined();
    expect(safeUrl(' JavaScript:alert(1)')).toBeUndefined();
    expect(safeUrl('data:text/html,x')).toBeUndefined();
    expect(safeUrl('/product/a/')).toMatch(/^https?:\/\/[^/]+\/product\/a\/$/);
  });
});

describe('suggestions as combobox items', () => {
  it('groups rows under the headings of fa-IR-strings.md, then «مشاهده همه محصولات... ({total})»', () => {
    const items = suggestionItems(drillSuggestions);
    expect(items.map((i) => i.label)).toEqual(['محصولات', 'دسته‌بندی‌ها', 'برچسب‌ها', 'برندها', 'نوشته‌ها', 'برگه‌ها', 'مشاهده همه محصولات... (۴۲)']);
    const products = items[0]!;
    expect(isGroup(products) && products.options.map((o) => o.href)).toEqual([expect.stringMatching(/\/product\/p-101\/$/), expect.stringMatching(/p-102/), expect.stringMatching(/p-103/)]);
  });

  it('answers nothing with a disabled no-results row, and never links a javascript: url', () => {
    expect(suggestionItems(noResults)).toEqual([expect.objectContaining({ label: 'نتیجه ای پیدا نشد.', disabled: true })]);
    const hostile = suggestionItems(hostileSuggestions).flatMap((i) => (isGroup(i) ? i.options : [i]));
    expect(hostile.map((o) => o.href)).toEqual([undefined, undefined]);
  });

  it('joins breadcrumbs in the reading direction, each part isolated', () => {
    expect(breadcrumbsText('ابزار برقی > Bosch > دریل')).toBe('در \u2068ابزار برقی\u2069 › \u2068Bosch\u2069 › \u2068دریل\u2069');
    expect(breadcrumbsText(['الف', 'ب'])).toBe('در \u2068الف\u2069 › \u2068ب\u2069');
    expect(breadcrumbsText('')).toBe('');
  });
});

describe('the search history', () => {
  it('keeps 5 phrases, newest first, one per phrase however its letters were typed', () => {
    for (const p of ['دریل', 'فرز', 'پیچ', 'چسب', 'رول', 'انبر']) addPhrase(p);
    expect(readHistory().phrases).toEqual(['انبر', 'رول', 'چسب', 'پیچ', 'فرز']);
    addPhrase('پيچ'); // Arabic yeh: the same phrase as «پیچ», moved to the front
    expect(readHistory().phrases).toEqual(['پيچ', 'انبر', 'رول', 'چسب', 'فرز']);
    addPhrase('   ');
    expect(readHistory().phrases).toHaveLength(5);
  });

  it('keeps 5 viewed products by post_id, newest first, without a price', () => {
    for (let id = 1; id <= 6; id++) addProduct({ post_id: id, value: `محصول ${id}`, url: `/product/${id}/` });
    addProduct({ post_id: '3', value: 'محصول ۳', url: '/product/3/', image_src: '/img/3.svg' });
    expect(readHistory().products.map((p) => p.post_id)).toEqual(['3', '6', '5', '4', '2']);
    expect(JSON.stringify(readHistory())).not.toContain('price');
    expect(historyItems(readHistory())[0]).toMatchObject({ label: 'تاریخچه جستجوی شما' });
  });

  it('is cleared, and a corrupted value reads as empty', () => {
    addPhrase('دریل');
    clearHistory();
    expect(localStorage.getItem(HISTORY_KEY)).toBeNull();
    localStorage.setItem(HISTORY_KEY, '{"products":7}');
    expect(readHistory()).toEqual({ products: [], phrases: [] });
  });

  it('records the product of a product page from WooCommerce markup', () => {
    document.body.className = 'single-product woocommerce';
    document.body.innerHTML = `<div class="product-gallery"><img src="/img/p/9-1.svg" alt=""></div><h1 class="product_title">فرز آهنگری ۲۳۰</h1>
      <form><button type="submit" name="add-to-cart" value="9">افزودن</button></form>`;
    recordViewedProduct();
    expect(readHistory().products).toEqual([{ post_id: '9', value: 'فرز آهنگری ۲۳۰', url: location.pathname, image_src: '/img/p/9-1.svg' }]);
    document.body.className = '';
  });

  it('records an out-of-stock product too (no add-to-cart form): the id from the product wrapper\'s post-{ID} class', () => {
    document.body.className = 'single-product woocommerce';
    document.body.innerHTML = `<div id="product-12" class="product type-product post-12 status-publish outofstock"><h1 class="product_title">دریل ۱۳ میلی‌متری</h1>
      <p class="stock out-of-stock">ناموجود</p></div><ul class="products"><li class="product type-product post-40">…</li></ul>`;
    recordViewedProduct();
    expect(readHistory().products.map((p) => p.post_id)).toEqual(['12']);
    document.body.className = '';
  });
});
