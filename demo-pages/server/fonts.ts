import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import subsetFont from 'subset-font';

/**
 * Vazirmatn for the shop's Latin text. Product names carry Latin model codes (AC۶۴۰۰, TG۲۸۶۶), SKUs and brand names,
 * so every page used to load the whole variable font (111 KB) beside its Persian cut (48 KB, `vazirmatn-nl`): on slow
 * 4G that took bandwidth from the first paint and the largest image (Lighthouse's first paint swung by 0.5 s with
 * whether it had arrived). The `vazirmatn` package ships no Latin-only cut, so this one is cut here from the variable
 * font, axes kept: the characters Google Fonts calls "latin" that the font has (44 KB).
 *
 * theme.css declares each face with the characters its file really has (tests/contracts/headers.test.ts reads the
 * files and holds the CSS to them): the cut with its own, the whole font with what neither cut has (Latin Extended
 * and a few signs). A character no face has then goes to the system fonts without a download.
 *
 * The cut's file name carries a hash of what it is made from, so a browser's year-long cache never keeps an old cut;
 * theme.css must name the same file (the same test says so when it does not).
 */
const RANGES: ReadonlyArray<readonly [number, number?]> = [
  [0x0020, 0x00ff], [0x0131], [0x0152, 0x0153], [0x02bb, 0x02bc], [0x02c6], [0x02da], [0x02dc], [0x0304], [0x0308],
  [0x0329], [0x2000, 0x206f], [0x20ac], [0x2122], [0x2191], [0x2193], [0x2212], [0x2215], [0xfeff], [0xfffd],
];

export const WHOLE_FONT = 'vazirmatn/fonts/webfonts/Vazirmatn[wght].woff2';
export const PERSIAN_CUT = 'vazirmatn/misc/Non-Latin/fonts/webfonts/Vazirmatn-NL[wght].woff2';

const version = (nodeModules: string, name: string) => (JSON.parse(readFileSync(resolve(nodeModules, name, 'package.json'), 'utf8')) as { version: string }).version;

/** `/fonts/vazirmatn-latin-{hash}.woff2`: the hash of the ranges and of the versions of the font and the cutter. */
export function latinCutPath(nodeModules: string): string {
  const made = JSON.stringify([RANGES, version(nodeModules, 'vazirmatn'), version(nodeModules, 'subset-font'), version(nodeModules, 'harfbuzzjs')]);
  return `/fonts/vazirmatn-latin-${createHash('sha256').update(made).digest('hex').slice(0, 10)}.woff2`;
}

let latin: Promise<Buffer<ArrayBuffer>> | undefined;

/** The Latin cut, made once per process (0.5-2 s): `npm start` begins it at start, others at the first request. */
export function latinVazirmatn(nodeModules: string): Promise<Buffer<ArrayBuffer>> {
  latin ??= (async () => {
    const text = String.fromCodePoint(...RANGES.flatMap(([from, to = from]) => Array.from({ length: to - from + 1 }, (_, i) => from + i)));
    return Buffer.from(await subsetFont(readFileSync(resolve(nodeModules, WHOLE_FONT)), text, { targetFormat: 'woff2' }));
  })();
  // a failed cut is tried again at the next request, not remembered
  latin.catch(() => (latin = undefined));
  return latin;
}

/** The characters a WOFF2 font has (its cmap), in order. */
export async function fontCharacters(woff2: Uint8Array): Promise<number[]> {
  const [{ convert }, hb] = await Promise.all([import('fontverter'), import('harfbuzzjs')]);
  return [...new hb.Face(new hb.Blob(await convert(woff2, 'truetype')), 0).collectUnicodes()].sort((a, b) => a - b);
}

/** Characters as a CSS `unicode-range`: `U+20-7E, U+A0-FF, U+131`. */
export function unicodeRange(characters: readonly number[]): string {
  const runs: Array<[number, number]> = [];
  for (const c of characters) {
    const last = runs.at(-1);
    if (last && c === last[1] + 1) last[1] = c;
    else runs.push([c, c]);
  }
  const hex = (n: number) => n.toString(16).toUpperCase();
  return runs.map(([from, to]) => (from === to ? `U+${hex(from)}` : `U+${hex(from)}-${hex(to)}`)).join(', ');
}
