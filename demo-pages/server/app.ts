import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Hono } from 'hono';
import { compress } from 'hono/compress';
import { getCookie, setCookie } from 'hono/cookie';
import { HTTPException } from 'hono/http-exception';
import type Database from 'libsql';
import { Assets, type BuildMode } from './assets';
import type { Env } from './http';
import { facetwpRoutes } from './routes/facetwp';
import { formRoutes } from './routes/forms';
import { loginRoutes } from './routes/login';
import { accountRoutes } from './routes/account';
import { geoRoutes } from './routes/geo';
import { pageRoutes } from './routes/pages';
import { restRoutes } from './routes/rest';
import { cutPath, LATIN, PERSIAN } from './fonts';
import { staticRoutes, themeFiles } from './routes/static';
import { wcAjaxRoutes } from './routes/wc-ajax';
import { devSearchRoutes } from './routes/dev-search';
import { searchDemoRoutes } from './routes/search-demos';
import { landingRoutes } from './routes/landing';
import { compareRoutes } from './routes/compare';
import { cspReportRoutes, CSP_REPORT_PATH, requestBodyLimit, securityHeaders } from './security';
import { SESSION_COOKIE } from './session';
import { setCartCookies } from './cart/cart-cookies';
import type { ServerOptions } from './site-context';
import { Store } from './store';
import { SERVER_ERROR_PAGE, SERVER_ERROR_TITLE } from '../templates/pages/server-error';

/** The shopper's own pages, and the shop's view of an order: never stored, not even for Back (WooCommerce's nocache_headers() on them). */
export const PRIVATE_PAGE = /^\/(checkout-cart|checkout|my-account|demo-admin)(\/|$)/;

/**
 * The demo store: a Hono app that plays the WordPress + WooCommerce site. `createApp` is also what the contract
 * tests call (through `app.request`), so they check the same routes the browser uses.
 */
const STATIC_PATH = /^\/(dist|static|fonts|img)\//;

export const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));
/** The repository's installed packages (the fonts, jQuery and the Latin cut's sources are served from them). */
export const NODE_MODULES = resolve(REPO_ROOT, 'node_modules');

export interface AppOptions {
  db: InstanceType<typeof Database>;
  /** The Vite build; default `dist/` in the repository. */
  distDir?: string;
  siteName?: string;
  /**
   * The site's address for the absolute URLs it prints (the REST index), never taken from the request's Host
   * header, which anyone can set. A function when it is known only once the server listens (PORT=0).
   * @defaultValue 'http://127.0.0.1:4173'
   */
  siteUrl?: string | (() => string);
  /**
   * Development mode (HSA_DEV=1; the end-to-end tests turn it on, `npm start` does not): routes that show what a
   * real site keeps private, such as the demo SMS gateway's outbox, exist only here. Register them with
   * `if (options.dev)`, never unconditionally.
   */
  dev?: boolean;
  /**
   * The build pages print (HSA_BUILD): `site`, the site bundle (one file for every island), or `islands`, an entry
   * per island. A request may ask for the other with `?build=islands`.
   * @defaultValue 'site'
   */
  build?: BuildMode;
}

export function createApp(options: AppOptions): { app: Hono<Env>; store: Store } {
  const store = new Store(options.db);
  const distDir = resolve(options.distDir ?? resolve(REPO_ROOT, 'dist'));
  const publicDir = resolve(REPO_ROOT, 'demo-pages/public');
  const serverOptions: ServerOptions = {
    siteName: options.siteName ?? 'ابزارآلات هسا',
    assets: new Assets(distDir, '/dist/', options.build),
    theme: themeFiles(publicDir),
    fontPreloads: [cutPath(NODE_MODULES, PERSIAN), cutPath(NODE_MODULES, LATIN)],
  };

  const siteUrl = options.siteUrl ?? 'http://127.0.0.1:4173';

  const app = new Hono<Env>();
  // Server-Timing on every answer: the browser benchmark takes the server's time out of what it measures.
  app.use('*', async (c, next) => {
    const started = performance.now();
    await next();
    c.header('Server-Timing', `app;dur=${(performance.now() - started).toFixed(1)}`);
  });
  app.use('*', securityHeaders());
  app.use('*', requestBodyLimit());
  app.use('*', compress());
  app.use('*', async (c, next) => {
    // Files and violation reports carry no session: no database work for every script, font and picture.
    if (STATIC_PATH.test(c.req.path) || c.req.path === CSP_REPORT_PATH) return next();
    const session = store.sessions.resolve(getCookie(c, SESSION_COOKIE));
    if (session.created) setCookie(c, SESSION_COOKIE, session.id, { path: '/', httpOnly: true, sameSite: 'Lax', maxAge: 60 * 60 * 24 * 30 });
    c.set('sessionId', session.id);
    await next();
    // c.get: a login gives the shopper a new session id on the way (routes/login.ts).
    setCartCookies(c, store, c.get('sessionId'));
    // Pages carry a session's cart and nonce: never kept by a proxy, and asked for again on every visit. The
    // shopper's own pages (cart, checkout, orders, account) are not stored at all, as WooCommerce's nocache_headers()
    // has it; the others may stay in the browser's back/forward cache, so Back shows the listing as it was left (the
    // islands ask the server for the cart again on such a return, `pageshow` with `persisted`, and when Back shows
    // the page's HTML from the HTTP cache, a `back_forward` navigation: cart-follow.ts).
    if (c.res.headers.get('Content-Type')?.startsWith('text/html')) c.header('Cache-Control', PRIVATE_PAGE.test(c.req.path) ? 'no-store' : 'private, no-cache');
  });

  // A malformed percent-escape in a path or query (`/dist/%E0%A4%A`) is the client's mistake: 400, not 500.
  app.onError((error, c) => {
    if (error instanceof HTTPException) return error.getResponse();
    if (error instanceof URIError) return c.text('نشانی درخواست نامعتبر است.', 400);
    console.error(error);
    // WordPress's REST and WooCommerce's wc-ajax answer JSON; a page, a page of the theme's.
    if (c.req.path.startsWith('/wp-json/') || c.req.query('wc-ajax') !== undefined) {
      return c.json({ code: 'hsa_internal_error', message: SERVER_ERROR_TITLE, data: { status: 500 } }, 500);
    }
    return c.html(SERVER_ERROR_PAGE, 500);
  });

  cspReportRoutes(app, store.cspReports);
  staticRoutes(app, { dist: distDir, publicDir, nodeModules: NODE_MODULES }, store, serverOptions.assets);
  const siteUrlOf = typeof siteUrl === 'function' ? siteUrl : () => siteUrl;
  const login = loginRoutes(app, store, { dev: options.dev, siteUrl: siteUrlOf, siteName: serverOptions.siteName });
  accountRoutes(app, store, login, serverOptions, siteUrlOf); // /my-account/: the login without JavaScript
  geoRoutes(app, store);
  facetwpRoutes(app, store); // before restRoutes, whose /wp-json/* catch-all answers 404
  landingRoutes(app, store, serverOptions); // the landing page and the lazy tab endpoint (before restRoutes)
  compareRoutes(app, store); // before restRoutes, whose /wp-json/* catch-all answers 404
  restRoutes(app, store, typeof siteUrl === 'function' ? siteUrl : () => siteUrl);
  wcAjaxRoutes(app, store);
  formRoutes(app, store, serverOptions);
  searchDemoRoutes(app, store, serverOptions);
  if (options.dev) devSearchRoutes(app, store, serverOptions);
  pageRoutes(app, store, serverOptions);
  return { app, store };
}
