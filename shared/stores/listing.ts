import { atom } from 'nanostores';
import type { FacetDefinition, FacetSidebarProps, FacetType, RefreshResponse, RefreshSettings } from '../api/contracts/listing';
import { fetchJson } from '../api/fetch-json';
import { listingSchema } from '../api/lazy-contracts';
import { track } from '../platform/analytics';
import { readListingUrl, sameResults, writeListingUrl, type ListingQuery, type SortValue } from './listing-url';

export type { ListingQuery, SortValue };

/**
 * $listing: one archive listing shared by the facet sidebar and the grid behaviour (spec sections 4 and 7). The URL
 * is the only source of truth: every change writes it (pushState) and asks the filter engine (FacetWP's refresh,
 * shared/api/contracts/listing.ts) for the results; Back/Forward read it again. The grid puts the answer's markup
 * in the page (`results`), the sidebar draws the facets from `settings`.
 */
export interface ListingConfig {
  endpoint: string;
  facets: readonly Pick<FacetDefinition, 'name' | 'type'>[];
  httpParams: { get: Record<string, string>; uri: string };
  infinite: { enabled: boolean; pageLimit: number };
}

export interface ListingResults {
  /** Grows with every answer the page must show; the grid applies what it has not applied yet. */
  seq: number;
  template: string;
  /** 'append': infinite scroll or 'load more' (cards already on the page are dropped). */
  mode: 'replace' | 'append';
  pager: string;
}

export interface ListingState {
  config: ListingConfig | null;
  query: ListingQuery;
  settings: RefreshSettings | null;
  status: 'idle' | 'loading' | 'appending' | 'error';
  /** The last request failed with the browser offline: the loading state stays and waits for it to be back. */
  offline?: boolean;
  /** The highest page on screen (the numbered page, or the last appended one). */
  loadedPage: number;
  results: ListingResults | null;
}

const emptyQuery = (): ListingQuery => ({ facets: {}, page: 1, scrolledTo: 1 });

export const $listing = atom<ListingState>({ config: null, query: emptyQuery(), settings: null, status: 'idle', loadedPage: 1, results: null });

/** Where the page goes when the engine cannot be reached; tests replace it. */
export const listingEnv = {
  navigate: (url: string) => window.location.assign(url),
};

const names = () => $listing.get().config?.facets.map((f) => f.name) ?? [];
const typeOf = (name: string): FacetType | undefined => $listing.get().config?.facets.find((f) => f.name === name)?.type;
const patch = (next: Partial<ListingState>) => $listing.set({ ...$listing.get(), ...next });

/** Starts the listing once per page from the first-load state (the sidebar's props); later calls keep it. */
export function startListing(config: ListingConfig, settings: RefreshSettings, href = window.location.href): void {
  if ($listing.get().config) return;
  const query = readListingUrl(href, config.facets.map((f) => f.name));
  $listing.set({ config, query, settings, status: 'idle', loadedPage: Math.max(query.page, query.scrolledTo), results: null });
}

/** Test helper: forget the page's listing. */
export function resetListing(): void {
  inFlight?.abort();
  removeEventListener('online', retry);
  listingProps = null;
  $listing.set({ config: null, query: emptyQuery(), settings: null, status: 'idle', loadedPage: 1, results: null });
}

/** FacetWP's frozen facets: dropdown and search 'soft' once chosen, sort 'hard' (spec section 4). */
export function frozenFacets(query: ListingQuery): Record<string, 'soft' | 'hard'> {
  const frozen: Record<string, 'soft' | 'hard'> = {};
  for (const [name, values] of Object.entries(query.facets)) {
    const type = typeOf(name);
    if (type === 'sort') frozen[name] = 'hard';
    else if ((type === 'dropdown' || type === 'search') && values.length) frozen[name] = 'soft';
  }
  return frozen;
}

/** The refresh body of spec section 7 for a query and a page. */
export function refreshBody(query: ListingQuery, paged: number, softRefresh: boolean) {
  const config = $listing.get().config;
  const get: Record<string, string> = { ...config?.httpParams.get };
  if (query.sort) get.orderby = query.sort;
  if (query.perPage) get.per_page = String(query.perPage);
  return {
    action: 'facetwp_refresh',
    data: {
      facets: query.facets,
      frozen_facets: frozenFacets(query),
      http_params: { get, uri: config?.httpParams.uri ?? '' },
      template: 'wp',
      extras: { sort: query.sort ?? 'default', per_page: query.perPage ?? 'default', pager: true, counts: true, selections: true },
      soft_refresh: softRefresh ? 1 : 0,
      is_bfcache: 0,
      first_load: 0,
      paged,
    },
  };
}

let inFlight: AbortController | null = null;
let seq = 0;

type Outcome = { ok: true; data: RefreshResponse } | { ok: false; unreachable: boolean };

async function ask(query: ListingQuery, paged: number, softRefresh: boolean, signal?: AbortSignal): Promise<Outcome> {
  const config = $listing.get().config;
  if (!config) return { ok: false, unreachable: true };
  const result = await fetchJson(listingSchema('refreshResponseSchema'), {
    url: config.endpoint,
    method: 'POST',
    json: refreshBody(query, paged, softRefresh),
    ...(signal ? { signal } : {}),
  });
  if (result.ok) return { ok: true, data: result.data };
  const { kind } = result.error;
  if (kind === 'aborted') return { ok: false, unreachable: false };
  // An answer that is not the engine's (HTML, a schema mismatch) is section 8's message; no answer is a navigation.
  return { ok: false, unreachable: kind === 'network' || kind === 'timeout' || (kind === 'http' && result.error.status >= 500) || (kind === 'http' && result.error.status === 404) };
}

/** The offline retry waiting for the browser's `online` event (load() below); a no-op when none waits. */
let retry = () => {};

/**
 * Asks for `query` and shows it: 'replace' for a change, 'append' for the next page. The URL is already written;
 * when the engine is unreachable the page goes there in full (spec section 4), which also works without the island,
 * unless the browser is offline (then the request waits for it to be back). `failed`, when given, is called instead.
 * Up to page `upTo`, each page after it is appended in turn (Back to a listing scrolled to page 3).
 */
async function load(query: ListingQuery, mode: 'replace' | 'append', paged: number, url: string, failed?: () => void, upTo = paged): Promise<void> {
  removeEventListener('online', retry);
  inFlight?.abort();
  const controller = new AbortController();
  inFlight = controller;
  patch({ status: mode === 'append' ? 'appending' : 'loading', offline: false });
  const outcome = await ask(query, paged, mode === 'append', controller.signal);
  if (controller.signal.aborted) return;
  inFlight = null;
  if (!outcome.ok) {
    // Offline, the page in full could not come either (the browser's error page would take the listing's place): the
    // loading state stays (a refresh's skeletons, an append's overlay over the cards) with «خطا در اتصال.» (`offline`),
    // and the last request that failed goes again once the browser is back online (one retry: any newer request
    // drops the older one's).
    if (failed) failed();
    else if (outcome.unreachable && !navigator.onLine) {
      patch({ offline: true });
      addEventListener('online', (retry = () => void load(query, mode, paged, url, failed, upTo)), { once: true });
    }
    else if (outcome.unreachable) listingEnv.navigate(url);
    else patch({ status: 'error' });
    return;
  }
  const { data } = outcome;
  seq += 1;
  patch({
    status: 'idle',
    settings: data.settings,
    loadedPage: paged,
    results: { seq, template: data.template, mode, pager: data.pager ?? '' },
  });
  if (paged < upTo && paged < data.settings.pager.total_pages) void load(query, 'append', paged + 1, url, failed, upTo);
}

function urlFor(query: ListingQuery): string {
  return writeListingUrl(window.location.href, query, names());
}

function change(next: Partial<ListingQuery>): void {
  const state = $listing.get();
  // Any change of sort, per page or filter resets paging (spec section 4).
  const query: ListingQuery = { ...state.query, ...next, page: 1, scrolledTo: 1 };
  patch({ query });
  const url = urlFor(query);
  history.pushState({ hsaListing: true }, '', url);
  void load(query, 'replace', 1, url);
}

/** Sets one facet's values ([] clears it). */
export function setFacet(name: string, values: readonly string[]): void {
  const facets = { ...$listing.get().query.facets };
  const kept = values.filter((v, i, all) => v !== '' || all.length === 2);
  if (kept.length && kept.some((v) => v !== '')) facets[name] = [...kept];
  else delete facets[name];
  track('filter_change', { facet: name, values: facets[name] ?? [] });
  change({ facets });
}

/** Sets several facets at once (the mobile filters sheet's apply). */
export function setFacets(facets: Record<string, string[]>): void {
  track('filter_change', { facets });
  change({ facets: { ...facets } });
}

/** Reset: named facets only, or everything (facets, per page, sort; spec section 4). */
export function resetFacets(only?: readonly string[]): void {
  if (only) {
    const facets = { ...$listing.get().query.facets };
    for (const name of only) delete facets[name];
    track('filter_change', { reset: only });
    change({ facets });
    return;
  }
  track('filter_change', { reset: 'all' });
  change({ facets: {}, sort: undefined, perPage: undefined });
}

/**
 * Sort and per page (the sort bar, the sort facet, the phone's sort sheet), together in one change and one history
 * entry; what the query has already changes nothing (a select's late `change`, the current choice pressed again).
 */
export function setSortBar({ sort, perPage }: { sort?: SortValue; perPage?: number }): void {
  const { query } = $listing.get();
  const next: Partial<ListingQuery> = {};
  // 'date' is the default order: no `orderby` in the query
  const order = sort === 'date' ? undefined : sort;
  if (sort && order !== query.sort) {
    track('sort_change', { sort });
    next.sort = order;
  }
  if (perPage && perPage !== query.perPage) {
    track('per_page_change', { per_page: perPage });
    next.perPage = perPage;
  }
  if (Object.keys(next).length) change(next);
}

export const setSort = (sort: SortValue) => setSortBar({ sort });
export const setPerPage = (perPage: number) => setSortBar({ perPage });

/** The numbered pager: page n in place of the results. */
export function goToPage(page: number): void {
  const query: ListingQuery = { ...$listing.get().query, page, scrolledTo: 1 };
  patch({ query });
  const url = urlFor(query);
  history.pushState({ hsaListing: true }, '', url);
  void load(query, 'replace', page, url);
}

/**
 * The next page appended (infinite scroll, 'load more'); `_paged` follows with replaceState so Back leaves the
 * listing rather than stepping through its pages. With `failed` ('load more'), an answer that does not come leaves
 * the cards, the query and the URL as they were and calls it; without it, see load().
 */
export function appendNextPage(failed?: () => void): void {
  const state = $listing.get();
  if (state.status !== 'idle') return;
  const page = state.loadedPage + 1;
  const query: ListingQuery = { ...state.query, scrolledTo: page };
  const back = location.href;
  patch({ query });
  const url = urlFor(query);
  history.replaceState({ ...(history.state as object | null), hsaListing: true }, '', url);
  void load(query, 'append', page, url, failed && (() => {
    // the pages on screen are what they were, and so are the query and the URL
    patch({ status: 'idle', query: state.query });
    history.replaceState(history.state, '', back);
    failed();
  }));
}

/**
 * Back and Forward: read the URL again and show it, with the pages infinite scroll had reached (`_paged`), as the
 * page in full shows them; nothing asked when it gives the results on screen. True when something is asked for.
 */
export function applyUrl(href = window.location.href): boolean {
  const state = $listing.get();
  if (!state.config) return false;
  const query = readListingUrl(href, names());
  const same = sameResults(query, state.query);
  patch({ query });
  if (same && query.scrolledTo <= state.loadedPage) return false;
  // the same results with fewer pages on screen (Forward to `_paged=6`): only the pages missing
  if (same) void load(query, 'append', state.loadedPage + 1, href, undefined, query.scrolledTo);
  else void load(query, 'replace', query.page, href, undefined, query.scrolledTo);
  return true;
}

/** What a draft selection would give (the mobile filters sheet's counts and apply count), without showing it. */
export async function previewSelection(facets: Record<string, string[]>, signal?: AbortSignal): Promise<RefreshSettings | null> {
  const query: ListingQuery = { ...$listing.get().query, facets, page: 1, scrolledTo: 1 };
  const outcome = await ask(query, 1, false, signal);
  return outcome.ok ? outcome.data.settings : null;
}

/** The facets that hold a choice, as their names. */
export function selectedFacetNames(query: ListingQuery = $listing.get().query): string[] {
  return Object.keys(query.facets);
}

/** The listing's config from the facet sidebar's props (shared/api/contracts/listing.ts "MOUNT PROPS"). */
export function listingConfigFromProps(props: FacetSidebarProps): ListingConfig {
  return {
    endpoint: props.endpoint,
    facets: props.facets.map(({ name, type }) => ({ name, type })),
    httpParams: { get: { ...props.http_params.get }, uri: props.http_params.uri },
    infinite: { enabled: props.infinite.enabled, pageLimit: props.infinite.page_limit },
  };
}

/**
 * Starts the listing from the props the archive printed for the sidebar, whichever of the sidebar and the grid
 * comes first; checked with the contract's schema (loaded here, off the page's load path). Null when the page has
 * no listing or its props are wrong (the server markup then keeps working on its own).
 */
export async function ensureListing(doc: Document = document): Promise<FacetSidebarProps | null> {
  const script = doc.querySelector('[data-island="facet-sidebar"] script[data-island-props]');
  let raw: unknown;
  try {
    raw = script ? JSON.parse(script.textContent ?? '') : (listingProps ?? null);
  } catch {
    return listingProps;
  }
  if (raw === listingProps) return listingProps;
  const schema = await listingSchema('facetSidebarPropsSchema')();
  const parsed = schema.safeParse(raw);
  if (!parsed.success) return listingProps;
  startListingFromProps(parsed.data);
  return parsed.data;
}

let listingProps: FacetSidebarProps | null = null;

/** Starts the listing from props already checked (the sidebar's mount). */
export function startListingFromProps(props: FacetSidebarProps): void {
  listingProps ??= props;
  startListing(listingConfigFromProps(props), props.settings);
}
