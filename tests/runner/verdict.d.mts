// Types for verdict.mjs (plain JavaScript so that `node tests/run.mjs` needs no loader).
export interface Step {
  name: string;
  ok: boolean;
}
export interface ModuleSummary {
  file: string;
  project: string;
  state: string;
  errors: string[];
  passed: number;
  failed: number;
  skipped: number;
  todo: number;
  pending: number;
}
export interface ProjectsSummary {
  projects: string[];
  modules: ModuleSummary[];
  unhandledErrors: string[];
  reason: string | null;
  ended: boolean;
}
export interface VitestOutcome {
  status: number | null;
  signal?: string | null;
  /** Vitest's JSON report, or null when it wrote none */
  report: any;
  projects: ProjectsSummary | null;
}
export interface Verdict {
  passed: number;
  failed: number;
  skipped: number;
  problems: string[];
  skippedTests: string[];
}
export function verdict(input: { steps?: Step[]; vitest: VitestOutcome | null; root?: string }): Verdict;
export function closingLine(counts: { passed: number; failed: number; skipped: number }): string;
