/**
 * A sort key that makes SQLite's binary ORDER BY follow the Persian alphabet. Code points do not: پ چ ژ گ were
 * added to the Arabic block after ی, so 'پیچ‌گوشتی' would sort after 'یخچال'. Each letter is mapped to a private-use
 * character in alphabet order, zero-width non-joiners are ignored, and runs of digits are padded so that
 * 'مدل 950' sorts before 'مدل 2701'.
 */
import { normalizePersian } from '../../shared/platform/persian-text';

const PERSIAN_ALPHABET = 'آابپتثجچحخدذرزژسشصضطظعغفقکگلمنوهی';
/** Private-use area: above every letter of every script, so Latin text and digits sort before Persian. */
const FIRST_KEY = 0xe000;
const DIGIT_RUN_WIDTH = 12;
const ZERO_WIDTH = /[\u200b-\u200f\ufeff]/g;

/** Letters Persian spelling treats as a form of another letter for ordering. */
const ORDER_AS: Readonly<Record<string, string>> = { 'ئ': 'ی', 'ء': 'ا' };

const letterKeys = new Map<string, string>(
  [...PERSIAN_ALPHABET].map((letter, position) => [letter, String.fromCharCode(FIRST_KEY + position)]),
);

export function persianSortKey(text: string): string {
  // normalizePersian turns ZWNJ into a space; alphabetical order ignores it instead, so drop it first.
  const normal = normalizePersian(text.replace(ZERO_WIDTH, ''));
  const padded = normal.replace(/\d+/g, (digits) => digits.padStart(DIGIT_RUN_WIDTH, '0'));
  const key: string[] = [];
  for (const char of padded) {
    const letter = ORDER_AS[char] ?? char;
    key.push(letterKeys.get(letter) ?? letter);
  }
  return key.join('');
}

/** Compares like ORDER BY title_sort; for sorting in memory (tests, small lists). */
export function comparePersian(a: string, b: string): number {
  const left = persianSortKey(a);
  const right = persianSortKey(b);
  return left < right ? -1 : left > right ? 1 : 0;
}
