import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'libsql';
import { createApp } from '../../demo-pages/server/app';
import { reseed } from '../../demo-pages/db/open';
import { islandEntries } from '../../vite.config';

/**
 * The demo store in-process for contract tests: a small seeded catalogue in a temporary SQLite file, a manifest
 * that names every island (so no build is needed), and a shopper with a cookie jar.
 */
export function fakeDist(): string {
  const dir = mkdtempSync(join(tmpdir(), 'hsa-dist-'));
  mkdirSync(join(dir, '.vite'), { recursive: true });
  const manifest = Object.fromEntries(
    Object.keys(islandEntries()).map((name) => [`widgets/${name}/index.ts`, { file: `islands/${name}-test.js`, name, src: `widgets/${name}/index.ts`, isEntry: true }]),
  );
  writeFileSync(join(dir, '.vite/manifest.json'), JSON.stringify(manifest));
  return dir;
}

export function testStore(file = join(mkdtempSync(join(tmpdir(), 'hsa-db-')), 'store.db'), products = 300) {
  const db = new Database(file);
  reseed(db, { products, seed: 11 });
  return { db, file };
}

export function demoApp(options: { file?: string; products?: number; reseed?: boolean } = {}) {
  const db = options.file && options.reseed === false ? new Database(options.file) : testStore(options.file, options.products).db;
  return { ...createApp({ db, distDir: fakeDist() }), db };
}

export type App = ReturnType<typeof demoApp>['app'];

/** A shopper: keeps the session cookie, reads the nonce from the page config. */
export class Shopper {
  private cookies = new Map<string, string>();
  nonce = '';

  constructor(private readonly app: App) {}

  /** A cookie the server set (the session id, say). */
  cookie(name: string): string | undefined {
    return this.cookies.get(name);
  }

  async request(path: string, init: RequestInit & { form?: Record<string, string>; json?: unknown } = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    if (this.cookies.size) headers.set('Cookie', [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; '));
    let body = init.body;
    if (init.form) {
      headers.set('Content-Type', 'application/x-www-form-urlencoded');
      body = new URLSearchParams(init.form).toString();
    } else if (init.json !== undefined) {
      headers.set('Content-Type', 'application/json');
      body = JSON.stringify(init.json);
    }
    const response = await this.app.request(`http://127.0.0.1${path}`, { ...init, headers, body });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair] = cookie.split(';');
      const [name, ...value] = pair!.split('=');
      this.cookies.set(name!.trim(), value.join('='));
    }
    return response;
  }

  /** Opens a page like a browser: keeps the session and the nonce the page config carries. */
  async visit(path: string): Promise<{ status: number; html: string }> {
    const response = await this.request(path);
    const html = await response.text();
    const config = /<script type="application\/json" id="hsa-config">(.*?)<\/script>/s.exec(html);
    if (config) this.nonce = JSON.parse(config[1]!).rest.nonce;
    return { status: response.status, html };
  }

  cart(body: unknown, nonce: string | null = this.nonce): Promise<Response> {
    return this.request('/wp-json/hsa-cart/v1/cart', { method: 'POST', json: body, headers: nonce === null ? {} : { 'X-WP-Nonce': nonce } });
  }

  addToCart(productId: number | string, quantity?: number): Promise<Response> {
    return this.request('/?wc-ajax=add_to_cart', {
      method: 'POST',
      form: { product_id: String(productId), ...(quantity !== undefined ? { quantity: String(quantity) } : {}) },
    });
  }
}
