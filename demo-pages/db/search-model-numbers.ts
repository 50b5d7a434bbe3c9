/**
 * Model numbers and SKUs typed the way shoppers type them: 'GSB-13', 'gsb 13' and 'gsb13' are one model. The
 * index holds titles' model numbers solid ('GSB1385' is the word 'gsb1385') and SKUs in parts ('BS-1385-0003' is
 * 'bs 1385 0003'), so each spelling is searched both ways.
 */

const LETTERS = /^\p{L}+$/u;
const DIGITS = /^\d+$/;
const LETTERS_THEN_DIGITS = /^(\p{L}+)(\d[\p{L}\d]*)$/u;

/** 'gsb' then '13': two words that are one model number written apart. */
export function isModelPair(first: string, second: string): boolean {
  return LETTERS.test(first) && /[a-z]/.test(first) && DIGITS.test(second);
}

/** The word written solid: ['gsb', '13'] → 'gsb13'. */
export function joinModel(words: readonly string[]): string {
  return words.join('');
}

/** 'gsb13' → ['gsb', '13']; 'kpt7171a' → ['kpt', '7171a']; null for a word that is not letters then digits. */
export function splitModel(word: string): [string, string] | null {
  const match = LETTERS_THEN_DIGITS.exec(word);
  return match && /[a-z]/.test(match[1] as string) ? [match[1] as string, match[2] as string] : null;
}

/**
 * The prefix of a SKU as the catalogue stores it, from what a shopper typed: 'mh 3272', 'mh3272' and 'MH-3272'
 * become 'MH-3272'. Null unless the words look like a SKU (Latin letters, then groups of digits).
 */
export function skuPrefix(words: readonly string[]): string | null {
  const parts = words.flatMap((word) => splitModel(word) ?? [word]);
  if (parts.length < 2 || !/^[a-z]+$/.test(parts[0] as string) || !parts.slice(1).every((part) => DIGITS.test(part))) return null;
  return parts.join('-').toUpperCase();
}
