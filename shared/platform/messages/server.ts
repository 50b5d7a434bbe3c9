/**
 * Copy that only the server prints (the theme's and the demo store's templates, the cart's notices): no island's
 * code asks for it, so no page downloads it.
 * Defaults from ../shared/spec/fa-IR-strings.md; "(ours)" marks copy the spec does not give. A site overrides any
 * key through the page config (`i18n`).
 */
export const serverMessages = {
  applyFilters: 'اعمال فیلترها',
  expand: 'باز کردن',
  collapse: 'بستن',
  relatedCats: 'دسته‌بندی‌های مرتبط',
  noResultsFound: 'نتیجه‌ای یافت نشد',
  /** (ours) the sort bar's submit, for shoppers without JavaScript */
  apply: 'اعمال',
  // Sort options (value → label)
  sortDate: 'جدیدترین',
  sortPopularity: 'پرفروش‌ترین',
  sortRating: 'بیشترین امتیاز',
  sortPrice: 'ارزان‌ترین',
  sortPriceDesc: 'گران‌ترین',
  sortTitle: 'بر اساس نام',
  // Product card, compare
  addToCart: 'افزودن به سبد خرید',
  prevImage: 'تصویر قبلی',
  nextImage: 'تصویر بعدی',
  removeItem: 'حذف از سبد',
  cartEmpty: 'سبد خرید شما خالی است',
  /** (ours) the cart page's notice once «بازگردانی؟» brought a removed line back */
  restoredToCart: '«{title}» به سبد خرید بازگشت.',
  // Live search
  searchIn: 'جستجو در',
  // The bottom bar's name (the server markup printed it before it was a message).
  bottomNav: 'ناوبری پایین صفحه',
  electricTools: 'ابزار برقی',
  handTools: 'ابزار دستی',
  navHome: 'خانه',
  navCategories: 'دسته‌بندی‌ها',
  navCart: 'سبد خرید',
  navAccount: 'حساب کاربری',
  dismiss: 'بستن',
} as const;
