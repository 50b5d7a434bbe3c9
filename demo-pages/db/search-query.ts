/**
 * A shopper's query as groups of alternatives, and the FTS5 expression that asks for them: every group must
 * match, through any of its alternatives. A group is one typed word, a model number typed in two words, or a
 * phrase of the alias table; its alternatives are what was typed, the other spellings of an alias, the model
 * number written solid or in parts, the index's spelling with آ, and (for a word nothing in the index starts
 * with) its one-typo corrections. Every word is letters and digits only (searchTokens), and each phrase is
 * quoted, so nothing typed is read as FTS5 syntax.
 */
import { searchTokens } from '../../shared/platform/persian-text';
import { aliasesOf, aliasTable, type AliasPhrase } from './search-aliases';
import { isModelPair, joinModel, splitModel } from './search-model-numbers';
import { Lexicon } from './search-typos';

/** What an alternative stands for; 'typed' is the shopper's own words. */
export type AlternativeKind = 'typed' | 'alias' | 'model' | 'spelling' | 'typo';

export interface Alternative {
  kind: AlternativeKind;
  /** Phrases that must all match (in any order); the words of a phrase follow each other, the last as a prefix. */
  phrases: readonly AliasPhrase[];
  /** The last word matched whole, not as a prefix. */
  whole?: boolean;
}

export interface QueryGroup {
  /** The words the shopper typed for this group. */
  typed: readonly string[];
  alternatives: readonly Alternative[];
}

export interface ParsedQuery {
  words: readonly string[];
  groups: readonly QueryGroup[];
}

/** A query longer than this is cut: nobody types more into a search box, and each word costs an index walk. */
export const MAX_QUERY_WORDS = 10;
export const MAX_QUERY_LENGTH = 200;
const MAX_ALTERNATIVES = 8;

/** Null when the query holds no letter or digit. The lexicon adds spellings and typo corrections. */
export function parseSearchQuery(query: string, lexicon?: Lexicon): ParsedQuery | null {
  // Words written with a ZWNJ ('لوله‌گیر') are one word to the shopper: they are kept together as a compound.
  const compounds = new Map<number, number>();
  const words: string[] = [];
  for (const chunk of query.slice(0, MAX_QUERY_LENGTH).split(/\s+/)) {
    const tokens = searchTokens(chunk);
    if (tokens.length > 1 && chunk.includes(ZWNJ)) compounds.set(words.length, tokens.length);
    words.push(...tokens);
  }
  words.splice(MAX_QUERY_WORDS);
  if (words.length === 0) return null;
  const { longest } = aliasTable();
  const groups: QueryGroup[] = [];
  let i = 0;
  while (i < words.length) {
    const compound = compounds.get(i);
    if (compound !== undefined && i + compound <= words.length) {
      groups.push(compoundGroup(words.slice(i, i + compound), i + compound === words.length, lexicon));
      i += compound;
      continue;
    }
    const phraseGroup = aliasPhraseGroup(words, i, longest);
    if (phraseGroup) {
      groups.push(phraseGroup);
      i += phraseGroup.typed.length;
      continue;
    }
    const first = words[i] as string;
    const second = words[i + 1];
    if (second !== undefined && isModelPair(first, second)) {
      groups.push({
        typed: [first, second],
        alternatives: [{ kind: 'typed', phrases: [[first, second]] }, { kind: 'model', phrases: [[joinModel([first, second])]] }],
      });
      i += 2;
      continue;
    }
    const last = i === words.length - 1;
    // A one-letter word the shopper has typed past ('دریل ب بوش', '1 2 3') is that word: as a prefix it would be
    // every word starting with the letter, a walk over most of the index for nothing the shopper meant.
    groups.push(!last && first.length === 1 ? { typed: [first], alternatives: [{ kind: 'typed', phrases: [[first]], whole: true }] } : wordGroup(first, last, lexicon));
    i += 1;
  }
  return { words, groups };
}

const ZWNJ = '\u200c';

/**
 * 'پیچ‌گوشتی' typed with its ZWNJ: the parts one after the other, or the word written solid, which the index holds
 * too (search-text.ts) and which gets the aliases, spellings and typo corrections of a word ('لوله‌گیز' → لوله‌گیر).
 */
function compoundGroup(parts: readonly string[], last: boolean, lexicon: Lexicon | undefined): QueryGroup {
  const solid = wordGroup(parts.join(''), last, lexicon);
  const inParts: Alternative = { kind: 'typed', phrases: [parts] };
  return { typed: parts, alternatives: [inParts, ...solid.alternatives].slice(0, MAX_ALTERNATIVES) };
}

/** A phrase of two or more words from the alias table ('heat gun', 'ایران پتک'), longest first. */
function aliasPhraseGroup(words: readonly string[], start: number, longest: number): QueryGroup | null {
  for (let length = Math.min(longest, words.length - start); length >= 2; length -= 1) {
    const typed = words.slice(start, start + length);
    const aliases = aliasesOf(typed);
    if (aliases.length === 0) continue;
    return {
      typed,
      alternatives: [
        { kind: 'typed', phrases: typed.map((word) => [word]) },
        ...aliases.map((phrase): Alternative => ({ kind: 'alias', phrases: [phrase] })),
      ],
    };
  }
  return null;
}

function wordGroup(word: string, last: boolean, lexicon: Lexicon | undefined): QueryGroup {
  const alternatives: Alternative[] = [{ kind: 'typed', phrases: [[word]] }];
  const add = (kind: AlternativeKind, phrase: AliasPhrase) => {
    const key = phrase.join(' ');
    if (!alternatives.some((known) => known.phrases.length === 1 && known.phrases[0]?.join(' ') === key)) {
      alternatives.push({ kind, phrases: [phrase] });
    }
  };
  const model = splitModel(word);
  if (model) add('model', model);
  for (const phrase of aliasesOf([word])) add('alias', phrase);
  // The word being typed may be the start of an alias ('mak' on the way to 'makita').
  const aliasWords = aliasTable().words;
  if (last && word.length >= 3) {
    for (const aliasWord of aliasWords) {
      if (aliasWord !== word && aliasWord.startsWith(word)) for (const phrase of aliasesOf([aliasWord])) add('alias', phrase);
    }
  }
  // Without the index's lexicon (a caller that has no database at hand), Latin words are still corrected toward
  // the alias table's: a brand typed with a typo in Latin is the commonest case, and the table knows them all.
  lexicon ??= /^[a-z]+$/.test(word) ? aliasLexicon() : undefined;
  if (lexicon && !/\d/.test(word)) {
    const spellings = lexicon.spellingsOf(word);
    for (const spelling of spellings) if (spelling !== word) add('spelling', [spelling]);
    if (spellings.length === 0) {
      for (const correction of lexicon.corrections(word)) {
        add('typo', [correction]);
        for (const phrase of aliasesOf([correction])) add('typo', phrase);
      }
    }
  }
  return { typed: [word], alternatives: alternatives.slice(0, MAX_ALTERNATIVES) };
}

let latinAliases: Lexicon | undefined;

function aliasLexicon(): Lexicon {
  latinAliases ??= new Lexicon(aliasTable().words.filter((word) => /^[a-z]+$/.test(word)));
  return latinAliases;
}

function phraseExpression(phrase: AliasPhrase, whole = false): string {
  return `"${phrase.join(' ')}"${whole ? '' : '*'}`;
}

function alternativeExpression(alternative: Alternative): string {
  const phrases = alternative.phrases.map((phrase) => phraseExpression(phrase, alternative.whole));
  return phrases.length === 1 ? (phrases[0] as string) : `(${phrases.join(' AND ')})`;
}

/** The FTS5 MATCH expression of a parsed query. */
export function ftsExpression(parsed: ParsedQuery): string {
  return parsed.groups
    .map((group) => {
      const alternatives = group.alternatives.map(alternativeExpression);
      return alternatives.length === 1 ? alternatives[0] : `(${alternatives.join(' OR ')})`;
    })
    .join(' AND ');
}

/** The columns whose matches rank first: the product's name and its SKU. */
export const TITLE_COLUMNS = '{title sku}';

/** The same expression, matched in the title or the SKU only. */
export function ftsTitleOrSkuExpression(parsed: ParsedQuery): string {
  return `${TITLE_COLUMNS} : (${ftsExpression(parsed)})`;
}
