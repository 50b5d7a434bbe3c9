import type { Hono } from 'hono';
import { searchDemoPage } from '../../templates/pages/search-demos';
import type { Env } from '../http';
import type { ServerOptions } from '../site-context';
import type { Store } from '../store';
import { render } from './pages';

/**
 * Development only (registered `if (options.dev)`): a live search whose endpoint answers a hostile suggestion, for
 * the end-to-end test that it renders inert. Every field an attacker could control carries markup that would run or
 * navigate if it were treated as markup or as a link: a `<img onerror>`, an `<svg onload>`, a `<script>`, and
 * `javascript:` urls. Each sets `window.__hsaPwned` to a number saying which one got through.
 */
export const HOSTILE_SUGGESTIONS = [
  {
    type: 'product',
    post_id: 666,
    value: '<img src=x onerror="window.__hsaPwned=1">دریل خطرناک',
    url: 'javascript:window.__hsaPwned=2',
    thumb_html: '<img src="x" onerror="window.__hsaPwned=3"><svg onload="window.__hsaPwned=4"></svg><script>window.__hsaPwned=5</script>',
    price: '<span onclick="window.__hsaPwned=6">۱۰۰ تومان</span><a href="javascript:window.__hsaPwned=7">بخر</a><img src="javascript:window.__hsaPwned=8">',
    sku: '<svg onload="window.__hsaPwned=9">',
  },
  {
    type: 'taxonomy',
    taxonomy: 'product_cat',
    term_id: 667,
    value: '<svg/onload="window.__hsaPwned=10">دسته',
    url: ' JavaScript:window.__hsaPwned=11',
    breadcrumbs: '<b onmouseover="window.__hsaPwned=12">ابزار</b> > <img src=x onerror="window.__hsaPwned=13">',
  },
  { type: 'more_products', value: '', total: 2, url: 'javascript:window.__hsaPwned=14' },
];

export function devSearchRoutes(app: Hono<Env>, store: Store, options: ServerOptions): void {
  app.get('/dev/search-hostile.json', (c) => c.json({ suggestions: HOSTILE_SUGGESTIONS, total: 2 }));
  app.get('/dev/search-hostile/', (c) =>
    render(
      c,
      store,
      options,
      searchDemoPage(options.siteName, {
        slug: 'hostile',
        title: 'جستجوی زنده با پیشنهاد خطرناک (آزمون)',
        about: ['هر متنی در این پیشنهادها، حتی نشانه‌گذاری و نشانی‌های javascript:، باید بی‌اثر نشان داده شود.'],
        props: { endpoint: '/dev/search-hostile.json?s={query}' },
      }),
    ),
  );
}
