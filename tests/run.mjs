#!/usr/bin/env node
// `npm test`: build once, type-check, build Storybook, run every Vitest project (unit, widgets, stories, contracts, size, e2e), then
// print the closing line `N passed, N failed` that CI reads. The build, the type check and the Storybook build count as one test each.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const report = `${root}.vitest-report.json`;
let passed = 0;
let failed = 0;

function step(name, command, args) {
  console.log(`\n▶ ${name}: ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, FORCE_COLOR: process.env.CI ? '0' : '1' } });
  if (result.status === 0) passed++;
  else {
    failed++;
    console.log(`✗ ${name} failed (exit ${result.status ?? result.signal})`);
  }
  return result.status === 0;
}

const built = step('build', 'npx', ['vite', 'build', '--logLevel', 'warn']);
step('typecheck', 'npx', ['tsc', '--noEmit', '-p', 'tsconfig.json']);
// Storybook's own build: a broken .storybook config is caught here, the stories themselves in the stories project.
step('storybook build', 'npx', ['storybook', 'build', '-o', 'storybook-static', '--quiet', '--disable-telemetry']);

if (built) {
  rmSync(report, { force: true });
  console.log('\n▶ vitest');
  spawnSync('npx', ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${report}`, ...process.argv.slice(2)], {
    cwd: root,
    stdio: 'inherit',
  });
  if (existsSync(report)) {
    const json = JSON.parse(readFileSync(report, 'utf8'));
    passed += json.numPassedTests ?? 0;
    failed += json.numFailedTests ?? 0;
    // A file that fails to load has no tests to count: count it as a failure so it cannot pass silently.
    for (const suite of json.testResults ?? []) if (suite.status === 'failed' && (suite.assertionResults ?? []).length === 0) failed++;
  } else {
    console.log('✗ vitest wrote no report');
    failed++;
  }
}

console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
