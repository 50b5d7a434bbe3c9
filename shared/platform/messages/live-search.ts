import { messagesFor } from '../i18n';

/**
 * The copy of the live-search island (widgets/live-search): it loads with that island's code, not with every page.
 * Defaults from ../shared/spec/fa-IR-strings.md; "(ours)" marks copy the spec does not give. A site overrides any
 * key through the page config (`i18n`).
 */
export const liveSearchMessages = {
  searchProducts: 'محصولات',
  searchCategories: 'دسته‌بندی‌ها',
  searchTags: 'برچسب‌ها',
  searchBrands: 'برندها',
  searchPosts: 'نوشته‌ها',
  searchPages: 'برگه‌ها',
  viewAllProducts: 'مشاهده همه محصولات... ({total})',
  searchHistory: 'تاریخچه جستجوی شما',
  clearHistory: 'پاک کردن',
  inBreadcrumbs: 'در {breadcrumbs}',
  searchNoResults: 'نتیجه ای پیدا نشد.',
  skuLabel: 'شناسه محصول:',
  saleBadge: 'فروش ویژه',
  featuredBadge: 'برجسته',
  clearSearch: 'پاک کردن جستجو',
  back: 'بازگشت',
  /** (ours) the live search's microphone button (voice search, spec section 4) */
  voiceSearch: 'جستجوی صوتی',
} as const;

/** `t()` for the live-search island: its own keys and the core ones. */
export const t = messagesFor(liveSearchMessages);
