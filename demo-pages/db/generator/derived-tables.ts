/**
 * Tables derived from the products once they are written: the title order, the archive listing rows, the
 * per-archive facet counts and the shop-wide stock and sale counts. They exist for speed at 100,000 products (see schema.ts) and hold nothing new.
 */
import type Database from 'libsql';
import { ARCHIVE_TAXONOMIES } from '../facets';
import { BatchInsert } from './batch-insert';

type Db = Database.Database;

/** Counts, for every archive term, the products that also carry each other term. */
export class CooccurrenceCounter {
  private readonly counts: Int32Array;
  private readonly size: number;

  /** @param termCount - the highest term id (ids run from 1). */
  constructor(termCount: number, private readonly isArchiveTerm: (termId: number) => boolean) {
    this.size = termCount + 1;
    this.counts = new Int32Array(this.size * this.size);
  }

  addProduct(termIds: readonly number[]): void {
    for (const scope of termIds) {
      if (!this.isArchiveTerm(scope)) continue;
      for (const term of termIds) this.counts[scope * this.size + term]! += 1;
    }
  }

  write(db: Db): void {
    const rows = new BatchInsert(db, 'term_cooccurrence(scope_term_id, term_id, count)', 3);
    for (let scope = 1; scope < this.size; scope += 1) {
      for (let term = 1; term < this.size; term += 1) {
        const count = this.counts[scope * this.size + term] ?? 0;
        if (count > 0) rows.add([scope, term, count]);
      }
    }
    rows.flush();
  }
}

export function buildDerivedTables(db: Db): void {
  db.exec(`
    UPDATE products SET title_rank = ranked.position
    FROM (SELECT id, row_number() OVER (ORDER BY title_sort, id) AS position FROM products) AS ranked
    WHERE ranked.id = products.id;
  `);
  db.prepare(`
    INSERT INTO archive_products (term_id, product_id, created, sales, rating_key, price, title_rank, in_stock, on_sale)
    SELECT pt.term_id, p.id, unixepoch(p.created_at), p.total_sales,
           CAST(round(p.rating * 10) AS INTEGER) * 1000000 + p.rating_count, p.price, p.title_rank,
           p.stock_status = 'instock', p.sale_price IS NOT NULL
    FROM product_terms pt
    JOIN terms t ON t.id = pt.term_id
    JOIN products p ON p.id = pt.product_id
    WHERE t.taxonomy IN (SELECT value FROM json_each(?))
    ORDER BY pt.term_id, p.id
  `).run(JSON.stringify(ARCHIVE_TAXONOMIES));
  // The shop page's stock and sale counts, read on every visit to it and otherwise a scan of every product.
  db.exec(`
    INSERT OR REPLACE INTO catalogue_meta (key, value)
    SELECT 'shop_in_stock', count(*) FROM products WHERE stock_status = 'instock'
    UNION ALL SELECT 'shop_on_sale', count(*) FROM products WHERE sale_price IS NOT NULL;
  `);
}
