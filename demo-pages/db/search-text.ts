/**
 * What the search index stores and how a shopper's query becomes an FTS5 expression. Both sides go through
 * normalizePersian, so Arabic ي/ك, Persian or Arabic digits and ZWNJ typed by a shopper match the stored text.
 * The query side (aliases, model numbers, spellings, typos) is search-query.ts.
 */
import { normalizePersian } from '../../shared/platform/persian-text';
import { ftsExpression, ftsTitleOrSkuExpression, parseSearchQuery } from './search-query';
import type { Lexicon } from './search-typos';

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

/**
 * Every typed word (or its alias, model-number spelling, or, given the index's lexicon, its spelling with آ or
 * its one-typo correction) must match, each as a prefix ('دری' finds 'دریل'). Each phrase is quoted, so FTS5
 * syntax typed by a shopper (AND, NEAR, *, :, -) is read as text. Returns null when nothing searchable is left.
 */
export function ftsMatchExpression(query: string, lexicon?: Lexicon): string | null {
  const parsed = parseSearchQuery(query, lexicon);
  return parsed ? ftsExpression(parsed) : null;
}

/** The same, matched in the title or the SKU: products matching it rank first. */
export function ftsTitleExpression(query: string, lexicon?: Lexicon): string | null {
  const parsed = parseSearchQuery(query, lexicon);
  return parsed ? ftsTitleOrSkuExpression(parsed) : null;
}
