import { describe, expect, it } from 'vitest';
import { aliasesOf } from '../../demo-pages/db/search-aliases';
import { isModelPair, skuPrefix, splitModel } from '../../demo-pages/db/search-model-numbers';
import { ftsExpression, parseSearchQuery, type ParsedQuery } from '../../demo-pages/db/search-query';
import { Lexicon, TYPO_MIN_LETTERS, withinOneEdit } from '../../demo-pages/db/search-typos';
import { ftsMatchExpression, ftsTitleExpression } from '../../demo-pages/db/search-text';
import { matchesWords } from '../../demo-pages/db/search-engine';
import { searchTokens } from '../../shared/platform/persian-text';

const lexicon = new Lexicon(['دریل', 'آچار', 'سیلیکون', 'سیلیکونی', 'ماکیتا', 'makita', 'bosch', 'بوش', 'چسب', 'چکش', 'gsb1385', '1385']);

/** The phrases a group may match, as text. */
function alternatives(parsed: ParsedQuery | null, group = 0): string[] {
  return parsed?.groups[group]?.alternatives.map((alternative) => alternative.phrases.map((phrase) => phrase.join(' ')).join(' + ')) ?? [];
}

/** Does the query find a text, by the same rule the engine applies to term names? */
function finds(query: string, text: string): boolean {
  const parsed = parseSearchQuery(query, lexicon);
  return parsed !== null && matchesWords(parsed, searchTokens(text));
}

describe('aliases across scripts', () => {
  it('finds the Persian name from the Latin one and the reverse', () => {
    expect(finds('bosch', 'دریل بوش')).toBe(true);
    expect(finds('makita', 'فرز ماکیتا')).toBe(true);
    expect(finds('ماکیتا', 'makita')).toBe(true);
    expect(finds('بوش', 'bosch')).toBe(true);
    expect(finds('bosch', 'فرز ماکیتا')).toBe(false);
  });

  it('covers the 17 brands and phrases of more than one word', () => {
    for (const [latin, persian] of [['ronix', 'رونیکس'], ['active', 'اکتیو'], ['tosan', 'توسن'], ['kenzax', 'کنزاکس'], ['mahak', 'محک'],
      ['arva', 'آروا'], ['razi', 'رازی'], ['bosch', 'بوش'], ['makita', 'ماکیتا'], ['dewalt', 'دیوالت'], ['hilti', 'هیلتی'],
      ['stanley', 'استنلی'], ['total', 'توتال'], ['fischer', 'فیشر'], ['pattex', 'پاتکس'], ['tente', 'تنته']] as const) {
      expect(aliasesOf([latin]).map((phrase) => phrase.join(' '))).toContain(persian);
      expect(aliasesOf([persian]).map((phrase) => phrase.join(' '))).toContain(latin);
    }
    expect(finds('iran potk', 'چکش ایران پتک')).toBe(true);
    expect(finds('heat gun', 'سشوار صنعتی محک')).toBe(true);
    expect(finds('دیوالت', 'dewalt')).toBe(true);
  });

  it('offers the alias of a brand name still being typed', () => {
    expect(finds('mak', 'فرز ماکیتا')).toBe(true);
    expect(finds('دریل bos', 'دریل بوش')).toBe(true);
  });
});

describe('model numbers', () => {
  it('reads GSB-13, gsb 13, gsb13 and gsb۱۳ as one model number, written solid or in parts', () => {
    for (const query of ['GSB-13', 'gsb 13', 'gsb13', 'gsb۱۳', 'GSB ١٣']) {
      expect(finds(query, 'دریل بوش مدل GSB1385')).toBe(true);
      expect(finds(query, 'BS GSB 1385')).toBe(true);
      expect(finds(query, 'دریل بوش مدل GSB7892 توان 1300 وات')).toBe(false);
    }
  });

  it('splits and joins only letters followed by digits', () => {
    expect(splitModel('gsb13')).toEqual(['gsb', '13']);
    expect(splitModel('1385')).toBeNull();
    expect(splitModel('دریل')).toBeNull();
    expect(isModelPair('gsb', '13')).toBe(true);
    expect(isModelPair('وات', '13')).toBe(false);
    expect(skuPrefix(['tn5454', '0042'])).toBe('TN-5454-0042');
    expect(skuPrefix(['mh', '3272'])).toBe('MH-3272');
    expect(skuPrefix(['دریل'])).toBeNull();
  });
});

describe('one typo in words of 5 or more letters', () => {
  it('knows one edit from two', () => {
    expect(withinOneEdit('makitta', 'makita')).toBe(true); // insertion
    expect(withinOneEdit('makta', 'makita')).toBe(true); // deletion
    expect(withinOneEdit('mekita', 'makita')).toBe(true); // substitution
    expect(withinOneEdit('mkaita', 'makita')).toBe(true); // swap
    expect(withinOneEdit('mkatia', 'makita')).toBe(false);
    expect(withinOneEdit('makitaaa', 'makita')).toBe(false);
  });

  it('corrects toward the index words and their beginnings, from 5 letters', () => {
    expect(TYPO_MIN_LETTERS).toBe(5);
    expect(finds('سیلیکن', 'چسب سیلیکون')).toBe(true);
    expect(finds('makitta', 'فرز ماکیتا')).toBe(true);
    expect(finds('ماکیتتا', 'فرز ماکیتا')).toBe(true);
    // four letters: no typo forgiven ('چکس' is not 'چکش')
    expect(finds('دریب', 'دریل بوش')).toBe(false);
    // two typos: not forgiven
    expect(finds('سیلکن', 'چسب سیلیکون')).toBe(false);
  });

  it('corrects only a word that no indexed word starts with', () => {
    const kinds = (query: string) => parseSearchQuery(query, lexicon)?.groups[0]?.alternatives.map((a) => a.kind) ?? [];
    expect(kinds('سیلیکو')).not.toContain('typo');
    expect(kinds('سیلیکن')).toContain('typo');
    expect(alternatives(parseSearchQuery('سیلیکن', lexicon))).toContain('سیلیکون');
  });

  it('matches ا typed for آ, without calling it a typo', () => {
    expect(finds('اچار', 'آچار رینگی')).toBe(true);
    expect(parseSearchQuery('اچ', lexicon)?.groups[0]?.alternatives.map((a) => a.kind)).toEqual(['typed', 'spelling']);
  });
});

describe('the FTS5 expression', () => {
  it('quotes every phrase, so nothing typed is FTS5 syntax', () => {
    const expression = ftsMatchExpression('"a" OR title:* NEAR(b c) ^d -e');
    expect(expression).not.toBeNull();
    // the operators in the expression are the ones the engine wrote between quoted phrases
    const outside = (expression as string).replace(/"[^"]*"\*?/g, 'P');
    expect(outside).toMatch(/^[P()\s]*(?:(?:AND|OR)[P()\s]*)*$/);
  });

  it('needs every group, each through any of its alternatives', () => {
    expect(ftsMatchExpression('دريل bosch')).toBe('("دریل"* OR "drill"*) AND ("bosch"* OR "بوش"* OR "bosh"*)');
    expect(ftsExpression(parseSearchQuery('GSB-13')!)).toBe('("gsb 13"* OR "gsb13"*)');
    expect(ftsTitleExpression('چسب')).toBe('{title sku} : (("چسب"* OR "glue"* OR "adhesive"*))');
  });

  it('is null for a query without a letter or digit, and cut at 10 words', () => {
    expect(ftsMatchExpression(' *:"^ ')).toBeNull();
    expect(parseSearchQuery('a b c d e f g h i j k l m n')?.words).toHaveLength(10);
  });
});

describe('one-letter words', () => {
  it('match whole once typed past, and as a prefix while being typed', () => {
    expect(ftsMatchExpression('1 2 3')).toBe('"1" AND "2" AND "3"*');
    expect(finds('دریل ب', 'دریل بوش')).toBe(true);
    expect(finds('دریل ب بوش', 'دریل بوش')).toBe(false);
    expect(finds('دریل ب بوش', 'دریل ب بوش')).toBe(true);
  });
});

describe('words written with a ZWNJ', () => {
  it('are one word: found in parts or solid, and corrected as one', () => {
    const withTools = new Lexicon(['لوله', 'گیر', 'لولهگیر', 'پیچ', 'گوشتی', 'پیچگوشتی']);
    const finds2 = (query: string, text: string) => matchesWords(parseSearchQuery(query, withTools)!, searchTokens(text));
    expect(finds2('لوله\u200cگیر', 'آچار لوله گیر')).toBe(true);
    expect(finds2('لوله\u200cگیر', 'آچار لولهگیر')).toBe(true);
    expect(finds2('لوله\u200cگیز', 'آچار لولهگیر')).toBe(true);
    expect(finds2('لوله\u200cگیر', 'لوله آچار گیر')).toBe(false);
    expect(finds2('پیچ\u200cگوشتی', 'screwdriver')).toBe(true);
  });
});
