/** subset-font and fontverter ship no types: the calls the demo store makes (demo-pages/server/fonts.ts). */
declare module 'subset-font' {
  export default function subsetFont(
    font: Uint8Array,
    text: string,
    options?: { targetFormat?: 'sfnt' | 'woff' | 'woff2' | 'truetype'; preserveNameIds?: number[]; variationAxes?: Record<string, number | { min: number; max: number; default?: number }> },
  ): Promise<Uint8Array>;
}

declare module 'fontverter' {
  export function convert(font: Uint8Array, toFormat: 'sfnt' | 'truetype' | 'woff' | 'woff2'): Promise<Uint8Array>;
}
