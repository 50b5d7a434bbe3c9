/**
 * What the search index stores and how a shopper's query becomes an FTS5 expression. Both sides go through
 * normalizePersian, so Arabic ي/ك, Persian or Arabic digits and ZWNJ typed by a shopper match the stored text.
 */
import { normalizePersian, searchTerms } from '../../shared/platform/persian-text';

const ZWNJ = '\u200c';

/**
 * Normalised text plus, for every word written with a zero-width non-joiner, the word written solid:
 * 'پیچ‌گوشتی' is indexed as 'پیچ گوشتی پیچگوشتی', so 'پیچ‌گوشتی', 'پیچ گوشتی' and 'پیچگوشتی' all find it.
 */
export function searchableText(text: string): string {
  const solidWords = text
    .split(/\s+/)
    .filter((word) => word.includes(ZWNJ))
    .map((word) => normalizePersian(word.split(ZWNJ).join('')));
  return [normalizePersian(text), ...solidWords].join(' ').trim();
}

/** Letters or digits: a term without any is punctuation the tokenizer would drop, leaving an empty phrase. */
const HAS_WORD_CHARACTER = /[\p{L}\p{N}]/u;

/**
 * Every term must match, each as a prefix ('دری' finds 'دریل'). Each term is quoted, so FTS5 syntax typed by a
 * shopper (AND, NEAR, *, :, -) is read as text; inside the quotes the tokenizer still splits 'RX-2701' into a
 * phrase 'rx 2701', which matches the SKU. Returns null when nothing searchable is left.
 */
export function ftsMatchExpression(query: string): string | null {
  const phrases = searchTerms(query)
    .map((term) => term.replace(/"/g, ' ').trim())
    .filter((term) => HAS_WORD_CHARACTER.test(term))
    .map((term) => `"${term}"*`);
  return phrases.length > 0 ? phrases.join(' AND ') : null;
}

/** The same terms, all required in the title: products matching it rank first. */
export function ftsTitleExpression(query: string): string | null {
  const expression = ftsMatchExpression(query);
  return expression === null ? null : `title : (${expression})`;
}
