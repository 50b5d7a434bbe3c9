/**
 * The verdict of `npm test`, apart from the running (tests/run.mjs) so that it can be tested on its own.
 *
 * Vitest's JSON report alone is not a verdict (TOOLCHAIN.md): when a global setup throws, the report holds zero
 * tests; an afterAll that throws or an unhandled error leaves every test "passed"; a project whose include matches
 * no file is simply absent. So a run passes only when every one of these holds:
 *   - each step before Vitest (build, type check, Storybook build) succeeded;
 *   - Vitest exited with 0 and its report says `success: true`;
 *   - every project of the config ran at least one test;
 *   - no file failed outside its tests (an import that throws, a failing hook) and no error went unhandled.
 * Each broken rule counts as (at least) one failure, so the closing line can never read `0 failed` for a broken run.
 */

/**
 * @typedef {{ name: string, ok: boolean }} Step
 * @typedef {{ file: string, project: string, state: string, errors: string[], passed: number, failed: number, skipped: number, todo: number, pending: number }} ModuleSummary
 * @typedef {{ projects: string[], modules: ModuleSummary[], unhandledErrors: string[], reason: string | null, ended: boolean }} ProjectsSummary
 * @typedef {{ status: number | null, signal?: string | null, report: any, projects: ProjectsSummary | null }} VitestOutcome
 * @typedef {{ passed: number, failed: number, skipped: number, problems: string[], skippedTests: string[] }} Verdict
 */

/**
 * @param {{ steps?: Step[], vitest: VitestOutcome | null, root?: string }} input
 *   `vitest` is null when Vitest was not started (a step it needs failed).
 * @returns {Verdict}
 */
export function verdict({ steps = [], vitest, root = '' }) {
  let passed = 0;
  let failed = 0;
  let skipped = 0;
  /** @type {string[]} */
  const problems = [];
  /** @type {string[]} */
  const skippedTests = [];
  const relative = (file) => (root && file.startsWith(root) ? file.slice(root.length).replace(/^\/+/, '') : file);
  const fail = (message) => {
    failed++;
    problems.push(message);
  };

  for (const step of steps) {
    if (step.ok) passed++;
    else fail(`${step.name} failed`);
  }

  if (!vitest) {
    fail('Vitest did not run');
    return { passed, failed, skipped, problems, skippedTests };
  }

  const before = failed;
  const { status, signal = null, report, projects } = vitest;

  if (report && Array.isArray(report.testResults)) {
    passed += report.numPassedTests ?? 0;
    skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
    for (const file of report.testResults) {
      const results = file.assertionResults ?? [];
      for (const test of results) if (test.status === 'failed') fail(`${relative(file.name)} › ${test.fullName}`);
      // A file marked failed with no failed test broke outside its tests: it did not load, or a hook threw.
      if (file.status === 'failed' && !results.some((test) => test.status === 'failed')) {
        const why = (file.message || 'no message').split('\n')[0];
        fail(results.length === 0 ? `${relative(file.name)} did not load: ${why}` : `${relative(file.name)} failed outside its tests: ${why}`);
      }
      for (const test of results) {
        if (test.status === 'skipped' || test.status === 'pending' || test.status === 'todo') {
          skippedTests.push(`${relative(file.name)} › ${test.fullName}${test.status === 'todo' ? ' (todo)' : ''}`);
        }
      }
    }
  } else {
    fail('Vitest wrote no JSON report');
  }

  if (!projects) {
    fail('Vitest reported no project list (it stopped before reading its config)');
  } else {
    if (projects.ended && projects.modules.length === 0 && projects.projects.length > 0) {
      problems.push('no test file ran: a global setup threw or no include matched (see the output above)');
    }
    for (const name of projects.projects) {
      const ran = projects.modules
        .filter((module) => module.project === name)
        .reduce((sum, module) => sum + module.passed + module.failed, 0);
      if (ran === 0) fail(`project "${name}" ran no test`);
    }
    for (const error of projects.unhandledErrors) fail(`unhandled error: ${error.split('\n')[0]}`);
    if (!projects.ended) fail('Vitest stopped before the end of its run');
    else if (projects.reason === 'interrupted') fail('the Vitest run was interrupted');
  }

  // Vitest's own verdict counts too: when it says the run failed and nothing above explains why, it still fails.
  const vitestSaysFailed = status !== 0 || !report || report.success !== true;
  if (vitestSaysFailed && failed === before) {
    const how = signal ? `was killed by ${signal}` : status !== 0 ? `exited with ${status}` : 'reported success: false';
    fail(`Vitest ${how}`);
  }

  return { passed, failed, skipped, problems, skippedTests };
}

/** The line CI reads, alone on the last line of the output. */
export function closingLine({ passed, failed, skipped }) {
  return `${passed} passed, ${failed} failed, ${skipped} skipped`;
}
