import { randomBytes } from 'node:crypto';
import { closeSync, mkdtempSync, openSync, readdirSync, rmSync, statSync, writeFileSync, writeSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { residentBytes, runSeed, startStore, startStoreExpectingExit, type ServerProcess } from './server-process';
import { testStore } from './support';

/**
 * The demo store as real processes (issue #7): two servers on one database file lose no add; a 200 MB upload
 * over a real socket leaves the server's memory where it was; a damaged database file stops the start with one
 * line that says what to do, and `npm run seed` then rebuilds it.
 */
const dir = mkdtempSync(join(tmpdir(), 'hsa-processes-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A seeded store file, closed (so its pages are all in the main file), and a product with no stock limit or max. */
function seededFile(name: string) {
  const { db, file } = testStore(join(dir, name), 300);
  const product = db
    .prepare("SELECT id FROM products WHERE type = 'simple' AND stock_status = 'instock' AND stock_qty IS NULL AND max_qty = 0 AND min_qty <= 1 AND sold_individually = 0 LIMIT 1")
    .get() as { id: number };
  db.close();
  return { file, productId: Number(product.id) };
}

describe('two server processes on one database', () => {
  let a: ServerProcess;
  let b: ServerProcess;
  let productId = 0;

  beforeAll(async () => {
    const seeded = seededFile('shared.db');
    productId = seeded.productId;
    a = await startStore(seeded.file);
    b = await startStore(seeded.file);
  }, 120_000);
  afterAll(async () => {
    await a?.stop();
    await b?.stop();
  });

  it('100 concurrent adds split across both, with one session cookie, raise the count by exactly 100', async () => {
    const page = await fetch(`${a.url}/`);
    const cookie = page.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
    const nonce = /"nonce":"([a-f0-9]+)"/.exec(await page.text())![1]!;
    const count = async (server: ServerProcess) => {
      const response = await fetch(`${server.url}/wp-json/hsa-cart/v1/cart`, { method: 'POST', headers: { Cookie: cookie, 'X-WP-Nonce': nonce, 'Content-Type': 'application/json' }, body: '{"action":"refresh"}' });
      expect(response.status).toBe(200);
      return ((await response.json()) as { count: number }).count;
    };
    const add = async (server: ServerProcess) => {
      const response = await fetch(`${server.url}/?wc-ajax=add_to_cart`, {
        method: 'POST',
        headers: { Cookie: cookie, 'Content-Type': 'application/x-www-form-urlencoded' },
        body: `product_id=${productId}&quantity=1`,
      });
      const body = (await response.json()) as { cart_hash?: string; error?: boolean };
      expect(body.error, JSON.stringify(body)).toBeUndefined();
      expect(body.cart_hash).toMatch(/^[a-f0-9]{32}$/);
    };
    await add(a);
    const before = await count(b);
    await Promise.all(Array.from({ length: 100 }, (_, i) => add(i % 2 ? a : b)));
    expect(await count(a)).toBe(before + 100);
    expect(await count(b)).toBe(before + 100);
  }, 60_000);

  /** Sends `size` bytes of form body to the server and resolves with the status it answered. */
  function upload(server: ServerProcess, size: number, announce: boolean): Promise<number> {
    return new Promise((resolvePromise, reject) => {
      const { port } = new URL(server.url);
      const headers: Record<string, string | number> = { 'Content-Type': 'application/x-www-form-urlencoded' };
      if (announce) headers['Content-Length'] = size;
      const req = request({ host: '127.0.0.1', port: Number(port), path: '/?wc-ajax=add_to_cart', method: 'POST', headers }, (res) => {
        res.resume();
        resolvePromise(res.statusCode ?? 0);
        req.destroy();
      });
      // Writing stops once the server has answered and closed; an error after the answer is expected.
      req.on('error', (error) => reject(error));
      const block = Buffer.alloc(256 * 1024, 0x61);
      let sent = 0;
      const pump = () => {
        while (sent < size && !req.destroyed) {
          const piece = block.subarray(0, Math.min(block.length, size - sent));
          sent += piece.length;
          if (!req.write(piece)) return void req.once('drain', pump);
        }
        if (!req.destroyed) req.end();
      };
      pump();
    });
  }

  it('a 200 MB form over a real socket is a 413 and the server’s memory does not grow', async () => {
    const before = await residentBytes(a.pid);
    expect(await upload(a, 200 * 1024 * 1024, true)).toBe(413);
    expect(await upload(a, 200 * 1024 * 1024, false)).toBe(413);
    const after = await residentBytes(a.pid);
    expect(after - before, `resident memory went from ${before} to ${after}`).toBeLessThan(40 * 1024 * 1024);
    // and it still serves
    expect((await fetch(`${a.url}/checkout-cart/`)).status).toBe(200);
  }, 60_000);
});

describe('a damaged database file', () => {
  function expectOneLineOfAdvice(stderr: string, stdout: string) {
    const lines = stderr.trim().split('\n');
    expect(lines, stderr).toHaveLength(1);
    expect(lines[0]).toContain('npm run seed');
    expect(lines[0]).toContain('damaged');
    expect(stdout).not.toMatch(/http:\/\/127\.0\.0\.1:\d+/);
  }

  it('of garbage: the server does not start, and says in one line what to do', async () => {
    const file = join(dir, 'garbage.db');
    writeFileSync(file, randomBytes(64 * 1024));
    const ended = await startStoreExpectingExit(file);
    expect(ended.code).not.toBe(0);
    expectOneLineOfAdvice(ended.stderr, ended.stdout);
  }, 60_000);

  it('overwritten in the middle: the server does not start (no 500s from the damaged pages); npm run seed rebuilds it', async () => {
    const { file } = seededFile('middle.db');
    const size = statSync(file).size;
    const pageSize = 4096;
    const fd = openSync(file, 'r+');
    writeSync(fd, Buffer.alloc(8 * pageSize, 0xab), 0, 8 * pageSize, Math.floor(size / 2 / pageSize) * pageSize);
    closeSync(fd);

    const ended = await startStoreExpectingExit(file);
    expect(ended.code).not.toBe(0);
    expectOneLineOfAdvice(ended.stderr, ended.stdout);

    const seeded = await runSeed(file, 40);
    expect(seeded.code, seeded.stderr).toBe(0);
    expect(seeded.stdout).toContain('damaged');
    expect(readdirSync(dir).some((name) => name.startsWith('middle.db.damaged-'))).toBe(true);
    const server = await startStore(file);
    try {
      expect((await fetch(`${server.url}/`)).status).toBe(200);
    } finally {
      await server.stop();
    }
  }, 120_000);
});
