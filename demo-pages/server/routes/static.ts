import { createHash } from 'node:crypto';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { extname, resolve, sep } from 'node:path';
import type { Hono } from 'hono';
import type { Env } from '../http';
import type { Store } from '../store';
import { brandLogoSvg, categoryImageSvg, productImageSvg } from '../../db/product-image';

/**
 * Static files, all from this machine (no other host): the build, the theme's CSS and images, Vazirmatn from the
 * `vazirmatn` package, jQuery from the `jquery` package, and the generated product pictures.
 */
const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.woff2': 'font/woff2',
  '.json': 'application/json; charset=utf-8',
  '.png': 'image/png',
};

export interface StaticDirs {
  dist: string;
  publicDir: string;
  nodeModules: string;
}

function sendFile(file: string, immutable: boolean): Response {
  const body = readFileSync(file);
  const etag = `"${createHash('sha1').update(body).digest('base64url').slice(0, 16)}"`;
  return new Response(body, {
    headers: {
      'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream',
      'Cache-Control': immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=300',
      ETag: etag,
    },
  });
}

/** Resolves `relative` inside `dir`, refusing anything that climbs out. */
function inside(dir: string, relative: string): string | null {
  const file = resolve(dir, relative.replace(/^\/+/, ''));
  if (!file.startsWith(dir + sep)) return null;
  return existsSync(file) && statSync(file).isFile() ? file : null;
}

/** A content hash of the theme's stylesheet, so the page can link it with a cache-busting query. */
export function themeCssUrl(publicDir: string): string {
  const body = readFileSync(resolve(publicDir, 'theme.css'));
  return `/static/theme.css?v=${createHash('sha1').update(body).digest('hex').slice(0, 10)}`;
}

export function staticRoutes(app: Hono<Env>, dirs: StaticDirs, store: Store): void {
  app.get('/dist/*', (c) => {
    const file = inside(dirs.dist, decodeURIComponent(c.req.path.slice('/dist/'.length)));
    return file ? sendFile(file, /-[\w-]{8}\.\w+$/.test(file)) : c.notFound();
  });
  app.get('/static/vendor/jquery.min.js', () => sendFile(resolve(dirs.nodeModules, 'jquery/dist/jquery.min.js'), false));
  app.get('/static/*', (c) => {
    const file = inside(dirs.publicDir, decodeURIComponent(c.req.path.slice('/static/'.length)));
    return file ? sendFile(file, false) : c.notFound();
  });
  app.get('/fonts/vazirmatn-variable.woff2', () =>
    sendFile(resolve(dirs.nodeModules, 'vazirmatn/fonts/webfonts/Vazirmatn[wght].woff2'), true),
  );

  const svg = (body: string) =>
    new Response(body, { headers: { 'Content-Type': 'image/svg+xml', 'Cache-Control': 'public, max-age=86400' } });
  app.get('/img/p/:file', (c) => {
    const match = /^(\d+)-(\d)\.svg$/.exec(c.req.param('file'));
    const product = match ? store.catalogue.productById(Number(match[1])) : null;
    const index = match ? Number(match[2]) : 0;
    if (!product || index < 1 || index > product.imageCount) return c.notFound();
    return svg(productImageSvg(product, index));
  });
  app.get('/img/cat/:file', (c) => {
    const term = store.catalogue.term('product_cat', c.req.param('file').replace(/\.svg$/, ''));
    return term ? svg(categoryImageSvg(term)) : c.notFound();
  });
  app.get('/img/brand/:file', (c) => {
    const term = store.catalogue.term('pwb-brand', c.req.param('file').replace(/\.svg$/, ''));
    return term ? svg(brandLogoSvg(term)) : c.notFound();
  });
}
