/**
 * The demo store's search engine: which products, variations, terms and pages a query finds, and in what order.
 * The live search (search-fibosearch.ts), the search results page and the compare search (catalogue-search.ts)
 * all ask it, so a query finds the same products everywhere.
 *
 * Products: the FTS5 index (schema.ts) with the expression of search-query.ts. Ranking, as the issue asks: title
 * and SKU matches first, then products found only through their brand, category or tag; newest first within each
 * group. Product ids grow with their creation date (as WordPress post ids do), so walking the index by rowid
 * DESC is date order with no sort: a word found in 20,000 of 100,000 products costs the page, not a sort.
 */
import type Database from 'libsql';
import { normalizePersian, searchTokens } from '../../shared/platform/persian-text';
import { PRODUCT_COLUMNS, TERM_COLUMNS, toProduct, toTerm, toVariation, VARIATION_COLUMNS } from './catalogue-rows';
import type { Product, Term, Variation } from './catalogue-types';
import { BRAND_TAXONOMY, CATEGORY_TAXONOMY, TAG_TAXONOMY } from './facets';
import { aliasTable } from './search-aliases';
import { skuPrefix } from './search-model-numbers';
import { ftsExpression, ftsTitleOrSkuExpression, parseSearchQuery, type ParsedQuery } from './search-query';
import { catalogueSignature, lexiconOf, type Lexicon } from './search-typos';

type Db = Database.Database;

/** The live search and FiboSearch ask for at least this many characters (spec section 5). */
export const MIN_QUERY_CHARS = 3;

export interface ProductPage {
  /** In rank order. */
  ids: number[];
  /** Every product the query finds. */
  total: number;
}

export interface ProductPageOptions {
  offset?: number;
  limit?: number;
  excludeIds?: readonly number[];
  /** Skip counting (the compare search shows no total): `total` is then the number of ids returned. */
  count?: boolean;
}

export interface TermHit {
  term: Term;
  /** Names of the ancestors, root first (categories only). */
  ancestors: string[];
}

/** A page or post of the site, searchable by its title. */
export interface SitePage {
  id: number;
  postType: 'page' | 'post';
  title: string;
  url: string;
}

/**
 * The site's own pages (WordPress pages; ids below the first product's, as on a site that had pages before
 * products). The demo store has no blog, so there are no posts; a post added here is searched the same way.
 */
export const SITE_PAGES: readonly SitePage[] = [
  { id: 7, postType: 'page', title: 'سبد خرید', url: '/checkout-cart/' },
  { id: 8, postType: 'page', title: 'تسویه حساب', url: '/checkout/' },
  { id: 9, postType: 'page', title: 'مقایسه محصولات', url: '/compare/' },
];

interface TermEntry extends TermHit {
  /** Normalised words of the name (and of a brand's Latin slug). */
  words: string[];
}

interface EngineState {
  signature: string;
  lexicon: Lexicon;
  terms: TermEntry[];
}

const engines = new WeakMap<Db, SearchEngine>();

/** One engine per open database (it caches the lexicon and the terms of the catalogue). */
export function searchEngine(db: Db): SearchEngine {
  let engine = engines.get(db);
  if (!engine) engines.set(db, (engine = new SearchEngine(db)));
  return engine;
}

/** True when the query is long enough to search (at least 3 characters once normalised, and a word in it). */
export function isSearchable(query: string): boolean {
  return [...normalizePersian(query)].length >= MIN_QUERY_CHARS && searchTokens(query).length > 0;
}

export class SearchEngine {
  private state: EngineState | undefined;
  private readonly statements = new Map<string, Database.Statement>();
  /** The last queries parsed: one suggestion answer asks for terms, products and pages of the same query. */
  private readonly parsed = new Map<string, ParsedQuery | null>();

  constructor(private readonly db: Db) {}

  private statement(sql: string): Database.Statement {
    let statement = this.statements.get(sql);
    if (!statement) this.statements.set(sql, (statement = this.db.prepare(sql)));
    return statement;
  }

  /** The catalogue's lexicon and terms, read again after a reseed. */
  private current(): EngineState {
    const signature = catalogueSignature(this.db);
    if (this.state?.signature === signature) return this.state;
    const lexicon = lexiconOf(this.db, aliasTable().words);
    this.state = { signature, lexicon, terms: this.loadTerms() };
    this.parsed.clear();
    return this.state;
  }

  parse(query: string): ParsedQuery | null {
    const { lexicon } = this.current();
    if (this.parsed.has(query)) return this.parsed.get(query) ?? null;
    const parsed = parseSearchQuery(query, lexicon);
    if (this.parsed.size >= 16) this.parsed.delete(this.parsed.keys().next().value as string);
    this.parsed.set(query, parsed);
    return parsed;
  }

  /** The FTS5 expressions of a query (all matches, and title-or-SKU matches), or null when it has no word. */
  expressions(query: string): { match: string; titleMatch: string } | null {
    const parsed = this.parse(query);
    return parsed ? { match: ftsExpression(parsed), titleMatch: ftsTitleOrSkuExpression(parsed) } : null;
  }

  /** Products in rank order: title and SKU matches, then the rest; newest first within each. */
  products(query: string, options: ProductPageOptions = {}): ProductPage {
    const expressions = this.expressions(query);
    if (!expressions) return { ids: [], total: 0 };
    const offset = Math.max(0, Math.floor(options.offset ?? 0));
    const limit = Math.max(0, Math.floor(options.limit ?? 24));
    const excluded = JSON.stringify((options.excludeIds ?? []).filter(Number.isInteger));
    // FTS5's NOT keeps the second group disjoint from the first.
    const rest = `(${expressions.match}) NOT (${expressions.titleMatch})`;
    const ids = this.matchingIds(expressions.titleMatch, excluded, limit, offset);
    if (ids.length < limit) {
      // Fewer title matches than asked from page 1 means that is all of them; further on they are counted.
      const titleTotal = offset === 0 ? ids.length : this.countMatches(expressions.titleMatch, excluded);
      ids.push(...this.matchingIds(rest, excluded, limit - ids.length, Math.max(0, offset - titleTotal)));
    }
    const total = options.count === false ? ids.length : this.countMatches(expressions.match, excluded);
    return { ids, total };
  }

  /**
   * Variations whose SKU starts with what was typed ('TN-5454-0042-1', 'tn5454 0042'): FiboSearch lists a
   * variation when its own SKU is searched. In SKU order.
   */
  variations(query: string, limit: number): Variation[] {
    const prefix = skuPrefix(searchTokens(query));
    if (!prefix || limit <= 0) return [];
    const rows = this.statement(`SELECT ${VARIATION_COLUMNS} FROM variations v WHERE v.sku >= ? AND v.sku < ? ORDER BY v.sku LIMIT ?`)
      .all(prefix, `${prefix}\uffff`, limit);
    return rows.map(toVariation);
  }

  /**
   * Categories, tags and brands whose name holds every group of the query (a word as a prefix, in any order).
   * Names starting with the query first, then the terms with more products.
   */
  terms(query: string, taxonomy: string, limit: number): TermHit[] {
    const parsed = this.parse(query);
    if (!parsed || limit <= 0) return [];
    const typed = parsed.words.join(' ');
    return this.current().terms
      .filter((entry) => entry.term.taxonomy === taxonomy && entry.term.count > 0 && matchesWords(parsed, entry.words))
      .map((entry) => ({ entry, starts: entry.words.join(' ').startsWith(typed) ? 0 : 1 }))
      .sort((a, b) => a.starts - b.starts || b.entry.term.count - a.entry.term.count || a.entry.term.sort - b.entry.term.sort)
      .slice(0, limit)
      .map(({ entry }) => ({ term: entry.term, ancestors: entry.ancestors }));
  }

  /** The site's pages and posts whose title holds every group of the query. */
  pages(query: string, postType: SitePage['postType'], limit: number): SitePage[] {
    const parsed = this.parse(query);
    if (!parsed) return [];
    return SITE_PAGES.filter((page) => page.postType === postType && matchesWords(parsed, searchTokens(page.title))).slice(0, limit);
  }

  productsByIds(ids: readonly number[]): Product[] {
    if (ids.length === 0) return [];
    const rows = this.statement(`SELECT ${PRODUCT_COLUMNS} FROM products p WHERE p.id IN (SELECT value FROM json_each(?))`).all(JSON.stringify(ids));
    const byId = new Map(rows.map((row) => { const product = toProduct(row); return [product.id, product] as const; }));
    return ids.flatMap((id) => byId.get(id) ?? []);
  }

  private countMatches(expression: string, excluded: string): number {
    const row = excluded === '[]'
      ? this.statement('SELECT count(*) FROM product_search WHERE product_search MATCH ?').raw().get(expression)
      : this.statement(`SELECT count(*) FROM product_search WHERE product_search MATCH ? AND rowid NOT IN (SELECT value FROM json_each(?))`)
        .raw().get(expression, excluded);
    return (row as [number] | undefined)?.[0] ?? 0;
  }

  private matchingIds(expression: string, excluded: string, limit: number, offset: number): number[] {
    if (limit <= 0) return [];
    const rows = excluded === '[]'
      ? this.statement('SELECT rowid FROM product_search WHERE product_search MATCH ? ORDER BY rowid DESC LIMIT ? OFFSET ?').raw().all(expression, limit, offset)
      : this.statement(`SELECT rowid FROM product_search WHERE product_search MATCH ? AND rowid NOT IN (SELECT value FROM json_each(?))
          ORDER BY rowid DESC LIMIT ? OFFSET ?`).raw().all(expression, excluded, limit, offset);
    return (rows as [number][]).map((row) => row[0]);
  }

  private loadTerms(): TermEntry[] {
    const terms = this.statement(`SELECT ${TERM_COLUMNS} FROM terms t WHERE t.taxonomy IN (?, ?, ?) ORDER BY t.sort, t.id`)
      .all(CATEGORY_TAXONOMY, TAG_TAXONOMY, BRAND_TAXONOMY).map(toTerm);
    const byId = new Map(terms.map((term) => [term.id, term]));
    return terms.map((term) => {
      const ancestors: string[] = [];
      for (let parent = term.parent === null ? undefined : byId.get(term.parent); parent && ancestors.length < 10; parent = parent.parent === null ? undefined : byId.get(parent.parent)) {
        ancestors.unshift(parent.name);
      }
      const words = searchTokens(term.taxonomy === BRAND_TAXONOMY ? `${term.name} ${term.slug.replace(/-/g, ' ')}` : term.name);
      // A name written with a ZWNJ is found written solid too, as the product index does (search-text.ts).
      const solid = term.name.includes('\u200c') ? searchTokens(term.name.replace(/\u200c/g, '')) : [];
      return { term, ancestors, words: [...words, ...solid] };
    });
  }
}

/** Every group of the query matches the words: one of its alternatives' phrases all appear, the last word as a prefix. */
export function matchesWords(parsed: ParsedQuery, words: readonly string[]): boolean {
  return parsed.groups.every((group) =>
    group.alternatives.some((alternative) => alternative.phrases.every((phrase) => containsPhrase(words, phrase, alternative.whole))),
  );
}

function containsPhrase(words: readonly string[], phrase: readonly string[], whole = false): boolean {
  for (let start = 0; start + phrase.length <= words.length; start += 1) {
    let matched = true;
    for (let k = 0; k < phrase.length && matched; k += 1) {
      const word = words[start + k] as string;
      const wanted = phrase[k] as string;
      matched = k === phrase.length - 1 && !whole ? word.startsWith(wanted) : word === wanted;
    }
    if (matched) return true;
  }
  return false;
}
