import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseCompareIds } from '../../../shared/stores/compare-ids';

describe('parseCompareIds (spec section 5)', () => {
  it('keeps positive integers, de-duplicated, in order, at most 4', () => {
    expect(parseCompareIds('12,5,12,x,-3,0,7,9,11')).toEqual([12, 5, 7, 9]);
    expect(parseCompareIds(' 3 , 4 ')).toEqual([3, 4]);
    expect(parseCompareIds('')).toEqual([]);
    expect(parseCompareIds(null)).toEqual([]);
  });

  it('never returns more than the cap, a duplicate or a non-positive id, whatever the input', () => {
    fc.assert(
      fc.property(fc.string(), (input) => {
        const ids = parseCompareIds(input);
        expect(ids.length).toBeLessThanOrEqual(4);
        expect(new Set(ids).size).toBe(ids.length);
        for (const id of ids) expect(Number.isSafeInteger(id) && id > 0).toBe(true);
      }),
    );
  });
});
