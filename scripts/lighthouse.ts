import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startDemoStore, type DemoStore } from '../bench/demo-store';
import { PAGES } from '../bench/page-js';
import { writeReadmeSection } from '../bench/readme';
import { CHROMIUM_ARGS, chromiumPath } from '../tests/support/chromium';

/**
 * `npm run lighthouse [-- base URL] [--readme]` (after a build): Lighthouse's mobile preset (its default: a phone,
 * simulated slow 4G and 4× CPU) on the home, a category, the search results and a product page, with the system
 * Chromium; prints the four category scores per page and what each page loses points on. Without a URL it starts
 * the demo store on a free port with a fresh database and stops it by its pid. Not part of `npm test` (about 15 s a
 * page). `--readme` writes the scores into README.md's "## Speed".
 */
const ROOT = fileURLToPath(new URL('..', import.meta.url));
const LIGHTHOUSE = join(ROOT, 'node_modules/.bin/lighthouse');
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const MEASURED = ['home', 'category', 'search', 'product'];

/**
 * Lighthouse's runs here are bimodal, and the reason is the browser's, not the page's: headless Chromium with
 * RenderDocument off (chrome-launcher turns it off for Lighthouse, lighthouse PR 16363) let the first frame of a
 * loading page wait for viz, which then offered it one about once a second (GoogleChrome/lighthouse#17148, open):
 * the first paint Lighthouse observed came at about 1.2 or 2.3 s, never between, on pages that paint at 0.3-0.6 s,
 * and a plain page of 1,500 paragraphs with no style sheet, font or script did the same. Its simulated speed index
 * is drawn from the observed paints, so the same build scored 93 or 98 by the second its first frame waited for.
 * With RenderDocument on, as Chrome ships it, every run painted at 0.4-0.6 s (2026-11-27, session 17). Left as
 * Lighthouse runs it; the observed first paint is printed beside each page's scores, so a run hit by it is seen.
 */
interface Audit {
  id: string;
  title: string;
  score: number | null;
  scoreDisplayMode: string;
  displayValue?: string;
}

interface LighthouseResult {
  categories: Record<(typeof CATEGORIES)[number], { score: number | null; auditRefs: Array<{ id: string; weight: number }> }>;
  audits: Record<string, Audit & { details?: { items?: Array<Record<string, number>> } }>;
  runtimeError?: { code: string; message: string };
}

function runLighthouse(url: string, outFile: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      LIGHTHOUSE,
      [
        url,
        '--output=json',
        `--output-path=${outFile}`,
        '--quiet',
        `--only-categories=${CATEGORIES.join(',')}`,
        `--chrome-flags=--headless=new ${CHROMIUM_ARGS.join(' ')}`,
      ],
      { env: { ...process.env, CHROME_PATH: chromiumPath() }, stdio: ['ignore', 'inherit', 'inherit'] },
    );
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`lighthouse exited with ${code} for ${url}`))));
  });
}

/** What a page loses points on: scored audits under 0.9, the heaviest in their category first. */
function flagged(result: LighthouseResult): string[] {
  const weights = new Map<string, number>();
  for (const category of CATEGORIES) for (const ref of result.categories[category].auditRefs) weights.set(ref.id, Math.max(weights.get(ref.id) ?? 0, ref.weight));
  return Object.values(result.audits)
    .filter((a) => a.score !== null && a.score < 0.9 && (a.scoreDisplayMode === 'binary' || a.scoreDisplayMode === 'numeric' || a.scoreDisplayMode === 'metricSavings'))
    .sort((a, b) => (weights.get(b.id) ?? 0) - (weights.get(a.id) ?? 0))
    .map((a) => `${a.title}${a.displayValue ? ` (${a.displayValue})` : ''}`);
}

const args = process.argv.slice(2);
const given = args.find((a) => /^https?:\/\//.test(a));
const store: DemoStore | null = given ? null : await startDemoStore();
const base = given ?? store!.url;
const dir = mkdtempSync(join(tmpdir(), 'hsa-lighthouse-'));
try {
  const rows: string[] = [];
  const notes: string[] = [];
  for (const spec of PAGES.filter((p) => MEASURED.includes(p.name))) {
    const path = typeof spec.path === 'string' ? spec.path : await spec.path(base);
    const outFile = join(dir, `${spec.name}.json`);
    console.error(`lighthouse: ${spec.name} ${decodeURI(path)}`);
    await runLighthouse(new URL(path, base).href, outFile);
    const result = JSON.parse(readFileSync(outFile, 'utf8')) as LighthouseResult;
    if (result.runtimeError) throw new Error(`lighthouse could not measure ${path}: ${result.runtimeError.code} ${result.runtimeError.message}`);
    const scores = CATEGORIES.map((c) => result.categories[c].score);
    const observedPaint = result.audits.metrics?.details?.items?.[0]?.observedFirstContentfulPaint;
    rows.push(`| ${spec.name} | \`${decodeURI(path)}\` | ${scores.map((s) => (s === null ? '—' : Math.round(s * 100))).join(' | ')} | ${observedPaint === undefined ? '—' : `${Math.round(observedPaint)} ms`} |`);
    const flags = flagged(result);
    if (flags.length) notes.push(`- ${spec.name}: ${flags.slice(0, 6).join('; ')}`);
  }
  const table = ['| page | path | performance | accessibility | best practices | SEO | first paint observed |', '|---|---|---:|---:|---:|---:|---:|', ...rows].join('\n');
  console.log(`\nLighthouse ${JSON.parse(readFileSync(join(ROOT, 'node_modules/lighthouse/package.json'), 'utf8')).version}, mobile preset\n`);
  console.log(table);
  if (notes.length) console.log(`\nWhat loses points:\n${notes.join('\n')}`);
  if (args.includes('--readme')) writeReadmeSection('lighthouse', `${table}\n\n${notes.length ? `What loses points:\n${notes.join('\n')}` : ''}`);
} finally {
  rmSync(dir, { recursive: true, force: true });
  store?.stop();
}
