import { toLatinDigits } from './digits';

/**
 * Normalises Persian text for matching (search, compare search, city search, history de-duplication): Arabic
 * presentation forms (a PDF's or an old keyboard's ﺩﺭﻳﻞ) and full-width Latin → their letters (NFKC),
 * Arabic ي/ى/ې/ۍ → Persian ی, hamza on yeh ئ → ی, Arabic ك/ڪ → Persian ک, ة/ۀ/ھ/ە → ه, hamza forms of alef
 * أ/إ/ٱ → ا (آ kept: it is a letter of its own), ؤ → و, Persian and Arabic-Indic digits → Latin, ZWNJ and other
 * zero-width or direction marks → a space, tatweel and harakat removed, accents of Latin letters removed
 * (é → e), Latin lower-cased, runs of white space folded.
 * The result is for comparison only; never show it to a shopper.
 */
export function normalizePersian(text: string): string {
  // NFKC: presentation forms (ﺩﺭﻳﻞ, ﻻ) and full-width Latin (ＧＳＢ) are their letters; آ stays composed
  return foldLatinAccents(toLatinDigits(text.normalize('NFKC')).toLowerCase())
    .replace(/[يىېۍئ]/g, 'ی')
    .replace(/[كڪ]/g, 'ک')
    .replace(/[ةۀھە]/g, 'ه')
    .replace(/[أإٱ]/g, 'ا')
    .replace(/ؤ/g, 'و')
    .replace(/٫/g, '.') // the Persian decimal separator: ۱۴٫۴ and 14.4 are one voltage
    .replace(/[\u064B-\u065F\u0670\u0640]/g, '') // harakat, superscript alef, tatweel
    .replace(/[\u200B-\u200F\u202A-\u202E\u2066-\u2069\uFEFF]/g, ' ') // ZWNJ, ZWJ, direction marks
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * Accents of Latin letters go ('Fischér' finds Fischer). Only the Latin ranges are decomposed: decomposing آ would
 * split it into ا and a mark that the harakat rule then drops. Lower-cased first, so no accented capital is left.
 */
function foldLatinAccents(text: string): string {
  return /[\u00C0-\u024F\u1E00-\u1EFF]/.test(text)
    ? text.replace(/[\u00C0-\u024F\u1E00-\u1EFF]+/g, (run) => run.normalize('NFD').replace(/[\u0300-\u036F]/g, ''))
    : text;
}

/** Splits normalised text into search terms on white space (a term may still hold punctuation: 'gsb-13'). */
export function searchTerms(text: string): string[] {
  const normal = normalizePersian(text);
  return normal ? normal.split(' ').filter(Boolean) : [];
}

/**
 * Splits text into the words a search index holds: runs of letters and digits, as SQLite FTS5's unicode61
 * tokenizer reads them, so 'GSB-13', 'gsb 13' and 'rx/2701' become ['gsb', '13'] and ['rx', '2701'], and FTS
 * syntax typed by a shopper ("*", ":", quotes) is no word at all.
 */
export function searchTokens(text: string): string[] {
  return normalizePersian(text).match(/[\p{L}\p{N}\p{Co}]+/gu) ?? [];
}
