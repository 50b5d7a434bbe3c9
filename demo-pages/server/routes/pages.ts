import type { Context, Hono } from 'hono';
import { parseCompareIds } from '../../../shared/stores/compare-ids';
import type { ListOrder, ListQuery, Product } from '../../db/catalogue';
import { layout } from '../../templates/layout';
import { PER_PAGE_OPTIONS, SORT_OPTIONS } from '../../templates/listing';
import { archiveDescription, archivePage } from '../../templates/pages/archive';
import { comparePage } from '../../templates/pages/compare';
import { homePage } from '../../templates/pages/home';
import { notFoundPage } from '../../templates/pages/not-found';
import { productPage } from '../../templates/pages/product';
import type { PageDefinition } from '../../templates/site-context';
import { pageNumber, type Env } from '../http';
import { buildSiteContext, type ServerOptions } from '../site-context';
import { describeVariation, type Store } from '../store';

/** The theme's pages: home, archives (category, tag, brand, search), product, compare. */
export function render(c: Context<Env>, store: Store, options: ServerOptions, page: PageDefinition, extra: Parameters<typeof buildSiteContext>[3] = {}, status: 200 | 404 = 200) {
  const site = buildSiteContext(c, store, options, { ...extra, islands: [...(extra.islands ?? []), ...(page.islands ?? [])] });
  return c.html(layout(site, page).value, status);
}

const ORDERS = new Set<string>(SORT_OPTIONS.map(([value]) => value));

function listingParams(c: Context<Env>) {
  const orderbyRaw = c.req.query('orderby') ?? 'date';
  const orderby = (ORDERS.has(orderbyRaw) ? orderbyRaw : 'date') as ListOrder;
  const perPageRaw = Number(c.req.query('per_page'));
  const perPage = (PER_PAGE_OPTIONS as readonly number[]).includes(perPageRaw) ? perPageRaw : 24;
  const query = new URLSearchParams();
  for (const [key, value] of new URL(c.req.url).searchParams) if (key !== 'paged' && key !== '_paged') query.set(key, value);
  return { orderby, perPage, query: query.toString() };
}

export function tagsOf(store: Store) {
  const cache = new Map<number, Array<{ slug: string; name: string }>>();
  return (id: number) => {
    let tags = cache.get(id);
    if (!tags) {
      tags = (store.catalogue.productDetails(id)?.tags ?? []).map((t) => ({ slug: t.slug, name: t.name }));
      cache.set(id, tags);
    }
    return tags;
  };
}

export function pageRoutes(app: Hono<Env>, store: Store, options: ServerOptions): void {
  const notFound = (c: Context<Env>) => render(c, store, options, notFoundPage(options.siteName), {}, 404);

  const archive = (c: Context<Env>, kind: 'product_cat' | 'product_tag' | 'pwb-brand', base: string) => {
    const slug = c.req.param('slug') ?? '';
    const page = pageNumber(c.req.param('page'));
    const term = store.catalogue.term(kind, slug);
    if (!term || page === null) return notFound(c);
    const { orderby, perPage, query } = listingParams(c);
    const listQuery: ListQuery = { taxonomy: kind, slug: term.slug, page, perPage, orderby };
    const result = store.catalogue.list(listQuery);
    if (page > 1 && page > result.totalPages) return notFound(c);
    const facets = store.catalogue.facetCounts({ taxonomy: kind, slug: term.slug });
    const children = kind === 'product_cat' ? store.catalogue.categories().flatMap((root) => [root, ...root.children]).find((n) => n.id === term.id)?.children ?? [] : [];
    const siblings = kind === 'product_cat' && term.parent !== null ? store.catalogue.categories().find((r) => r.id === term.parent)?.children.filter((n) => n.id !== term.id) ?? [] : [];
    const trail =
      kind === 'product_cat' && term.parent !== null
        ? [{ href: `/product-category/${store.catalogue.termById(term.parent)?.slug ?? ''}/`, label: store.catalogue.termById(term.parent)?.name ?? '' }, { label: term.name }]
        : [{ label: term.name }];
    return render(
      c,
      store,
      options,
      archivePage({
        siteName: options.siteName,
        name: term.name,
        metaDescription: archiveDescription(kind, term.name, result.total, options.siteName, page),
        trail,
        base: `${base}/${kind === 'product_tag' ? encodeURIComponent(term.slug) : term.slug}/`,
        query,
        orderby,
        perPage,
        page,
        total: result.total,
        totalPages: result.totalPages,
        products: result.items,
        tagsOf: tagsOf(store),
        related: [...children, ...siblings].map((n) => ({ href: `/product-category/${n.slug}/`, name: n.name, count: n.count })),
        brands: kind === 'pwb-brand' ? [] : (facets.terms['pwb-brand'] ?? []).map((b) => ({ href: `/brand/${b.slug}/`, name: b.name, count: b.count })),
      }),
    );
  };

  app.get('/product-category/:slug/', (c) => archive(c, 'product_cat', '/product-category'));
  app.get('/product-category/:slug/page/:page/', (c) => archive(c, 'product_cat', '/product-category'));
  app.get('/tag/:slug/', (c) => archive(c, 'product_tag', '/tag'));
  app.get('/tag/:slug/page/:page/', (c) => archive(c, 'product_tag', '/tag'));
  app.get('/brand/:slug/', (c) => archive(c, 'pwb-brand', '/brand'));
  app.get('/brand/:slug/page/:page/', (c) => archive(c, 'pwb-brand', '/brand'));
  // WordPress answers a path without the trailing slash with a redirect to the one with it.
  app.get('/:section{product-category|tag|brand|product}/:slug', (c) => c.redirect(`${c.req.path}/${new URL(c.req.url).search}`, 301));

  const search = (c: Context<Env>, page: number) => {
    const q = (c.req.query('s') ?? '').trim();
    const { orderby, perPage, query } = listingParams(c);
    const explicitOrder = c.req.query('orderby') ? orderby : 'relevance';
    const result = q ? store.catalogue.list({ search: q, page, perPage, orderby: explicitOrder }) : { items: [] as Product[], total: 0, totalPages: 0 };
    if (page > 1 && page > result.totalPages) return notFound(c);
    const heading = q ? `نتایج جستجو برای «${q}»` : 'جستجو در محصولات';
    return render(
      c,
      store,
      options,
      archivePage({
        siteName: options.siteName,
        name: heading,
        title: `${heading} - ${options.siteName}`,
        metaDescription: q ? archiveDescription('search', q, result.total, options.siteName, page) : `جستجو در محصولات ${options.siteName}: ابزار برقی و دستی، انکر، چسب و چرخ صنعتی.`,
        trail: [{ label: heading }],
        base: '/',
        query,
        hiddenFields: { s: q, post_type: 'product' },
        orderby: c.req.query('orderby') ? orderby : 'date',
        perPage,
        page,
        total: result.total,
        totalPages: result.totalPages,
        products: result.items,
        tagsOf: tagsOf(store),
        related: [],
        brands: [],
      }),
    );
  };

  app.get('/', (c) => {
    if (c.req.query('s') !== undefined) return search(c, 1);
    const categories = store.catalogue.categories();
    const newest = store.catalogue.list({ perPage: 8, orderby: 'date' }).items;
    const popular = store.catalogue.list({ perPage: 8, orderby: 'popularity' }).items;
    const onSale = store.catalogue.list({ perPage: 8, orderby: 'popularity', filters: { onSale: true } }).items;
    return render(
      c,
      store,
      options,
      homePage({
        siteName: options.siteName,
        categories: categories.flatMap((root) => [root, ...root.children.slice(0, 3)]).map((cat) => ({ slug: cat.slug, name: cat.name, count: cat.count, image: `/img/cat/${cat.slug}.svg` })),
        rows: [
          { id: 'sale', title: 'تخفیف‌های ویژه', href: '/?s=&post_type=product', products: onSale },
          { id: 'popular', title: 'پرفروش‌ترین‌ها', href: `/product-category/${categories[0]?.slug ?? ''}/?orderby=popularity`, products: popular },
          { id: 'newest', title: 'جدیدترین ابزارها', href: `/product-category/${categories[0]?.slug ?? ''}/`, products: newest },
        ],
        brands: store.catalogue.terms('pwb-brand').map((b) => ({ slug: b.slug, name: b.name, image: `/img/brand/${b.slug}.svg` })),
        tagsOf: tagsOf(store),
      }),
    );
  });
  app.get('/page/:page/', (c) => {
    const n = pageNumber(c.req.param('page'));
    return c.req.query('s') !== undefined && n !== null ? search(c, n) : notFound(c);
  });

  app.get('/product/:slug/', (c) => {
    const product = store.catalogue.productBySlug(c.req.param('slug'));
    const details = product ? store.catalogue.productDetails(product.id) : null;
    if (!product || !details) return notFound(c);
    const leaf = details.categories[0];
    const related = leaf ? store.catalogue.list({ taxonomy: 'product_cat', slug: leaf.slug, perPage: 9, orderby: 'popularity' }).items.filter((p) => p.id !== product.id).slice(0, 8) : [];
    return render(
      c,
      store,
      options,
      productPage({
        siteName: options.siteName,
        details,
        variations: store.catalogue.variations(product.id).map((variation) => ({ variation, label: describeVariation(store.catalogue, variation) })),
        related,
        tagsOf: tagsOf(store),
      }),
    );
  });

  app.get('/compare/', (c) => {
    const ids = parseCompareIds(c.req.query('ids'));
    const items = ids.map((id) => store.catalogue.productDetails(id)).filter((d) => d !== null);
    return render(c, store, options, comparePage(options.siteName, items));
  });

  app.notFound((c) => notFound(c as Context<Env>));
}
