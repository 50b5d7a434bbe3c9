import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, chromiumPath } from '../tests/support/chromium';
import { formatStats, measureAddToCart } from './add-to-cart-measure';

/**
 * `npm run bench` (after `npm run build`): from a click on "add to cart" to the mini-cart panel open and filled,
 * in Chromium at 390 and 1366 wide, against the demo store started here on a fresh database. RUNS=n sets the runs.
 */
const runs = Number(process.env.RUNS ?? 15);
const dir = mkdtempSync(join(tmpdir(), 'hsa-bench-'));
const server = spawn(process.execPath, ['--import', 'tsx', 'demo-pages/server/main.ts'], {
  env: { ...process.env, PORT: '0', HSA_DB: join(dir, 'store.db'), HSA_EXIT_WITH_STDIN: '1' },
  stdio: ['pipe', 'pipe', 'inherit'],
});
const url = await new Promise<string>((resolve, reject) => {
  let out = '';
  server.stdout!.on('data', (chunk: Buffer) => {
    out += chunk.toString();
    const match = /http:\/\/127\.0\.0\.1:\d+/.exec(out);
    if (match) resolve(match[0]);
  });
  server.on('exit', (code) => reject(new Error(`the demo store exited (${code})`)));
});

const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
try {
  const stats = [];
  for (const viewport of [{ name: '390×844', width: 390, height: 844 }, { name: '1366×900', width: 1366, height: 900 }]) {
    stats.push(await measureAddToCart(browser, url, viewport, runs));
  }
  console.log(formatStats(stats));
} finally {
  await browser.close();
  server.kill('SIGTERM');
  rmSync(dir, { recursive: true, force: true });
}
