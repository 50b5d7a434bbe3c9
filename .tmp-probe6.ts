import { writeFileSync } from 'node:fs';
import { openStore } from './demo-pages/db/open';
import { Catalogue } from './demo-pages/db/catalogue';
import { productImageSvg, categoryImageSvg, brandLogoSvg } from './demo-pages/db/product-image';
const db = openStore(':memory:');
const c = new Catalogue(db);
const cells: string[] = [];
const leaves = c.categories().flatMap((r) => r.children);
for (const leaf of leaves) {
  const p = c.list({ taxonomy: 'product_cat', slug: leaf.slug, perPage: 1 }).items[0]!;
  for (let i = 1; i <= 5; i++) { const s = productImageSvg(p, i); if (s.length > 3000 || /<text/.test(s)) console.log('BAD', leaf.slug, s.length); cells.push(`<img src="data:image/svg+xml;base64,${Buffer.from(s).toString('base64')}" width="110">`); }
  cells.push('<br>');
}
for (const r of c.categories()) cells.push(`<img src="data:image/svg+xml;base64,${Buffer.from(categoryImageSvg(r)).toString('base64')}" width="110">`);
cells.push('<br>');
for (const b of c.terms('pwb-brand')) cells.push(`<img src="data:image/svg+xml;base64,${Buffer.from(brandLogoSvg(b)).toString('base64')}" width="100">`);
writeFileSync('/tmp/imgs/page.html', `<html><body style="margin:0">${cells.join('')}</body></html>`);
console.log(Math.max(...leaves.map((l) => productImageSvg(c.list({ taxonomy: 'product_cat', slug: l.slug, perPage: 1 }).items[0]!, 3).length)));
