/**
 * Words shoppers type in one script for what the catalogue writes in another: the 17 brands in Latin and Persian
 * letters (with the spellings seen on Iranian shops: 'دی والت', 'استانلی'), and the common tool words of the
 * catalogue in English. Each group lists spellings of one thing; a query word or phrase matching one of them also
 * searches for the others. Kept small on purpose: a group belongs here only when the words mean the same product.
 */
import { searchTokens } from '../../shared/platform/persian-text';

export const ALIAS_GROUPS: readonly (readonly string[])[] = [
  // brands (demo-pages/db/generator/brands.ts)
  ['ronix', 'رونیکس', 'رنیکس'],
  ['active', 'اکتیو'],
  ['tosan', 'توسن'],
  ['iran potk', 'ایران پتک', 'iranpotk'],
  ['kenzax', 'کنزاکس', 'kenzacs'],
  ['mahak', 'محک'],
  ['arva', 'آروا'],
  ['razi', 'رازی'],
  ['bosch', 'بوش', 'bosh'],
  ['makita', 'ماکیتا'],
  ['dewalt', 'دیوالت', 'دی والت', 'de walt'],
  ['hilti', 'هیلتی'],
  ['stanley', 'استنلی', 'استانلی'],
  ['total', 'توتال'],
  ['fischer', 'فیشر', 'fisher'],
  ['pattex', 'پاتکس'],
  ['tente', 'تنته'],
  // tools and materials of the category tree, in English and in the Persian of the titles
  ['drill', 'دریل'],
  ['hammer drill', 'rotary hammer', 'دریل چکشی'],
  ['grinder', 'angle grinder', 'فرز', 'سنگ فرز'],
  ['cordless', 'شارژی'],
  ['screwdriver', 'پیچ گوشتی', 'پیچگوشتی', 'پیچ‌گوشتی'],
  ['jigsaw', 'اره عمود بر'],
  ['saw', 'اره'],
  ['heat gun', 'hot air gun', 'سشوار صنعتی', 'سشوار'],
  ['hammer', 'چکش'],
  ['wrench', 'spanner', 'آچار'],
  ['pliers', 'انبردست', 'انبر دست'],
  ['tape measure', 'متر'],
  ['anchor', 'انکر'],
  ['chemical anchor', 'انکر شیمیایی'],
  ['wall plug', 'rawlplug', 'رولپلاک', 'رول پلاک'],
  ['glue', 'adhesive', 'چسب'],
  ['epoxy', 'اپوکسی', 'چسب دوقلو'],
  ['silicone', 'سیلیکون'],
  ['wood glue', 'چسب چوب'],
  ['wheel', 'caster', 'castor', 'چرخ'],
  ['cable', 'کابل'],
  ['watt', 'وات'],
  ['volt', 'ولت'],
];

/** One spelling as the index reads it: its words. */
export type AliasPhrase = readonly string[];

export interface AliasTable {
  /** The other spellings of the phrase whose words, joined by a space, are the key. */
  readonly byPhrase: ReadonlyMap<string, readonly AliasPhrase[]>;
  /** The longest phrase, in words. */
  readonly longest: number;
  /** Every single-word spelling (the typo tolerance corrects toward them too). */
  readonly words: readonly string[];
}

let table: AliasTable | undefined;

/** Built on first use; every spelling goes through the same tokenizer as the index and the query. */
export function aliasTable(): AliasTable {
  if (table) return table;
  const byPhrase = new Map<string, AliasPhrase[]>();
  const words = new Set<string>();
  let longest = 1;
  for (const group of ALIAS_GROUPS) {
    const phrases = group.map((spelling) => searchTokens(spelling)).filter((tokens) => tokens.length > 0);
    for (const phrase of phrases) {
      const key = phrase.join(' ');
      longest = Math.max(longest, phrase.length);
      if (phrase.length === 1) words.add(key);
      const others = byPhrase.get(key) ?? [];
      for (const other of phrases) {
        if (other.join(' ') !== key && !others.some((known) => known.join(' ') === other.join(' '))) others.push(other);
      }
      byPhrase.set(key, others);
    }
  }
  table = { byPhrase, longest, words: [...words] };
  return table;
}

/** The other spellings of a phrase typed by a shopper (its words, normalised), or none. */
export function aliasesOf(words: readonly string[]): readonly AliasPhrase[] {
  return aliasTable().byPhrase.get(words.join(' ')) ?? [];
}
