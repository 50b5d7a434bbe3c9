// Types for vitest-run.mjs.
import type { VitestOutcome } from './verdict.mjs';

export function runVitest(options: {
  cwd: string;
  args?: string[];
  inherit?: boolean;
  env?: Record<string, string>;
}): Promise<VitestOutcome & { signal: string | null; output: string }>;
