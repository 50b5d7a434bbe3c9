import { existsSync } from 'node:fs';

/** The system Chromium (Debian's package); never a browser a tool downloads. CHROMIUM_PATH overrides. */
export function chromiumPath(): string {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter(Boolean) as string[];
  const found = candidates.find((path) => existsSync(path));
  if (!found) throw new Error('No Chromium: install Debian\'s package (apt-get install -y chromium) or set CHROMIUM_PATH.');
  return found;
}

/** Flags for this closed network (TOOLCHAIN.md): no background networking, no sandbox as root. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
  '--disable-dev-shm-usage',
  '--font-render-hinting=none',
];
