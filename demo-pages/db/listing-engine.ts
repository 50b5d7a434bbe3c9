/**
 * The filter engine: one listing (an archive, optionally a search inside it) with facet selections, sorted and
 * paged, plus each facet's choices with the standard faceted counts: a facet's choices are counted with every
 * other facet's selection applied, never its own (ticking '850 وات' keeps '1200 وات' in the power facet).
 *
 * One pass decides, for every product of the archive, which active facets it fails (a bit per facet). A product
 * failing none is in the result and counts for every facet; a product failing exactly one facet counts for that
 * facet only; anything else counts nowhere. So every facet's counts come out of the same pass.
 */
import type Database from 'libsql';
import { toLatinDigits } from '../../shared/platform/digits';
import type { FacetDef } from './listing-facets';
import { listingIndex, type IndexOrder, type ListingIndex } from './listing-index';
import { searchExpressions } from './catalogue-search';

type Db = Database.Database;

export type EngineOrder = IndexOrder | 'relevance';

export interface EngineQuery {
  /** The archive's term; null for the whole shop. */
  scope: { taxonomy: string; slug: string } | null;
  /** The search page's query (restricts the archive like the scope does; not a facet). */
  search?: string;
  facets: readonly FacetDef[];
  /** Facet name → values as they come from the URL or the refresh body. */
  selections: Readonly<Record<string, readonly string[]>>;
  orderby: EngineOrder;
  page: number;
  perPage: number;
}

export interface EngineChoice {
  value: string;
  /** The term's name as stored (callers print it with Persian digits). */
  label: string;
  count: number;
  depth: number;
  parent: string | null;
  selected: boolean;
}

/** A selection the engine understood, normalised (unknown slugs and unparseable numbers dropped). */
export type ActiveSelection =
  | { kind: 'terms'; values: string[] }
  | { kind: 'flag' }
  | { kind: 'range'; min: number | null; max: number | null }
  | { kind: 'rating'; stars: number }
  | { kind: 'search'; text: string };

export interface EngineResult {
  ids: number[];
  total: number;
  /** Products of the archive (and search) before any facet. */
  totalUnfiltered: number;
  page: number;
  perPage: number;
  totalPages: number;
  choices: Record<string, EngineChoice[]>;
  /** Price facets: the range of the listing with every other facet applied; null when that is empty. */
  ranges: Record<string, { min: number; max: number } | null>;
  /** Products each facet's choices were counted over (the listing without that facet's own selection). */
  facetTotals: Record<string, number>;
  active: Record<string, ActiveSelection>;
}

const OUT_OF_BASE = 0x80000000;
/** At most 30 facets with a selection at once; more are ignored (no page has that many). */
const MAX_ACTIVE = 30;

interface Buffers {
  miss: Uint32Array;
  stamp: Uint32Array;
  generation: number;
  termCount: Int32Array;
}
const buffers = new WeakMap<ListingIndex, Buffers>();

function buffersOf(index: ListingIndex): Buffers {
  let b = buffers.get(index);
  if (!b) {
    b = { miss: new Uint32Array(index.size), stamp: new Uint32Array(index.size), generation: 0, termCount: new Int32Array(index.terms.length) };
    buffers.set(index, b);
  }
  return b;
}

const identities = new WeakMap<ListingIndex, Int32Array>();
/** 0 … size − 1: the whole shop as a base list (read only). */
function everyProduct(index: ListingIndex): Int32Array {
  let all = identities.get(index);
  if (!all) {
    all = new Int32Array(index.size);
    for (let i = 0; i < index.size; i += 1) all[i] = i;
    identities.set(index, all);
  }
  return all;
}

/**
 * An amount as typed: Persian or Arabic digits, thousands separators; null when it is not one. No amount (a price,
 * a rating) is below zero: «−۵» is none either (it made a chip «تا −۵ تومان» over an empty listing).
 */
export function parseAmount(value: string | undefined): number | null {
  if (value === undefined) return null;
  const text = toLatinDigits(value).replace(/[,\u066c\u060c\s]/g, '').replace(/\u066b/g, '.');
  if (text === '' || !/^\d+(\.\d+)?$/.test(text)) return null;
  const n = Number(text);
  return Number.isFinite(n) ? n : null;
}

const SINGLE_CHOICE = new Set(['radio', 'dropdown', 'hierarchy']);

/** Which selections of `selections` apply to these facets, normalised. */
export function activeSelections(index: ListingIndex, facets: readonly FacetDef[], selections: EngineQuery['selections']): Record<string, ActiveSelection> {
  const active: Record<string, ActiveSelection> = {};
  for (const facet of facets) {
    const raw = (selections[facet.name] ?? []).map((v) => String(v).trim());
    if (raw.length === 0) continue;
    const source = facet.source;
    if (source.kind === 'taxonomy') {
      let values = [...new Set(raw)].filter((slug) => index.termByKey.has(`${source.taxonomy}\u0000${slug}`));
      if (SINGLE_CHOICE.has(facet.type)) values = values.slice(0, 1);
      if (values.length > 0) active[facet.name] = { kind: 'terms', values };
    } else if (source.kind === 'flag') {
      if (raw.includes('1')) active[facet.name] = { kind: 'flag' };
    } else if (source.kind === 'price') {
      let min = parseAmount(raw[0]);
      let max = parseAmount(raw[1]);
      if (min !== null && max !== null && min > max) [min, max] = [max, min];
      if (min !== null || max !== null) active[facet.name] = { kind: 'range', min, max };
    } else if (source.kind === 'rating') {
      const stars = parseAmount(raw[0]);
      if (stars !== null && Number.isInteger(stars) && stars >= 1 && stars <= 5) active[facet.name] = { kind: 'rating', stars };
    } else if (source.kind === 'search') {
      const text = raw.join(' ').trim().slice(0, 200);
      if (text !== '') active[facet.name] = { kind: 'search', text };
    }
  }
  return active;
}

/** Dense indices of the products a search matches; `titles` also marks those whose title holds every term. */
function searchHits(db: Db, index: ListingIndex, text: string, titles = false): { all: number[]; title: number[] } {
  // The search engine's expressions (with the index's spellings and typo corrections), so the facets count what
  // the search page lists.
  const expressions = searchExpressions(db, text);
  const match = expressions?.match ?? null;
  if (match === null) return { all: [], title: [] };
  // One row of concatenated ids: handing 20,000 rows over one by one costs several times more.
  const select = (expression: string) => {
    const [list] = (db.prepare('SELECT group_concat(rowid) FROM product_search WHERE product_search MATCH ?').raw().get(expression) as [string | null] | undefined) ?? [null];
    if (!list) return [];
    const found: number[] = [];
    for (const part of list.split(',')) {
      const i = index.indexOfId(Number(part));
      if (i >= 0) found.push(i);
    }
    return found;
  };
  const titleExpression = titles ? expressions?.titleMatch ?? null : null;
  return { all: select(match), title: titleExpression === null ? [] : select(titleExpression) };
}

export function runListing(db: Db, query: EngineQuery): EngineResult {
  const index = listingIndex(db);
  const b = buffersOf(index);
  const { miss, stamp, termCount } = b;
  const nextGeneration = () => {
    b.generation = (b.generation + 1) >>> 0;
    if (b.generation === 0) { stamp.fill(0); b.generation = 1; }
    return b.generation;
  };

  // The archive, then the search page's query inside it.
  let base: ArrayLike<number>;
  if (query.scope) {
    const t = index.termByKey.get(`${query.scope.taxonomy}\u0000${query.scope.slug}`);
    base = t === undefined ? [] : index.postings[t]!;
  } else {
    base = everyProduct(index);
  }
  let titleHits: number[] | null = null;
  const searchText = query.search?.trim() ?? '';
  if (searchText !== '') {
    const hits = searchHits(db, index, searchText, query.orderby === 'relevance');
    const gen = nextGeneration();
    for (let k = 0; k < base.length; k += 1) stamp[base[k]!] = gen;
    base = Int32Array.from(hits.all.filter((i) => stamp[i] === gen)).sort();
    if (query.orderby === 'relevance') titleHits = hits.title;
  }
  const baseList = base as Int32Array | number[];

  resetMiss(miss, baseList);

  const active = activeSelections(index, query.facets, query.selections);
  const facetBit = new Map<string, number>();
  let bits = 0;
  for (const facet of query.facets) {
    const selection = active[facet.name];
    if (!selection) continue;
    if (bits >= MAX_ACTIVE) { delete active[facet.name]; continue; }
    const bit = 1 << bits;
    bits += 1;
    facetBit.set(facet.name, bit);
    applyFacet(db, index, facet, selection, bit, baseList, miss, stamp, nextGeneration);
  }
  // Marked after the facets, which use the same stamps.
  let titleGeneration = 0;
  if (titleHits) {
    titleGeneration = nextGeneration();
    for (const i of titleHits) stamp[i] = titleGeneration;
  }

  // Counting: what each facet counts over, by the bit of the one facet a product fails (0: fails none).
  const priceFacets: Array<{ name: string; bit: number; min: number; max: number; n: number }> = [];
  const flagFacets: Array<{ name: string; field: 'inStock' | 'onSale'; bit: number; count: number; n: number }> = [];
  const ratingFacets: Array<{ name: string; bit: number; hist: number[]; n: number }> = [];
  const taxonomyFacets: Array<{ facet: FacetDef; tax: number; bit: number; n: number }> = [];
  const searchFacets: Array<{ name: string; bit: number; n: number }> = [];
  for (const facet of query.facets) {
    const bit = facetBit.get(facet.name) ?? 0;
    const source = facet.source;
    if (source.kind === 'taxonomy') {
      const tax = index.taxonomies.indexOf(source.taxonomy);
      if (tax >= 0) taxonomyFacets.push({ facet, tax, bit, n: 0 });
    } else if (source.kind === 'price') priceFacets.push({ name: facet.name, bit, min: Infinity, max: -Infinity, n: 0 });
    else if (source.kind === 'flag') flagFacets.push({ name: facet.name, field: source.field, bit, count: 0, n: 0 });
    else if (source.kind === 'rating') ratingFacets.push({ name: facet.name, bit, hist: [0, 0, 0, 0, 0, 0], n: 0 });
    else if (source.kind === 'search') searchFacets.push({ name: facet.name, bit, n: 0 });
  }
  termCount.fill(0);
  const { termStart, termIds, termTaxonomy, price, rating, inStock, onSale } = index;
  const taxonomyCounted = new Uint8Array(index.taxonomies.length);
  for (const f of taxonomyFacets) taxonomyCounted[f.tax] = 1;
  // Per bit position: the products failing that facet alone, and which facet of its kind the bit is.
  const single = new Float64Array(MAX_ACTIVE);
  const bitTaxonomy = new Int32Array(MAX_ACTIVE).fill(-1);
  const position = bitPosition;
  for (const f of taxonomyFacets) if (f.bit) bitTaxonomy[position(f.bit)] = f.tax;
  const flagColumns = flagFacets.map((f) => (f.field === 'inStock' ? inStock : onSale));
  const total = countTerms(baseList, miss, termStart, termIds, termTaxonomy, taxonomyCounted, termCount, single, bitTaxonomy);
  // The few facets on a product's own columns: one simple pass each.
  for (const f of priceFacets) {
    const range = priceRange(baseList, miss, f.bit, price);
    f.min = range[0]!;
    f.max = range[1]!;
  }
  flagFacets.forEach((f, n) => { f.count = countFlag(baseList, miss, f.bit, flagColumns[n]!); });
  for (const f of ratingFacets) f.hist = ratingHistogram(baseList, miss, f.bit, rating);
  // Products each facet counted over: those failing nothing, plus those failing only that facet.
  const over = (bit: number) => total + (bit ? single[position(bit)]! : 0);
  for (const f of [...taxonomyFacets, ...priceFacets, ...flagFacets, ...ratingFacets, ...searchFacets]) f.n = over(f.bit);

  const choices: Record<string, EngineChoice[]> = {};
  const facetTotals: Record<string, number> = {};
  const ranges: EngineResult['ranges'] = {};
  for (const f of taxonomyFacets) {
    const selected = new Set(active[f.facet.name]?.kind === 'terms' ? (active[f.facet.name] as { values: string[] }).values : []);
    choices[f.facet.name] = taxonomyChoices(index, f.tax, termCount, selected, f.facet.type === 'hierarchy');
    facetTotals[f.facet.name] = f.n;
  }
  for (const f of flagFacets) {
    choices[f.name] = [{ value: '1', label: '', count: f.count, depth: 0, parent: null, selected: Boolean(active[f.name]) }];
    facetTotals[f.name] = f.n;
  }
  for (const f of ratingFacets) {
    const selection = active[f.name];
    const stars = selection?.kind === 'rating' ? selection.stars : 0;
    const list: EngineChoice[] = [];
    let atLeast = f.hist[5]!;
    for (let n = 5; n >= 1; n -= 1) {
      if (n < 5) atLeast += f.hist[n]!;
      if (atLeast > 0 || stars === n) list.push({ value: String(n), label: '', count: atLeast, depth: 0, parent: null, selected: stars === n });
    }
    choices[f.name] = list;
    facetTotals[f.name] = f.n;
  }
  for (const f of priceFacets) {
    ranges[f.name] = f.n > 0 ? { min: f.min, max: f.max } : null;
    facetTotals[f.name] = f.n;
  }
  for (const f of searchFacets) facetTotals[f.name] = f.n;

  const perPage = Math.max(1, Math.floor(query.perPage));
  const totalPages = Math.ceil(total / perPage);
  const page = Math.max(1, Math.floor(query.page));
  const ids = pageOfIds(index, miss, stamp, titleGeneration, query.orderby, (page - 1) * perPage, perPage);
  return { ids, total, totalUnfiltered: baseList.length, page, perPage, totalPages, choices, ranges, facetTotals, active };
}

function resetMiss(miss: Uint32Array, base: ArrayLike<number>): void {
  miss.fill(OUT_OF_BASE);
  for (let k = 0; k < base.length; k += 1) miss[base[k]!] = 0;
}

const bitPosition = (bit: number) => 31 - Math.clz32(bit);

/*
 * The passes below are small functions of typed arrays on purpose: V8 optimises them well, while the same loops
 * inside runListing ran several times slower.
 */

/** Term counts of products failing nothing, or failing only the facet of that term's taxonomy; returns the total. */
function countTerms(
  base: ArrayLike<number>, miss: Uint32Array, termStart: Int32Array, termIds: Int32Array, termTaxonomy: Uint16Array,
  counted: Uint8Array, termCount: Int32Array, single: Float64Array, bitTaxonomy: Int32Array,
): number {
  let total = 0;
  for (let k = 0; k < base.length; k += 1) {
    const i = base[k]!;
    const m = miss[i]!;
    if (m === 0) {
      total += 1;
      const end = termStart[i + 1]!;
      for (let j = termStart[i]!; j < end; j += 1) {
        const t = termIds[j]!;
        if (counted[termTaxonomy[t]!] === 1) termCount[t]! += 1;
      }
    } else if ((m & (m - 1)) === 0) {
      const b = 31 - Math.clz32(m);
      single[b]! += 1;
      const tax = bitTaxonomy[b]!;
      if (tax < 0) continue;
      const end = termStart[i + 1]!;
      for (let j = termStart[i]!; j < end; j += 1) {
        const t = termIds[j]!;
        if (termTaxonomy[t] === tax) termCount[t]! += 1;
      }
    }
  }
  return total;
}

function priceRange(base: ArrayLike<number>, miss: Uint32Array, bit: number, price: Float64Array): [number, number] {
  let min = Infinity;
  let max = -Infinity;
  for (let k = 0; k < base.length; k += 1) {
    const i = base[k]!;
    const m = miss[i]!;
    if (m !== 0 && m !== bit) continue;
    const p = price[i]!;
    if (p < min) min = p;
    if (p > max) max = p;
  }
  return [min, max];
}

function countFlag(base: ArrayLike<number>, miss: Uint32Array, bit: number, column: Uint8Array): number {
  let count = 0;
  for (let k = 0; k < base.length; k += 1) {
    const i = base[k]!;
    const m = miss[i]!;
    if ((m === 0 || m === bit) && column[i] === 1) count += 1;
  }
  return count;
}

function ratingHistogram(base: ArrayLike<number>, miss: Uint32Array, bit: number, rating: Float64Array): number[] {
  const hist = [0, 0, 0, 0, 0, 0];
  for (let k = 0; k < base.length; k += 1) {
    const i = base[k]!;
    const m = miss[i]!;
    if (m === 0 || m === bit) hist[Math.min(5, Math.floor(rating[i]! + 1e-9))]! += 1;
  }
  return hist;
}

function applyFacet(
  db: Db, index: ListingIndex, facet: FacetDef, selection: ActiveSelection, bit: number, base: ArrayLike<number>,
  miss: Uint32Array, stamp: Uint32Array, nextGeneration: () => number,
): void {
  const marked = (lists: Iterable<ArrayLike<number>>) => {
    const gen = nextGeneration();
    for (const list of lists) markAll(stamp, list, gen);
    failUnmarked(base, miss, bit, stamp, gen);
  };
  const source = facet.source;
  if (selection.kind === 'terms' && source.kind === 'taxonomy') {
    marked(selection.values.map((slug) => index.postings[index.termByKey.get(`${source.taxonomy}\u0000${slug}`)!]!));
  } else if (selection.kind === 'flag' && source.kind === 'flag') {
    failUnset(base, miss, bit, source.field === 'inStock' ? index.inStock : index.onSale);
  } else if (selection.kind === 'range') {
    failOutside(base, miss, bit, index.price, selection.min ?? -Infinity, selection.max ?? Infinity);
  } else if (selection.kind === 'rating') {
    failOutside(base, miss, bit, index.rating, selection.stars - 1e-9, Infinity);
  } else if (selection.kind === 'search') {
    marked([searchHits(db, index, selection.text).all]);
  }
}

function markAll(stamp: Uint32Array, list: ArrayLike<number>, gen: number): void {
  for (let k = 0; k < list.length; k += 1) stamp[list[k]!] = gen;
}

function failUnmarked(base: ArrayLike<number>, miss: Uint32Array, bit: number, stamp: Uint32Array, gen: number): void {
  for (let k = 0; k < base.length; k += 1) {
    const i = base[k]!;
    if (stamp[i] !== gen) miss[i]! |= bit;
  }
}

function failUnset(base: ArrayLike<number>, miss: Uint32Array, bit: number, column: Uint8Array): void {
  for (let k = 0; k < base.length; k += 1) {
    const i = base[k]!;
    if (column[i] !== 1) miss[i]! |= bit;
  }
}

function failOutside(base: ArrayLike<number>, miss: Uint32Array, bit: number, values: Float64Array, min: number, max: number): void {
  for (let k = 0; k < base.length; k += 1) {
    const i = base[k]!;
    const v = values[i]!;
    if (v < min || v > max) miss[i]! |= bit;
  }
}

/** A taxonomy's choices in menu order; a hierarchy depth-first with depth and parent. */
function taxonomyChoices(index: ListingIndex, tax: number, counts: Int32Array, selected: Set<string>, tree: boolean): EngineChoice[] {
  const members: number[] = [];
  for (let t = 0; t < index.terms.length; t += 1) {
    if (index.termTaxonomy[t] !== tax) continue;
    if (counts[t]! > 0 || selected.has(index.terms[t]!.slug)) members.push(t);
  }
  const choice = (t: number, depth: number): EngineChoice => {
    const term = index.terms[t]!;
    const parent = term.parent >= 0 ? index.terms[term.parent]!.slug : null;
    return { value: term.slug, label: term.name, count: counts[t]!, depth, parent: tree ? parent : null, selected: selected.has(term.slug) };
  };
  if (!tree) return members.map((t) => choice(t, 0));
  const included = new Set(members);
  const children = new Map<number, number[]>();
  for (const t of members) {
    const parent = index.terms[t]!.parent;
    const key = parent >= 0 && included.has(parent) ? parent : -1;
    children.set(key, [...(children.get(key) ?? []), t]);
  }
  const out: EngineChoice[] = [];
  const walk = (parent: number, depth: number) => {
    for (const t of children.get(parent) ?? []) {
      out.push(choice(t, depth));
      walk(t, depth + 1);
    }
  };
  walk(-1, 0);
  return out;
}

function pageOfIds(
  index: ListingIndex, miss: Uint32Array, stamp: Uint32Array, titleGeneration: number, orderby: EngineOrder, offset: number, limit: number,
): number[] {
  const ids: number[] = [];
  if (orderby !== 'relevance') {
    takeInOrder(index.orders[orderby], miss, index.ids, stamp, -1, offset, limit, ids);
    return ids;
  }
  // As catalogue-search.ts ranks a search: title matches first, newest first within each group.
  const titleMatches = takeInOrder(index.orders.date, miss, index.ids, stamp, titleGeneration, offset, limit, ids);
  if (ids.length < limit) takeInOrder(index.orders.date, miss, index.ids, stamp, -titleGeneration - 1, Math.max(0, offset - titleMatches), limit, ids);
  return ids;
}

/**
 * Appends the ids of matching products in `order` after skipping `offset`, until `ids` holds `limit`; returns how
 * many matched. `generation` -1 takes any product, g >= 0 those stamped g, -g - 1 those not stamped g.
 */
function takeInOrder(
  order: Int32Array, miss: Uint32Array, productIds: Int32Array, stamp: Uint32Array, generation: number, offset: number, limit: number, ids: number[],
): number {
  let seen = 0;
  const only = generation >= 0 ? generation : -1;
  const not = generation < -1 ? -generation - 1 : -1;
  for (let k = 0; k < order.length; k += 1) {
    const i = order[k]!;
    if (miss[i] !== 0) continue;
    if (only >= 0 && stamp[i] !== only) continue;
    if (not >= 0 && stamp[i] === not) continue;
    if (seen >= offset) {
      ids.push(productIds[i]!);
      // Only a group that fell short needs its full count (the next group's offset), and that one ran to its end.
      if (ids.length >= limit) return seen + 1;
    }
    seen += 1;
  }
  return seen;
}
