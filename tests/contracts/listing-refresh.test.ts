import { beforeAll, describe, expect, it } from 'vitest';
import {
  FACET_TYPES, refreshResponseSchema, sliderSettingsSchema, type RefreshData, type RefreshResponse,
} from '../../shared/api/contracts/listing';
import type { ProductDetails } from '../../demo-pages/db/catalogue';
import { demoApp, Shopper } from './support';

/**
 * POST /wp-json/facetwp/v1/refresh against the contract the island parses it with, and its counts against a
 * brute-force count over the small test catalogue (300 products).
 */
const { app, store } = demoApp();
const shopper = new Shopper(app);

const details: ProductDetails[] = [];
for (let page = 1; ; page++) {
  const result = store.catalogue.list({ page, perPage: 200, orderby: 'date' });
  for (const product of result.items) details.push(store.catalogue.productDetails(product.id)!);
  if (page >= result.totalPages) break;
}
const root = store.catalogue.categories()[0]!;
const inRoot = details.filter((d) => d.categories.some((c) => c.id === root.id));

function refresh(data: RefreshData, nonce: string | null = shopper.nonce): Promise<Response> {
  return shopper.request('/wp-json/facetwp/v1/refresh', {
    method: 'POST', json: { action: 'facetwp_refresh', data }, headers: nonce === null ? {} : { 'X-WP-Nonce': nonce },
  });
}

async function parsed(data: RefreshData): Promise<RefreshResponse> {
  const response = await refresh(data);
  expect(response.status).toBe(200);
  const result = refreshResponseSchema.safeParse(await response.json());
  expect(result.success, JSON.stringify(result.error?.issues)).toBe(true);
  return result.data!;
}

const archive = (facets: RefreshData['facets'] = {}, more: Partial<RefreshData> = {}): RefreshData =>
  ({ facets, http_params: { get: {}, uri: `product-category/${root.slug}` }, paged: 1, ...more });

/** Brute force: products of the root category passing every selection but `skip`'s. */
function matching(selection: { brand?: string[]; inStock?: boolean; attribute?: [string, string[]] }, skip?: string) {
  return inRoot.filter((d) =>
    (skip === 'brand' || !selection.brand || selection.brand.includes(d.brand?.slug ?? '')) &&
    (skip === 'hsa_instock' || !selection.inStock || d.product.stockStatus === 'instock') &&
    (!selection.attribute || skip === selection.attribute[0] ||
      (d.attributes.find((a) => a.facet === selection.attribute![0])?.values ?? []).some((v) => selection.attribute![1].includes(v.slug))));
}

beforeAll(async () => {
  await shopper.visit(`/product-category/${root.slug}/`);
  expect(shopper.nonce).not.toBe('');
});

describe('POST /wp-json/facetwp/v1/refresh', () => {
  it('answers FacetWP\'s shape with our choices, facet types, sort, per-page and slider settings', async () => {
    const body = await parsed(archive());
    expect(body.settings.pager).toEqual({
      page: 1, per_page: 24, total_rows: inRoot.length, total_pages: Math.ceil(inRoot.length / 24), total_rows_unfiltered: inRoot.length,
    });
    expect(Object.keys(body.settings.facet_types).slice(0, 5)).toEqual(['hsa_instock', 'hsa_onsale', 'hsa_price', 'hsa_rating', 'brand']);
    for (const [name, type] of Object.entries(body.settings.facet_types)) {
      expect(FACET_TYPES).toContain(type);
      expect(body.settings.labels[name]).toMatch(/[\u0600-\u06ff]/);
    }
    expect(body.settings.labels['hsa_instock']).toBe('فقط کالاهای موجود');
    const slider = sliderSettingsSchema.parse((body.settings as Record<string, unknown>)['hsa_price']);
    const prices = inRoot.map((d) => d.product.price);
    expect(slider.range.min).toBeLessThanOrEqual(Math.min(...prices));
    expect(slider.range.max).toBeGreaterThanOrEqual(Math.max(...prices));
    expect(slider.start).toEqual([slider.range.min, slider.range.max]);
    expect(body.settings.sort?.options.map((o) => `${o.value}:${o.orderby}:${o.order}`)).toEqual([
      'date:date:DESC', 'popularity:popularity:DESC', 'rating:rating:DESC', 'price:price:ASC', 'price-desc:price:DESC', 'title:title:ASC',
    ]);
    const ids = [...body.template.matchAll(/<li class="product-card[^"]*" data-product-id="(\d+)"/g)].map((m) => Number(m[1]));
    expect(ids).toHaveLength(24);
    expect(new Set(ids).size).toBe(24);
    for (const id of ids) expect(inRoot.some((d) => d.product.id === id)).toBe(true);
    expect(Object.keys(body.facets)).toContain('brand');
  });

  it('counts each facet with every other facet applied, never its own', async () => {
    const brands = [...new Set(inRoot.map((d) => d.brand?.slug).filter((s): s is string => Boolean(s)))].slice(0, 2);
    const attribute = inRoot.flatMap((d) => d.attributes)[0]!;
    const selection = { brand: brands, inStock: true, attribute: [attribute.facet, [attribute.values[0]!.slug]] as [string, string[]] };
    const body = await parsed(archive({ brand: brands, hsa_instock: ['1'], [attribute.facet]: [attribute.values[0]!.slug] }));
    expect(body.settings.pager.total_rows).toBe(matching(selection).length);
    expect(body.settings.pager.total_rows_unfiltered).toBe(inRoot.length);

    const brandCounts = Object.fromEntries((body.settings.choices['brand'] ?? []).map((c) => [c.value, c.count]));
    const expectedBrands: Record<string, number> = {};
    for (const d of matching(selection, 'brand')) if (d.brand) expectedBrands[d.brand.slug] = (expectedBrands[d.brand.slug] ?? 0) + 1;
    expect(brandCounts).toEqual(expectedBrands);
    expect((body.settings.choices['brand'] ?? []).filter((c) => c.selected).map((c) => c.value).sort()).toEqual([...brands].sort());

    const attributeCounts = Object.fromEntries((body.settings.choices[attribute.facet] ?? []).map((c) => [c.value, c.count]));
    const expectedAttribute: Record<string, number> = {};
    for (const d of matching(selection, attribute.facet)) {
      for (const v of d.attributes.find((a) => a.facet === attribute.facet)?.values ?? []) expectedAttribute[v.slug] = (expectedAttribute[v.slug] ?? 0) + 1;
    }
    expect(attributeCounts).toEqual(expectedAttribute);

    const inStock = body.settings.choices['hsa_instock']?.[0];
    expect(inStock).toMatchObject({ value: '1', selected: true, count: matching(selection, 'hsa_instock').filter((d) => d.product.stockStatus === 'instock').length });
    expect(body.settings.num_choices['brand']).toBe(Object.keys(expectedBrands).length);
    expect(body.settings.selections.map((s) => s.facet)).toEqual(['hsa_instock', 'brand', ...brands.slice(1).map(() => 'brand'), attribute.facet].sort((a, b) => order(a) - order(b)));
    function order(name: string) { return Object.keys(body.settings.facet_types).indexOf(name); }
  });

  it('filters by rating and price range, and narrows the slider by the other facets only', async () => {
    const body = await parsed(archive({ hsa_rating: ['4'], hsa_price: ['0', '2000000'] }));
    const expected = inRoot.filter((d) => d.product.rating >= 4 && d.product.price <= 2_000_000);
    expect(body.settings.pager.total_rows).toBe(expected.length);
    const slider = sliderSettingsSchema.parse((body.settings as Record<string, unknown>)['hsa_price']);
    const rated = inRoot.filter((d) => d.product.rating >= 4).map((d) => d.product.price);
    expect(slider.range.max).toBe(Math.ceil(Math.max(...rated) / 1000) * 1000);
    expect(slider.start).toEqual([0, 2_000_000]);
    const ratingChoices = body.settings.choices['hsa_rating'] ?? [];
    const atLeast3 = inRoot.filter((d) => d.product.rating >= 3 && d.product.price <= 2_000_000).length;
    expect(ratingChoices.find((c) => c.value === '3')?.count).toBe(atLeast3);
    expect(ratingChoices.find((c) => c.value === '4')?.selected).toBe(true);
  });

  it('sorts by price ascending, normalises order to ASC/DESC, and pages with per_page', async () => {
    const cheap = await parsed(archive({}, { extras: { sort: 'price' } }));
    const pricesOf = (markup: string) => [...markup.matchAll(/data-product-id="(\d+)"/g)]
      .map((m) => Number(m[1])).filter((id, i, all) => all.indexOf(id) === i).map((id) => store.catalogue.productById(id)!.price);
    const ascending = pricesOf(cheap.template);
    expect(ascending).toEqual([...ascending].sort((a, b) => a - b));
    expect(cheap.settings.sort?.value).toBe('price');
    const dear = await parsed(archive({}, { http_params: { get: { orderby: 'price', order: 'desc' }, uri: `product-category/${root.slug}` } }));
    expect(dear.settings.sort?.value).toBe('price-desc');
    const descending = pricesOf(dear.template);
    expect(descending).toEqual([...descending].sort((a, b) => b - a));
    const odd = await parsed(archive({}, { http_params: { get: { orderby: 'price-desc', order: 'sideways' }, uri: `product-category/${root.slug}` } }));
    expect(odd.settings.sort?.value).toBe('price-desc');

    const first = await parsed(archive({}, { extras: { per_page: 12 } }));
    const second = await parsed(archive({}, { extras: { per_page: 12 }, paged: 2 }));
    expect(first.settings.pager).toMatchObject({ page: 1, per_page: 12, total_pages: Math.ceil(inRoot.length / 12) });
    expect(second.settings.pager.page).toBe(2);
    const idsOf = (r: RefreshResponse) => [...r.template.matchAll(/<li class="product-card[^"]*" data-product-id="(\d+)"/g)].map((m) => m[1]);
    expect(idsOf(first)).toHaveLength(12);
    expect(idsOf(second).filter((id) => idsOf(first).includes(id))).toEqual([]);
    const bogus = await parsed(archive({}, { extras: { per_page: 7 } }));
    expect(bogus.settings.pager.per_page).toBe(24);
  });

  it('leaves out the template on first load, frozen facets, and every facet but the pager on a soft refresh', async () => {
    const first = await parsed(archive({}, { first_load: 1, frozen_facets: { brand: 'soft' } }));
    expect(first.template).toBe('');
    expect(Object.keys(first.facets)).not.toContain('brand');
    expect(first.settings.choices['brand']?.length).toBeGreaterThan(0);
    const soft = await parsed({ ...archive(), soft_refresh: 1, paged: 2, http_params: { get: {}, uri: 'facets-demo' } });
    expect(Object.keys(soft.facets)).toEqual(['paging']);
    expect(soft.template).toContain('data-product-id');
    const extras = await parsed(archive({}, { extras: { pager: true, counts: true, selections: true } }));
    expect(extras.pager).toContain('woocommerce-pagination');
    expect(extras.counts).toMatch(/محصول$/);
  });

  it('knows every facet type on the demo page, the hierarchy with depth and parent, and the search facet', async () => {
    const body = await parsed({ facets: { search: ['دریل'] }, http_params: { get: {}, uri: 'facets-demo' } });
    expect([...new Set(Object.values(body.settings.facet_types))].sort()).toEqual([...FACET_TYPES].sort());
    const tree = body.settings.choices['categories'] ?? [];
    const child = tree.find((c) => c.depth > 0)!;
    expect(tree.find((c) => c.value === child.parent)?.depth).toBe(child.depth - 1);
    expect(body.settings.pager.total_rows).toBeGreaterThan(0);
    expect(body.settings.pager.total_rows).toBeLessThan(details.length);
    const arabicLetters = await parsed({ facets: { search: ['دريل'] }, http_params: { get: {}, uri: 'facets-demo' } });
    expect(arabicLetters.settings.pager.total_rows).toBe(body.settings.pager.total_rows);
  });

  it('answers the search page (uri "") with the search applied', async () => {
    const body = await parsed({ facets: {}, http_params: { get: { s: 'دریل', post_type: 'product' }, uri: '' } });
    const all = store.catalogue.list({ search: 'دریل', perPage: 1 }).total;
    expect(body.settings.pager.total_rows).toBe(all);
    expect(body.settings.sort?.value).toBe('relevance');
    expect(body.settings.facet_types['categories']).toBe('hierarchy');
  });
});

describe('refresh: bad requests', () => {
  it('wants the REST nonce (403 JSON)', async () => {
    const response = await refresh(archive(), null);
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({ code: 'rest_cookie_invalid_nonce' });
  });

  it('answers a clear 400 JSON error for bodies that are not a refresh, never a 500', async () => {
    const bodies: Array<[string, unknown]> = [
      ['rest_invalid_param', {}],
      ['rest_invalid_param', { data: null }],
      ['rest_invalid_param', { data: { facets: 'brand' } }],
      ['rest_invalid_param', { data: { facets: { brand: 'x' } } }],
      ['rest_invalid_param', { data: { frozen_facets: { brand: 'ice' } } }],
      ['rest_invalid_param', { data: { http_params: { uri: 'product-category/no-such-category' } } }],
      ['rest_invalid_param', { data: { http_params: { uri: 'wp-admin' } } }],
      ['rest_invalid_param', { data: { facets: { brand: Array.from({ length: 500 }, (_, i) => `b${i}`) } } }],
      ['rest_invalid_param', [1, 2, 3]],
      ['rest_invalid_param', 'facetwp_refresh'],
    ];
    for (const [code, body] of bodies) {
      const response = await shopper.request('/wp-json/facetwp/v1/refresh', { method: 'POST', json: body, headers: { 'X-WP-Nonce': shopper.nonce } });
      expect(response.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      const error = await response.json() as { code: string; message: string; data: { status: number } };
      expect(error.code).toBe(code);
      expect(error.message).toMatch(/[\u0600-\u06ff]/);
      expect(error.data.status).toBe(400);
    }
    const broken = await shopper.request('/wp-json/facetwp/v1/refresh', {
      method: 'POST', body: '{"data": {', headers: { 'X-WP-Nonce': shopper.nonce, 'Content-Type': 'application/json' },
    });
    expect(broken.status).toBe(400);
    expect(await broken.json()).toMatchObject({ code: 'rest_invalid_json' });
  });

  it('ignores what it does not know and survives odd values (unknown facets and slugs, absurd pages, ranges backwards)', async () => {
    const odd = await parsed(archive({ nope: ['1'], brand: ['no-such-brand'], hsa_price: ['۵۰۰٬۰۰۰', 'abc'], hsa_rating: ['9'] }, { paged: 999999 }));
    expect(odd.settings.selections.map((s) => s.facet)).toEqual(['hsa_price']);
    expect(odd.settings.pager.total_rows).toBe(inRoot.filter((d) => d.product.price >= 500_000).length);
    expect(odd.template).not.toContain('data-product-id');
    const backwards = await parsed(archive({ hsa_price: ['2000000', '100000'] }));
    expect(backwards.settings.pager.total_rows).toBe(inRoot.filter((d) => d.product.price >= 100_000 && d.product.price <= 2_000_000).length);
  });
});
