import { normalizePersian } from '../../shared/platform/persian-text';
import { HISTORY_LIMIT, readHistory, writeHistory, type SearchHistory } from './history';

/**
 * A phrase searched for joins the history's recent phrases (spec section 3, "Search history"): newest first, at most
 * five, one entry for what a shopper reads as one phrase («دريل» and «دریل»). Apart from history.ts, whose product-page
 * hook loads before any search and does not need the Persian folding.
 */
export function addPhrase(phrase: string): SearchHistory {
  const text = phrase.trim();
  const history = readHistory();
  if (!text) return history;
  const key = normalizePersian(text);
  const phrases = [text, ...history.phrases.filter((p) => normalizePersian(p) !== key)].slice(0, HISTORY_LIMIT);
  return writeHistory({ ...history, phrases });
}
