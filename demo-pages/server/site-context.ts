import { createHash } from 'node:crypto';
import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import { miniCartBody } from '../templates/mini-cart-body';
import { wooMiniCartBody } from '../templates/woo-markup';
import { SITE_ISLANDS } from '../templates/layout';
import type { FlashNotice, NavCategory, SiteContext, ThemeFiles } from '../templates/site-context';
import type { Assets } from './assets';
import type { Store } from './store';
import type { CartLine } from './cart/cart-service';
import { sessionAccount } from './login/login-service';
import { toPersianDigits } from '../../shared/platform/digits';
import { faIR } from '../../shared/platform/messages';

/** The store notice of this demo (a real site edits it in WooCommerce's customizer). */
export const STORE_NOTICE = {
  id: 'a7c3e1',
  text: 'ارسال رایگان برای سفارش‌های بالای ۵ میلیون تومان — تا پایان آذر',
};

export interface ServerOptions {
  siteName: string;
  assets: Assets;
  theme: ThemeFiles;
  /** The fonts every page needs in its first layout (templates/site-context.ts). */
  fontPreloads: readonly string[];
}

export interface RequestState {
  sessionId: string;
}

/** The brands printed under each sub-category in the category bar (the mega menu shows them beside it). */
export const NAV_BRANDS_PER_CATEGORY = 4;

export function navCategories(store: Store): NavCategory[] {
  const brands = store.catalogue.topBrandsByCategory(NAV_BRANDS_PER_CATEGORY);
  return store.catalogue.categories().map((cat) => ({
    slug: cat.slug,
    name: cat.name,
    children: cat.children.map((child) => ({ slug: child.slug, name: child.name, brands: brands.get(child.slug) ?? [] })),
  }));
}

export function buildSiteContext(
  c: Context,
  store: Store,
  options: ServerOptions,
  page: { islands?: string[]; isCart?: boolean; isCheckout?: boolean; extraNotices?: FlashNotice[] },
): SiteContext {
  const sessionId = c.get('sessionId') as string;
  const url = new URL(c.req.url);
  const woo = url.searchParams.get('woo') === '1';
  const jquery = woo || url.searchParams.get('jquery') === '1';
  const dismissed = getCookie(c, `store_notice${STORE_NOTICE.id}`) === 'hidden';
  const lines = store.cart.lines(sessionId);
  const islands = [...new Set([...SITE_ISLANDS, ...(page.islands ?? [])])];
  return {
    siteName: options.siteName,
    path: url.pathname + url.search,
    nonce: store.sessions.nonce(sessionId),
    city: getCookie(c, 'gk_city')?.trim().slice(0, 60) || null,
    login: { nonce: store.sessions.nonce(sessionId, 'hsa_login'), account: sessionAccount(store.db, sessionId) },
    cart: {
      count: lines.reduce((sum, l) => sum + l.quantity, 0),
      bodyHtml: miniCartBody(lines, lines.reduce((sum, l) => sum + l.lineTotal, 0)),
    },
    categories: navCategories(store),
    notices: [
      // Like WooCommerce, a success notice after an add carries a link to the cart (not on the cart page itself).
      ...store.sessions.takeNotices(sessionId).map((n) => ({
        ...n,
        message: toPersianDigits(n.message),
        ...(n.kind === 'success' && !n.link && !page.isCart ? { link: { href: '/checkout-cart/', text: faIR.viewCart } } : {}),
      })),
      ...(page.extraNotices ?? []),
    ],
    storeNotice: dismissed ? null : STORE_NOTICE,
    comingSoonBanner: !store.sessions.bannerDismissed(sessionId),
    jquery,
    woo: woo ? wooVariant(store, sessionId, lines) : undefined,
    isCart: page.isCart ?? false,
    isCheckout: page.isCheckout ?? false,
    // The site bundle, or with `?build=islands` an entry per island (the build a theme taking islands one by one prints).
    assets: options.assets.tags(islands, [], url.searchParams.get('build') === 'islands' ? 'islands' : undefined),
    islands,
    theme: options.theme,
    fontPreloads: options.fontPreloads,
  };
}

/** The `?woo=1` variant's loop (simple products a shopper can add one of) and WooCommerce's own cart widget body. */
function wooVariant(store: Store, sessionId: string, lines: CartLine[]): NonNullable<SiteContext['woo']> {
  const products = store.catalogue
    .list({ perPage: 60 })
    .items.filter((p) => p.type === 'simple' && p.stockStatus === 'instock' && p.minQty <= 1 && !p.soldIndividually && (p.maxQty <= 0 || p.maxQty > 5))
    .slice(0, 4)
    .map((p) => ({ id: p.id, slug: p.slug, title: p.title, sku: p.sku, price: p.price }));
  const subtotal = lines.reduce((sum, l) => sum + l.lineTotal, 0);
  return {
    products,
    cartBody: wooMiniCartBody(lines, subtotal, store.sessions.nonce(sessionId, 'woocommerce-cart')),
    // WooCommerce names its storage keys after md5(blog id, site URL, template): one pair per site.
    storageSuffix: createHash('md5').update('1_http://127.0.0.1_hsa').digest('hex'),
  };
}
