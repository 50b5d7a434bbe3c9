import { createHash } from 'node:crypto';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { extname, resolve, sep } from 'node:path';
import type { Context, Hono } from 'hono';
import { transform } from 'lightningcss';
import type { Assets } from '../assets';
import type { Env } from '../http';
import type { Store } from '../store';
import { brandLogoSvg, categoryImageSvg, productImageSvg } from '../../db/product-image';
import { CUTS, cutPath, fontCut } from '../fonts';
import type { ThemeFiles } from '../../templates/site-context';

/**
 * Static files, all from this machine (no other host): the build, the theme's CSS and images, Vazirmatn from the
 * `vazirmatn` package (and its Latin cut, made from it: ../fonts.ts), jQuery from the `jquery` package, and the
 * generated product pictures.
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
  return sendBody(readFileSync(file), extname(file), immutable);
}

/**
 * The browsers the theme's stylesheets are written down for (Lightning CSS's encoding: major << 16). Without targets
 * Lightning CSS writes the shortest modern form, `@media (width<=768px)`, which Safari before 16.4 and Chrome before
 * 104 drop whole: phones there got the desktop layout. Logical properties need nothing lowered for these.
 */
const CSS_TARGETS = { safari: 15 << 16, ios_saf: 15 << 16, chrome: 100 << 16, firefox: 100 << 16 };

/**
 * A theme file as it is served: a stylesheet minified, as a theme's build would (comments and spaces gone), once per
 * content; the source itself should that fail (never a broken sheet, never an error page for it). Its version
 * (`?v=`) is the hash of these bytes, so a change of the minifier's settings is a new URL too.
 */
const minified = new Map<string, { source: string; body: Buffer<ArrayBuffer> }>();
function servedStatic(file: string): Buffer<ArrayBuffer> {
  const body = readFileSync(file);
  if (extname(file) !== '.css') return body;
  const source = contentVersion(body);
  const known = minified.get(file);
  if (known?.source === source) return known.body;
  let out = body;
  try {
    out = Buffer.from(transform({ filename: file, code: body, minify: true, targets: CSS_TARGETS }).code) as Buffer<ArrayBuffer>;
  } catch (error) {
    console.warn(`theme CSS served as written: ${file} did not minify (${(error as Error).message})`);
  }
  minified.set(file, { source, body: out });
  return out;
}

function sendBody(body: Buffer<ArrayBuffer>, extension: string, immutable: boolean): Response {
  const etag = `"${createHash('sha1').update(body).digest('base64url').slice(0, 16)}"`;
  return new Response(body, {
    headers: {
      'Content-Type': TYPES[extension] ?? 'application/octet-stream',
      'Cache-Control': immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=300',
      ETag: etag,
    },
  });
}

/** The file part of a static path, percent-decoded; null when an escape is malformed (`%E0%A4%A`). */
function filePart(c: Context, prefix: string): string | null {
  try {
    return decodeURIComponent(c.req.path.slice(prefix.length));
  } catch {
    return null;
  }
}

const BAD_PATH = 'نشانی پرونده نامعتبر است.';

/** Resolves `relative` inside `dir`, refusing anything that climbs out. */
function inside(dir: string, relative: string): string | null {
  const file = resolve(dir, relative.replace(/^\/+/, ''));
  if (!file.startsWith(dir + sep)) return null;
  return existsSync(file) && statSync(file).isFile() ? file : null;
}

function contentVersion(body: Buffer): string {
  return createHash('sha1').update(body).digest('hex').slice(0, 10);
}

/** A content hash of a file in the theme's folder, so the page can link it with a cache-busting query. */
export function versionedStaticUrl(publicDir: string, name: string): string {
  return `/static/${name}?v=${contentVersion(servedStatic(resolve(publicDir, name)))}`;
}

/** The theme's own files the pages link, each with its content version: cached for a year, and a new one at a change. */
export function themeFiles(publicDir: string): ThemeFiles {
  const url = (name: string) => versionedStaticUrl(publicDir, name);
  return { css: url('theme.css'), logo: url('logo.svg'), hero: url('hero.svg'), favicon: url('favicon.svg') };
}

export function staticRoutes(app: Hono<Env>, dirs: StaticDirs, store: Store, assets: Pick<Assets, 'isHashed'>): void {
  app.get('/dist/*', (c) => {
    const relative = filePart(c, '/dist/');
    if (relative === null) return c.text(BAD_PATH, 400);
    const file = inside(dirs.dist, relative);
    // Cached for a year only under a name that changes with the content: the build's hashed files, never the
    // manifest or a file someone put beside them.
    return file ? sendFile(file, assets.isHashed(relative)) : c.notFound();
  });
  app.get('/static/vendor/jquery.min.js', () => sendFile(resolve(dirs.nodeModules, 'jquery/dist/jquery.min.js'), false));
  app.get('/static/*', (c) => {
    const relative = filePart(c, '/static/');
    if (relative === null) return c.text(BAD_PATH, 400);
    const file = inside(dirs.publicDir, relative);
    if (!file) return c.notFound();
    // A `?v=` that matches the content is the page's versioned link (theme.css): as immutable as a hashed name.
    const body = servedStatic(file);
    return sendBody(body, extname(file), c.req.query('v') === contentVersion(body));
  });
  app.get('/fonts/vazirmatn-variable.woff2', () =>
    sendFile(resolve(dirs.nodeModules, 'vazirmatn/fonts/webfonts/Vazirmatn[wght].woff2'), true),
  );
  for (const cut of CUTS) app.get(cutPath(dirs.nodeModules, cut), async () => sendBody(await fontCut(dirs.nodeModules, cut), '.woff2', true));

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
