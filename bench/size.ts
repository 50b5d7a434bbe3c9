import { sizeReport, type Sizes } from './size-report';

/** `npm run size`: a table of every island's raw, gzip and brotli size against its budget (run after a build). */
import { readBudgets } from './size-budgets';

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
