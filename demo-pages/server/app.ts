import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Hono } from 'hono';
import { compress } from 'hono/compress';
import { getCookie, setCookie } from 'hono/cookie';
import type Database from 'libsql';
import { Assets } from './assets';
import type { Env } from './http';
import { formRoutes } from './routes/forms';
import { pageRoutes } from './routes/pages';
import { restRoutes } from './routes/rest';
import { staticRoutes, themeCssUrl } from './routes/static';
import { wcAjaxRoutes } from './routes/wc-ajax';
import { SESSION_COOKIE } from './session';
import type { ServerOptions } from './site-context';
import { Store } from './store';

/**
 * The demo store: a Hono app that plays the WordPress + WooCommerce site. `createApp` is also what the contract
 * tests call (through `app.request`), so they check the same routes the browser uses.
 */
const STATIC_PATH = /^\/(dist|static|fonts|img)\//;

export const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));

export interface AppOptions {
  db: InstanceType<typeof Database>;
  /** The Vite build; default `dist/` in the repository. */
  distDir?: string;
  siteName?: string;
}

export function createApp(options: AppOptions): { app: Hono<Env>; store: Store } {
  const store = new Store(options.db);
  const distDir = resolve(options.distDir ?? resolve(REPO_ROOT, 'dist'));
  const publicDir = resolve(REPO_ROOT, 'demo-pages/public');
  const serverOptions: ServerOptions = {
    siteName: options.siteName ?? 'ابزارآلات هسا',
    assets: new Assets(distDir),
    themeCssUrl: themeCssUrl(publicDir),
  };

  const app = new Hono<Env>();
  // Server-Timing on every answer: the browser benchmark takes the server's time out of what it measures.
  app.use('*', async (c, next) => {
    const started = performance.now();
    await next();
    c.header('Server-Timing', `app;dur=${(performance.now() - started).toFixed(1)}`);
  });
  app.use('*', compress());
  app.use('*', async (c, next) => {
    // Files carry no session: no database write for every script, font and picture a page pulls in.
    if (STATIC_PATH.test(c.req.path)) return next();
    const session = store.sessions.resolve(getCookie(c, SESSION_COOKIE));
    if (session.created) setCookie(c, SESSION_COOKIE, session.id, { path: '/', httpOnly: true, sameSite: 'Lax', maxAge: 60 * 60 * 24 * 30 });
    c.set('sessionId', session.id);
    await next();
    // Pages carry a session's cart and nonce: never cached by a proxy.
    if (c.res.headers.get('Content-Type')?.startsWith('text/html')) c.header('Cache-Control', 'no-store');
  });

  staticRoutes(app, { dist: distDir, publicDir, nodeModules: resolve(REPO_ROOT, 'node_modules') }, store);
  restRoutes(app, store);
  wcAjaxRoutes(app, store);
  formRoutes(app, store, serverOptions);
  pageRoutes(app, store, serverOptions);
  return { app, store };
}
