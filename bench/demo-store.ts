import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser } from 'playwright-core';
import { CHROMIUM_ARGS, chromiumPath } from '../tests/support/chromium';

/**
 * For the command-line measurements (`npm run size`, `npm run bench`, `npm run lighthouse`): the built demo store on
 * a free port of 127.0.0.1 with a fresh database in a temp folder, stopped by its pid. With HSA_EXIT_WITH_STDIN it
 * also stops by itself when this process goes, so an interrupted run leaves nothing behind.
 */
const ROOT = fileURLToPath(new URL('..', import.meta.url));

export interface DemoStore {
  url: string;
  stop(): void;
}

export function startDemoStore(): Promise<DemoStore> {
  const dir = mkdtempSync(join(tmpdir(), 'hsa-bench-'));
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'demo-pages/server/main.ts'], {
    cwd: ROOT,
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', HSA_DB: join(dir, 'store.db'), HSA_EXIT_WITH_STDIN: '1' },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  const stop = () => {
    if (child.pid && child.exitCode === null && child.signalCode === null) process.kill(child.pid, 'SIGTERM');
    rmSync(dir, { recursive: true, force: true });
  };
  return new Promise((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => {
      stop();
      reject(new Error(`the demo store did not start in 60 s:\n${output}`));
    }, 60_000);
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /http:\/\/127\.0\.0\.1:\d+/.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve({ url: match[0], stop });
      }
    });
    child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('exit', (code) => {
      clearTimeout(timer);
      rmSync(dir, { recursive: true, force: true });
      reject(new Error(`the demo store exited (${code}):\n${output}`));
    });
  });
}

export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumPath(), headless: true, args: CHROMIUM_ARGS });
}

/** Runs `body` with a demo store and a browser, and stops both whatever happens. */
export async function withStoreAndBrowser<T>(body: (url: string, browser: Browser) => Promise<T>): Promise<T> {
  const store = await startDemoStore();
  try {
    const browser = await launchChromium();
    try {
      return await body(store.url, browser);
    } finally {
      await browser.close();
    }
  } finally {
    store.stop();
  }
}
