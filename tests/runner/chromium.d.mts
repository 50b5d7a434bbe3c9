// Types for chromium.mjs.
export const DEFAULT_PATHS: string[];
export const INSTALL_COMMAND: string;
export function isExecutable(path: string): boolean;
export type ChromiumPlan = { action: 'use'; path: string } | { action: 'install'; line: string } | { action: 'stop'; line: string };
export function chromiumPlan(facts: {
  env: Record<string, string | undefined>;
  exists?: (path: string) => boolean;
  isRoot: boolean;
  hasAptGet: boolean;
}): ChromiumPlan;
