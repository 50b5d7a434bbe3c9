import { describe, expect, it } from 'vitest';
import { dynamicPricesSchema, resultDetailsSchema, searchResponseSchema, type SearchSuggestion } from '../../shared/api/contracts/search';
import { toPersianDigits } from '../../shared/platform/digits';
import { normalizePersian, searchTokens } from '../../shared/platform/persian-text';
import { searchProductIds } from '../../demo-pages/db/catalogue-search';
import { demoApp, Shopper } from './support';

/**
 * The demo store's FiboSearch-compatible live search (wire-shapes.md "FiboSearch live search"; spec sections 3, 5,
 * 7) on a 2,000-product catalogue, parsed with the contract schemas the live-search island uses. Expected products are
 * looked up in the catalogue itself, never hard-coded.
 */
const { app, db } = demoApp({ products: 2000 });

async function search(query: string) {
  const response = await app.request(`http://127.0.0.1/?wc-ajax=dgwt_wcas_ajax_search&s=${encodeURIComponent(query)}`);
  expect(response.status).toBe(200);
  const text = await response.text();
  const raw = JSON.parse(text) as Record<string, unknown>;
  const parsed = searchResponseSchema.safeParse(raw);
  expect(parsed.success, JSON.stringify(parsed.error?.issues)).toBe(true);
  const suggestions = parsed.data!.suggestions;
  return { text, raw, suggestions, total: parsed.data!.total ?? -1, products: suggestions.filter((s) => s.type === 'product') };
}

const ids = (rows: SearchSuggestion[]) => rows.map((row) => Number(row.post_id));
const titleOf = (id: number) => (db.prepare('SELECT title FROM products WHERE id = ?').raw().get(id) as [string])[0];
/** Does the title or SKU hold a word starting with each of the given words? */
const titleHolds = (id: number, ...words: string[]) => {
  const [title, sku] = db.prepare('SELECT title, sku FROM products WHERE id = ?').raw().get(id) as [string, string];
  const tokens = searchTokens(`${title} ${sku}`);
  return words.every((word) => tokens.some((token) => token.startsWith(normalizePersian(word))));
};

describe('GET /?wc-ajax=dgwt_wcas_ajax_search', () => {
  it('titles write a decimal with the Persian separator (۱۴٫۴), and «14.4» and «۱۴٫۴» find the same products', async () => {
    const titles = (db.prepare('SELECT title FROM products').raw().all() as [string][]).map(([t]) => t);
    expect(titles.filter((t) => /\d\.\d/.test(t))).toEqual([]);
    expect(titles.some((t) => /\d٫\d/.test(t))).toBe(true);
    const [latin, persian] = [await search('ولتاژ 14.4'), await search('ولتاژ ۱۴٫۴')];
    expect(latin.products.length).toBeGreaterThan(0);
    expect(ids(persian.products)).toEqual(ids(latin.products));
  });

  it('answers FiboSearch\'s shape: suggestions, total, time, engine, v; product rows with the configured fields', async () => {
    const { raw, suggestions, products, total } = await search('دریل');
    expect(raw).toMatchObject({ engine: expect.any(String), v: expect.stringMatching(/^\d+\.\d+/) });
    expect(raw.time).toMatch(/^\d+\.\d{2} sec$/);
    expect(products).toHaveLength(7);
    for (const row of products) {
      expect(row).toMatchObject({ type: 'product', url: expect.stringMatching(/^\/product\/[^/]+\/$/), sku: expect.stringMatching(/^[A-Z]+-\d+-\d+$/) });
      expect(row.value).toBe(toPersianDigits(titleOf(Number(row.post_id))));
      expect(row.thumb_html).toMatch(/^<img src="\/img\/p\/\d+-1\.svg" [^<>]*alt=""[^<>]*>$/);
      expect(row.price).toContain('تومان');
      // hidden on this site (spec section 9): description
      expect(row.desc).toBeUndefined();
    }
    const more = suggestions.find((s) => s.type === 'more_products');
    const found = (db.prepare(`SELECT count(*) FROM product_search WHERE product_search MATCH '"دریل"*'`).raw().get() as [number])[0];
    expect(more).toMatchObject({ value: '', total: found, url: `/?s=${encodeURIComponent('دریل')}&post_type=product&dgwt_wcas=1` });
    expect(suggestions.indexOf(more!)).toBe(suggestions.findLastIndex((s) => s.type === 'product' || s.type === 'product_variation' || s.type === 'more_products'));
    expect(total).toBeGreaterThanOrEqual(found);
  });

  it('shows a sale as the old price crossed out and the new one, without the sale badge (hidden on this site)', async () => {
    const [id, title] = db.prepare('SELECT id, title FROM products WHERE sale_price IS NOT NULL AND sale_price < regular_price ORDER BY id DESC LIMIT 1').raw().get() as [number, string];
    const row = (await search(title)).products.find((s) => Number(s.post_id) === id);
    // the amounts shown are hidden from screen readers, which read each as words with its amount instead
    expect(row?.price).toMatch(/<del aria-hidden="true">([^<]*تومان)<\/del><span class="screen-reader-text">قیمت اصلی: \1، <\/span> <ins aria-hidden="true">([^<]*تومان)<\/ins><span class="screen-reader-text">قیمت با تخفیف: \2<\/span>/);
    expect(row?.price).not.toContain('٪');
    expect(row?.on_sale).toBe(true);
  });

  it('lists categories with their breadcrumbs, tags and brands as taxonomy rows', async () => {
    const drill = (await search('دریل')).suggestions.filter((s) => s.type === 'taxonomy');
    expect(drill).toContainEqual(expect.objectContaining({ taxonomy: 'product_cat', value: 'دریل', url: '/product-category/drill/', breadcrumbs: 'ابزار برقی', term_id: expect.any(Number) }));
    expect(drill).toContainEqual(expect.objectContaining({ taxonomy: 'product_tag', value: 'دریل شارژی', url: `/tag/${encodeURIComponent('دریل-شارژی')}/` }));
    const tools = (await search('ابزار')).suggestions.filter((s) => s.taxonomy === 'product_cat');
    // a top-level category has no breadcrumbs
    expect(tools).toContainEqual(expect.objectContaining({ value: 'ابزار برقی', url: '/product-category/electric-tools/' }));
    expect(tools.find((s) => s.value === 'ابزار برقی')?.breadcrumbs).toBeUndefined();
    expect((await search('makita')).suggestions).toContainEqual(expect.objectContaining({ type: 'taxonomy', taxonomy: 'pwb-brand', value: 'ماکیتا', url: '/brand/makita/' }));
  });

  it('finds the site\'s pages as post rows', async () => {
    const { suggestions } = await search('سبد خرید');
    expect(suggestions).toContainEqual(expect.objectContaining({ type: 'post', post_type: 'page', value: 'سبد خرید', url: '/checkout-cart/' }));
  });

  it('lists a variation whose SKU is typed, with or without its hyphens, linked with its attributes chosen', async () => {
    const [variationId, parentId, sku] = db.prepare('SELECT id, product_id, sku FROM variations ORDER BY id LIMIT 1').raw().get() as [number, number, string];
    for (const typed of [sku, sku.toLowerCase().replace(/-/g, ' '), sku.replace('-', '')]) {
      const { suggestions } = await search(typed);
      const row = suggestions.find((s) => s.type === 'product_variation');
      expect(row, typed).toMatchObject({ post_id: parentId, variation_id: variationId, sku, url: expect.stringMatching(/^\/product\/[^/]+\/\?attribute_pa_/) });
    }
  });

  it('ranks products whose title or SKU holds the words first, then those found by brand, category or tag', async () => {
    // 'برقی' is in some titles ('دریل برقی') and in the category of every power tool ('ابزار برقی')
    for (const word of ['برقی', 'صنعتی']) {
      const { ids: ranked, total } = searchProductIds(db, word, { limit: 2000 });
      expect(ranked).toHaveLength(total);
      const inTitle = ranked.map((id) => titleHolds(id, word));
      const firstElsewhere = inTitle.indexOf(false);
      expect(firstElsewhere, word).toBeGreaterThan(0);
      expect(inTitle.slice(firstElsewhere), word).not.toContain(true);
      // newest first within each group
      for (const group of [ranked.slice(0, firstElsewhere), ranked.slice(firstElsewhere)]) expect(group).toEqual([...group].sort((a, b) => b - a));
      // a later page continues the same order
      expect(searchProductIds(db, word, { offset: firstElsewhere - 2, limit: 4 }).ids).toEqual(ranked.slice(firstElsewhere - 2, firstElsewhere + 2));
    }
    // the live search's first rows are title matches
    for (const id of ids((await search('برقی')).products)) expect(titleHolds(id, 'برقی')).toBe(true);
  });

  it('answers nothing under 3 characters, and searches from 3', async () => {
    for (const short of ['در', ' در ', 'ab', '\u200cد\u200c', '**']) {
      const { suggestions, total } = await search(short);
      expect(suggestions, short).toEqual([]);
      expect(total).toBe(0);
    }
    expect((await search('دری')).products.length).toBeGreaterThan(0);
  });

  it('gives the no-results row when nothing is found', async () => {
    const { suggestions, total } = await search('زززززز');
    expect(suggestions).toEqual([{ type: 'no-results', value: '' }]);
    expect(total).toBe(0);
  });
});

describe('Persian-aware matching', () => {
  it("'دريل بوش' (Arabic yeh) and 'دریل بوش' find the same drills", async () => {
    const arabic = await search('دريل بوش');
    const persian = await search('دریل بوش');
    expect(arabic.products.length).toBeGreaterThan(0);
    expect(ids(arabic.products)).toEqual(ids(persian.products));
    for (const id of ids(persian.products)) expect(titleHolds(id, 'دریل', 'بوش')).toBe(true);
    // Arabic kaf and ZWNJ too
    expect(ids((await search('چكش')).products)).toEqual(ids((await search('چکش')).products));
    expect(ids((await search('پیچ\u200cگوشتی')).products)).toEqual(ids((await search('پیچگوشتی')).products));
  });

  it("a model number in Persian digits, with a hyphen, a space or solid: 'gsb۱۳', 'GSB-13', 'gsb 13', 'gsb13'", async () => {
    const [title] = db.prepare("SELECT title FROM products WHERE title LIKE '%GSB__%' ORDER BY id LIMIT 1").raw().get() as [string];
    const model = /GSB(\d\d)/.exec(title)![1]!;
    const spellings = [`gsb${toPersianDigits(model)}`, `GSB-${model}`, `gsb ${model}`, `gsb${model}`];
    const results = await Promise.all(spellings.map((query) => search(query)));
    const expected = (db.prepare(`SELECT id FROM products WHERE title LIKE ? ORDER BY id DESC LIMIT 7`).raw().all(`%GSB${model}%`) as [number][]).map((row) => row[0]);
    for (const [i, result] of results.entries()) expect(ids(result.products), spellings[i]).toEqual(expected);
  });

  it("brands across scripts: 'bosch' finds بوش products and 'makita' ماکیتا ones, and the reverse", async () => {
    for (const [latin, persian] of [['bosch', 'بوش'], ['makita', 'ماکیتا'], ['dewalt', 'دیوالت']] as const) {
      const fromLatin = await search(latin);
      const fromPersian = await search(persian);
      expect(fromLatin.products.length, latin).toBe(7);
      for (const id of ids(fromLatin.products)) expect(titleHolds(id, persian), `${latin}: ${titleOf(id)}`).toBe(true);
      expect(ids(fromPersian.products)).toEqual(ids(fromLatin.products));
    }
    // common words too: 'glue' finds چسب, 'drill makita' finds ماکیتا drills
    for (const id of ids((await search('glue')).products)) expect(titleHolds(id, 'چسب')).toBe(true);
    const drills = (await search('makita drill')).products;
    expect(drills.length).toBeGreaterThan(0);
    for (const id of ids(drills)) expect(titleHolds(id, 'ماکیتا', 'دریل')).toBe(true);
  });

  it('forgives one typo in a word of 5 or more letters, not two, and none in shorter words', async () => {
    const makitta = await search('makitta');
    expect(ids(makitta.products)).toEqual(ids((await search('makita')).products));
    const silicone = (await search('سیلیکن')).products;
    expect(silicone.length).toBeGreaterThan(0);
    for (const id of ids(silicone)) expect(titleHolds(id, 'سیلیکو'), titleOf(id)).toBe(true);
    expect((await search('دیرل')).products).toEqual([]); // four letters: no typo forgiven
    expect((await search('سلیکن')).products).toEqual([]); // two typos
  });

  it("ا typed for آ finds آ", async () => {
    const wrench = (await search('اچار')).products;
    expect(wrench.length).toBeGreaterThan(0);
    expect(ids(wrench)).toEqual(ids((await search('آچار')).products));
  });
});

describe('hostile queries', () => {
  it('echo nothing unescaped: the query appears only percent-encoded in the more_products url', async () => {
    for (const query of ['<img src=x onerror=alert(1)>', '<svg onload=alert(1)>', 'javascript:alert(1)', '"><script>alert(1)</script>']) {
      const { text, suggestions } = await search(query);
      expect(text).not.toContain('<img src=x');
      expect(text).not.toContain('<svg');
      expect(text).not.toContain('<script');
      expect(text).not.toContain('javascript:');
      for (const row of suggestions) expect(row.url ?? '/').toMatch(/^\//);
    }
    // a query that finds products while carrying markup characters: only the more_products url holds it, encoded
    const query = 'دریل "><\'/&';
    const { text, suggestions } = await search(query);
    expect(text).not.toContain('><\'/&');
    expect(text).not.toContain(JSON.stringify(query).slice(1, -1));
    const more = suggestions.find((s) => s.type === 'more_products');
    expect(more?.url).toBe(`/?s=${encodeURIComponent(query)}&post_type=product&dgwt_wcas=1`);
    for (const row of suggestions) {
      for (const [field, value] of Object.entries(row)) if (field !== 'thumb_html' && field !== 'price') expect(String(value)).not.toContain('<');
    }
  });

  it('reads FTS5 syntax as text, and survives a very long query', async () => {
    for (const query of ['دریل OR NOT بوش', 'title:دریل', 'NEAR(دریل بوش)', '"دریل', 'دریل*', '^دریل', 'دریل -بوش']) {
      const response = await app.request(`http://127.0.0.1/?wc-ajax=dgwt_wcas_ajax_search&s=${encodeURIComponent(query)}`);
      expect(response.status, query).toBe(200);
    }
    expect((await search(`${'دریل '.repeat(2000)}`)).products.length).toBeGreaterThan(0);
  });
});

describe('the search results page /?s=…&post_type=product', () => {
  it('lists what the live search finds, first products first, with the same spellings', async () => {
    for (const query of ['gsb۱۳', 'GSB-13', 'bosch', 'makitta', 'دريل بوش', 'چكش']) {
      const live = ids((await search(query)).products);
      const { html } = await new Shopper(app).visit(`/?s=${encodeURIComponent(query)}&post_type=product`);
      const listed = [...html.matchAll(/<li class="product-card[^"]*" data-product-id="(\d+)"/g)].map((match) => Number(match[1]));
      expect(listed.slice(0, live.length), query).toEqual(live);
    }
  });

  it('counts its facets over the same products: a typo lists and counts what the right spelling does', async () => {
    const facets = async (query: string) => {
      const { html } = await new Shopper(app).visit(`/?s=${encodeURIComponent(query)}&post_type=product`);
      const props = /data-island="facet-sidebar"[^>]*>\s*<script type="application\/json" data-island-props>(.*?)<\/script>/s.exec(html)?.[1];
      type Choices = { brand?: Array<{ value: string; count: number }> };
      const parsed = JSON.parse(props ?? '{}') as { choices?: Choices; settings?: { choices?: Choices } };
      const brands = parsed.choices?.brand ?? parsed.settings?.choices?.brand ?? [];
      return { count: /result-count[^>]*>([^<]*)/.exec(html)?.[1], brands: brands.map((b) => `${b.value}:${b.count}`) };
    };
    const right = await facets('سیلیکون');
    expect(right.brands.length).toBeGreaterThan(0);
    expect(await facets('سیلیکن')).toEqual(right);
    expect(await facets('اچار')).toEqual(await facets('آچار'));
  });
});

describe('the details panel and dynamic prices (off on this site, on in the island\'s demo pages)', () => {
  const post = (endpoint: string, body: string) =>
    app.request(`http://127.0.0.1/?wc-ajax=${endpoint}`, { method: 'POST', body, headers: { 'Content-Type': 'application/x-www-form-urlencoded' } });

  it('answers details for products, variations and terms, and leaves out unknown or malformed items', async () => {
    const [productId, productTitle] = db.prepare("SELECT id, title FROM products WHERE type = 'simple' ORDER BY id LIMIT 1").raw().get() as [number, string];
    const [variationId, parentId, variationSku] = db.prepare('SELECT id, product_id, sku FROM variations ORDER BY id LIMIT 1').raw().get() as [number, number, string];
    const form = new URLSearchParams({
      action: 'dgwt_wcas_result_details',
      'items[0][objectID]': `product__${productId}`, 'items[0][value]': 'x',
      'items[1][objectID]': `product_variation__${parentId}__${variationId}`,
      'items[2][objectID]': 'taxonomy__2__product_cat',
      'items[3][objectID]': 'product__999999999',
      'items[4][objectID]': '<img src=x onerror=alert(1)>',
    });
    const response = await post('dgwt_wcas_result_details', form.toString());
    const { items } = resultDetailsSchema.parse(await response.json());
    expect(items.map((item) => item.objectID)).toEqual([`product__${productId}`, `product_variation__${parentId}__${variationId}`, 'taxonomy__2__product_cat']);
    expect(items[0]!.html).toContain(toPersianDigits(productTitle));
    expect(items[0]!.price).toContain('تومان');
    expect(items[1]!.html).toContain(variationSku);
    expect(items[2]!.html).toContain('دریل');
    expect((items[2]!.html ?? '').match(/<li /g)?.length ?? 0).toBeGreaterThan(0);
    // a body that does not parse: no items, not an error
    const broken = await app.request('http://127.0.0.1/?wc-ajax=dgwt_wcas_result_details', { method: 'POST', body: '%%%', headers: { 'Content-Type': 'multipart/form-data; boundary=x' } });
    expect(resultDetailsSchema.parse(await broken.json()).items).toEqual([]);
    expect((await app.request('http://127.0.0.1/?wc-ajax=dgwt_wcas_result_details')).status).toBe(405);
  });

  it('answers price markup for product and variation ids', async () => {
    const [productId] = db.prepare("SELECT id FROM products WHERE type = 'simple' ORDER BY id LIMIT 1").raw().get() as [number];
    const [variationId] = db.prepare('SELECT id FROM variations ORDER BY id LIMIT 1').raw().get() as [number];
    const response = await post('dgwt_wcas_get_prices', `action=dgwt_wcas_get_prices&items[]=${productId}&items[]=${variationId}&items[]=abc&items[]=999999999`);
    const body = dynamicPricesSchema.parse(await response.json());
    expect(body.success).toBe(true);
    expect(Object.keys(body.data).sort()).toEqual([String(productId), String(variationId)].sort());
    for (const markup of Object.values(body.data)) expect(markup).toContain('تومان');
  });
});
