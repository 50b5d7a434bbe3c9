import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Debian's WordPress, PHP and MariaDB, installed when missing, as `.ci/run` installs Chromium: only as root with
 * apt-get (CI); otherwise the test stops with the command to run. Two test files may ask at once: one apt at a time.
 */
export const WORDPRESS_PACKAGES = ['wordpress', 'php-cli', 'php-mysql', 'mariadb-server'];
export const INSTALL_COMMAND = `apt-get update && apt-get install -y ${WORDPRESS_PACKAGES.join(' ')}`;

const NEEDED = ['/usr/bin/php', '/usr/sbin/mariadbd', '/usr/bin/mariadb-install-db', '/usr/share/wordpress/wp-settings.php'];

function phpHasMysqli(): boolean {
  return spawnSync('php', ['-r', 'exit(extension_loaded("mysqli") ? 0 : 1);']).status === 0;
}

function missing(): string[] {
  const absent = NEEDED.filter((path) => !existsSync(path));
  if (!absent.includes('/usr/bin/php') && !phpHasMysqli()) absent.push('php-mysql (mysqli)');
  return absent;
}

export function ensureWordPressPackages(): void {
  const absent = missing();
  if (absent.length === 0) return;
  const isRoot = process.getuid?.() === 0;
  const hasApt = (process.env.PATH ?? '').split(':').some((dir) => dir && existsSync(join(dir, 'apt-get')));
  // HSA_NO_INSTALL=1 forbids installing, as for Chromium (tests/run.mjs).
  if (!isRoot || !hasApt || process.env.HSA_NO_INSTALL === '1') {
    throw new Error(`Missing ${absent.join(', ')}: install Debian's packages first (${INSTALL_COMMAND}).`);
  }
  // Debian starts the services of what it installs (MariaDB's, Apache's) unless policy-rc.d says no: the test starts
  // its own MariaDB and PHP server and must leave nothing running, so a temporary policy-rc.d (under the same lock as
  // apt, removed when it ends) forbids those starts.
  const script = [
    'P=/usr/sbin/policy-rc.d',
    'if [ ! -e "$P" ]; then printf "#!/bin/sh\\nexit 101\\n" > "$P" && chmod 755 "$P" && trap \'rm -f "$P"\' EXIT; fi',
    `apt-get update -qq && apt-get install -y -qq ${WORDPRESS_PACKAGES.join(' ')}`,
  ].join('\n');
  const apt = spawnSync('flock', ['/tmp/hsa-wordpress-apt.lock', 'sh', '-c', script], {
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    encoding: 'utf8',
  });
  const still = missing();
  if (apt.status !== 0 || still.length > 0) {
    const last = `${apt.stderr ?? ''}${apt.stdout ?? ''}`.trim().split('\n').slice(-3).join('\n');
    throw new Error(`Installing ${WORDPRESS_PACKAGES.join(' ')} failed (exit ${apt.status}); still missing ${still.join(', ')}:\n${last}`);
  }
}
