import { withStoreAndBrowser } from './demo-store';
import { formatPageFiles, formatPageSummary, measurePageJs, PAGES, type PageJs } from './page-js';
import { writeReadmeSection } from './readme';
import { sizeReport, type Sizes } from './size-report';
import { readBudgets } from './size-budgets';

/**
 * `npm run size` (after a build): a table of every island's raw, gzip and brotli size against its budget, then the
 * page-level report: the gzip JavaScript each demo page loads in Chromium before the first interaction and once
 * every island has loaded (bench/page-js.ts), on a demo store started here. `--entries` stops after the first
 * table (no browser); `--readme` writes the page summary into README.md's "## Speed".
 */
const args = process.argv.slice(2);
const budgets = readBudgets();
const report = sizeReport(undefined, budgets.onDemand);
const kb = (n: number) => `${(n / 1024).toFixed(2)} KB`;
const row = (name: string, s: Sizes, budget?: number) =>
  `| ${name.padEnd(34)} | ${kb(s.raw).padStart(9)} | ${kb(s.gzip).padStart(9)} | ${kb(s.brotli).padStart(9)} | ${budget ? `${kb(budget)} ${s.gzip <= budget ? '✓' : '✗'}` : ''} |`;

console.log('| what                               |       raw |      gzip |    brotli | gzip budget |');
console.log('|------------------------------------|----------:|----------:|----------:|-------------|');
for (const chunk of report.shared) console.log(row(`shared: ${chunk.file.replace(/-[\w-]{8}\.js$/, '')}`, chunk, budgets.sharedChunk));
console.log(row('shared, all together', report.sharedTotal, budgets.sharedTotal));
for (const entry of report.entries) {
  console.log(row(`island: ${entry.name}`, entry, budgets.entries[entry.name] ?? budgets.entries.default));
  if (entry.onDemand) console.log(row(`island: ${entry.name}, on demand`, entry.onDemand, budgets.onDemandBudget[entry.name]));
}

if (!args.includes('--entries')) {
  const pages: PageJs[] = await withStoreAndBrowser(async (url, browser) => {
    const measured: PageJs[] = [];
    for (const spec of PAGES) measured.push(await measurePageJs(browser, url, spec));
    return measured;
  });
  console.log('\nJavaScript per page at 390×844, gzip (level 9) of what Chromium downloaded:\n');
  for (const page of pages) console.log(`${formatPageFiles(page)}\n`);
  const summary = formatPageSummary(pages, budgets.pages);
  console.log(summary);
  if (args.includes('--readme')) writeReadmeSection('page-js', summary);
}
