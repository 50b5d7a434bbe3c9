import { readFileSync } from 'node:fs';

/** size-budgets.json, typed. */
export interface Budgets {
  /**
   * The shared/ui primitives (tests/size/primitives.test.ts): `set`, issue 6's nine primitives and their shared hooks
   * bundled together; `extras`, each later primitive on top of the set. Every module of shared/ui is in one of them.
   */
  primitives: { set: { modules: string[]; budget: number }; extras: Record<string, number> };
  /** The issues' per-island targets on the island's own JavaScript (EntrySizes.ownJs); `$comment` aside. */
  ownJs: Record<string, number>;
  /** Lazily shared platform chunks (by chunk name) that ownJs leaves out, each budgeted once. */
  platformChunks: Record<string, number>;
  sharedChunk: number;
  /** The site bundle (`vite build --mode site`): every island's with-the-page code in one file, what pages load. */
  siteBundle: number;
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
