import { mkdirSync } from 'node:fs';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, chromiumPath } from '../tests/support/chromium';

/**
 * Screenshots of demo store pages at the two widths we design for, to look at what a shopper sees:
 * `npx tsx scripts/screenshots.ts [base URL] [path …]` → screenshots/<name>-<width>.png
 */
const base = process.argv[2] ?? 'http://127.0.0.1:4173';
const paths = process.argv.slice(3).length ? process.argv.slice(3) : ['/', '/product-category/electric-tools/'];
const widths = [
  { name: 'mobile', width: 390, height: 844 },
  { name: 'desktop', width: 1366, height: 900 },
];

mkdirSync('screenshots', { recursive: true });
const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
for (const viewport of widths) {
  const context = await browser.newContext({ viewport, locale: 'fa-IR', isMobile: viewport.width < 500, hasTouch: viewport.width < 500 });
  const page = await context.newPage();
  page.on('console', (m) => m.type() === 'error' && console.log(`console error on ${page.url()}: ${m.text()}`));
  for (const path of paths) {
    await page.goto(base + path, { waitUntil: 'networkidle' });
    const name = path.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'home';
    const file = `screenshots/${name}-${viewport.name}.png`;
    await page.screenshot({ path: file, fullPage: process.env.FULL === '1' });
    console.log(file);
  }
  await context.close();
}
await browser.close();
