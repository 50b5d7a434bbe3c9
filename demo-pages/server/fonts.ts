import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import subsetFont from 'subset-font';

/**
 * Vazirmatn for the shop's Latin text. Product names carry Latin model codes (AC۶۴۰۰, TG۲۸۶۶), SKUs and brand names,
 * so every page used to load the whole variable font (111 KB) beside its Persian cut (48 KB, `vazirmatn-nl`): on slow
 * 4G that took bandwidth from the first paint and the largest image (Lighthouse's first paint swung by 0.5 s with
 * whether it had arrived). The `vazirmatn` package ships no Latin-only cut, so this one is cut here from the variable
 * font, axes kept: the range Google Fonts calls "latin" (about 44 KB). theme.css declares it with the same range
 * (tests/contracts/headers.test.ts holds the two together); the whole font stays declared last-resort for anything
 * outside both cuts.
 */
const RANGES: ReadonlyArray<readonly [number, number?]> = [
  [0x0000, 0x00ff], [0x0131], [0x0152, 0x0153], [0x02bb, 0x02bc], [0x02c6], [0x02da], [0x02dc], [0x0304], [0x0308],
  [0x0329], [0x2000, 0x206f], [0x20ac], [0x2122], [0x2191], [0x2193], [0x2212], [0x2215], [0xfeff], [0xfffd],
];

const hex = (n: number) => n.toString(16).toUpperCase().padStart(4, '0');

/** The cut's `unicode-range`, as theme.css must declare it. */
export const LATIN_UNICODE_RANGE = RANGES.map(([from, to]) => (to === undefined ? `U+${hex(from)}` : `U+${hex(from)}-${hex(to)}`)).join(', ');

let latin: Promise<Buffer<ArrayBuffer>> | undefined;

/** The Latin cut, made once per process (about 0.5 s) at the first request for it. */
export function latinVazirmatn(nodeModules: string): Promise<Buffer<ArrayBuffer>> {
  latin ??= (async () => {
    const font = readFileSync(resolve(nodeModules, 'vazirmatn/fonts/webfonts/Vazirmatn[wght].woff2'));
    const text = String.fromCodePoint(...RANGES.flatMap(([from, to = from]) => Array.from({ length: to - from + 1 }, (_, i) => from + i)).filter((c) => c >= 0x20));
    return Buffer.from(await subsetFont(font, text, { targetFormat: 'woff2' }));
  })();
  // a failed cut is tried again at the next request, not remembered
  latin.catch(() => (latin = undefined));
  return latin;
}
