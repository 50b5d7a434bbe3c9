import type { SearchSuggestion } from '../../shared/api/contracts/search';
import type { ApiResult } from '../../shared/api/errors';

/**
 * The live search's requests (spec sections 4 and 7): at least 3 characters; sent 100 ms after typing pauses, the
 * previous request aborted; answers cached per query; a query that found nothing is remembered, and a longer query
 * that starts with it is answered «nothing» without asking. Framework-free, so widget tests drive it with a fake
 * `fetch` and fake timers.
 */
export const MIN_CHARS = 3;
export const DEBOUNCE_MS = 100;

export type SearchOutcome =
  | { query: string; status: 'idle' }
  | { query: string; status: 'loading' }
  | { query: string; status: 'done'; suggestions: SearchSuggestion[] }
  | { query: string; status: 'error' };

export type SearchFetch = (query: string, signal: AbortSignal) => Promise<ApiResult<{ suggestions: SearchSuggestion[] }>>;

export interface SearchClient {
  /** Asks for `query`; `onOutcome` hears loading, then the answer (or nothing, if another query came first). */
  search(query: string, onOutcome: (outcome: SearchOutcome) => void): void;
  /** Stops the pending request and timer. */
  cancel(): void;
}

/** Rows that are not results: a query answered only with these found nothing. */
const NOT_RESULTS = new Set(['no-results', 'more_products', 'headline', 'headline-v2']);

export const foundNothing = (suggestions: SearchSuggestion[]) => suggestions.every((s) => NOT_RESULTS.has(s.type));

export function createSearchClient(fetch: SearchFetch, debounceMs = DEBOUNCE_MS): SearchClient {
  const cache = new Map<string, SearchSuggestion[]>();
  const empty: string[] = [];
  let timer: ReturnType<typeof setTimeout> | undefined;
  let controller: AbortController | undefined;

  const cancel = () => {
    clearTimeout(timer);
    controller?.abort();
    controller = undefined;
  };

  return {
    cancel,
    search(raw, onOutcome) {
      cancel();
      const query = raw.trim();
      if ([...query].length < MIN_CHARS) return onOutcome({ query, status: 'idle' });
      const key = query.toLowerCase();
      const cached = cache.get(key);
      if (cached) return onOutcome({ query, status: 'done', suggestions: cached });
      if (empty.some((prefix) => key.startsWith(prefix))) return onOutcome({ query, status: 'done', suggestions: [{ type: 'no-results', value: '' }] });
      onOutcome({ query, status: 'loading' });
      const mine = new AbortController();
      controller = mine;
      timer = setTimeout(async () => {
        const result = await fetch(query, mine.signal);
        if (mine.signal.aborted) return; // a newer query took over
        controller = undefined;
        if (!result.ok) return onOutcome({ query, status: 'error' });
        const suggestions = result.data.suggestions;
        cache.set(key, suggestions);
        if (foundNothing(suggestions)) empty.push(key);
        onOutcome({ query, status: 'done', suggestions });
      }, debounceMs);
    },
  };
}
