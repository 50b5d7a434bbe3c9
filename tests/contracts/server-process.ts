import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/**
 * The demo store as its own process, started the way the end-to-end setup starts it (tests/e2e/global-setup.ts):
 * PORT=0 on 127.0.0.1, HSA_DB, and HSA_EXIT_WITH_STDIN=1 so it goes when the test process goes. Stopped by pid.
 */
const ROOT = fileURLToPath(new URL('../..', import.meta.url));

export interface ServerProcess {
  url: string;
  pid: number;
  child: ChildProcess;
  output(): string;
  stop(): Promise<void>;
}

export interface ExitedProcess {
  code: number | null;
  stdout: string;
  stderr: string;
}

function spawnStore(dbFile: string): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', 'demo-pages/server/main.ts'], {
    cwd: ROOT,
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', HSA_DB: dbFile, HSA_EXIT_WITH_STDIN: '1' },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
}

function stopper(child: ChildProcess): () => Promise<void> {
  return () =>
    new Promise((resolvePromise) => {
      if (child.exitCode !== null || child.signalCode !== null || !child.pid) return resolvePromise();
      child.once('exit', () => resolvePromise());
      process.kill(child.pid, 'SIGTERM');
    });
}

/** Starts a server on `dbFile` and resolves once it listens. */
export function startStore(dbFile: string, timeoutMs = 60_000): Promise<ServerProcess> {
  return new Promise((resolvePromise, reject) => {
    const child = spawnStore(dbFile);
    let output = '';
    const timer = setTimeout(() => {
      void stopper(child)();
      reject(new Error(`demo store did not start:\n${output}`));
    }, timeoutMs);
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /http:\/\/127\.0\.0\.1:(\d+)/.exec(output);
      if (match && child.pid) {
        clearTimeout(timer);
        resolvePromise({ url: `http://127.0.0.1:${match[1]}`, pid: child.pid, child, output: () => output, stop: stopper(child) });
      }
    });
    child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`demo store exited with ${code}:\n${output}`));
    });
  });
}

/** Starts a server on `dbFile` that is expected to refuse to start; resolves with how it ended. */
export function startStoreExpectingExit(dbFile: string, timeoutMs = 60_000): Promise<ExitedProcess> {
  return new Promise((resolvePromise, reject) => {
    const child = spawnStore(dbFile);
    let stdout = '';
    let stderr = '';
    const timer = setTimeout(() => {
      void stopper(child)();
      reject(new Error(`demo store neither started nor exited:\n${stdout}${stderr}`));
    }, timeoutMs);
    child.stdout!.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
      if (/http:\/\/127\.0\.0\.1:\d+/.test(stdout)) {
        clearTimeout(timer);
        void stopper(child)();
        reject(new Error(`demo store started on a damaged database:\n${stdout}`));
      }
    });
    child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('exit', (code) => {
      clearTimeout(timer);
      resolvePromise({ code, stdout, stderr });
    });
  });
}

/** Runs `npm run seed`'s script on a file (tsx, as npm would), resolving with how it ended. */
export function runSeed(dbFile: string, products: number): Promise<ExitedProcess> {
  return new Promise((resolvePromise) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'demo-pages/db/seed-cli.ts', '--products', String(products), '--db', dbFile], { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('exit', (code) => resolvePromise({ code, stdout, stderr }));
  });
}

/** The resident memory of a process, in bytes (Linux). */
export async function residentBytes(pid: number): Promise<number> {
  const { readFileSync } = await import('node:fs');
  const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  if (!match) throw new Error(`no VmRSS for ${pid}`);
  return Number(match[1]) * 1024;
}
