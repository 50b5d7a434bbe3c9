import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type BrowserServer } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import { CHROMIUM_ARGS, chromiumPath } from '../support/chromium';

/**
 * Once for all end-to-end files: the built demo store on a free port with a fresh database, and one Chromium
 * that every file connects to. Both are stopped by their pid when the run ends; the server also stops by itself
 * when this process goes (stdin closes).
 */
declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    wsEndpoint: string;
  }
}

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

function startServer(dbFile: string): Promise<{ child: ChildProcess; url: string }> {
  return new Promise((resolvePromise, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'demo-pages/server/main.ts'], {
      cwd: ROOT,
      env: { ...process.env, PORT: '0', HOST: '127.0.0.1', HSA_DB: dbFile, HSA_EXIT_WITH_STDIN: '1', HSA_DEV: '1' },
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    let output = '';
    const timer = setTimeout(() => reject(new Error(`demo store did not start:\n${output}`)), 60_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /http:\/\/127\.0\.0\.1:(\d+)/.exec(output);
      if (match) {
        clearTimeout(timer);
        resolvePromise({ child, url: `http://127.0.0.1:${match[1]}` });
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`demo store exited with ${code}:\n${output}`));
    });
  });
}

export default async function setup(project: TestProject) {
  if (!existsSync(join(ROOT, 'dist/.vite/manifest.json')) || !existsSync(join(ROOT, 'dist/.vite/site-manifest.json'))) {
    const build = spawnSync('npm', ['run', 'build'], { cwd: ROOT, stdio: 'inherit' });
    if (build.status !== 0) throw new Error('vite build failed');
  }
  const dir = mkdtempSync(join(tmpdir(), 'hsa-e2e-'));
  const { child, url } = await startServer(join(dir, 'store.db'));
  let browser: BrowserServer;
  try {
    browser = await chromium.launchServer({ executablePath: chromiumPath(), headless: true, args: CHROMIUM_ARGS });
  } catch (error) {
    child.kill('SIGTERM');
    throw error;
  }
  project.provide('baseUrl', url);
  project.provide('wsEndpoint', browser.wsEndpoint());
  return async () => {
    await browser.close().catch(() => {});
    if (child.pid && child.exitCode === null) process.kill(child.pid, 'SIGTERM');
    rmSync(dir, { recursive: true, force: true });
  };
}
