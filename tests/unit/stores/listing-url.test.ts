import { describe, expect, it } from 'vitest';
import { basePath, normaliseOrder, readListingUrl, sameResults, sortFromParams, writeListingUrl } from '../../../shared/stores/listing-url';

const FACETS = ['hsa_color', 'hsa_price', 'hsa_instock'];

describe('the listing URL', () => {
  it('reads _{facet} lists, ranges with open ends, sort, per page, /page/n/ and _paged; Persian digits become Latin', () => {
    const q = readListingUrl('/product-category/drill/page/3/?_hsa_color=red,blue&_hsa_price=,۵۰۰۰&orderby=price&order=desc&per_page=12&_paged=2&_other=x', FACETS);
    expect(q).toEqual({ facets: { hsa_color: ['red', 'blue'], hsa_price: ['', '5000'] }, sort: 'price-desc', perPage: 12, page: 3, scrolledTo: 2 });
    expect(readListingUrl('/shop/?paged=4', FACETS).page).toBe(4);
    expect(readListingUrl('/shop/?per_page=abc&_paged=0', FACETS)).toEqual({ facets: {}, sort: undefined, perPage: undefined, page: 1, scrolledTo: 1 });
  });

  it('normalises order to ASC or DESC (anything else DESC) and reads orderby=price&order=ASC as price', () => {
    expect(normaliseOrder('asc')).toBe('ASC');
    expect(normaliseOrder('sideways')).toBe('DESC');
    expect(sortFromParams('price', 'ASC')).toBe('price');
    expect(sortFromParams('price', 'bogus')).toBe('price-desc');
    expect(sortFromParams('price-desc', null)).toBe('price-desc');
    expect(sortFromParams('date', null)).toBeUndefined();
    expect(sortFromParams('drop table', null)).toBeUndefined();
  });

  it('writes the listing parameters, keeps the others, drops page 1 and _paged=1, keeps commas readable', () => {
    const url = writeListingUrl(
      'http://shop.test/?s=%D8%AF%D8%B1%DB%8C%D9%84&post_type=product&_hsa_color=old&paged=3',
      { facets: { hsa_color: ['red', 'blue'] }, sort: 'price', perPage: 24, page: 1, scrolledTo: 1 },
      FACETS,
    );
    expect(url).toBe('/?s=%D8%AF%D8%B1%DB%8C%D9%84&post_type=product&_hsa_color=red,blue&orderby=price&per_page=24');
    expect(writeListingUrl('http://shop.test/product-category/drill/page/5/', { facets: {}, page: 2, scrolledTo: 1 }, FACETS)).toBe('/product-category/drill/page/2/');
    expect(writeListingUrl('http://shop.test/product-category/drill/page/5/', { facets: {}, page: 1, scrolledTo: 3 }, FACETS)).toBe('/product-category/drill/?_paged=3');
    expect(basePath('/tag/x/page/12/')).toBe('/tag/x/');
  });

  it('round-trips: what it writes it reads back', () => {
    const query = { facets: { hsa_instock: ['1'], hsa_price: ['100', ''] }, sort: 'rating' as const, perPage: 36, page: 2, scrolledTo: 1 };
    expect(readListingUrl(writeListingUrl('http://shop.test/brand/bosch/', query, FACETS), FACETS)).toEqual(query);
    expect(sameResults(query, { ...query, scrolledTo: 4 })).toBe(true);
    expect(sameResults(query, { ...query, facets: {} })).toBe(false);
  });
});
