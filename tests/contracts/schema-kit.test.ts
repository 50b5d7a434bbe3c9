import { beforeAll, describe, expect, it, vi } from 'vitest';
import * as kit from '../../shared/api/contracts/schema';
import * as cart from '../../shared/api/contracts/cart';
import * as listing from '../../shared/api/contracts/listing';
import * as search from '../../shared/api/contracts/search';
import * as login from '../../shared/api/contracts/login';
import * as places from '../../shared/api/contracts/places';
import * as compare from '../../shared/api/contracts/compare';
import { line, miniCartResponse } from '../../stories/fixtures/cart';
import { refreshAnswer, listingSettings, sidebarProps } from '../../stories/fixtures/listing';
import { drillSuggestions, hostileSuggestions, noResults } from '../../stories/fixtures/search';
import { COMPARE_SEARCH_ITEMS } from '../../stories/fixtures/compare';
import { demoApp, Shopper } from './support';

/**
 * The contracts are written in our schema kit (shared/api/contracts/schema.ts), which the browser loads instead of
 * zod/mini. zod/mini is the reference: every contract module is loaded a second time with the kit swapped for
 * zod/mini, and both must give the same verdict and the same output for each sample: the demo store's real answers
 * and requests, the stories' fixtures, and every change of one field of each (a key taken away, or its value
 * swapped for each of a dozen values of other types and edges), plus an unknown key on each object.
 */
const MODULES = { cart, listing, search, login, places, compare } as const;
type ModuleName = keyof typeof MODULES;
type Parser = { safeParse(value: unknown): { success: boolean; data?: unknown } };

let zod: Record<ModuleName, Record<string, unknown>>;
beforeAll(async () => {
  vi.resetModules();
  vi.doMock('../../shared/api/contracts/schema', () => import('zod/mini'));
  zod = {
    cart: await import('../../shared/api/contracts/cart'),
    listing: await import('../../shared/api/contracts/listing'),
    search: await import('../../shared/api/contracts/search'),
    login: await import('../../shared/api/contracts/login'),
    places: await import('../../shared/api/contracts/places'),
    compare: await import('../../shared/api/contracts/compare'),
  };
  vi.doUnmock('../../shared/api/contracts/schema');
});

const { app } = demoApp({ products: 300 });

async function json(path: string, init?: Parameters<Shopper['request']>[1], shopper = new Shopper(app)): Promise<unknown> {
  const response = await shopper.request(path, init);
  expect(response.headers.get('content-type') ?? '', path).toMatch(/json/);
  return response.json();
}

/** What the demo store really answers and is really sent, one or more per schema. */
async function realSamples(): Promise<Partial<Record<`${ModuleName}.${string}`, unknown[]>>> {
  const shopper = new Shopper(app);
  const { html } = await shopper.visit('/product-category/electric-tools/');
  const props = /<aside[^>]*data-island="facet-sidebar"[\s\S]*?<script type="application\/json" data-island-props>(.*?)<\/script>/s.exec(html);
  expect(props, 'the facet sidebar props on the category page').not.toBeNull();
  const productId = Number(/data-product-id="(\d+)"/.exec(html)![1]);
  const refreshRequest = { action: 'facetwp_refresh', data: { facets: { hsa_instock: ['1'] }, http_params: { get: { orderby: 'price' }, uri: 'product-category/electric-tools' }, paged: 2, extras: { sort: 'price', per_page: 24 } } };
  const refreshed = await json('/wp-json/facetwp/v1/refresh', { method: 'POST', json: refreshRequest, headers: { 'X-WP-Nonce': shopper.nonce } }, shopper);
  const added = await json('/?wc-ajax=add_to_cart', { method: 'POST', form: { product_id: String(productId) } }, shopper);
  const miniCart = await (await shopper.cart({ action: 'refresh' })).json();
  return {
    'listing.facetSidebarPropsSchema': [JSON.parse(props![1]!)],
    'listing.refreshRequestSchema': [refreshRequest, { data: {} }],
    'listing.refreshResponseSchema': [refreshed],
    'cart.addToCartResponseSchema': [added, { error: true, product_url: '/product/x/' }],
    'cart.miniCartResponseSchema': [miniCart],
    'cart.miniCartRequestSchema': [{ action: 'refresh' }, { action: 'set_qty', key: 'abc', qty: 2, product_id: productId }, { action: 'remove', key: 'abc', product_id: productId }],
    'search.searchResponseSchema': [await json(`/?wc-ajax=dgwt_wcas_ajax_search&s=${encodeURIComponent('دریل')}`)],
    'places.placesSchema': [await json('/wp-json/hsa/v1/places', { headers: { 'X-WP-Nonce': shopper.nonce } }, shopper)],
    'places.reverseGeocodeSchema': [await json('/wp-json/hsa/v1/places/reverse?lat=35.7&lng=51.4', { headers: { 'X-WP-Nonce': shopper.nonce } }, shopper)],
    'compare.compareSearchResponseSchema': [await json(`/wp-json/hsa/v1/compare/search?q=${encodeURIComponent('دریل')}`, { headers: { 'X-WP-Nonce': shopper.nonce } }, shopper)],
  };
}

/** The stories' fixtures and hand-made answers for the schemas the demo store does not reach above. */
function fixtureSamples(): Partial<Record<`${ModuleName}.${string}`, unknown[]>> {
  const settings = listingSettings();
  return {
    'listing.refreshResponseSchema': [refreshAnswer([1, 2, 3], settings, '<nav></nav>'), { settings: { pager: settings.pager } }],
    'listing.facetSidebarPropsSchema': [sidebarProps()],
    'listing.refreshSettingsSchema': [settings],
    'listing.refreshDataSchema': [{}, { facets: { brand: ['bosch', 2] }, frozen_facets: { brand: 'soft' }, soft_refresh: true, paged: '3' }],
    'listing.choiceSchema': [Object.values(settings.choices)[0]![0]],
    'listing.pagerSchema': [settings.pager],
    'listing.sortSettingsSchema': [settings.sort],
    'listing.perPageSettingsSchema': [settings.per_page],
    'listing.selectionSchema': [{ facet: 'brand', value: 'bosch', label: 'بوش' }],
    'listing.facetDefinitionSchema': [sidebarProps().facets[0], { name: 'q', type: 'search', label: 'جستجو', auto_refresh: false }],
    'listing.sliderSettingsSchema': [{ range: { min: 0, max: 10 }, start: [1, 9], step: 1, prefix: '', suffix: ' تومان', thousands_separator: '٬', decimal_separator: '٫', format: '0,0' }],
    'cart.miniCartResponseSchema': [miniCartResponse([line(1, 2), line(2, 1)], { meta: { applied: 1, requested: 3, max: 1 }, notices: { error: ['x'] } })],
    'cart.removeFromCartResponseSchema': [{ success: false }, { fragments: { 'div.widget_shopping_cart_content': '<div></div>' }, cart_hash: 'h' }],
    'cart.fragmentsSchema': [{ 'span.cart-count': '<span>۲</span>' }],
    'cart.orderReviewSchema': [{ result: 'success', fragments: { '.woocommerce-checkout-review-order-table': '<table></table>' } }],
    'search.searchResponseSchema': [{ suggestions: drillSuggestions, total: 12 }, { suggestions: hostileSuggestions }, { suggestions: noResults }],
    'search.searchSuggestionSchema': [drillSuggestions[0], { type: 'taxonomy', value: 'دریل', term_id: '12', breadcrumbs: ['ابزار', 'برقی'] }],
    'search.resultDetailsSchema': [{ items: [{ objectID: 'product__1', html: '<p></p>', price: '<span></span>' }] }],
    'search.dynamicPricesSchema': [{ success: true, data: { 1: '<span>۱۰</span>' } }],
    'login.sendOtpRequestSchema': [{ mobile: '09121234567', hl_nonce: 'n', redirect_to: '/', use_settings_redirect: '1' }],
    'login.verifyOtpRequestSchema': [{ mobile: '09121234567', otp: '1234', hl_nonce: 'n' }],
    'login.sendOtpResponseSchema': [{ success: true, resend_after: 120 }],
    'login.verifyOtpResponseSchema': [{ welcome: 'خوش آمدید', redirect: '/' }],
    'login.logoutResponseSchema': [{ redirect: '/' }],
    'login.loginErrorSchema': [{ message: 'کد نادرست است', field: 'otp', code: 'invalid_otp' }],
    'login.smsOutboxSchema': [{ mobile: '09121234567', messages: [{ body: 'b', code: '1234', created_at: 1 }] }],
    'compare.compareItemSchema': [COMPARE_SEARCH_ITEMS[0], { id: '7', title: 't', price: '۱۰' }],
    'compare.compareSearchResponseSchema': [{ items: COMPARE_SEARCH_ITEMS }, { items: [{ id: '12', title: 't' }] }],
  };
}

/** The values a field is swapped for: other types, edges, what JSON from PHP brings (numeric strings, 0/1). */
const SWAPS: unknown[] = [null, 0, 1, -1, 1.5, Number.NaN, Number.POSITIVE_INFINITY, '', '12', 'x', 'ASC', true, false, [], [1, 2], ['a'], {}, { a: 1 }];

/** The sample with one change at one place: every such change, walking objects and the first item of each list. */
function* mutations(value: unknown, depth = 0): Generator<unknown> {
  if (depth > 6 || value === null || typeof value !== 'object') return;
  if (Array.isArray(value)) {
    if (value.length === 0) return;
    // the first item changed every way; each later item swapped whole, so a path with an index past 0 is seen too
    for (const swap of SWAPS) yield [swap, ...value.slice(1)];
    for (const changed of mutations(value[0], depth + 1)) yield [changed, ...value.slice(1)];
    for (let i = 1; i < value.length; i++) yield [...value.slice(0, i), 'x', ...value.slice(i + 1)];
    yield value.slice(1);
    return;
  }
  const object = value as Record<string, unknown>;
  yield { ...object, unknown_key: 1 };
  for (const key of Object.keys(object)) {
    const { [key]: _taken, ...rest } = object;
    yield rest;
    for (const swap of SWAPS) yield { ...object, [key]: swap };
    for (const changed of mutations(object[key], depth + 1)) yield { ...object, [key]: changed };
  }
}

function agree(name: string, ours: Parser, reference: Parser, sample: unknown): void {
  const a = ours.safeParse(sample);
  const b = reference.safeParse(sample);
  if (a.success !== b.success) {
    expect.fail(`${name}: the kit says ${a.success ? 'valid' : 'invalid'}, zod says ${b.success ? 'valid' : 'invalid'}, for ${JSON.stringify(sample)?.slice(0, 400)}`);
  }
  if (b.success) expect(a.data, `${name} on ${JSON.stringify(sample)?.slice(0, 200)}`).toStrictEqual(b.data);
  // the demo store's 400 answers name the fields from the issues' paths (zod may report one field twice: a length
  // check still runs on a list where a string was expected; the fields named are what must agree)
  else expect(paths(a), `${name}: issue paths on ${JSON.stringify(sample)?.slice(0, 200)}`).toEqual(paths(b));
}

const paths = (result: ReturnType<Parser['safeParse']>) =>
  [...new Set(((result as { error?: { issues: Array<{ path: PropertyKey[] }> } }).error?.issues ?? []).map((issue) => issue.path.join('.')))].sort();

describe('the schema kit against zod/mini', () => {
  it('the reference really is zod/mini, and every contract module exports kit schemas', () => {
    for (const [name, module] of Object.entries(MODULES)) {
      const schemas = Object.values(module).filter((v) => v instanceof kit.Schema);
      expect(schemas.length, name).toBeGreaterThan(0);
      for (const [key, value] of Object.entries(zod[name as ModuleName])) {
        if (value instanceof kit.Schema) expect.fail(`${name}.${key} is still the kit's in the zod build`);
      }
      expect(Object.values(zod[name as ModuleName]).some((v) => typeof v === 'object' && v !== null && '_zod' in v), name).toBe(true);
    }
  });

  it('every schema of every contract has samples', async () => {
    const samples: Record<string, unknown[] | undefined> = { ...fixtureSamples(), ...(await realSamples()) };
    for (const [name, module] of Object.entries(MODULES)) {
      for (const [key, value] of Object.entries(module)) {
        if (value instanceof kit.Schema) expect(samples[`${name}.${key}`], `${name}.${key}`).toBeDefined();
      }
    }
  });

  it('gives the same verdict and output as zod/mini on real answers, fixtures and every one-field change of them', async () => {
    const real = await realSamples();
    const fixtures = fixtureSamples();
    let compared = 0;
    for (const key of new Set([...Object.keys(real), ...Object.keys(fixtures)]) as Set<`${ModuleName}.${string}`>) {
      const [module, schema] = key.split('.') as [ModuleName, string];
      const ours = (MODULES[module] as Record<string, unknown>)[schema] as Parser;
      const reference = zod[module][schema] as Parser;
      for (const sample of [...(real[key] ?? []), ...(fixtures[key] ?? [])]) {
        expect(ours.safeParse(sample).success, `${key} accepts its own sample`).toBe(true);
        agree(key, ours, reference, sample);
        for (const changed of mutations(sample)) {
          agree(key, ours, reference, changed);
          compared += 1;
        }
      }
    }
    expect(compared).toBeGreaterThan(15_000);
    // Over 15,000 comparisons: about 3 s alone, over Vitest's 5 s when the two cores are busy with other projects.
  }, 30_000);
});

describe('the schema kit on its own', () => {
  it('never copies a __proto__ key, and gives a fresh copy of a default each time', () => {
    const loose = kit.looseObject({ a: kit._default(kit.array(kit.string()), []) });
    const parsed = loose.parse(JSON.parse('{"__proto__": {"polluted": true}, "b": 1}')) as Record<string, unknown>;
    expect(Object.getPrototypeOf(parsed)).toBe(Object.prototype);
    expect(parsed).toStrictEqual({ a: [], b: 1 });
    const again = loose.parse({}) as { a: string[] };
    again.a.push('x');
    expect(loose.parse({})).toStrictEqual({ a: [] });
    const record = kit.record(kit.string(), kit.number()).parse(JSON.parse('{"__proto__": 1, "n": 2}'));
    expect(Object.keys(record)).toEqual(['n']);
  });

  it('reports each problem with its path; parse throws with them', () => {
    const schema = kit.object({ pager: kit.object({ page: kit.number() }), ids: kit.array(kit.number()) });
    const result = schema.safeParse({ pager: { page: '2' }, ids: [1, 'x'] });
    expect(result.success).toBe(false);
    expect(result.error!.issues.map((issue) => issue.path)).toEqual([['pager', 'page'], ['ids', 1]]);
    expect(() => schema.parse({ pager: {}, ids: [] })).toThrow('pager.page: expected a number');
  });

  it('a discriminated union names the key when no kind matches', () => {
    const result = cart.miniCartRequestSchema.safeParse({ action: 'empty' });
    expect(result.error!.issues[0]!.path).toEqual(['action']);
  });

  it('a union whose one option failed only its checks reports that option\'s issue, as zod does', () => {
    const schema = kit.union([kit.number(), kit.string().check(kit.minLength(3))]);
    expect(schema.safeParse('ab').error!.issues).toEqual([expect.objectContaining({ path: [], message: 'expected at least 3 characters' })]);
    expect(schema.safeParse(true).error!.issues).toEqual([expect.objectContaining({ code: 'invalid_union' })]);
  });

  it('counts characters, not UTF-16 units, and a g pattern gives the same answer every time', () => {
    expect(kit.string().check(kit.minLength(2)).safeParse('😀').success).toBe(false);
    const digits = kit.string().check(kit.regex(/^\d+$/g));
    expect([digits.safeParse('12').success, digits.safeParse('12').success]).toEqual([true, true]);
  });
});
