/**
 * The words of the search index, for what FTS5's prefix match cannot do: a query word written with ا where the
 * catalogue writes آ ('اچار' for 'آچار'), and one typo in a word of 5 or more letters ('سیلیکن', 'makitta').
 * Only words without digits are kept: model numbers and SKUs are matched as typed (see search-model-numbers.ts),
 * and they are most of the index at 100,000 products, while the words are a few hundred.
 */
import type Database from 'libsql';

type Db = Database.Database;

/** Typos are forgiven from this many letters: in shorter words one edit turns one tool into another. */
export const TYPO_MIN_LETTERS = 5;
/** A shopper's word may stand for this many corrections at most (the closest first). */
const MAX_CORRECTIONS = 4;

/** آ typed as ا is not a typo, and neither is ا typed as آ: both are compared as ا. Length is kept. */
export function foldAlef(word: string): string {
  return word.replace(/آ/g, 'ا');
}

/**
 * True when `a` becomes `b` by at most one insertion, deletion, substitution or swap of two neighbours
 * (Damerau's "one typo"). Linear: it walks both words once.
 */
export function withinOneEdit(a: string, b: string): boolean {
  if (a === b) return true;
  const la = a.length;
  const lb = b.length;
  if (Math.abs(la - lb) > 1) return false;
  let i = 0;
  while (i < la && i < lb && a[i] === b[i]) i += 1;
  if (la === lb) {
    if (a.slice(i + 1) === b.slice(i + 1)) return true; // substitution
    return a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2); // swap
  }
  return la > lb ? a.slice(i + 1) === b.slice(i) : a.slice(i) === b.slice(i + 1); // deletion or insertion
}

function letterCount(word: string): number {
  return word.match(/\p{L}/gu)?.length ?? 0;
}

/** The index's words, sorted by their folded spelling for prefix look-ups. */
export class Lexicon {
  private readonly folded: string[];
  private readonly original: string[];

  constructor(words: Iterable<string>) {
    const unique = [...new Set(words)].filter((word) => word !== '' && !/\d/.test(word));
    const pairs = unique.map((word) => [foldAlef(word), word] as const).sort((x, y) => (x[0] < y[0] ? -1 : x[0] > y[0] ? 1 : 0));
    this.folded = pairs.map((pair) => pair[0]);
    this.original = pairs.map((pair) => pair[1]);
  }

  get size(): number {
    return this.original.length;
  }

  /** Index of the first word whose folded spelling is not below `key`. */
  private lowerBound(key: string): number {
    let low = 0;
    let high = this.folded.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      if ((this.folded[middle] as string) < key) low = middle + 1;
      else high = middle;
    }
    return low;
  }

  /** Words starting with `prefix` once ا and آ are alike, cut to its length: the spellings the index holds. */
  spellingsOf(prefix: string): string[] {
    const key = foldAlef(prefix);
    const spellings = new Set<string>();
    for (let i = this.lowerBound(key); i < this.folded.length && (this.folded[i] as string).startsWith(key); i += 1) {
      spellings.add((this.original[i] as string).slice(0, prefix.length));
      if (spellings.size >= MAX_CORRECTIONS) break;
    }
    return [...spellings];
  }

  /**
   * What a word of 5 or more letters that no indexed word starts with may have meant: indexed words, or their
   * beginnings (the shopper may still be typing), one typo away. Whole words first, then the shortest edits.
   */
  corrections(word: string): string[] {
    if (letterCount(word) < TYPO_MIN_LETTERS || /\d/.test(word)) return [];
    const key = foldAlef(word);
    const whole: string[] = [];
    const starts = new Set<string>();
    for (let i = 0; i < this.folded.length; i += 1) {
      const candidate = this.folded[i] as string;
      if (candidate.length < key.length - 1) continue;
      if (withinOneEdit(key, candidate)) {
        whole.push(this.original[i] as string);
        continue;
      }
      // A beginning of a longer word: the same length as the typed word, or one letter more or less.
      for (const length of [key.length, key.length - 1, key.length + 1]) {
        if (length >= TYPO_MIN_LETTERS - 1 && length < candidate.length && withinOneEdit(key, candidate.slice(0, length))) {
          starts.add((this.original[i] as string).slice(0, length));
          break;
        }
      }
    }
    return [...new Set([...whole, ...starts])].slice(0, MAX_CORRECTIONS);
  }
}

interface CachedLexicon {
  signature: string;
  lexicon: Lexicon;
}

const lexicons = new WeakMap<Db, CachedLexicon>();
const signatureStatements = new WeakMap<Db, Database.Statement>();

/**
 * Identifies a catalogue: a reseed of another size or seed gives another lexicon (and other term ids). Asked on
 * every search, so its statement is kept.
 */
export function catalogueSignature(db: Db): string {
  let statement = signatureStatements.get(db);
  if (!statement) {
    statement = db.prepare(
      "SELECT group_concat(key || '=' || value, ';') FROM (SELECT key, value FROM catalogue_meta WHERE key IN ('products', 'seed', 'generator_version') ORDER BY key)",
    );
    signatureStatements.set(db, statement);
  }
  const row = statement.raw().get() as [string | null] | undefined;
  return row?.[0] ?? '';
}

/**
 * The lexicon of the catalogue in `db`, read from the FTS index itself (fts5vocab; words starting with a digit skipped, they are
 * model numbers and SKU serials) once per catalogue, plus the
 * given extra words (the alias spellings). About 30–70 ms at 2,000 products and 0.1–0.4 s at 100,000, the first time.
 */
export function lexiconOf(db: Db, extraWords: readonly string[]): Lexicon {
  const signature = catalogueSignature(db);
  const cached = lexicons.get(db);
  if (cached && cached.signature === signature) return cached.lexicon;
  db.exec('CREATE VIRTUAL TABLE IF NOT EXISTS temp.hsa_search_vocab USING fts5vocab(main, product_search, row)');
  const words = (db.prepare("SELECT term FROM temp.hsa_search_vocab WHERE term >= 'a' AND term NOT GLOB '*[0-9]*'").raw().all() as [string][]).map((row) => row[0]);
  const lexicon = new Lexicon([...words, ...extraWords]);
  lexicons.set(db, { signature, lexicon });
  return lexicon;
}
