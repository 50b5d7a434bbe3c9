import { describe, expect, it } from 'vitest';
import { facetSidebarPropsSchema, FACET_TYPES, refreshResponseSchema } from '../../shared/api/contracts/listing';
import { formatNumber } from '../../shared/platform/digits';
import { demoApp, Shopper } from './support';

/**
 * The archives with JavaScript off: every facet a link or a GET form, the URL the island writes (`_{facet}=…`,
 * orderby/order, per_page, /page/{n}/, _paged) read by the server page, and the island's props the same as a
 * refresh's settings.
 */
const { app, store } = demoApp();
const root = store.catalogue.categories()[0]!;
const base = `/product-category/${root.slug}/`;

const decode = (text: string) => text.replace(/&amp;/g, '&').replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>');
const cardIds = (html: string) => [...html.matchAll(/<li class="product-card[^"]*" data-product-id="(\d+)"/g)].map((m) => Number(m[1]));
const resultCountText = (html: string) => /data-listing-count>([^<]*)</.exec(html)?.[1];
const props = (html: string) => {
  const json = /data-island="facet-sidebar"[^>]*>\s*<script type="application\/json" data-island-props>(.*?)<\/script>/s.exec(html)?.[1];
  expect(json).toBeDefined();
  return facetSidebarPropsSchema.parse(JSON.parse(json!));
};
const facetSection = (html: string, name: string) =>
  new RegExp(`<details class="facet[^"]*" data-facet="${name}"[^>]*>(.*?)</details>`, 's').exec(html)?.[1] ?? '';
const facetOpen = (html: string, name: string) => new RegExp(`<details class="facet[^"]*" data-facet="${name}"[^>]*\\bopen>`).test(html);
const visit = (path: string) => new Shopper(app).visit(path);

describe('archive pages without JavaScript', () => {
  it('print the facets as links, and a facet link narrows the listing with its chip, count and remove link', async () => {
    const page = await visit(base);
    expect(page.status).toBe(200);
    const state = props(page.html);
    const brand = state.settings.choices['brand']!.find((c) => c.count > 0 && c.count < state.settings.pager.total_rows)!;
    const link = new RegExp(`<a class="facet-link" rel="nofollow" href="([^"]*)"><span class="facet-link__box" aria-hidden="true"></span><span class="facet-link__label">${brand.label}<`).exec(facetSection(page.html, 'brand'))?.[1];
    expect(decode(link!)).toBe(`${base}?_brand=${brand.value}`);

    const filtered = await visit(decode(link!));
    expect(cardIds(filtered.html).length).toBe(Math.min(24, brand.count));
    expect(resultCountText(filtered.html)).toBe(`${formatNumber(brand.count)} محصول`);
    for (const id of cardIds(filtered.html)) expect(store.catalogue.productDetails(id)?.brand?.slug).toBe(brand.value);
    const chip = /<a class="listing-chip" data-adopt="[^"]*" rel="nofollow" href="([^"]*)" aria-label="([^"]*)">/.exec(filtered.html)!;
    expect(decode(chip[1]!)).toBe(base);
    expect(chip[2]).toBe(`حذف فیلتر ${brand.label}`);
    expect(filtered.html).toContain('حذف همه');
    expect(facetSection(filtered.html, 'brand')).toContain('class="facet-link is-selected"');
    // Accordions: closed, but open when they hold a selection.
    expect(facetOpen(page.html, 'brand')).toBe(false);
    expect(facetOpen(filtered.html, 'brand')).toBe(true);
    expect(facetOpen(filtered.html, 'hsa_instock')).toBe(false);
    expect(props(filtered.html).values).toEqual({ brand: [brand.value] });
  });

  it('print the same state as the island\'s props and a refresh of the same URL would answer', async () => {
    const shopper = new Shopper(app);
    const page = await shopper.visit(`${base}?_hsa_instock=1&orderby=price&per_page=12`);
    const state = props(page.html);
    expect(state.endpoint).toBe('/wp-json/facetwp/v1/refresh');
    expect(state.base_url).toBe(base);
    expect(state.http_params).toEqual({ get: {}, uri: `product-category/${root.slug}` });
    expect(state.infinite).toEqual({ enabled: true, page_limit: 10, url_param: '_paged', margin_px: 600, min_overlay_ms: 250 });
    expect(state.facets.map((f) => f.name).slice(0, 5)).toEqual(['hsa_instock', 'hsa_onsale', 'hsa_price', 'hsa_rating', 'brand']);
    const response = await shopper.request('/wp-json/facetwp/v1/refresh', {
      method: 'POST',
      headers: { 'X-WP-Nonce': shopper.nonce },
      json: { action: 'facetwp_refresh', data: { facets: state.values, http_params: state.http_params, extras: { sort: 'price', per_page: 12 }, paged: 1 } },
    });
    const refreshed = refreshResponseSchema.parse(await response.json());
    expect(refreshed.settings).toEqual(state.settings);
    expect(cardIds(refreshed.template)).toEqual(cardIds(page.html));
  });

  it('sort by price gives ascending prices; per_page and /page/2/ with the pager', async () => {
    const cheap = await visit(`${base}?orderby=price&order=ASC`);
    const prices = cardIds(cheap.html).map((id) => store.catalogue.productById(id)!.price);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect(cheap.html).toMatch(/<option value="price" selected>/);

    const twelve = await visit(`${base}?per_page=12`);
    expect(cardIds(twelve.html)).toHaveLength(12);
    const second = await visit(`${base}page/2/?per_page=12`);
    expect(second.status).toBe(200);
    expect(second.html).toMatch(/<span class="page-numbers current" aria-current="page">۲<\/span>/);
    expect(cardIds(second.html).filter((id) => cardIds(twelve.html).includes(id))).toEqual([]);
    expect(decode(/rel="prev" href="([^"]*)"/.exec(second.html)![1]!)).toBe(`${base}?per_page=12`);
    expect(props(second.html).infinite.enabled).toBe(false);
    expect((await visit(`${base}page/999/`)).status).toBe(404);
  });

  it('_paged=n shows pages 1..n (the grid a shopper comes Back to), the pager at page n', async () => {
    const three = await visit(`${base}?_paged=3&per_page=12`);
    const one = await visit(`${base}?per_page=36`);
    expect(cardIds(three.html)).toEqual(cardIds(one.html));
    expect(props(three.html).settings.pager).toMatchObject({ page: 3, per_page: 12 });
    expect(three.html).toContain('data-listing-page="3"');
  });

  it('the price range form (two fields) and the dropdown, search and rating forms of the demo page work as GET forms', async () => {
    const ranged = await visit(`${base}?_hsa_price_min=${encodeURIComponent('۵۰۰٬۰۰۰')}&_hsa_price_max=2000000`);
    const prices = cardIds(ranged.html).map((id) => store.catalogue.productById(id)!.price);
    expect(prices.length).toBeGreaterThan(0);
    for (const price of prices) expect(price >= 500_000 && price <= 2_000_000).toBe(true);
    expect(props(ranged.html).settings.selections[0]?.label).toBe('قیمت: ۵۰۰٬۰۰۰ تا ۲٬۰۰۰٬۰۰۰ تومان');
    // A reversed pair is read swapped, and the fields say so, in Persian digits, as the chip does.
    const reversed = await visit(`${base}?_hsa_price_min=2000000&_hsa_price_max=${encodeURIComponent('۵۰۰٬۰۰۰')}`);
    expect(reversed.html).toContain('name="_hsa_price_min" value="۵۰۰٬۰۰۰"');
    expect(reversed.html).toContain('name="_hsa_price_max" value="۲٬۰۰۰٬۰۰۰"');
    expect(cardIds(reversed.html)).toEqual(cardIds(ranged.html));
    // No amount below zero or in letters: the fields refuse them before the form goes (a pattern, a Persian title)
    // and the server reads them as no bound (no chip «تا −۵ تومان» over an empty listing).
    const junk = await visit(`${base}?_hsa_price_min=abc&_hsa_price_max=-5`);
    expect(props(junk.html).settings.selections).toEqual([]);
    expect(cardIds(junk.html).length).toBeGreaterThan(0);
    const field = /<input [^>]*name="_hsa_price_max"[^>]*>/.exec(junk.html)![0];
    expect(field).toContain('title="مبلغ را به تومان و با رقم وارد کنید، مانند ۱٬۵۰۰٬۰۰۰."');
    const pattern = new RegExp(`^(?:${/pattern="([^"]*)"/.exec(field)![1]})$`, 'v');
    for (const good of ['۱٬۵۰۰٬۰۰۰', '1,500,000', '٢٠٠٠', '']) expect(pattern.test(good), good).toBe(true);
    for (const bad of ['abc', '-5', '−۵', '1.5']) expect(pattern.test(bad), bad).toBe(false);

    const demo = await visit('/facets-demo/');
    const state = props(demo.html);
    expect([...new Set(state.facets.map((f) => f.type))].sort()).toEqual([...FACET_TYPES].sort());
    expect(facetSection(demo.html, 'hsa_color')).toMatch(/<form class="facet__form" method="get" action="\/facets-demo\/">[\s\S]*<select id="facet-hsa_color-select" name="_hsa_color">/);
    expect(facetSection(demo.html, 'search')).toContain('name="_search"');
    const color = state.settings.choices['hsa_color']![0]!;
    const colored = await visit(`/facets-demo/?_hsa_color=${color.value}&_search=${encodeURIComponent('چسب')}`);
    expect(resultCountText(colored.html)).not.toBe(resultCountText(demo.html));
    for (const id of cardIds(colored.html)) {
      const details = store.catalogue.productDetails(id)!;
      expect(details.attributes.find((a) => a.facet === 'hsa_color')?.values.map((v) => v.slug)).toContain(color.value);
    }
    const rated = await visit('/facets-demo/?_hsa_rating=4');
    for (const id of cardIds(rated.html)) expect(store.catalogue.productById(id)!.rating).toBeGreaterThanOrEqual(4);
  });

  it('a search of invisible marks only (a direction mark, ZWNJ) is an empty search, as one of spaces is: no «‏» heading, every product', async () => {
    const spaces = await visit(`/?s=${encodeURIComponent('   ')}&post_type=product`);
    for (const mark of ['\u200f', '\u200c\u200c', '\ufeff \u200e']) {
      const page = await visit(`/?s=${encodeURIComponent(mark)}&post_type=product`);
      expect(page.status).toBe(200);
      expect(page.html).toContain('<h1 class="archive__title">جستجو در محصولات</h1>');
      expect(resultCountText(page.html)).toBe(resultCountText(spaces.html));
    }
  });

  it('tag, brand and search archives carry the category tree; the search page keeps its query in every link', async () => {
    const brand = store.catalogue.terms('pwb-brand')[0]!;
    const brandPage = await visit(`/brand/${brand.slug}/`);
    expect(props(brandPage.html).facets.map((f) => f.name)).not.toContain('brand');
    expect(props(brandPage.html).facets[0]).toMatchObject({ name: 'categories', type: 'hierarchy' });
    const tag = store.catalogue.terms('product_tag')[0]!;
    expect((await visit(`/tag/${encodeURIComponent(tag.slug)}/`)).status).toBe(200);

    const search = await visit(`/?s=${encodeURIComponent('دریل')}&post_type=product`);
    expect(search.status).toBe(200);
    const state = props(search.html);
    expect(state.search).toEqual({ is_product_search: true, query: 'دریل' });
    expect(state.http_params.get).toEqual({ s: 'دریل', post_type: 'product' });
    expect(state.settings.pager.total_rows).toBe(store.catalogue.list({ search: 'دریل', perPage: 1 }).total);
    const category = state.settings.choices['categories']![0]!;
    const link = decode(new RegExp(`href="([^"]*)"><span class="facet-link__box" aria-hidden="true"></span><span class="facet-link__label">${category.label}<`).exec(search.html)![1]!);
    expect(link).toBe(`/?s=${encodeURIComponent('دریل')}&post_type=product&_categories=${encodeURIComponent(category.value)}`);
    const narrowed = await visit(link);
    expect(resultCountText(narrowed.html)).toBe(`${formatNumber(category.count)} محصول`);
  });

  it('print the related categories, the description with بیشتر بخوانید, and the bottom bar\'s links to the sort form and the filters', async () => {
    const page = await visit(base);
    expect(page.html).toContain('data-related-cats');
    expect(page.html).toMatch(/<button type="button" class="term-description__toggle js-only" aria-expanded="false" aria-controls="term-description-text"[^>]*>بیشتر بخوانید<\/button>/);
    expect(page.html).toContain('href="#listing-sort"');
    expect(page.html).toContain('id="listing-sort"');
    expect(page.html).toContain('href="#listing-filters"');
    expect(page.html).toContain('id="listing-filters"');
  });
});

describe('the load-more listing (/load-more-demo/: a theme that chose \'load more\' over infinite scroll)', () => {
  const LOAD_MORE = '/load-more-demo/';
  const moreBlock = (html: string) => /<div class="listing-more" data-listing-more ?(hidden)?>(.*?)<\/div>/s.exec(html);

  it('page 1 prints the control in place of the numbered pager: how far, and a real link to page 2; infinite scroll off', async () => {
    const page = await visit(LOAD_MORE);
    expect(page.status).toBe(200);
    const state = props(page.html);
    const total = state.settings.pager.total_rows;
    expect(state.infinite.enabled).toBe(false);
    expect(state.http_params.uri).toBe('load-more-demo');
    expect(cardIds(page.html)).toHaveLength(24);
    const block = moreBlock(page.html)!;
    expect(block[1]).toBeUndefined(); // not hidden
    expect(block[2]).toContain(`نمایش ۲۴ از ${formatNumber(total)} محصول`);
    expect(block[2]).toMatch(/<progress class="listing-more__progress" max="\d+" value="24" aria-hidden="true"/);
    expect(block[2]).toMatch(/<a class="button listing-more__button" rel="next" href="\/load-more-demo\/page\/2\/">نمایش موارد بیشتر<\/a>/);
    expect(page.html).not.toContain('woocommerce-pagination');
  });

  it('its link opens page 2 with JavaScript off: the next 24 products and, from there, the numbered pager', async () => {
    const first = cardIds((await visit(LOAD_MORE)).html);
    const second = await visit(`${LOAD_MORE}page/2/`);
    expect(second.status).toBe(200);
    const ids = cardIds(second.html);
    expect(ids).toHaveLength(24);
    expect(ids.filter((id) => first.includes(id))).toEqual([]);
    expect(moreBlock(second.html)).toBeNull();
    expect(second.html).toMatch(/<a class="prev page-numbers" rel="prev" href="\/load-more-demo\/"/);
    expect(props(second.html).infinite.enabled).toBe(false);
  });

  it('_paged=n prints pages 1..n (Back to it), beyond infinite scroll\'s 10 pages, and the link goes on from page n + 1', async () => {
    const twelve = await visit(`${LOAD_MORE}?_paged=12&per_page=12`);
    const all = await visit(`${LOAD_MORE}?per_page=60`);
    const more = await visit(`${LOAD_MORE}page/3/?per_page=60`);
    expect(cardIds(twelve.html)).toEqual([...cardIds(all.html), ...cardIds((await visit(`${LOAD_MORE}page/2/?per_page=60`)).html), ...cardIds(more.html)].slice(0, 144));
    expect(moreBlock(twelve.html)![2]).toContain('نمایش ۱۴۴ از');
    expect(decode(moreBlock(twelve.html)![2]!)).toContain('href="/load-more-demo/page/13/?per_page=12"');
    expect(props(twelve.html).settings.pager.page).toBe(12);
    // where infinite scroll runs, its limit holds (10 pages, and one more the pager leads to)
    expect(props((await visit(`${base}?_paged=12&per_page=12`)).html).settings.pager.page).toBe(11);
  });

  it('a listing of one page prints the control hidden and without a link (a refresh may show it again)', async () => {
    const state = props((await visit(LOAD_MORE)).html);
    const brand = state.settings.choices['brand']!.find((c) => c.count > 0 && c.count <= 24)!;
    const page = await visit(`${LOAD_MORE}?_brand=${brand.value}`);
    const block = moreBlock(page.html)!;
    expect(block[1]).toBe('hidden');
    expect(block[2]).not.toContain('<a ');
  });

  it('the refresh answers for it: page 2 appended on a soft refresh', async () => {
    const shopper = new Shopper(app);
    await shopper.visit(LOAD_MORE);
    const response = await shopper.request('/wp-json/facetwp/v1/refresh', {
      method: 'POST',
      json: { action: 'facetwp_refresh', data: { facets: {}, http_params: { get: {}, uri: 'load-more-demo' }, soft_refresh: 1, paged: 2 } },
      headers: { 'X-WP-Nonce': shopper.nonce },
    });
    expect(response.status).toBe(200);
    const body = refreshResponseSchema.parse(await response.json());
    expect(body.settings.pager.page).toBe(2);
    expect(cardIds(body.template)).toEqual(cardIds((await visit(`${LOAD_MORE}page/2/`)).html));
  });
});
