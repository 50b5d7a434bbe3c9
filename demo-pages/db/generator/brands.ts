/**
 * Brands sold by the shop: Iranian makers and international ones, with Persian names and Latin slugs. `code`
 * starts SKUs and fills the logo badge; `color` tints product pictures; `paint` is the colour facet value of
 * the brand's power tools (a Makita is teal, a DeWalt yellow).
 */
import type { ColorKey } from './attribute-values';

export interface BrandSeed {
  slug: string;
  name: string;
  code: string;
  /** Model numbers start with this (international makers use letters; Iranian ones mostly numbers). */
  modelPrefix: string;
  color: string;
  paint: ColorKey;
  origin: 'iran' | 'international';
}

export const BRANDS: readonly BrandSeed[] = [
  { slug: 'ronix', name: 'رونیکس', code: 'RX', modelPrefix: '', color: '#f26522', paint: 'orange', origin: 'iran' },
  { slug: 'active', name: 'اکتیو', code: 'AC', modelPrefix: 'AC', color: '#1d4f91', paint: 'blue', origin: 'iran' },
  { slug: 'tosan', name: 'توسن', code: 'TS', modelPrefix: '', color: '#c8102e', paint: 'red', origin: 'iran' },
  { slug: 'iran-potk', name: 'ایران پتک', code: 'IP', modelPrefix: '', color: '#2e7d32', paint: 'green', origin: 'iran' },
  { slug: 'kenzax', name: 'کنزاکس', code: 'KZ', modelPrefix: 'KPT', color: '#f2a900', paint: 'yellow', origin: 'iran' },
  { slug: 'mahak', name: 'محک', code: 'MH', modelPrefix: '', color: '#0077c8', paint: 'blue', origin: 'iran' },
  { slug: 'arva', name: 'آروا', code: 'AR', modelPrefix: '', color: '#e4002b', paint: 'red', origin: 'iran' },
  { slug: 'razi', name: 'رازی', code: 'RZ', modelPrefix: '', color: '#0a7a3d', paint: 'green', origin: 'iran' },
  { slug: 'bosch', name: 'بوش', code: 'BS', modelPrefix: 'GSB', color: '#00629b', paint: 'blue', origin: 'international' },
  { slug: 'makita', name: 'ماکیتا', code: 'MK', modelPrefix: 'HP', color: '#00a0a8', paint: 'teal', origin: 'international' },
  { slug: 'dewalt', name: 'دیوالت', code: 'DW', modelPrefix: 'DWD', color: '#febd17', paint: 'yellow', origin: 'international' },
  { slug: 'hilti', name: 'هیلتی', code: 'HL', modelPrefix: 'TE', color: '#d2051e', paint: 'red', origin: 'international' },
  { slug: 'stanley', name: 'استنلی', code: 'ST', modelPrefix: 'STHT', color: '#2b2b2b', paint: 'black', origin: 'international' },
  { slug: 'total', name: 'توتال', code: 'TT', modelPrefix: 'TG', color: '#00843d', paint: 'green', origin: 'international' },
  { slug: 'fischer', name: 'فیشر', code: 'FS', modelPrefix: 'FIS', color: '#a6192e', paint: 'grey', origin: 'international' },
  { slug: 'pattex', name: 'پاتکس', code: 'PT', modelPrefix: 'PX', color: '#e2001a', paint: 'red', origin: 'international' },
  { slug: 'tente', name: 'تنته', code: 'TN', modelPrefix: 'TE', color: '#005aa9', paint: 'blue', origin: 'international' },
];

export function brandBySlug(slug: string): BrandSeed | undefined {
  return BRANDS.find((brand) => brand.slug === slug);
}

/** Brand groups the category tree draws from, so each leaf lists makers that really sell such a thing. */
export const POWER_TOOL_BRANDS = ['ronix', 'active', 'tosan', 'kenzax', 'mahak', 'arva', 'bosch', 'makita', 'dewalt', 'total'];
export const HAND_TOOL_BRANDS = ['ronix', 'active', 'tosan', 'iran-potk', 'kenzax', 'arva', 'stanley', 'total', 'dewalt'];
