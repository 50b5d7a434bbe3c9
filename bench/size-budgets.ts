import { readFileSync } from 'node:fs';

/** size-budgets.json, typed. */
export interface Budgets {
  /** Every shared/ui primitive bundled together, the layers under it external (tests/size/primitives.test.ts). */
  primitives: number;
  sharedChunk: number;
  sharedTotal: number;
  entries: Record<string, number> & { default: number };
  onDemand: Record<string, string[]>;
  onDemandBudget: Record<string, number>;
  /** Page-level JavaScript measured in Chromium (bench/page-js.ts): gzip bytes of ours, jQuery and the theme apart. */
  pages: {
    /** on every page, before the shopper's first interaction */
    beforeInteraction: number;
    /** per page (PAGES' names), once every island on it has loaded */
    afterAll: Record<string, number>;
  };
}

export function readBudgets(file = 'size-budgets.json'): Budgets {
  return JSON.parse(readFileSync(file, 'utf8')) as Budgets;
}
