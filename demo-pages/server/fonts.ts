import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import subsetFont from 'subset-font';

/**
 * Vazirmatn, cut for the shop. Every page needs two faces in its first screen: the Persian one, and the Latin one for
 * the model codes (AC۶۴۰۰, TG۲۸۶۶), SKUs, brand names and the footer's ©. The `vazirmatn` package ships a Persian cut
 * (`Vazirmatn-NL`, 48 KB) and the whole variable font (111 KB), no Latin-only cut: so both faces are cut here.
 *
 * - Latin: the characters Google Fonts calls "latin" that the font has, from the whole font.
 * - Persian: every character of the package's Persian cut.
 * - Both keep the weight axis from 400 to 800 only ({@link WEIGHTS}), the weights the shop's style sheets use, where
 *   the package's files go from 100 to 900: the deltas for the thin and black ends are most of a variable font's
 *   bytes. The two faces went from 93 KB to 65 KB, and on Lighthouse's slow 4G the largest paint of the home page
 *   (its hero's heading, drawn in Vazirmatn) from 2.2 to 1.8 s. theme.css declares every face `font-weight: 400 800`,
 *   so a weight outside it (a `bolder` inside a heading asks 900) is drawn at the nearest end, by the same faces.
 *
 * theme.css declares each face with the characters its file really has (tests/contracts/headers.test.ts reads the
 * files and holds the CSS to them): a cut with its own, the whole font with what neither cut has (Latin Extended and
 * a few signs). A character no face has then goes to the system fonts without a download.
 *
 * A cut's file name carries a hash of what it is made from, so a browser's year-long cache never keeps an old cut;
 * theme.css must name the same files (the same test says so when it does not).
 */
const LATIN_RANGES: ReadonlyArray<readonly [number, number?]> = [
  [0x0020, 0x00ff], [0x0131], [0x0152, 0x0153], [0x02bb, 0x02bc], [0x02c6], [0x02da], [0x02dc], [0x0304], [0x0308],
  [0x0329], [0x2000, 0x206f], [0x20ac], [0x2122], [0x2191], [0x2193], [0x2212], [0x2215], [0xfeff], [0xfffd],
];

export const WHOLE_FONT = 'vazirmatn/fonts/webfonts/Vazirmatn[wght].woff2';
export const PERSIAN_CUT = 'vazirmatn/misc/Non-Latin/fonts/webfonts/Vazirmatn-NL[wght].woff2';

/** The weight axis the cuts keep: theme.css's faces declare the same range. */
export const WEIGHTS = { min: 400, max: 800 } as const;

export interface FontCut {
  /** the file's name: `/fonts/vazirmatn-{name}-{hash}.woff2` */
  readonly name: string;
  /** the package file it is cut from, under node_modules */
  readonly source: string;
  /** the characters it keeps (every one of them the source has); none: all the source's characters */
  readonly ranges?: ReadonlyArray<readonly [number, number?]>;
}

export const LATIN: FontCut = { name: 'latin', source: WHOLE_FONT, ranges: LATIN_RANGES };
export const PERSIAN: FontCut = { name: 'fa', source: PERSIAN_CUT };
export const CUTS: readonly FontCut[] = [PERSIAN, LATIN];

const version = (nodeModules: string, name: string) => (JSON.parse(readFileSync(resolve(nodeModules, name, 'package.json'), 'utf8')) as { version: string }).version;

/** `/fonts/vazirmatn-{name}-{hash}.woff2`: the hash of what it keeps and of the versions of the font and the cutter. */
export function cutPath(nodeModules: string, cut: FontCut): string {
  const made = JSON.stringify([cut.source, cut.ranges ?? 'all', WEIGHTS, version(nodeModules, 'vazirmatn'), version(nodeModules, 'subset-font'), version(nodeModules, 'harfbuzzjs')]);
  return `/fonts/vazirmatn-${cut.name}-${createHash('sha256').update(made).digest('hex').slice(0, 10)}.woff2`;
}

const made = new Map<FontCut, Promise<Buffer<ArrayBuffer>>>();

/** A cut, made once per process (0.3-2 s each): `npm start` begins them at start, others at the first request. */
export function fontCut(nodeModules: string, cut: FontCut): Promise<Buffer<ArrayBuffer>> {
  let file = made.get(cut);
  if (!file) {
    file = (async () => {
      const source = readFileSync(resolve(nodeModules, cut.source));
      const characters = cut.ranges
        ? cut.ranges.flatMap(([from, to = from]) => Array.from({ length: to - from + 1 }, (_, i) => from + i))
        : await fontCharacters(source);
      return Buffer.from(await subsetFont(source, String.fromCodePoint(...characters), { targetFormat: 'woff2', variationAxes: { wght: WEIGHTS } }));
    })();
    made.set(cut, file);
    // a failed cut is tried again at the next request, not remembered
    file.catch(() => made.delete(cut));
  }
  return file;
}

async function face(woff2: Uint8Array) {
  const [{ convert }, hb] = await Promise.all([import('fontverter'), import('harfbuzzjs')]);
  return new hb.Face(new hb.Blob(await convert(woff2, 'truetype')), 0);
}

/** The characters a WOFF2 font has (its cmap), in order. */
export async function fontCharacters(woff2: Uint8Array): Promise<number[]> {
  return [...(await face(woff2)).collectUnicodes()].sort((a, b) => a - b);
}

/** The weight axis of a variable WOFF2 font: its least and greatest weight. */
export async function fontWeights(woff2: Uint8Array): Promise<{ min: number; max: number } | undefined> {
  const axis = (await face(woff2)).getAxisInfos().wght;
  return axis && { min: axis.min, max: axis.max };
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
