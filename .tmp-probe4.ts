import Database from 'libsql';
import { Catalogue } from './demo-pages/db/catalogue';
const db = new Database('/tmp/hsa100k/store.db');
const c = new Catalogue(db);
const t = (label: string, f: () => unknown) => { f(); const s = performance.now(); let r: any; for (let i=0;i<5;i++) r = f(); console.log(label, ((performance.now()-s)/5).toFixed(1), JSON.stringify(r).slice(0,150)); };
for (const q of ['دریل', 'دريل چكشي', 'پیچگوشتی شارژی', '۸۵۰ وات', 'RX-27', 'چسب']) {
  t(q, () => { const r = c.list({ search: q }); return [r.total, r.items[0]?.title, r.items[23]?.title]; });
  t(q + ' p200', () => { const r = c.list({ search: q, page: 200 }); return [r.total, r.ids.length]; });
  t(q + ' price', () => { const r = c.list({ search: q, orderby: 'price' }); return [r.total, r.items[0]?.price]; });
  t(q + ' in cat', () => { const r = c.list({ search: q, taxonomy: 'product_cat', slug: 'electric-tools' }); return [r.total, r.items[0]?.title]; });
}
t('compare', () => c.compareSearch('چسب', [1030, 1042], 10).map(x => x.id));
t('compare empty', () => c.compareSearch('', [1030, 1042], 10).map(x => x.id));
