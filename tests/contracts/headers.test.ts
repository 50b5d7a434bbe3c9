import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import Database from 'libsql';
import { describe, expect, it } from 'vitest';
import { createApp, NODE_MODULES, REPO_ROOT } from '../../demo-pages/server/app';
import { CSP_REPORT_PATH } from '../../demo-pages/server/security';
import { CUTS, cutPath, fontCharacters, fontCut, fontWeights, LATIN, PERSIAN, PERSIAN_CUT, unicodeRange, WEIGHTS, WHOLE_FONT } from '../../demo-pages/server/fonts';
import { formatNumber } from '../../shared/platform/digits';
import { SEARCH_DEMOS } from '../../demo-pages/templates/pages/search-demos';
import { demoApp, fakeDist, Shopper, testStore } from './support';

/**
 * Headers and head: the Content-Security-Policy the islands run under (issue #7), with its report endpoint; no
 * address taken from the Host header; and Lighthouse's server-side findings (issue #6): long immutable caching of
 * hashed build files only, the largest image discoverable early, a meta description on every archive.
 */
const { app, store } = demoApp();
const category = store.catalogue.categories()[0]!;
const tag = store.catalogue.terms('product_tag').find((t) => /[\u0600-\u06FF]/.test(t.slug))!;
const brand = store.catalogue.terms('pwb-brand')[0]!;
const product = store.catalogue.list({ perPage: 100 }).items.find((p) => p.type === 'simple' && p.stockStatus === 'instock' && p.images.length > 1)!;

const pages = ['/', `/product-category/${category.slug}/`, `/product/${product.slug}/`, '/checkout-cart/', '/checkout/', `/compare/?ids=${product.id}`, '/no-such-page/', '/?jquery=1', `/product-category/${category.slug}/?woo=1`];

/** A face's unicode-range as written in theme.css, spaces made single. */
const rangeOf = (face: string) => (/unicode-range:([^;]+);/.exec(face)?.[1] ?? '').replace(/\s+/g, ' ').trim();
/** Whether a face's unicode-range holds a code point. */
const covers = (face: string, cp: number) =>
  rangeOf(face).split(',').some((part) => {
    const [from, to = from] = part.trim().replace(/^U\+/, '').split('-').map((hex) => parseInt(hex!, 16));
    return cp >= from! && cp <= to!;
  });

/** The policy as a map of directive → sources. */
function policy(header: string | null): Map<string, string[]> {
  return new Map((header ?? '').split(';').map((d) => d.trim().split(/\s+/)).filter((d) => d[0]).map(([name, ...sources]) => [name!, sources]));
}

describe('Content-Security-Policy', () => {
  for (const path of pages) {
    it(`${path} runs scripts from this site only: no inline script, no eval`, async () => {
      const response = await new Shopper(app).request(path);
      const csp = policy(response.headers.get('Content-Security-Policy'));
      expect(csp.get('script-src')).toContain("'self'");
      for (const directive of ['script-src', 'style-src', 'default-src']) {
        expect(csp.get(directive), directive).not.toContain("'unsafe-inline'");
        expect(csp.get(directive), directive).not.toContain("'unsafe-eval'");
      }
      expect(csp.has('style-src-attr'), 'no exception for style attributes').toBe(false);
      expect(csp.get('object-src')).toEqual(["'none'"]);
      expect(csp.get('base-uri')).toEqual(["'self'"]);
      expect(csp.get('frame-ancestors')).toEqual(["'self'"]);
      expect(csp.get('report-uri')).toEqual([CSP_REPORT_PATH]);
      expect(response.headers.get('X-Content-Type-Options')).toBe('nosniff');
    });

    it(`${path} has no inline script, event handler attribute or style attribute in its markup`, async () => {
      const { html } = await new Shopper(app).visit(path);
      const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)];
      expect(scripts.length).toBeGreaterThan(0);
      for (const [whole, attributes, body] of scripts) {
        // Data blocks (the page config, island props) are not run, so CSP allows them; anything else is a file.
        const data = /\btype="application\/json"/.test(attributes!);
        expect(data || (/\bsrc="\//.test(attributes!) && body!.trim() === ''), whole.slice(0, 120)).toBe(true);
      }
      expect(html.match(/<[^>]+\son[a-z]+\s*=/gi) ?? []).toEqual([]);
      expect(html.match(/<[^>]+\sstyle\s*=/gi) ?? []).toEqual([]);
      expect(html).not.toMatch(/href="javascript:/i);
    });
  }

  it('is on JSON answers and files too, with nosniff', async () => {
    for (const path of ['/wp-json/', '/static/legacy-theme.js', '/?wc-ajax=get_refreshed_fragments']) {
      const response = await new Shopper(app).request(path);
      expect(response.headers.get('Content-Security-Policy'), path).toContain("script-src 'self'");
      expect(response.headers.get('X-Content-Type-Options'), path).toBe('nosniff');
    }
  });

  it('records violation reports in both formats the browsers send, and lists them only to this machine', async () => {
    const before = store.cspReports.list().length;
    const legacy = await app.request(`http://127.0.0.1${CSP_REPORT_PATH}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/csp-report' },
      body: JSON.stringify({ 'csp-report': { 'document-uri': 'http://127.0.0.1/x', 'effective-directive': 'script-src-elem', 'blocked-uri': 'inline', 'line-number': 3, 'script-sample': 'alert(1)' } }),
    });
    expect(legacy.status).toBe(204);
    const modern = await app.request(`http://127.0.0.1${CSP_REPORT_PATH}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/reports+json' },
      body: JSON.stringify([{ type: 'csp-violation', url: 'http://127.0.0.1/y', body: { documentURL: 'http://127.0.0.1/y', effectiveDirective: 'style-src-attr', blockedURL: 'inline', lineNumber: 9, sample: 'color:red' } }]),
    });
    expect(modern.status).toBe(204);
    const recorded = store.cspReports.list().slice(before);
    expect(recorded.map((r) => [r.documentUri, r.directive, r.sample])).toEqual([
      ['http://127.0.0.1/x', 'script-src-elem', 'alert(1)'],
      ['http://127.0.0.1/y', 'style-src-attr', 'color:red'],
    ]);
    // In-process there is no socket, as for a visitor from elsewhere: the list holds other shoppers' addresses.
    expect((await app.request(`http://127.0.0.1${CSP_REPORT_PATH}`)).status).toBe(404);
    expect((await app.request(`http://127.0.0.1${CSP_REPORT_PATH}`, { method: 'POST', body: 'not json' })).status).toBe(400);
  });
});

describe('the Host header', () => {
  it('is not echoed into the REST index', async () => {
    const response = await app.request('http://evil.example/wp-json/', { headers: { Host: 'evil.example', 'X-Forwarded-Host': 'evil.example' } });
    const text = await response.text();
    expect(text).not.toContain('evil.example');
    expect(JSON.parse(text).url).toBe('http://127.0.0.1:4173');
  });

  it('gives way to the configured site address', async () => {
    const configured = createApp({ db: testStore(undefined, 30).db, distDir: fakeDist(), siteUrl: () => 'https://shop.example' }).app;
    const response = await configured.request('http://evil.example/wp-json/', { headers: { Host: 'evil.example' } });
    expect((await response.json()).url).toBe('https://shop.example');
  });
});

describe('caching of pages', () => {
  it('catalogue pages are asked for again on every visit, never kept by a proxy, and may stay in the back/forward cache', async () => {
    const shopper = new Shopper(app);
    for (const path of ['/', '/product-category/glue/', '/?s=%D8%AF%D8%B1%DB%8C%D9%84&post_type=product']) {
      const response = await shopper.request(path);
      expect(response.headers.get('Cache-Control'), path).toBe('private, no-cache');
    }
  });

  it("the shopper's own pages (cart, checkout, account) are not stored at all (the shop's view of an order too: e2e attribution)", async () => {
    const shopper = new Shopper(app);
    for (const path of ['/checkout-cart/', '/checkout/', '/my-account/']) {
      const response = await shopper.request(path);
      expect(response.headers.get('Cache-Control'), path).toBe('no-store');
    }
  });
});

describe('caching of files (Lighthouse: hashed files without a long immutable cache)', () => {
  // A build of three files: a hashed entry, the manifest, and an unhashed file beside them.
  const dist = mkdtempSync(join(tmpdir(), 'hsa-dist-'));
  mkdirSync(join(dist, '.vite'), { recursive: true });
  mkdirSync(join(dist, 'islands'), { recursive: true });
  writeFileSync(join(dist, 'islands/mini-cart-DqzLrI_g.js'), 'export {};\n');
  writeFileSync(join(dist, 'islands/notes.js'), 'export {};\n');
  writeFileSync(join(dist, '.vite/manifest.json'), JSON.stringify({ 'widgets/mini-cart/index.ts': { file: 'islands/mini-cart-DqzLrI_g.js', name: 'mini-cart', src: 'widgets/mini-cart/index.ts', isEntry: true } }));
  const db = new Database(':memory:');
  const built = createApp({ db, distDir: dist }).app;
  const cacheOf = async (path: string) => {
    const response = await built.request(`http://127.0.0.1${path}`);
    expect(response.status, path).toBe(200);
    return response.headers.get('Cache-Control');
  };

  it('caches a hashed build file for a year, immutable', async () => {
    expect(await cacheOf('/dist/islands/mini-cart-DqzLrI_g.js')).toBe('public, max-age=31536000, immutable');
  });

  it('does not for the manifest or an unhashed file', async () => {
    expect(await cacheOf('/dist/.vite/manifest.json')).not.toContain('immutable');
    expect(await cacheOf('/dist/islands/notes.js')).not.toContain('immutable');
  });

  it('caches the versioned theme files for a year, and not under a stale version', async () => {
    const { html } = await new Shopper(app).visit('/');
    // the style sheet, the logo, the hero's picture, the icon: every file of the theme's a page links has its version
    expect([...html.matchAll(/(?:src|href)="(\/static\/[^"]*)"/g)].map((m) => m[1]!).filter((url) => !/\?v=[a-f0-9]{10}$/.test(url))).toEqual([]);
    for (const name of ['theme.css', 'logo.svg', 'hero.svg', 'favicon.svg']) {
      const url = new RegExp(`"(/static/${name.replace('.', '\\.')}\\?v=[a-f0-9]+)"`).exec(html)?.[1];
      expect(url, name).toBeDefined();
      expect(await cacheOf(url!)).toBe('public, max-age=31536000, immutable');
      expect(await cacheOf(`/static/${name}?v=0000000000`)).not.toContain('immutable');
    }
    // No head script blocks the first paint: what needs JavaScript is hidden by `@media (scripting: none)`.
    expect(html).not.toMatch(/<head>[\s\S]*<script src=[\s\S]*<\/head>/);
    expect(readFileSync(resolve(REPO_ROOT, 'demo-pages/public/theme.css'), 'utf8')).toMatch(/@media \(scripting: none\) \{ \.js-only/);
  });

  it('serves the theme\'s stylesheet minified, its logical properties and every rule kept (Lighthouse: "Minify CSS")', async () => {
    const source = readFileSync(resolve(REPO_ROOT, 'demo-pages/public/theme.css'), 'utf8');
    const response = await new Shopper(app).request('/static/theme.css');
    expect(response.headers.get('Content-Type')).toBe('text/css; charset=utf-8');
    const served = await response.text();
    expect(served.length).toBeLessThan(source.length * 0.85);
    expect(served).not.toMatch(/\/\*|\n\s/);
    for (const kept of ['inset-inline-end:', 'margin-inline-start:', 'padding-block:', '@media (scripting:none)', '.listing-bar{']) expect(served, kept).toContain(kept);
    expect(served).not.toMatch(/(?<![-\w])(margin|padding)-(left|right):/);
    // media queries in the form every phone reads: `(max-width:768px)`, not the range syntax Safari < 16.4 drops
    expect(served).toContain('@media (max-width:768px)');
    expect(served).not.toMatch(/@media[^{]*width\s*[<>]/);
    // its version is the served bytes' own: a change of the minifier's settings is a new URL
    const { html } = await new Shopper(app).visit('/');
    const version = /\/static\/theme\.css\?v=([a-f0-9]+)/.exec(html)?.[1];
    expect(version).toBe(createHash('sha1').update(served).digest('hex').slice(0, 10));
    // The rules of the source (the minifier may merge a few identical neighbours, never drop a block).
    expect(served.split('{').length).toBeGreaterThan(source.replace(/\/\*[\s\S]*?\*\//g, '').split('{').length * 0.95);
  });

  it('serves Vazirmatn whole and in two cuts, immutable: each cut under half the whole font, the Persian one well under the package\'s own Persian file', async () => {
    const sizes: number[] = [];
    for (const path of ['/fonts/vazirmatn-variable.woff2', ...CUTS.map((cut) => cutPath(NODE_MODULES, cut))]) {
      const response = await built.request(`http://127.0.0.1${path}`);
      expect(response.status, path).toBe(200);
      expect(response.headers.get('Content-Type')).toBe('font/woff2');
      expect(response.headers.get('Cache-Control')).toContain('immutable');
      const body = new Uint8Array(await response.arrayBuffer());
      expect(new TextDecoder().decode(body.slice(0, 4)), path).toBe('wOF2');
      sizes.push(body.byteLength);
    }
    for (const size of sizes.slice(1)) expect(size).toBeLessThan(sizes[0]! / 2);
    // the weights the shop does not use are left out: the package's Persian file is 48 KB, the cut about 34
    expect(sizes[1 + CUTS.indexOf(PERSIAN)]).toBeLessThan(readFileSync(resolve(NODE_MODULES, PERSIAN_CUT)).byteLength * 0.8);
    // old names are not served: a cut's name says what it is made of
    for (const old of ['/fonts/vazirmatn-latin-0000000000.woff2', '/fonts/vazirmatn-nl-variable.woff2']) expect((await app.request(`http://127.0.0.1${old}`)).status, old).toBe(404);
  });

  it('keeps the weights the style sheets use, 400 to 800, in both cuts, and every face declares them', async () => {
    for (const cut of CUTS) {
      const file = await fontCut(NODE_MODULES, cut);
      expect(await fontWeights(file), cut.name).toEqual(WEIGHTS);
      // and every character of the file it is cut from that it is meant to keep
      const kept = new Set(await fontCharacters(file));
      const source = await fontCharacters(readFileSync(resolve(NODE_MODULES, cut.source)));
      const meant = cut.ranges ? source.filter((c) => cut.ranges!.some(([from, to = from]) => c >= from && c <= to)) : source;
      expect(meant.filter((c) => !kept.has(c)), cut.name).toEqual([]);
    }
    const css = readFileSync(resolve(REPO_ROOT, 'demo-pages/public/theme.css'), 'utf8');
    const faces = css.match(/@font-face \{[^}]*\}/g) ?? [];
    expect(faces).toHaveLength(3);
    for (const face of faces) expect(face).toContain(`font-weight: ${WEIGHTS.min} ${WEIGHTS.max};`);
    // a weight a style sheet asks for is in the cuts (out of it, it would be drawn at the nearest end)
    const sheets = [css, ...['widgets', 'shared'].flatMap((dir) => readdirSync(resolve(REPO_ROOT, dir), { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.css'))
      .map((file) => readFileSync(resolve(REPO_ROOT, dir, file), 'utf8')))];
    // font-weight, and the weight a `font` shorthand starts with (`font: 700 .9rem/1.4 …`)
    const weights = sheets.flatMap((sheet) => [...sheet.replace(/@font-face \{[^}]*\}/g, '').matchAll(/font-weight:\s*(\w+)|font:\s*(?:(?:italic|normal)\s+)?(\d{3}|bold)\b/g)].map((m) => (m[1] ?? m[2])!));
    expect(weights.length).toBeGreaterThan(20);
    const numeric = (weight: string) => ({ normal: 400, bold: 700 })[weight] ?? Number(weight);
    expect(weights.filter((weight) => !(numeric(weight) >= WEIGHTS.min && numeric(weight) <= WEIGHTS.max))).toEqual([]);
  });

  it('declares each face with the characters its file has, so a character loads the smallest file that has it, and one no file has loads none', async () => {
    const css = readFileSync(resolve(REPO_ROOT, 'demo-pages/public/theme.css'), 'utf8');
    const faceOf = (file: string) => css.match(/@font-face \{[^}]*\}/g)?.find((face) => face.includes(`url('${file}')`)) ?? '';
    const [whole, latin, persian] = ['/fonts/vazirmatn-variable.woff2', cutPath(NODE_MODULES, LATIN), cutPath(NODE_MODULES, PERSIAN)].map(faceOf);
    expect(latin, `theme.css names the Latin cut ${cutPath(NODE_MODULES, LATIN)}`).not.toBe('');
    expect(persian, `theme.css names the Persian cut ${cutPath(NODE_MODULES, PERSIAN)}`).not.toBe('');
    // The later face wins for its range: the whole font first, then Latin, then Persian.
    expect(css.indexOf(whole!)).toBeLessThan(css.indexOf(latin!));
    expect(css.indexOf(latin!)).toBeLessThan(css.indexOf(persian!));
    const file = (path: string) => readFileSync(resolve(NODE_MODULES, path));
    const cut = await fontCharacters(await fontCut(NODE_MODULES, LATIN));
    const inCut = new Set(cut);
    const persianCut = await fontCharacters(await fontCut(NODE_MODULES, PERSIAN));
    const inPersian = new Set(persianCut);
    expect(rangeOf(latin!)).toBe(unicodeRange(cut));
    expect(rangeOf(persian!)).toBe(unicodeRange(persianCut));
    expect(rangeOf(whole!)).toBe(unicodeRange((await fontCharacters(file(WHOLE_FONT))).filter((c) => !inCut.has(c) && !inPersian.has(c))));
    for (const char of 'ابزار دریل ۱۲۳ پیچ\u200cگوشتی') expect(covers(persian!, char.codePointAt(0)!), char).toBe(true);
    for (const char of 'Ab9') expect(covers(persian!, char.codePointAt(0)!), char).toBe(false);
    for (const char of 'AC-6400 Bosch 9€ ©…') expect(covers(latin!, char.codePointAt(0)!), char).toBe(true);
    // the isolates live search wraps breadcrumbs in, and a star: in no face, so no font file is fetched for them
    for (const char of '\u2066\u2069★') expect([whole, latin, persian].some((face) => covers(face!, char.codePointAt(0)!)), char).toBe(false);
  });

  it('draws every character a page shows in Vazirmatn: none falls to a system font (a box on a phone that has none)', async () => {
    const faces = readFileSync(resolve(REPO_ROOT, 'demo-pages/public/theme.css'), 'utf8').match(/@font-face \{[^}]*\}/g) ?? [];
    expect(faces).toHaveLength(3);
    // spaces, line breaks and the invisible direction marks and isolates draw nothing
    const invisible = /[\s\u200e\u200f\u2066-\u2069]/u;
    const entity = (text: string) =>
      text.replace(/&#x([0-9a-f]+);/gi, (_, hex: string) => String.fromCodePoint(parseInt(hex, 16))).replace(/&#(\d+);/g, (_, dec: string) => String.fromCodePoint(Number(dec)))
        .replace(/&quot;/g, '"').replace(/&#39;|&apos;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&nbsp;/g, '\u00a0').replace(/&amp;/g, '&');
    const paths = [...pages, ...SEARCH_DEMOS.map((demo) => `/search-demos/${demo.slug}/`), '/my-account/', `/product-category/${category.slug}/?orderby=price`];
    const missing = new Map<string, string>();
    const seen = new Set<string>();
    for (const path of paths) {
      const { html } = await new Shopper(app).visit(path);
      const body = html.replace(/<(script|style|svg)\b[\s\S]*?<\/\1>/g, '');
      // the text, and what attributes put on screen (a placeholder, a button's value, an image's alt when it cannot load)
      const shown = [body.replace(/<[^>]*>/g, ' '), ...[...body.matchAll(/\s(?:placeholder|alt|value|title)="([^"]*)"/g)].map((m) => m[1]!)].map(entity).join(' ');
      for (const char of shown) {
        if (seen.has(char) || invisible.test(char)) continue;
        seen.add(char);
        if (!faces.some((face) => covers(face, char.codePointAt(0)!))) missing.set(char, `U+${char.codePointAt(0)!.toString(16).toUpperCase()} on ${decodeURIComponent(path)}`);
      }
    }
    expect([...missing.values()]).toEqual([]);
  }, 30_000);
});

describe('the largest image is discoverable early (Lighthouse: LCP request discovery)', () => {
  const firstImage = (html: string, listClass: string) => new RegExp(`<ul class="${listClass}[^"]*"[^>]*>[\\s\\S]*?(<img [^>]*>)`).exec(html)?.[1] ?? '';

  for (const path of [`/product-category/${category.slug}/`, `/tag/${encodeURIComponent(tag.slug)}/`, `/brand/${brand.slug}/`, `/?s=${encodeURIComponent('دریل')}&post_type=product`]) {
    it(`${decodeURIComponent(path)}: the first card’s image is in the HTML, high priority and not lazy; the rest wait`, async () => {
      const { html } = await new Shopper(app).visit(path);
      const first = firstImage(html, 'products product-grid');
      expect(first).toContain('fetchpriority="high"');
      expect(first).not.toContain('loading="lazy"');
      expect(html.match(/fetchpriority="high"/g)).toHaveLength(1);
    });
  }

  it('the product page’s first picture is high priority and not lazy', async () => {
    const { html } = await new Shopper(app).visit(`/product/${product.slug}/`);
    const first = firstImage(html, 'product-gallery__slides');
    expect(first).toContain('fetchpriority="high"');
    expect(first).not.toContain('loading="lazy"');
    expect(html.match(/fetchpriority="high"/g)).toHaveLength(1);
  });
});

describe('meta description on archives (Lighthouse SEO)', () => {
  const description = (html: string) => /<meta name="description" content="([^"]+)">/.exec(html)?.[1];
  const cases: Array<[string, string]> = [
    [`/product-category/${category.slug}/`, category.name],
    [`/product-category/${category.slug}/page/2/`, category.name],
    [`/tag/${encodeURIComponent(tag.slug)}/`, tag.name],
    [`/brand/${brand.slug}/`, brand.name],
    [`/?s=${encodeURIComponent('دریل')}&post_type=product`, 'دریل'],
  ];
  for (const [path, name] of cases) {
    it(`${decodeURIComponent(path)} has a Persian one naming «${name}», with Persian digits`, async () => {
      const text = description((await new Shopper(app).visit(path)).html);
      expect(text).toBeDefined();
      expect(text).toContain(name.replace(/[0-9]/g, (d) => String.fromCharCode(0x06f0 + Number(d))));
      expect(text).toMatch(/[\u0600-\u06FF]{3}/);
      expect(text).not.toMatch(/[0-9]/);
      expect(text!.length).toBeGreaterThan(50);
    });
  }

  it('page 2 of a listing does not repeat page 1’s description', async () => {
    const one = description((await new Shopper(app).visit(`/product-category/${category.slug}/`)).html);
    const two = description((await new Shopper(app).visit(`/product-category/${category.slug}/page/2/`)).html);
    expect(two).not.toBe(one);
    expect(two).toContain('صفحه ۲');
  });

  it('prints a category description only from the catalogue\'s own data (issue #8: with بیشتر بخوانید), and none on page 2', async () => {
    const html = (await new Shopper(app).visit(`/product-category/${category.slug}/`)).html;
    const text = /<div class="term-description__text"[^>]*>(.*?)<\/div>/s.exec(html)?.[1] ?? '';
    expect(text).toContain(category.name);
    expect(text).toContain(formatNumber(category.count));
    expect(html).toContain('بیشتر بخوانید');
    expect((await new Shopper(app).visit(`/product-category/${category.slug}/page/2/`)).html).not.toContain('class="term-description"');
  });
});
