import { toLatinDigits } from './digits';

/**
 * Normalises Persian text for matching (search, compare search, history de-duplication):
 * Arabic ي/ى → Persian ی, Arabic ك → Persian ک, ة → ه, أ/إ/آ kept as letters but hamza forms folded to ا,
 * Persian and Arabic-Indic digits → Latin, ZWNJ and other zero-width marks → a space,
 * tatweel and harakat removed, Latin lower-cased, runs of white space folded.
 * The result is for comparison only; never show it to a shopper.
 */
export function normalizePersian(text: string): string {
  return toLatinDigits(text)
    .replace(/[يى]/g, 'ی')
    .replace(/ك/g, 'ک')
    .replace(/ة/g, 'ه')
    .replace(/[أإٱ]/g, 'ا')
    .replace(/ؤ/g, 'و')
    .replace(/[\u064B-\u065F\u0670\u0640]/g, '') // harakat, superscript alef, tatweel
    .replace(/[\u200B-\u200F\u202A-\u202E\u2066-\u2069\uFEFF]/g, ' ') // ZWNJ, ZWJ, direction marks
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

/** Splits normalised text into search terms. */
export function searchTerms(text: string): string[] {
  const normal = normalizePersian(text);
  return normal ? normal.split(' ').filter(Boolean) : [];
}
