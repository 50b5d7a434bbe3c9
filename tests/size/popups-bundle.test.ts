import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { sizeReport } from '../../bench/size-report';

/**
 * Issue 13: the popups island checks its settings by hand (widgets/popups/settings.ts), so zod and the response
 * schemas (the `contracts` chunk) are not on its load path. Checked against the build that ran first.
 */
const popups = sizeReport().entries.find((entry) => entry.name === 'popups');

describe('popups island bundle', () => {
  it('is built', () => expect(popups).toBeDefined());

  it('does not load the contracts chunk (zod) with it', () => {
    expect(popups!.files.filter((file) => /(^|\/)contracts-/.test(file))).toEqual([]);
    for (const file of popups!.files.filter((f) => f.endsWith('.js'))) {
      // zod's own error text, present in any build of it
      expect(readFileSync(resolve('dist', file), 'utf8'), file).not.toMatch(/Invalid input|_zod/);
    }
  });
});
