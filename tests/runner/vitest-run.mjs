import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Runs Vitest once with the reporters the verdict reads: the JSON reporter (counts, `success`, each file's state)
 * and ./projects-reporter.mjs (every project of the config, each file's project, unhandled errors). tests/run.mjs
 * runs the repository's projects through it, the runner tests run their fixture projects through it, so both go
 * through the same path.
 */
const require = createRequire(import.meta.url);
const VITEST = join(dirname(require.resolve('vitest/package.json')), 'vitest.mjs');
const PROJECTS_REPORTER = fileURLToPath(new URL('./projects-reporter.mjs', import.meta.url));

/** JSON from a file, or null when it is missing or cut short (Vitest killed while writing). */
function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

/**
 * @param {{ cwd: string, args?: string[], inherit?: boolean, env?: Record<string, string> }} options
 *   `inherit` shows Vitest's output as it runs (npm test); otherwise it is collected into `output`.
 * @returns {Promise<{ status: number | null, signal: string | null, report: any, projects: any, output: string }>}
 */
export function runVitest({ cwd, args = [], inherit = false, env = {} }) {
  const dir = mkdtempSync(join(tmpdir(), 'hsa-vitest-'));
  const reportFile = join(dir, 'report.json');
  const projectsFile = join(dir, 'projects.json');
  // A Vitest started from inside a Vitest worker must not take the worker's identity (pool ids, VITEST=true).
  const base = Object.fromEntries(Object.entries(process.env).filter(([key]) => !key.startsWith('VITEST')));
  const child = spawn(
    process.execPath,
    [VITEST, 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${reportFile}`, `--reporter=${PROJECTS_REPORTER}`, ...args],
    { cwd, env: { ...base, ...env, HSA_PROJECTS_REPORT: projectsFile }, stdio: inherit ? 'inherit' : ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  return new Promise((resolve, reject) => {
    child.on('error', (error) => {
      rmSync(dir, { recursive: true, force: true });
      reject(error);
    });
    child.on('close', (status, signal) => {
      const result = { status, signal, report: readJson(reportFile), projects: readJson(projectsFile), output };
      rmSync(dir, { recursive: true, force: true });
      resolve(result);
    });
  });
}
