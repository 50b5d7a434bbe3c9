import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { closingLine, verdict, type Verdict, type VitestOutcome } from './verdict.mjs';
import { runVitest } from './vitest-run.mjs';

/**
 * Each broken case of `npm test` on a small fixture project (./fixtures/<case>/, its own vitest.config.mjs), run by
 * a real Vitest through the path tests/run.mjs takes (runVitest with the JSON and projects reporters, then the
 * verdict). Several cases pass Vitest's JSON report or its exit status: the comments say which, and the test
 * checks that too, so each fixture keeps showing a gap the verdict closes.
 */
const FIXTURES = fileURLToPath(new URL('./fixtures/', import.meta.url));

interface Run {
  outcome: VitestOutcome & { output: string };
  result: Verdict;
}

function run(name: string): Promise<Run> {
  const cwd = `${FIXTURES}${name}/`;
  return runVitest({
    cwd,
    // no results cache and no bundled config copy: the fixture folders stay as committed
    args: ['--no-cache', '--configLoader', 'runner'],
    env: { NO_COLOR: '1' },
  }).then(
    (outcome) => ({ outcome, result: verdict({ vitest: outcome, root: cwd }) }),
    (error: Error) => {
      const outcome = { status: null, signal: null, report: null, projects: null, output: error.message };
      return { outcome, result: verdict({ vitest: outcome, root: cwd }) };
    },
  );
}

// All at once, as soon as the file loads: each is a separate Vitest process, most of it waiting on startup.
const CASES = [
  'passing',
  'failing-test',
  'global-setup-throws',
  'empty-project',
  'import-fails',
  'afterall-throws',
  'unhandled-rejection',
  'skipped-todo',
] as const;
const runs = Object.fromEntries(CASES.map((name) => [name, run(name)])) as Record<(typeof CASES)[number], Promise<Run>>;

/** The output of the fixture's Vitest, shown when an expectation fails. */
const shown = ({ outcome }: Run) => `fixture output:\n${outcome.output}`;

describe.concurrent('the verdict of a fixture project', () => {
  it('passes a project where every test passes, counting every project', async () => {
    const fixture = await runs.passing;
    expect(fixture.result, shown(fixture)).toMatchObject({ passed: 3, failed: 0, skipped: 0, problems: [] });
    expect(closingLine(fixture.result)).toBe('3 passed, 0 failed, 0 skipped');
    expect(fixture.outcome.projects?.projects).toEqual(['first', 'second']);
  });

  it('fails on a failing test and names it', async () => {
    const fixture = await runs['failing-test'];
    expect(fixture.result, shown(fixture)).toMatchObject({ passed: 1, failed: 1, problems: ['math.test.mjs › subtracts wrongly'] });
    expect(closingLine(fixture.result)).toBe('1 passed, 1 failed, 0 skipped');
  });

  it('fails when a global setup throws (no test runs at all)', async () => {
    const fixture = await runs['global-setup-throws'];
    // what the old runner counted: a report with zero tests and nothing failed
    expect(fixture.outcome.report?.numTotalTests).toBe(0);
    expect(fixture.outcome.report?.numFailedTests).toBe(0);
    expect(fixture.result.failed, shown(fixture)).toBe(1);
    expect(fixture.result.passed).toBe(0);
    expect(fixture.result.problems).toContain('project "global-setup-throws" ran no test');
    expect(fixture.result.problems.join('\n')).toMatch(/global setup threw/);
  });

  it('fails when a project of the config matches no file', async () => {
    const fixture = await runs['empty-project'];
    // Vitest alone calls this run a success
    expect(fixture.outcome.status).toBe(0);
    expect(fixture.outcome.report?.success).toBe(true);
    expect(fixture.result, shown(fixture)).toMatchObject({ passed: 1, failed: 1, problems: ['project "lost" ran no test'] });
  });

  it('fails when a test file does not load', async () => {
    const fixture = await runs['import-fails'];
    expect(fixture.outcome.report?.numFailedTests).toBe(0);
    expect(fixture.result.passed, shown(fixture)).toBe(1);
    expect(fixture.result.failed).toBe(1);
    expect(fixture.result.problems).toEqual([expect.stringMatching(/^broken\.test\.mjs did not load: Cannot find module '\.\/no-such-module\.mjs'/)]);
  });

  it('fails when an afterAll throws after its tests passed', async () => {
    const fixture = await runs['afterall-throws'];
    // the JSON report's counts say nothing failed
    expect(fixture.outcome.report?.numFailedTests).toBe(0);
    expect(fixture.outcome.report?.numPassedTests).toBe(1);
    expect(fixture.result, shown(fixture)).toMatchObject({
      passed: 1,
      failed: 1,
      problems: ['hooks.test.mjs failed outside its tests: teardown failed'],
    });
  });

  it('fails on an unhandled rejection', async () => {
    const fixture = await runs['unhandled-rejection'];
    // the JSON report says success; only the exit status and the unhandled errors tell
    expect(fixture.outcome.report?.success).toBe(true);
    expect(fixture.outcome.status).not.toBe(0);
    expect(fixture.result, shown(fixture)).toMatchObject({ passed: 1, failed: 1, problems: ['unhandled error: nobody awaited this'] });
  });

  it('counts skipped and todo tests in the closing line and passes', async () => {
    const fixture = await runs['skipped-todo'];
    expect(fixture.result, shown(fixture)).toMatchObject({ passed: 1, failed: 0, skipped: 3, problems: [] });
    expect(closingLine(fixture.result)).toBe('1 passed, 0 failed, 3 skipped');
    expect(fixture.result.skippedTests.sort()).toEqual([
      'mixed.test.mjs › a skipped group inside it',
      'mixed.test.mjs › skipped',
      'mixed.test.mjs › to write (todo)',
    ]);
  });
});
