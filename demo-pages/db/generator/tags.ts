/**
 * Product tags. Their slugs are the Persian words joined with '-', as WordPress makes them from a Persian name.
 * Which tags a product can get depends on what it is (only power tools are 'کابل‌دار', only products on sale carry
 * 'تخفیف ویژه'), so a tag archive lists products that deserve the tag.
 */
import { persianSlug, type AttributeValue } from './attribute-values';

const TAG_NAMES = {
  industrial: 'ابزار صنعتی',
  cordlessDrill: 'دریل شارژی',
  bestseller: 'پرفروش',
  freeShipping: 'ارسال رایگان',
  specialOffer: 'تخفیف ویژه',
  construction: 'ساختمانی',
  facilities: 'تاسیسات',
  corded: 'کابل‌دار',
  professional: 'حرفه‌ای',
  iranian: 'کالای ایرانی',
  imported: 'وارداتی',
  carpentry: 'نجاری',
  waterproof: 'ضد آب',
  warranty: 'گارانتی‌دار',
  heavyLoad: 'بار سنگین',
} as const;

export type TagKey = keyof typeof TAG_NAMES;

export const TAGS: Readonly<Record<TagKey, AttributeValue>> = Object.fromEntries(
  Object.entries(TAG_NAMES).map(([key, name]) => [key, { slug: persianSlug(name), name }]),
) as Record<TagKey, AttributeValue>;

export const TAG_KEYS = Object.keys(TAG_NAMES) as TagKey[];

export interface TagContext {
  categoryTags: readonly TagKey[];
  origin: 'iran' | 'international';
  onSale: boolean;
  totalSales: number;
  price: number;
}

/** Thresholds chosen so each conditional tag lands on a visible but minor share of the catalogue. */
const BESTSELLER_SALES = 400;
const FREE_SHIPPING_PRICE = 5_000_000;

/** The tags this product may carry; the generator picks one to three of them. */
export function eligibleTags(context: TagContext): TagKey[] {
  const pool: TagKey[] = [...context.categoryTags];
  pool.push(context.origin === 'iran' ? 'iranian' : 'imported');
  if (context.onSale) pool.push('specialOffer');
  if (context.totalSales >= BESTSELLER_SALES) pool.push('bestseller');
  if (context.price >= FREE_SHIPPING_PRICE) pool.push('freeShipping');
  return [...new Set(pool)];
}
