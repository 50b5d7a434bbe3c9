// @vitest-environment node
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'libsql';
import { describe, expect, it } from 'vitest';
import { reseed } from '../../demo-pages/db/open';
import { Catalogue, type ProductDetails } from '../../demo-pages/db/catalogue';
import { runListing, type EngineQuery } from '../../demo-pages/db/listing-engine';
import { DEMO_FACETS, type FacetDef } from '../../demo-pages/db/listing-facets';
import { listingIndex } from '../../demo-pages/db/listing-index';
import { normaliseOrder, selectionsFromParams, sortOf } from '../../demo-pages/db/listing-state';

/**
 * The filter engine against a brute-force count over every product (a seeded catalogue of 400): for many random
 * selections over every facet kind, the result, its order, and each facet's counts with every other facet applied.
 */
const db = new Database(join(mkdtempSync(join(tmpdir(), 'hsa-listing-')), 'store.db'));
reseed(db, { products: 400, seed: 7 });
const catalogue = new Catalogue(db);
const all: ProductDetails[] = catalogue.list({ perPage: 200, page: 1 }).ids
  .concat(catalogue.list({ perPage: 200, page: 2 }).ids)
  .map((id) => catalogue.productDetails(id)!);
const facets = DEMO_FACETS.filter((f) => f.type !== 'search');

/** What a product offers for a facet: its slugs, or null for a facet that is not a term facet. */
function slugsOf(d: ProductDetails, facet: FacetDef): string[] {
  const source = facet.source;
  if (source.kind !== 'taxonomy') return [];
  if (source.taxonomy === 'product_cat') return d.categories.map((c) => c.slug);
  if (source.taxonomy === 'pwb-brand') return d.brand ? [d.brand.slug] : [];
  return d.attributes.find((a) => `pa_${a.facet}` === source.taxonomy)?.values.map((v) => v.slug) ?? [];
}

function passes(d: ProductDetails, facet: FacetDef, values: readonly string[] | undefined): boolean {
  if (!values || values.length === 0) return true;
  const p = d.product;
  switch (facet.source.kind) {
    case 'taxonomy': return slugsOf(d, facet).some((s) => values.includes(s));
    case 'flag': return facet.source.field === 'inStock' ? p.stockStatus === 'instock' : p.salePrice !== null;
    case 'rating': return p.rating >= Number(values[0]);
    case 'price': return p.price >= Number(values[0] || -Infinity) && p.price <= Number(values[1] || Infinity);
    default: return true;
  }
}

function prng(seed: number) {
  let s = seed;
  return () => ((s = (s * 1103515245 + 12345) % 2147483648) / 2147483648);
}

describe('runListing', () => {
  const random = prng(42);
  const pick = <T,>(list: readonly T[]) => list[Math.floor(random() * list.length)]!;
  const termValues = (facet: FacetDef) => [...new Set(all.flatMap((d) => slugsOf(d, facet)))];

  for (let run = 0; run < 25; run += 1) {
    const selections: Record<string, string[]> = {};
    for (const facet of facets) {
      if (random() > 0.35) continue;
      if (facet.source.kind === 'taxonomy') {
        const values = termValues(facet);
        selections[facet.name] = facet.type === 'checkboxes' || facet.type === 'fselect' ? [pick(values), pick(values)] : [pick(values)];
      } else if (facet.source.kind === 'flag') selections[facet.name] = ['1'];
      else if (facet.source.kind === 'rating') selections[facet.name] = [String(1 + Math.floor(random() * 5))];
      else if (facet.source.kind === 'price') selections[facet.name] = [String(Math.floor(random() * 3_000_000)), random() > 0.5 ? '' : String(3_000_000 + Math.floor(random() * 20_000_000))];
    }
    const orderby = pick(['date', 'price', 'price-desc', 'title', 'popularity', 'rating'] as const);

    it(`selection ${run + 1}: ${JSON.stringify(selections)} by ${orderby}`, () => {
      const query: EngineQuery = { scope: null, facets, selections, orderby, page: 1, perPage: 500 };
      const result = runListing(db, query);
      const expected = all.filter((d) => facets.every((f) => passes(d, f, selections[f.name])));
      expect(result.total).toBe(expected.length);
      expect(new Set(result.ids)).toEqual(new Set(expected.map((d) => d.product.id)));
      const prices = result.ids.map((id) => catalogue.productById(id)!.price);
      if (orderby === 'price') expect(prices).toEqual([...prices].sort((a, b) => a - b));
      if (orderby === 'price-desc') expect(prices).toEqual([...prices].sort((a, b) => b - a));
      // Same order as the SQL listing of catalogue.ts for the same sort (its tie-breakers).
      if (Object.keys(selections).length === 0) expect(result.ids).toEqual(catalogue.list({ orderby, perPage: 200 }).ids.concat(catalogue.list({ orderby, perPage: 200, page: 2 }).ids));

      for (const facet of facets) {
        const others = all.filter((d) => facets.every((f) => f === facet || passes(d, f, selections[f.name])));
        if (facet.source.kind === 'taxonomy') {
          const counts: Record<string, number> = {};
          for (const d of others) for (const slug of new Set(slugsOf(d, facet))) counts[slug] = (counts[slug] ?? 0) + 1;
          const got = Object.fromEntries((result.choices[facet.name] ?? []).filter((c) => c.count > 0).map((c) => [c.value, c.count]));
          expect(got, facet.name).toEqual(counts);
        } else if (facet.source.kind === 'flag') {
          const field = facet.source.field;
          expect(result.choices[facet.name]?.[0]?.count, facet.name).toBe(others.filter((d) => passes(d, facet, ['1'])).length);
          expect(field).toBeDefined();
        } else if (facet.source.kind === 'rating') {
          for (const choice of result.choices[facet.name] ?? []) {
            expect(choice.count, `${facet.name} ${choice.value}`).toBe(others.filter((d) => d.product.rating >= Number(choice.value)).length);
          }
        } else if (facet.source.kind === 'price') {
          const prices = others.map((d) => d.product.price);
          expect(result.ranges[facet.name], facet.name).toEqual(prices.length ? { min: Math.min(...prices), max: Math.max(...prices) } : null);
        }
      }
    });
  }

  it('pages without overlap, scopes to an archive with its descendants, and searches with Arabic letters as Persian', () => {
    const root = catalogue.categories()[0]!;
    const query: EngineQuery = { scope: { taxonomy: 'product_cat', slug: root.slug }, facets, selections: {}, orderby: 'date', page: 1, perPage: 10 };
    const one = runListing(db, query);
    const two = runListing(db, { ...query, page: 2 });
    expect(one.total).toBe(root.count);
    expect(two.ids.filter((id) => one.ids.includes(id))).toEqual([]);
    const hierarchy = one.choices['categories']!;
    expect(hierarchy[0]).toMatchObject({ value: root.slug, depth: 0, parent: null, count: root.count });
    expect(hierarchy.filter((c) => c.parent === root.slug).every((c) => c.depth === 1)).toBe(true);

    const search = DEMO_FACETS.find((f) => f.type === 'search')!;
    const persian = runListing(db, { ...query, scope: null, facets: [search], selections: { search: ['دریل'] } });
    const arabic = runListing(db, { ...query, scope: null, facets: [search], selections: { search: ['دريل'] } });
    expect(persian.total).toBeGreaterThan(0);
    expect(arabic.total).toBe(persian.total);
  });

  it('rebuilds its index after a reseed', () => {
    const file = join(mkdtempSync(join(tmpdir(), 'hsa-listing-')), 'store.db');
    const other = new Database(file);
    reseed(other, { products: 50, seed: 3 });
    expect(listingIndex(other).size).toBe(50);
    reseed(other, { products: 80, seed: 3 });
    expect(listingIndex(other).size).toBe(80);
    expect(runListing(other, { scope: null, facets: [], selections: {}, orderby: 'date', page: 1, perPage: 100 }).total).toBe(80);
  });
});

describe('listing URL state', () => {
  it('normalises order to ASC or DESC and reads price with DESC as price-desc', () => {
    expect(normaliseOrder('asc')).toBe('ASC');
    expect(normaliseOrder('sideways')).toBe('DESC');
    expect(normaliseOrder(undefined)).toBe('DESC');
    expect(sortOf('price', 'desc')).toBe('price-desc');
    expect(sortOf('price', undefined)).toBe('price');
    expect(sortOf('price-desc', 'ASC')).toBe('price');
    expect(sortOf('menu_order', 'ASC')).toBeNull();
  });

  it('reads _{facet}=v1,v2 and the range form\'s _{facet}_min/_max', () => {
    const params = new URLSearchParams('_brand=bosch,makita&_hsa_price_min=100&_hsa_price_max=&_search=%20%D8%AF%D8%B1%DB%8C%D9%84%20&_nope=1');
    expect(selectionsFromParams(params, DEMO_FACETS)).toEqual({ brand: ['bosch', 'makita'], hsa_price: ['100', ''], search: ['دریل'] });
    expect(selectionsFromParams(new URLSearchParams('_price_range=5,9'), DEMO_FACETS)).toEqual({ price_range: ['5', '9'] });
  });
});
