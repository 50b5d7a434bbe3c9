import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { normalizePersian, searchTerms, searchTokens } from '../../shared/platform/persian-text';

/** The normaliser every search shares (live search, search page, compare search, city search, history). */
describe('normalizePersian for search', () => {
  it('folds the Arabic letters a phone keyboard types into the Persian ones', () => {
    expect(normalizePersian('دريل بوش')).toBe('دریل بوش');
    expect(normalizePersian('ولتاژ ۱۴٫۴ ولت')).toBe(normalizePersian('ولتاژ 14.4 ولت'));
    expect(normalizePersian('كنزاكس')).toBe('کنزاکس');
    expect(normalizePersian('ڪابل')).toBe('کابل');
    expect(normalizePersian('مسئله')).toBe('مسیله');
    expect(normalizePersian('هيلتى')).toBe('هیلتی');
    expect(normalizePersian('جعبة')).toBe('جعبه');
    expect(normalizePersian('خانۀ')).toBe('خانه');
    expect(normalizePersian('ھیلتی')).toBe('هیلتی');
  });

  it('reads Arabic presentation forms (a PDF\'s or an old keyboard\'s) as their letters', () => {
    expect(normalizePersian('ﺩﺭﻳﻞ')).toBe(normalizePersian('دریل'));
    expect(normalizePersian('ﻻﺳﺘﯿﮏ')).toBe(normalizePersian('لاستیک'));
    expect(normalizePersian('ﮐﻠﯿﺪ')).toBe('کلید');
    expect(normalizePersian('ＧＳＢ１３')).toBe('gsb13');
    expect(normalizePersian('آچار')).toBe('آچار');
  });

  it('writes Persian and Arabic-Indic digits as Latin ones', () => {
    expect(normalizePersian('gsb۱۳')).toBe('gsb13');
    expect(normalizePersian('GSB١٣')).toBe('gsb13');
  });

  it('drops harakat and tatweel, and the accents of Latin letters, but keeps آ', () => {
    expect(normalizePersian('دَرِیل')).toBe('دریل');
    expect(normalizePersian('دریـــل')).toBe('دریل');
    expect(normalizePersian('Fischér')).toBe('fischer');
    expect(normalizePersian('ÅNGSTRÖM')).toBe('angstrom');
    expect(normalizePersian('آچار')).toBe('آچار');
    expect(normalizePersian('أچار')).toBe('اچار');
  });

  it('turns ZWNJ and direction marks into spaces and folds spacing', () => {
    expect(normalizePersian('پیچ\u200cگوشتی')).toBe('پیچ گوشتی');
    expect(normalizePersian('\u200f دریل \u200e\u00a0 بوش\n')).toBe('دریل بوش');
  });

  it('stays idempotent on Persian, Arabic and accented Latin text', () => {
    const chars = fc.constantFrom('ی', 'ي', 'ئ', 'ک', 'ك', 'ة', 'ۀ', 'آ', 'أ', 'ـ', 'َ', '۱', '١', 'É', 'é', 'Å', 'İ', 'ß', '\u200c', ' ', 'a', 'Z');
    fc.assert(
      fc.property(fc.array(chars, { maxLength: 16 }), (list) => {
        const once = normalizePersian(list.join(''));
        expect(normalizePersian(once)).toBe(once);
      }),
    );
  });
});

describe('searchTokens', () => {
  it('splits as the FTS5 index does: on anything that is not a letter or a digit', () => {
    expect(searchTokens('GSB-13')).toEqual(['gsb', '13']);
    expect(searchTokens('rx/2701 (جدید)')).toEqual(['rx', '2701', 'جدید']);
    expect(searchTokens('"دریل"* AND NEAR(x:y)')).toEqual(['دریل', 'and', 'near', 'x', 'y']);
    expect(searchTokens('،؛!؟')).toEqual([]);
  });

  it('keeps searchTerms splitting on spaces only', () => {
    expect(searchTerms('GSB-13 دريل')).toEqual(['gsb-13', 'دریل']);
  });
});
