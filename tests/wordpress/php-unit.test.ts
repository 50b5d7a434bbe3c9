import { spawn, spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ensureWordPressPackages } from './support/packages';

/**
 * The plugin's PHP unit tests (tests/wordpress/php/tests.php), each in its own PHP process with WordPress 6.1 or
 * 6.5 and WooCommerce faked as it asks (php/harness.php): the manifest reading, the old and new script APIs, the
 * config, mounts, shortcode and blocks.
 */
const PHP_DIR = fileURLToPath(new URL('./php/', import.meta.url));

ensureWordPressPackages();
const list = spawnSync('php', ['run.php', '--list'], { cwd: PHP_DIR, encoding: 'utf8' });
if (list.status !== 0) throw new Error(`php run.php --list failed:\n${list.stdout}${list.stderr}`);
const names = JSON.parse(list.stdout) as string[];

function runPhpTest(name: string): Promise<{ ok: boolean; message?: string; output: string }> {
  return new Promise((resolvePromise) => {
    const child = spawn('php', ['-d', 'display_errors=stderr', 'run.php', name], { cwd: PHP_DIR });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('close', () => {
      const last = stdout.trim().split('\n').pop() ?? '';
      try {
        resolvePromise({ ...(JSON.parse(last) as { ok: boolean; message?: string }), output: stdout + stderr });
      } catch {
        resolvePromise({ ok: false, message: 'no verdict', output: stdout + stderr });
      }
    });
  });
}

describe('hsa-islands plugin (PHP)', () => {
  it('has tests to run', () => {
    expect(names.length).toBeGreaterThan(20);
  });

  it.concurrent.each(names)('%s', async (name) => {
    const result = await runPhpTest(name);
    expect(result.ok, `${result.message ?? ''}\n${result.output}`).toBe(true);
    // A notice or deprecation from the plugin is a failure too: themes run with WP_DEBUG.
    expect(result.output, result.output).not.toMatch(/PHP (Warning|Notice|Deprecated|Fatal)/);
  });
});
