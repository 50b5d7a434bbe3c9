import { accessSync, constants, statSync } from 'node:fs';

/**
 * What `npm test` does about Chromium before anything else. The end-to-end project cannot run without it, and a
 * run without it must not look green, so: use the one found; install Debian's package when that can work (root,
 * apt-get present); otherwise stop at once with one line saying what to install.
 *
 * CHROMIUM_PATH, when set, is the only candidate: a deliberate choice is not quietly swapped for another browser,
 * and installing Debian's package would not make that path exist. HSA_NO_INSTALL=1 forbids the install (for the
 * runner's own tests, or a machine where npm test must never call apt-get).
 */
export const DEFAULT_PATHS = ['/usr/bin/chromium', '/usr/bin/chromium-browser'];
export const INSTALL_COMMAND = 'apt-get update && apt-get install -y chromium';

/** An executable file. */
export function isExecutable(path) {
  try {
    accessSync(path, constants.X_OK);
    return statSync(path).isFile();
  } catch {
    return false;
  }
}

/**
 * @param {{ env: Record<string, string | undefined>, exists?: (path: string) => boolean, isRoot: boolean, hasAptGet: boolean }} facts
 * @returns {{ action: 'use', path: string } | { action: 'install', line: string } | { action: 'stop', line: string }}
 */
export function chromiumPlan({ env, exists = isExecutable, isRoot, hasAptGet }) {
  if (env.CHROMIUM_PATH) {
    if (exists(env.CHROMIUM_PATH)) return { action: 'use', path: env.CHROMIUM_PATH };
    return {
      action: 'stop',
      line: `✗ No Chromium at CHROMIUM_PATH=${env.CHROMIUM_PATH}: point it at a Chromium binary, or unset it and install Debian's package (${INSTALL_COMMAND}).`,
    };
  }
  const found = DEFAULT_PATHS.find((path) => exists(path));
  if (found) return { action: 'use', path: found };
  if (isRoot && hasAptGet && env.HSA_NO_INSTALL !== '1') {
    return { action: 'install', line: `No Chromium found: installing Debian's chromium (${INSTALL_COMMAND}).` };
  }
  return {
    action: 'stop',
    line: `✗ No Chromium: install Debian's package as root (${INSTALL_COMMAND}), or set CHROMIUM_PATH to a Chromium binary, then run npm test again.`,
  };
}
