import { describe, expect, it } from 'vitest';
import { compareSearchResponseSchema } from '../../shared/api/contracts/compare';
import { toPersianDigits } from '../../shared/platform/digits';
import { normalizePersian } from '../../shared/platform/persian-text';
import { demoApp, Shopper } from './support';

/**
 * The comparison's server side (spec sections 3, 5, 7): the compare search endpoint, parsed with the schema the
 * modal uses, and the comparison page's table. Products are looked up in the catalogue itself, never hard-coded.
 */
const { app, db } = demoApp({ products: 300 });
const rows = db.prepare('SELECT id, title, sku FROM products ORDER BY id').all() as Array<{ id: number; title: string; sku: string }>;

async function shopper() {
  const s = new Shopper(app);
  await s.visit('/');
  return s;
}

async function search(s: Shopper, query: string, nonce: string | null = s.nonce) {
  const response = await s.request(`/wp-json/hsa/v1/compare/search?${query}`, { headers: nonce === null ? {} : { 'X-WP-Nonce': nonce } });
  return { status: response.status, body: (await response.json()) as unknown };
}

function items(body: unknown) {
  const parsed = compareSearchResponseSchema.safeParse(body);
  expect(parsed.success, JSON.stringify(parsed.error?.issues)).toBe(true);
  return parsed.data!.items;
}

describe('GET /wp-json/hsa/v1/compare/search', () => {
  it('wants the nonce, as every REST route', async () => {
    const s = await shopper();
    expect((await search(s, 'q=', null)).status).toBe(403);
    expect((await search(s, 'q=', 'wrong')).status).toBe(403);
    expect((await search(s, 'q=')).status).toBe(200);
  });

  it('an empty term: the newest products, at most limit (10 by default, never more), each with id, title, thumb, sku, price', async () => {
    const s = await shopper();
    const all = items((await search(s, 'q=')).body);
    expect(all).toHaveLength(10);
    for (const item of all) expect(item).toMatchObject({ id: expect.any(Number), title: expect.any(String), sku: expect.any(String), thumb: expect.stringMatching(/^\//), price: expect.any(Number) });
    expect(items((await search(s, 'q=&limit=3')).body)).toHaveLength(3);
    expect(items((await search(s, 'q=&limit=500')).body)).toHaveLength(10);
    expect(items((await search(s, 'q=&limit=abc')).body)).toHaveLength(10);
  });

  it('excludes ids, however they are written', async () => {
    const s = await shopper();
    const first = items((await search(s, 'q=')).body).map((i) => i.id);
    const rest = items((await search(s, `q=&ids=${first.slice(0, 3).join(',')},abc,-1`)).body).map((i) => i.id);
    expect(rest.some((id) => first.slice(0, 3).includes(id))).toBe(false);
    expect(rest).toEqual(expect.arrayContaining(first.slice(3)));
  });

  it('finds a product by its SKU typed in Persian digits, and by its title written with Arabic letters', async () => {
    const s = await shopper();
    const target = rows[Math.floor(rows.length / 2)]!;
    const bySku = items((await search(s, `q=${encodeURIComponent(toPersianDigits(target.sku))}`)).body);
    expect(bySku[0]?.id).toBe(target.id);
    const arabic = target.title.replace(/ی/g, 'ي').replace(/ک/g, 'ك');
    const byTitle = items((await search(s, `q=${encodeURIComponent(arabic)}`)).body);
    expect(byTitle.map((i) => i.id)).toContain(target.id);
    for (const item of byTitle) expect(normalizePersian(`${item.title} ${item.sku}`).length).toBeGreaterThan(0);
  });

  it('never fails on hostile input', async () => {
    const s = await shopper();
    for (const q of ['"', '*', 'a:b', 'ـــ', '%', 'x'.repeat(5000), '\u200c']) {
      const { status, body } = await search(s, `q=${encodeURIComponent(q)}&ids=${encodeURIComponent('1,,x,-2,' + '9'.repeat(40))}`);
      expect(status).toBe(200);
      items(body);
    }
  });
});

describe('the compare search schema', () => {
  it('reads ids given as numeric strings, keeps a formatted price, drops nothing it can read', () => {
    const parsed = compareSearchResponseSchema.safeParse({ items: [{ id: '12', title: 'دریل', sku: 'A-1', thumb: '/a.svg', price: '<span>۱۰۰ تومان</span>', extra: 1 }] });
    expect(parsed.success).toBe(true);
    expect(parsed.data!.items[0]).toMatchObject({ id: 12, price: '<span>۱۰۰ تومان</span>' });
    expect(compareSearchResponseSchema.safeParse({}).data).toEqual({ items: [] });
  });

  it('refuses an item without a positive id or a title', () => {
    expect(compareSearchResponseSchema.safeParse({ items: [{ id: 0, title: 'x' }] }).success).toBe(false);
    expect(compareSearchResponseSchema.safeParse({ items: [{ id: 'abc', title: 'x' }] }).success).toBe(false);
    expect(compareSearchResponseSchema.safeParse({ items: [{ id: 3 }] }).success).toBe(false);
  });
});

describe('GET /compare/', () => {
  const headIds = (html: string) => Array.from(html.matchAll(/<th scope="col" data-compare-id="(\d+)"/g), (m) => Number(m[1]));

  it('parses ids as positive integers, de-duplicated, capped at 4; garbage never breaks it', async () => {
    const s = await shopper();
    const ids = rows.slice(0, 6).map((r) => r.id);
    const page = await s.visit(`/compare/?ids=0,-3,abc,${ids[0]},${ids[0]},${ids.slice(1).join(',')},1e3,99999999`);
    expect(page.status).toBe(200);
    expect(headIds(page.html)).toEqual(ids.slice(0, 4));
    for (const garbage of ['', '%2C%2C', 'x'.repeat(3000), '-1', '1.5', '9'.repeat(30)]) {
      const other = await s.visit(`/compare/?ids=${garbage}`);
      expect(other.status).toBe(200);
      expect(headIds(other.html)).toEqual([]);
    }
  });

  it('marks the rows that differ, links each remove to the page without it, and «فقط تفاوت‌ها» to diff=1', async () => {
    const s = await shopper();
    const [a, b] = rows.slice(0, 2).map((r) => r.id);
    const { html } = await s.visit(`/compare/?ids=${a},${b}`);
    expect(html).toMatch(/<tr data-differs><th scope="row">قیمت|<tr data-differs><th scope="row">/);
    const differing = html.match(/<tr data-differs>/g)?.length ?? 0;
    expect(differing).toBeGreaterThan(0);
    expect(html).toContain(`href="/compare/?ids=${b}" data-compare-remove="${a}"`);
    expect(html).toContain(`href="/compare/?ids=${a},${b}&amp;diff=1"`);
    const diff = await s.visit(`/compare/?ids=${a},${b}&diff=1`);
    expect(diff.html).toContain('compare-table compare-table--diff-only');
    // The same product twice: nothing differs.
    const same = await s.visit(`/compare/?ids=${a}`);
    expect(same.html).not.toContain('data-differs');
  });

  describe('without JavaScript', () => {
    const add = async (s: Shopper, id: number | string) => {
      const response = await s.request(`/compare/?add=${id}`);
      expect(response.status).toBe(303);
      return response.headers.get('Location');
    };

    it('a card\'s «+ مقایسه» adds to the comparison shown last (a cookie), up to 4, then says the limit and keeps the four', async () => {
      const s = await shopper();
      const ids = rows.slice(0, 5).map((r) => r.id);
      expect(await add(s, ids[0]!)).toBe(`/compare/?ids=${ids[0]}`);
      expect(await add(s, ids[1]!)).toBe(`/compare/?ids=${ids[0]},${ids[1]}`);
      expect(await add(s, ids[0]!)).toBe(`/compare/?ids=${ids[0]},${ids[1]}`); // already there: once
      for (const garbage of ['abc', '-1', '99999999', '']) expect(await add(s, garbage)).toBe(`/compare/?ids=${ids[0]},${ids[1]}`);
      await add(s, ids[2]!);
      expect(await add(s, ids[3]!)).toBe(`/compare/?ids=${ids.slice(0, 4).join(',')}`);
      expect(await add(s, ids[4]!)).toBe(`/compare/?ids=${ids.slice(0, 4).join(',')}`);
      const page = await s.visit(`/compare/?ids=${ids.slice(0, 4).join(',')}`);
      expect(headIds(page.html)).toEqual(ids.slice(0, 4));
      expect(page.html).toContain('حداکثر ۴ محصول را می‌توانید مقایسه کنید');
      // The footer's /compare/ shows the comparison kept.
      expect(headIds((await s.visit('/compare/')).html)).toEqual(ids.slice(0, 4));
    });

    it('a remove link\'s page is the comparison kept; the last remove (`?ids=`) empties it; another shopper\'s is their own', async () => {
      const s = await shopper();
      const [a, b, c] = rows.slice(0, 3).map((r) => r.id);
      await add(s, a!);
      await add(s, b!);
      const { html } = await s.visit(`/compare/?ids=${a},${b}`);
      expect(html).toContain(`href="/compare/?ids=${b}" data-compare-remove="${a}"`);
      expect(html).toContain(`href="/compare/?ids=${a}" data-compare-remove="${b}"`);
      // An add to the cart comes back to this comparison.
      const back = /href="([^"]*add-to-cart=\d+)"/.exec(html)![1]!.replaceAll('&amp;', '&');
      expect(back).toMatch(new RegExp(`^/compare/\\?ids=${a},${b}&add-to-cart=\\d+$`));
      const added = await s.request(back);
      expect(decodeURIComponent(added.headers.get('Location')!)).toBe(`/compare/?ids=${a},${b}`);
      await s.visit(`/compare/?ids=${b}`);
      expect(await add(s, c!)).toBe(`/compare/?ids=${b},${c}`);
      const one = await s.visit(`/compare/?ids=${c}`);
      expect(one.html).toContain(`href="/compare/?ids=" data-compare-remove="${c}"`);
      await s.visit('/compare/?ids=');
      expect(headIds((await s.visit('/compare/')).html)).toEqual([]);
      expect(await add(s, a!)).toBe(`/compare/?ids=${a}`);
      expect(headIds((await (await shopper()).visit('/compare/')).html)).toEqual([]);
    });
  });
});
