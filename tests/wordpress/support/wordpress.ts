import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * A real WordPress from Debian's packages (TOOLCHAIN.md, "A real WordPress from Debian"), everything in a temporary
 * folder: MariaDB on a free port with its own data directory, a copy of /usr/share/wordpress with a standard
 * wp-config.php, PHP's built-in server on a free port. `stop()` ends both process groups and removes the folder; it
 * also runs when this process exits, so a failed test leaves nothing behind.
 */
const HERE = fileURLToPath(new URL('.', import.meta.url));

export interface WordPressSite {
  url: string;
  dir: string;
  wpDir: string;
  /** What setup-site.php made: the test user, the post with a hostile title. */
  site: { user: string; password: string; userId: number; evilTitle: string };
  /** The PHP server's and MariaDB's output, for a failing test's message. */
  logs(): string;
  stop(): void;
}

function freePort(): Promise<number> {
  return new Promise((resolvePromise, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolvePromise(address.port) : reject(new Error('no port'))));
    });
  });
}

function run(command: string, args: string[], what: string): string {
  const result = spawnSync(command, args, { encoding: 'utf8', timeout: 120_000 });
  if (result.status !== 0) throw new Error(`${what} failed (exit ${result.status ?? result.signal}):\n${result.stdout}${result.stderr}`);
  return result.stdout;
}

async function waitFor(check: () => boolean | Promise<boolean>, what: string, timeoutMs = 60_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${what} did not come up in ${timeoutMs / 1000} s`);
}

/** Ends a process group started with `detached: true` (its own group): TERM, then KILL if it lingers. */
function stopGroup(child: ChildProcess | null): void {
  if (!child?.pid || child.exitCode !== null) return;
  try {
    process.kill(-child.pid, 'SIGTERM');
  } catch {
    return;
  }
  const end = Date.now() + 5_000;
  while (Date.now() < end) {
    try {
      process.kill(-child.pid, 0);
    } catch {
      return;
    }
    spawnSync('sleep', ['0.1']);
  }
  try {
    process.kill(-child.pid, 'SIGKILL');
  } catch {
    /* gone */
  }
}

export interface StartOptions {
  /** A folder to install as wp-content/plugins/hsa-islands (npm run build:wp's output). */
  pluginDir: string;
  /** A folder to install as wp-content/themes/hsa-test. */
  themeDir: string;
}

export async function startWordPress({ pluginDir, themeDir }: StartOptions): Promise<WordPressSite> {
  const dir = mkdtempSync(join(tmpdir(), 'hsa-wp-'));
  let mariadb: ChildProcess | null = null;
  let php: ChildProcess | null = null;
  let output = '';
  const stop = () => {
    stopGroup(php);
    stopGroup(mariadb);
    php = null;
    mariadb = null;
    rmSync(dir, { recursive: true, force: true });
    process.off('exit', stop);
  };
  process.on('exit', stop);

  try {
    const socket = join(dir, 'mysqld.sock');
    run('mariadb-install-db', ['--no-defaults', `--datadir=${join(dir, 'db')}`, '--user=root', '--auth-root-authentication-method=normal', '--skip-test-db'], 'mariadb-install-db');
    const dbPort = await freePort();
    mariadb = spawn('mariadbd', ['--no-defaults', `--datadir=${join(dir, 'db')}`, `--socket=${socket}`, `--port=${dbPort}`, '--bind-address=127.0.0.1', '--user=root', '--skip-log-bin', '--innodb-buffer-pool-size=32M'], {
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    mariadb.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    mariadb.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    await waitFor(() => spawnSync('mariadb-admin', ['--no-defaults', '-S', socket, '-uroot', 'ping']).status === 0, 'MariaDB');
    run('mariadb', ['--no-defaults', '-S', socket, '-uroot', '-e', "CREATE DATABASE wp; CREATE USER 'wp'@'127.0.0.1' IDENTIFIED BY 'wp'; GRANT ALL ON wp.* TO 'wp'@'127.0.0.1';"], 'creating the database');

    // Debian's wp-config.php reads /etc/wordpress; a copy with a standard one stays in this folder (a symlink does not
    // work). Hard links make the copy take a second instead of fifteen on a busy disk: so no file of the copy is ever
    // written into (that would change Debian's); wp-config.php and .htaccess are unlinked before anything replaces them.
    const wpDir = join(dir, 'wp');
    if (spawnSync('cp', ['-al', '/usr/share/wordpress', wpDir]).status !== 0) {
      rmSync(wpDir, { recursive: true, force: true });
      run('cp', ['-a', '/usr/share/wordpress', wpDir], 'copying WordPress');
    }
    rmSync(join(wpDir, '.htaccess'), { force: true });
    rmSync(join(wpDir, 'wp-config.php'));
    writeFileSync(
      join(wpDir, 'wp-config.php'),
      `<?php
define( 'DB_NAME', 'wp' );
define( 'DB_USER', 'wp' );
define( 'DB_PASSWORD', 'wp' );
define( 'DB_HOST', '127.0.0.1:${dbPort}' );
define( 'DB_CHARSET', 'utf8mb4' );
define( 'DB_COLLATE', '' );
${['AUTH_KEY', 'SECURE_AUTH_KEY', 'LOGGED_IN_KEY', 'NONCE_KEY', 'AUTH_SALT', 'SECURE_AUTH_SALT', 'LOGGED_IN_SALT', 'NONCE_SALT'].map((key) => `define( '${key}', 'hsa-test-${key.toLowerCase()}' );`).join('\n')}
$table_prefix = 'wp_';
define( 'WP_DEBUG', true );
define( 'WP_DEBUG_DISPLAY', false );
define( 'WP_DEBUG_LOG', __DIR__ . '/debug.log' );
define( 'WP_HTTP_BLOCK_EXTERNAL', true );
define( 'AUTOMATIC_UPDATER_DISABLED', true );
define( 'DISABLE_WP_CRON', true );
define( 'SAVEQUERIES', true );
if ( ! defined( 'ABSPATH' ) ) {
	define( 'ABSPATH', __DIR__ . '/' );
}
require_once ABSPATH . 'wp-settings.php';
`,
    );
    mkdirSync(join(wpDir, 'wp-content/plugins'), { recursive: true });
    cpSync(pluginDir, join(wpDir, 'wp-content/plugins/hsa-islands'), { recursive: true });
    cpSync(themeDir, join(wpDir, 'wp-content/themes/hsa-test'), { recursive: true });

    const port = await freePort();
    const url = `http://127.0.0.1:${port}`;
    // WP-CLI's `core install`, `plugin activate`, `theme activate` and `user create`, in PHP (no wp-cli package here).
    const site = JSON.parse(run('php', [join(HERE, 'setup-site.php'), wpDir, url], 'installing WordPress').trim().split('\n').pop()!) as WordPressSite['site'];

    // Several workers: one makes every page wait for the one before (TOOLCHAIN.md).
    php = spawn('php', ['-S', `127.0.0.1:${port}`, '-t', wpDir], {
      detached: true,
      env: { ...process.env, PHP_CLI_SERVER_WORKERS: '4' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    php.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    php.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString().split('\n').filter((line) => !/ (Accepted|Closing)$|\[200\]: |\[30\d\]: /.test(line)).join('\n')));
    await waitFor(async () => {
      try {
        return (await fetch(`${url}/wp-json/`)).ok;
      } catch {
        return false;
      }
    }, 'WordPress');
    return { url, dir, wpDir, site, logs: () => output.slice(-4000), stop };
  } catch (error) {
    stop();
    throw error;
  }
}
