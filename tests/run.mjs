#!/usr/bin/env node
// `npm test`: make sure Chromium is there, build once, type-check, build Storybook, run every Vitest project, then
// print the closing line `N passed, N failed, N skipped` alone on the last line (CI reads it). The build, the type
// check and the Storybook build count as one test each. What fails a run is decided in ./runner/verdict.mjs.
// Arguments go to Vitest (`npm test -- --project unit`).
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromiumPlan, INSTALL_COMMAND, isExecutable } from './runner/chromium.mjs';
import { closingLine, verdict } from './runner/verdict.mjs';
import { runVitest } from './runner/vitest-run.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const color = process.env.CI ? '0' : '1';

function stop(line) {
  console.log(line);
  console.log(closingLine({ passed: 0, failed: 1, skipped: 0 }));
  process.exit(1);
}

// Chromium first: without it the end-to-end project cannot start, and nothing else is worth waiting for.
const facts = {
  env: process.env,
  isRoot: process.getuid?.() === 0,
  hasAptGet: (process.env.PATH ?? '').split(':').some((dir) => dir && isExecutable(join(dir, 'apt-get'))),
};
let plan = chromiumPlan(facts);
if (plan.action === 'install') {
  console.log(plan.line);
  const apt = spawnSync('sh', ['-c', 'apt-get update -qq && apt-get install -y -qq chromium'], {
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    encoding: 'utf8',
  });
  if (apt.status !== 0) {
    const last = `${apt.stderr ?? ''}${apt.stdout ?? ''}`.trim().split('\n').pop() ?? '';
    stop(`✗ Installing Debian's chromium failed (${INSTALL_COMMAND}): ${last || `exit ${apt.status ?? apt.signal}`}`);
  }
  plan = chromiumPlan({ ...facts, hasAptGet: false });
}
if (plan.action !== 'use') stop(plan.line);
// The end-to-end setup (tests/support/chromium.ts) launches the same browser.
process.env.CHROMIUM_PATH = plan.path;

const steps = [];
function step(name, command, args) {
  console.log(`\n▶ ${name}: ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, FORCE_COLOR: color } });
  const ok = result.status === 0;
  if (!ok) console.log(`✗ ${name} failed (exit ${result.status ?? result.signal})`);
  steps.push({ name, ok });
  return ok;
}

// Both builds of `npm run build`: the island build, then the site bundle beside it (vite.config.ts).
const built = step('build', 'sh', ['-c', 'npx vite build --logLevel warn && npx vite build --mode site --logLevel warn']);
step('typecheck', 'npx', ['tsc', '--noEmit', '-p', 'tsconfig.json']);
// Storybook's own build: a broken .storybook config is caught here; tests/e2e/stories-axe.test.ts serves this output.
step('storybook build', 'npx', ['storybook', 'build', '-o', 'storybook-static', '--quiet', '--disable-telemetry']);

let vitest = null;
if (built) {
  console.log('\n▶ vitest');
  vitest = await runVitest({ cwd: root, args: process.argv.slice(2), inherit: true, env: { FORCE_COLOR: color } }).catch((error) => {
    console.log(`✗ vitest could not start: ${error.message}`);
    return { status: null, signal: null, report: null, projects: null };
  });
}

const result = verdict({ steps, vitest, root });
if (result.skippedTests.length > 0) {
  console.log(`\nSkipped or todo (${result.skippedTests.length}):`);
  for (const name of result.skippedTests) console.log(`  - ${name}`);
}
if (result.problems.length > 0) {
  console.log('\n✗ The run fails:');
  for (const problem of result.problems) console.log(`  - ${problem}`);
}
console.log(`\n${closingLine(result)}`);
process.exit(result.failed === 0 ? 0 : 1);
