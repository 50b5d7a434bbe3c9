import { readFileSync } from 'node:fs';

/** size-budgets.json, typed. */
export interface Budgets {
  sharedChunk: number;
  sharedTotal: number;
  entries: Record<string, number> & { default: number };
  onDemand: Record<string, string[]>;
  onDemandBudget: Record<string, number>;
}

export function readBudgets(file = 'size-budgets.json'): Budgets {
  return JSON.parse(readFileSync(file, 'utf8')) as Budgets;
}
