/**
 * The copy the platform, the primitives and several islands share, and every island's with-the-page code: the
 * only strings every page loads. Each island's own copy is in its group file beside this one, loaded with its view.
 * Defaults from ../shared/spec/fa-IR-strings.md; "(ours)" marks copy the spec does not give. A site overrides any
 * key through the page config (`i18n`).
 */
export const core = {
  close: 'بستن',
  /** (ours) the popup's 'do not show again' button and the tabs' autoplay pause/play button (WCAG 2.2.2) */
  popupDoNotShowAgain: 'دیگر نشان نده',
  tabsPause: 'توقف نمایش خودکار',
  tabsPlay: 'ادامهٔ نمایش خودکار',
  count: 'تعداد',
  sort: 'مرتب‌سازی',
  loading: 'در حال بارگذاری…',
  applied: 'اعمال شد',
  empty: 'موردی یافت نشد',
  selected: 'انتخاب شد',
  prev: 'قبلی',
  next: 'بعدی',
  /** (ours) a carousel slide's name (the APG carousel's group label), «۳ از ۱۲» */
  carouselSlide: '{index} از {count}',
  compare: 'مقایسه',
  perPage: 'تعداد در صفحه',
  viewCart: 'مشاهده سبد خرید',
  compareLimit: 'حداکثر {MAX} محصول را می‌توانید مقایسه کنید',
  noResultFound: 'نتیجه‌ای یافت نشد.',
  // Cart, mini-cart
  cart: 'سبد خرید',
  increaseQty: 'افزایش تعداد',
  decreaseQty: 'کاهش تعداد',
  checkout: 'تسویه حساب',
  /** (ours) a price for shoppers */
  tomanAmount: '{amount} تومان',
  /** (ours) announced by the live region when the cart count changes */
  cartCountAnnounce: 'تعداد کالاهای سبد خرید: {count}',
  /** (ours) the badge's accessible text */
  cartCountLabel: '{count} کالا',
  /** (ours) announced when an item was added */
  addedToCart: '«{title}» به سبد خرید اضافه شد.',
  /** (ours) announced when an item was removed; the cart page's notice after a remove without JavaScript too */
  removedFromCart: '«{title}» حذف شد.',
  /** (ours) announced by a combobox when its results arrive */
  comboboxResults: '{count} نتیجه پیدا شد',
  search: 'جستجو',
  operationError: 'خطا در عملیات',
  showPassword: 'نمایش رمز عبور',
  hidePassword: 'پنهان کردن رمز عبور',
  // Header, site chrome, mobile navigation
  chooseCity: 'انتخاب شهر',
  menu: 'منو',
  services: 'خدمات',
  genericError: 'مشکلی پیش آمد، لطفاً دوباره تلاش کنید.',
  // The mini-cart quantity notices (shared/stores/cart-messages.ts)
  soldIndividually: 'این محصول به‌صورت تکی فروخته می‌شود و حداکثر ۱ عدد قابل خرید است.',
  maxQty: 'حداکثر تعداد قابل خرید: {max}',
  minQty: 'حداقل تعداد قابل خرید: {min}',
} as const;

export type CoreKey = keyof typeof core;
