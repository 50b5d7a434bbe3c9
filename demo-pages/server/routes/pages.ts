import type { Context, Hono } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import { toPersianDigits } from '../../../shared/platform/digits';
import { formatMessage, faIR } from '../../../shared/platform/messages';
import { COMPARE_MAX, parseCompareIds } from '../../../shared/stores/compare-ids';
import { archiveOfUri, DEMO_PATH, LOAD_MORE_PATH, stateFromUrl, type ArchiveRef } from '../../db/listing-state';
import { layout } from '../../templates/layout';
import { facetBlock } from '../../templates/listing';
import { archiveDescription, archivePage, categoryDescription, type ArchiveView } from '../../templates/pages/archive';
import { COMPARE_COOKIE, comparePage, compareUrl } from '../../templates/pages/compare';
import { homePage } from '../../templates/pages/home';
import { notFoundPage } from '../../templates/pages/not-found';
import { productPage } from '../../templates/pages/product';
import type { PageDefinition } from '../../templates/site-context';
import { chosenQuantity, pageNumber, positiveInt, type Env } from '../http';
import { buildSiteContext, type ServerOptions } from '../site-context';
import { describeVariation, type Store } from '../store';
import { html } from '../../templates/html';
import { buildListing, loadMoreMarkup, pageLinkOf, pagerMarkup, showsLoadMore, sidebarProps, sortBarMarkup, type BuiltListing } from './facetwp';

/** The theme's pages: home, archives (category, tag, brand, search), product, compare. */
export function render(c: Context<Env>, store: Store, options: ServerOptions, page: PageDefinition, extra: Parameters<typeof buildSiteContext>[3] = {}, status: 200 | 404 = 200) {
  const site = buildSiteContext(c, store, options, { ...extra, islands: [...(extra.islands ?? []), ...(page.islands ?? [])] });
  return c.html(layout(site, page).value, status);
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

  /** Any listing page: the archive, its state from the address, the engine's answer, the page. */
  const listing = (c: Context<Env>, archive: ArchiveRef, page: PageOf) => {
    const pathPage = pageNumber(c.req.param('page'));
    if (pathPage === null) return notFound(c);
    const state = stateFromUrl(store.db, archive, new URL(c.req.url), pathPage);
    const built = buildListing(store, state);
    const { total_pages: totalPages } = built.settings.pager;
    if (state.page > 1 && state.page > totalPages) return notFound(c);
    return render(c, store, options, archivePage({
      siteName: options.siteName,
      ...page(built),
      listing: built,
      props: sidebarProps(built),
      sortBar: sortBarMarkup(built),
      // A listing with 'load more' has no numbered pager on page 1; its pages from 2 on do (JavaScript off).
      pager: showsLoadMore(state) ? html`` : pagerMarkup(built),
      ...(showsLoadMore(state) ? { loadMore: loadMoreMarkup(built) } : {}),
      facets: state.facets.map((facet) => facetBlock(state, facet, built.settings, pageLinkOf(state))),
    }));
  };
  type PageOf = (built: BuiltListing) => Pick<ArchiveView, 'name' | 'title' | 'description' | 'metaDescription' | 'trail' | 'related'>;

  const termArchive = (c: Context<Env>, kind: 'product_cat' | 'product_tag' | 'pwb-brand', prefix: string) => {
    const term = store.catalogue.term(kind, c.req.param('slug') ?? '');
    const archive = term ? archiveOfUri(store.db, `${prefix}/${encodeURIComponent(term.slug)}`) : null;
    if (!term || !archive) return notFound(c);
    return listing(c, archive, (built) => {
      const page = built.settings.pager.page;
      const tree = kind === 'product_cat' ? store.catalogue.categories().flatMap((root) => [root, ...root.children]) : [];
      const children = tree.find((n) => n.id === term.id)?.children ?? [];
      const siblings = term.parent !== null ? tree.find((n) => n.id === term.parent)?.children.filter((n) => n.id !== term.id) ?? [] : [];
      const parent = kind === 'product_cat' && term.parent !== null ? store.catalogue.termById(term.parent) : null;
      const brandChoices = built.settings.choices['brand'] ?? [];
      return {
        name: term.name,
        metaDescription: archiveDescription(kind, term.name, built.result.totalUnfiltered, options.siteName, page),
        trail: parent ? [{ href: `/product-category/${parent.slug}/`, label: parent.name }, { label: term.name }] : [{ label: term.name }],
        related: [...children, ...siblings].map((n) => ({ href: `/product-category/${n.slug}/`, name: n.name, count: n.count })),
        ...(kind === 'product_cat' && page === 1 ? {
          description: categoryDescription({
            name: term.name, count: term.count, children: children.map((n) => n.name),
            brands: brandChoices.map((b) => b.label), price: built.result.ranges['hsa_price'] ?? null,
          }),
        } : {}),
      };
    });
  };

  app.get('/product-category/:slug/', (c) => termArchive(c, 'product_cat', 'product-category'));
  app.get('/product-category/:slug/page/:page/', (c) => termArchive(c, 'product_cat', 'product-category'));
  app.get('/tag/:slug/', (c) => termArchive(c, 'product_tag', 'tag'));
  app.get('/tag/:slug/page/:page/', (c) => termArchive(c, 'product_tag', 'tag'));
  app.get('/brand/:slug/', (c) => termArchive(c, 'pwb-brand', 'brand'));
  app.get('/brand/:slug/page/:page/', (c) => termArchive(c, 'pwb-brand', 'brand'));
  // WordPress answers a path without the trailing slash with a redirect to the one with it.
  app.get('/:section{product-category|tag|brand|product}/:slug', (c) => c.redirect(`${c.req.path}/${new URL(c.req.url).search}`, 301));

  // Every facet type on one page (the whole shop), for the demo and the tests.
  const demo = (c: Context<Env>) => listing(c, { kind: 'demo', scope: null, base: `/${DEMO_PATH}/`, uri: DEMO_PATH }, () => ({
    name: 'نمایش همه فیلترها',
    metaDescription: `همه کالاهای ${options.siteName} با همه انواع فیلتر: جستجو، دسته‌بندی، برند، کاربرد، رنگ، جنس بدنه، موجودی، تخفیف، امتیاز و قیمت.`,
    trail: [{ label: 'نمایش همه فیلترها' }],
    related: [],
  }));
  app.get(`/${DEMO_PATH}/`, demo);
  app.get(`/${DEMO_PATH}/page/:page/`, demo);

  // The whole shop with 'load more' in place of infinite scroll (a theme's choice; widgets/listing-grid/README.md).
  const loadMore = (c: Context<Env>) => listing(c, archiveOfUri(store.db, LOAD_MORE_PATH)!, () => ({
    name: 'همه کالاها',
    title: `همه کالاها - ${options.siteName}`,
    metaDescription: `همه کالاهای ${options.siteName}، صفحه به صفحه با دکمه «نمایش موارد بیشتر»: ابزار برقی و دستی، انکر، چسب و چرخ صنعتی.`,
    trail: [{ label: 'همه کالاها' }],
    related: [],
  }));
  app.get(`/${LOAD_MORE_PATH}/`, loadMore);
  app.get(`/${LOAD_MORE_PATH}/page/:page/`, loadMore);

  const search = (c: Context<Env>) => listing(c, { kind: 'search', scope: null, base: '/', uri: '' }, (built) => {
    const q = built.state.search;
    // A pasted page of text shown whole filled a phone's first screen twice (the trail and the heading): the words
    // shown stop at 60 characters; the box keeps the whole query, and the search used it all.
    const shown = [...q].length > 60 ? `${[...q].slice(0, 60).join('').trimEnd()}…` : q;
    const heading = q ? `نتایج جستجو برای «${shown}»` : 'جستجو در محصولات';
    return {
      name: heading,
      // Persian digits, as the heading shows them (a query typed with Latin ones)
      title: `${toPersianDigits(heading)} - ${options.siteName}`,
      metaDescription: q ? archiveDescription('search', q, built.result.totalUnfiltered, options.siteName, built.settings.pager.page) : `جستجو در محصولات ${options.siteName}: ابزار برقی و دستی، انکر، چسب و چرخ صنعتی.`,
      trail: [{ label: heading }],
      related: [],
    };
  });

  app.get('/', (c) => {
    if (c.req.query('s') !== undefined) return search(c);
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
        hero: options.theme.hero,
        categories: categories.flatMap((root) => [root, ...root.children.slice(0, 3)]).map((cat) => ({ slug: cat.slug, name: cat.name, count: cat.count, image: `/img/cat/${cat.slug}.svg` })),
        rows: [
          { id: 'sale', title: 'تخفیف‌های ویژه', href: '/?s=&post_type=product', products: onSale },
          { id: 'popular', title: 'پرفروش‌ترین‌ها', href: `/product-category/${categories[0]?.slug ?? ''}/?orderby=popularity`, products: popular },
          { id: 'newest', title: 'جدیدترین ابزارها', href: `/product-category/${categories[0]?.slug ?? ''}/`, products: newest },
        ],
        brands: store.catalogue.terms('pwb-brand').map((b) => ({ slug: b.slug, name: b.name, image: `/img/brand/${b.slug}.svg` })),
        brandCategories: store.catalogue.brandCategories(12).map((bc) => ({ ...bc, image: `/img/brand/${bc.brandSlug}.svg` })),
        tagsOf: tagsOf(store),
      }),
    );
  });
  app.get('/page/:page/', (c) => {
    return c.req.query('s') !== undefined ? search(c) : notFound(c);
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
        // after a refused add (routes/forms.ts): the shopper's choice, kept
        chosen: { quantity: chosenQuantity(c.req.query('quantity')), variation: positiveInt(c.req.query('variation_id')) },
      }),
    );
  });

  // The comparison without JavaScript (the island keeps its own on the device): the list shown last is kept in a
  // cookie, so a card's «+ مقایسه» (`?add=`) adds to it rather than starting anew, and the footer's link shows it.
  const kept = (c: Context<Env>, ids: number[]) => setCookie(c, COMPARE_COOKIE, ids.join(','), { path: '/', sameSite: 'Lax', httpOnly: true, maxAge: 30 * 86400 });
  app.get('/compare/', (c) => {
    const asked = c.req.query('ids');
    const add = positiveInt(c.req.query('add'));
    let ids = parseCompareIds(asked ?? getCookie(c, COMPARE_COOKIE));
    if (c.req.query('add') !== undefined) {
      if (add && store.catalogue.productDetails(add) && !ids.includes(add)) {
        if (ids.length < COMPARE_MAX) ids.push(add);
        else store.sessions.addNotice(c.get('sessionId'), 'error', formatMessage(faIR.compareLimit, { MAX: COMPARE_MAX }));
      }
      kept(c, ids);
      return c.redirect(compareUrl(ids), 303);
    }
    const items = ids.map((id) => store.catalogue.productDetails(id)).filter((d) => d !== null);
    if (asked !== undefined) kept(c, items.map((i) => i.product.id));
    return render(c, store, options, comparePage(options.siteName, items, c.req.query('diff') === '1'));
  });

  app.notFound((c) => notFound(c as Context<Env>));
}
