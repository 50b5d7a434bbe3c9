import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatDecimal, formatNumber, parseLocalizedInt, toLatinDigits, toPersianDigits } from '../../../shared/platform/digits';

describe('digits', () => {
  it('writes numbers for shoppers in Persian digits with the Persian separator', () => {
    expect(formatNumber(1234500)).toBe('۱٬۲۳۴٬۵۰۰');
    expect(formatNumber(0)).toBe('۰');
    expect(formatNumber(2701, false)).toBe('۲۷۰۱');
    expect(formatNumber(Number.NaN)).toBe('');
  });

  it('turns Persian and Arabic-Indic digits into Latin ones for servers, keeping everything else', () => {
    expect(toLatinDigits('۰۹۱۲ ٣٤٥ abc')).toBe('0912 345 abc');
    expect(toPersianDigits('مدل 2701')).toBe('مدل ۲۷۰۱');
  });

  it('round-trips any integer through Persian digits', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: Number.MAX_SAFE_INTEGER }), (n) => {
        expect(parseLocalizedInt(formatNumber(n))).toBe(n);
        expect(toLatinDigits(toPersianDigits(String(n)))).toBe(String(n));
      }),
    );
  });

  it('reads an integer out of text in any digit system, NaN when there is none', () => {
    expect(parseLocalizedInt('۳ کالا')).toBe(3);
    expect(parseLocalizedInt('٤٢')).toBe(42);
    expect(parseLocalizedInt('۱٬۲۰۰')).toBe(1200);
    expect(parseLocalizedInt('')).toBeNaN();
    expect(parseLocalizedInt(null)).toBeNaN();
  });
});

describe('formatNumber without Intl', () => {
  it('writes what fa-IR Intl writes, for whole numbers, rounding as it does', () => {
    const intl = new Intl.NumberFormat('fa-IR', { maximumFractionDigits: 0 });
    const plain = new Intl.NumberFormat('fa-IR', { maximumFractionDigits: 0, useGrouping: false });
    for (const n of [0, 7, 12.6, 999, 1000, 1234567, 2_450_000, 1e15, -1234, -2.5, 99_999_999_999]) {
      expect(formatNumber(n)).toBe(intl.format(n));
      expect(formatNumber(n, false)).toBe(plain.format(n));
    }
  });

  it('writes a negative that rounds to zero as zero (Intl writes «−۰»)', () => {
    expect(formatNumber(-0.2)).toBe('۰');
  });
});

describe('formatDecimal', () => {
  it('writes what fa-IR Intl writes with one decimal (a rating), without building a formatter', () => {
    const intl = new Intl.NumberFormat('fa-IR', { maximumFractionDigits: 1 });
    for (const n of [0, 4, 4.3, 4.25, 3.96, 1234.56, 5, -2.34]) expect(formatDecimal(n)).toBe(intl.format(n));
  });
});
