import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { normalizePersian, searchTerms } from '../../../shared/platform/persian-text';

describe('normalizePersian', () => {
  it('folds Arabic yeh and kaf into Persian, digits into Latin, ZWNJ into a space', () => {
    expect(normalizePersian('دريل')).toBe(normalizePersian('دریل'));
    expect(normalizePersian('كابل')).toBe('کابل');
    expect(normalizePersian('۲۷۰۱')).toBe('2701');
    expect(normalizePersian('٢٧٠١')).toBe('2701');
    expect(normalizePersian('پیچ\u200cگوشتی')).toBe('پیچ گوشتی');
    expect(normalizePersian('  Bosch   GSB ')).toBe('bosch gsb');
  });

  it('is idempotent for any text', () => {
    fc.assert(
      fc.property(fc.string(), (s) => {
        expect(normalizePersian(normalizePersian(s))).toBe(normalizePersian(s));
      }),
    );
  });

  it('treats the Arabic and Persian spellings of any word alike', () => {
    const letters = fc.constantFrom('ی', 'ي', 'ک', 'ك', 'د', 'ر', 'ل', '۱', '1', '١', '\u200c', ' ');
    fc.assert(
      fc.property(fc.array(letters, { maxLength: 12 }), (chars) => {
        const persian = chars.join('').replace(/ي/g, 'ی').replace(/ك/g, 'ک').replace(/[١]/g, '۱');
        expect(normalizePersian(chars.join(''))).toBe(normalizePersian(persian));
      }),
    );
  });

  it('splits search terms on white space and ZWNJ', () => {
    expect(searchTerms('دريل  چکشی\u200cرونیکس')).toEqual(['دریل', 'چکشی', 'رونیکس']);
    expect(searchTerms('   ')).toEqual([]);
  });
});
