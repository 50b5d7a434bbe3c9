import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { chromiumPlan } from './chromium.mjs';

/** What `npm test` does when Chromium is missing: install it when it can, otherwise stop at once, never green. */
const RUN = fileURLToPath(new URL('../run.mjs', import.meta.url));
const only = (...paths: string[]) => (path: string) => paths.includes(path);

describe('the Chromium plan', () => {
  it('uses Debian\'s /usr/bin/chromium, then /usr/bin/chromium-browser', () => {
    expect(chromiumPlan({ env: {}, exists: only('/usr/bin/chromium', '/usr/bin/chromium-browser'), isRoot: false, hasAptGet: false })).toEqual({
      action: 'use',
      path: '/usr/bin/chromium',
    });
    expect(chromiumPlan({ env: {}, exists: only('/usr/bin/chromium-browser'), isRoot: false, hasAptGet: false })).toEqual({
      action: 'use',
      path: '/usr/bin/chromium-browser',
    });
  });

  it('uses CHROMIUM_PATH and nothing else when it is set', () => {
    expect(chromiumPlan({ env: { CHROMIUM_PATH: '/opt/c/chrome' }, exists: only('/opt/c/chrome', '/usr/bin/chromium'), isRoot: true, hasAptGet: true })).toEqual({
      action: 'use',
      path: '/opt/c/chrome',
    });
    const wrong = chromiumPlan({ env: { CHROMIUM_PATH: '/nowhere' }, exists: only('/usr/bin/chromium'), isRoot: true, hasAptGet: true });
    expect(wrong.action).toBe('stop');
  });

  it('installs Debian\'s chromium as root with apt-get, saying so on one line', () => {
    const plan = chromiumPlan({ env: {}, exists: only(), isRoot: true, hasAptGet: true });
    expect(plan).toEqual({ action: 'install', line: "No Chromium found: installing Debian's chromium (apt-get update && apt-get install -y chromium)." });
  });

  it.each([
    ['not root', { isRoot: false, hasAptGet: true, env: {} }],
    ['no apt-get', { isRoot: true, hasAptGet: false, env: {} }],
    ['HSA_NO_INSTALL=1', { isRoot: true, hasAptGet: true, env: { HSA_NO_INSTALL: '1' } }],
  ])('stops with what to install when it cannot install (%s)', (_case, facts) => {
    const plan = chromiumPlan({ ...facts, exists: only() });
    expect(plan.action).toBe('stop');
    expect(plan.action === 'stop' && plan.line).toMatch(/^✗ No Chromium: install Debian's package as root \(apt-get update && apt-get install -y chromium\)/);
  });
});

describe('npm test without Chromium', () => {
  it('stops before building anything: one line saying what to install, the closing line, a non-zero exit', () => {
    const run = spawnSync(process.execPath, [RUN], {
      env: { ...process.env, CHROMIUM_PATH: '/nowhere/chromium', HSA_NO_INSTALL: '1' },
      encoding: 'utf8',
      timeout: 20_000,
    });
    expect(run.status).toBe(1);
    expect(run.stdout.trimEnd().split('\n')).toEqual([
      "✗ No Chromium at CHROMIUM_PATH=/nowhere/chromium: point it at a Chromium binary, or unset it and install Debian's package (apt-get update && apt-get install -y chromium).",
      '0 passed, 1 failed, 0 skipped',
    ]);
    expect(run.stderr).toBe('');
  });
});
