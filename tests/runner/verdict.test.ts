import { describe, expect, it } from 'vitest';
import { closingLine, verdict, type ProjectsSummary, type VitestOutcome } from './verdict.mjs';

/**
 * The verdict's rules that a fixture project cannot show cheaply: the steps before Vitest, a Vitest that did not
 * start, was killed, or disagrees with its own report.
 */
const ROOT = '/repo/';

function projects(overrides: Partial<ProjectsSummary> = {}): ProjectsSummary {
  return {
    projects: ['unit'],
    modules: [{ file: '/repo/tests/unit/a.test.ts', project: 'unit', state: 'passed', errors: [], passed: 2, failed: 0, skipped: 0, todo: 0, pending: 0 }],
    unhandledErrors: [],
    reason: 'passed',
    ended: true,
    ...overrides,
  };
}

function report(overrides: Record<string, unknown> = {}) {
  return {
    numPassedTests: 2,
    numFailedTests: 0,
    numPendingTests: 0,
    numTodoTests: 0,
    success: true,
    testResults: [
      {
        name: '/repo/tests/unit/a.test.ts',
        status: 'passed',
        message: '',
        assertionResults: [
          { fullName: 'a one', status: 'passed' },
          { fullName: 'a two', status: 'passed' },
        ],
      },
    ],
    ...overrides,
  };
}

const green = (overrides: Partial<VitestOutcome> = {}): VitestOutcome => ({ status: 0, signal: null, report: report(), projects: projects(), ...overrides });

describe('the verdict', () => {
  it('passes a green run and counts each step as one test', () => {
    const result = verdict({ steps: [{ name: 'build', ok: true }, { name: 'typecheck', ok: true }], vitest: green(), root: ROOT });
    expect(result).toMatchObject({ passed: 4, failed: 0, skipped: 0, problems: [] });
  });

  it('fails when a step fails, even if every test passed', () => {
    const result = verdict({ steps: [{ name: 'build', ok: true }, { name: 'storybook build', ok: false }], vitest: green(), root: ROOT });
    expect(result).toMatchObject({ passed: 3, failed: 1, problems: ['storybook build failed'] });
  });

  it('fails when Vitest did not run', () => {
    const result = verdict({ steps: [{ name: 'build', ok: false }], vitest: null });
    expect(result).toMatchObject({ passed: 0, failed: 2, problems: ['build failed', 'Vitest did not run'] });
  });

  it('fails when Vitest exits non-zero with nothing else wrong', () => {
    expect(verdict({ vitest: green({ status: 1 }), root: ROOT })).toMatchObject({ passed: 2, failed: 1, problems: ['Vitest exited with 1'] });
  });

  it('fails when the report says success: false though Vitest exited with 0', () => {
    const result = verdict({ vitest: green({ report: report({ success: false }) }), root: ROOT });
    expect(result).toMatchObject({ failed: 1, problems: ['Vitest reported success: false'] });
  });

  it('does not count Vitest\'s exit status again when a failure already explains it', () => {
    const failing = report({
      numPassedTests: 1,
      numFailedTests: 1,
      success: false,
      testResults: [{ name: '/repo/tests/unit/a.test.ts', status: 'failed', message: '', assertionResults: [{ fullName: 'a one', status: 'passed' }, { fullName: 'a two', status: 'failed' }] }],
    });
    expect(verdict({ vitest: green({ status: 1, report: failing }), root: ROOT })).toMatchObject({
      passed: 1,
      failed: 1,
      problems: ['tests/unit/a.test.ts › a two'],
    });
  });

  it('fails a killed Vitest that left no report and did not finish', () => {
    const result = verdict({ vitest: { status: null, signal: 'SIGKILL', report: null, projects: projects({ modules: [], ended: false, reason: null }) }, root: ROOT });
    expect(result.failed).toBe(3);
    expect(result.problems).toEqual(['Vitest wrote no JSON report', 'project "unit" ran no test', 'Vitest stopped before the end of its run']);
  });

  it('fails when the project list is missing (Vitest stopped before reading its config)', () => {
    const result = verdict({ vitest: green({ projects: null }), root: ROOT });
    expect(result).toMatchObject({ failed: 1, problems: ['Vitest reported no project list (it stopped before reading its config)'] });
  });

  it('fails a project whose tests were all skipped: it ran no test', () => {
    const skippedOnly = projects({
      projects: ['unit', 'e2e'],
      modules: [...projects().modules, { file: '/repo/tests/e2e/b.test.ts', project: 'e2e', state: 'skipped', errors: [], passed: 0, failed: 0, skipped: 3, todo: 0, pending: 0 }],
    });
    expect(verdict({ vitest: green({ projects: skippedOnly }), root: ROOT })).toMatchObject({ failed: 1, problems: ['project "e2e" ran no test'] });
  });

  it('fails an interrupted run', () => {
    expect(verdict({ vitest: green({ projects: projects({ reason: 'interrupted' }) }), root: ROOT }).problems).toEqual(['the Vitest run was interrupted']);
  });
});

describe('the closing line', () => {
  it('reads N passed, N failed, N skipped', () => {
    expect(closingLine({ passed: 12, failed: 0, skipped: 3 })).toBe('12 passed, 0 failed, 3 skipped');
  });
});
