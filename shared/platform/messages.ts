/**
 * The Persian copy (../shared/spec/fa-IR-strings.md), as the default message of each key.
 * A site overrides any of them through the page config (`i18n`), never by editing this file.
 * Placeholders are `{name}`; format them with `t()` so numbers come out in Persian digits.
 * Keys marked "(ours)" are not in fa-IR-strings.md: copy this project needed that the spec does not give.
 */
export const faIR = {
  // Listing, filters, sorting
  filters: 'فیلترها',
  clearAll: 'حذف همه',
  showMore: 'نمایش بیشتر',
  showLess: 'نمایش کمتر',
  applyFilters: 'اعمال فیلترها',
  showFilters: 'نمایش فیلترها',
  close: 'بستن',
  expand: 'باز کردن',
  collapse: 'بستن',
  /** (ours) the popup's 'do not show again' button and the tabs' autoplay pause/play button (WCAG 2.2.2) */
  popupDoNotShowAgain: 'دیگر نشان نده',
  tabsPause: 'توقف نمایش خودکار',
  tabsPlay: 'ادامهٔ نمایش خودکار',
  relatedCats: 'دسته‌بندی‌های مرتبط',
  count: 'تعداد',
  sort: 'مرتب‌سازی',
  loading: 'در حال بارگذاری…',
  applied: 'اعمال شد',
  empty: 'موردی یافت نشد',
  noResultsFound: 'نتیجه‌ای یافت نشد',
  selected: 'انتخاب شد',
  prev: 'قبلی',
  next: 'بعدی',
  /** (ours) a carousel slide's name (the APG carousel's group label), «۳ از ۱۲» */
  carouselSlide: '{index} از {count}',
  compare: 'مقایسه',
  perPage: 'تعداد در صفحه',
  readMore: 'بیشتر بخوانید',
  readLess: 'بستن',
  loadMore: 'نمایش موارد بیشتر',
  /** (ours) beside 'load more': how far the shopper has come («نمایش ۲۴ از ۱٬۲۰۰ محصول») */
  loadMoreProgress: 'نمایش {shown} از {total} محصول',
  /** (ours) announced when 'load more' has appended a page */
  loadMoreAdded: '{count} محصول دیگر اضافه شد.',
  resultCount: '{count} محصول',
  removeFilterChip: 'حذف فیلتر {label}',
  /** (ours) the sort bar's submit, for shoppers without JavaScript */
  apply: 'اعمال',
  /** (ours) the accessible names of a range slider's two thumbs, and of a number range's two fields */
  rangeMin: 'حداقل {label}',
  rangeMax: 'حداکثر {label}',
  /** (ours) the facet search box's accessible name and a rating choice */
  facetSearch: 'جستجو در {label}',
  ratingAtLeast: '{stars} ستاره و بیشتر',
  /** (ours) the desktop sidebar's hide/show button */
  hideFilters: 'پنهان کردن فیلترها',
  /** (ours) a dropdown facet's first option: no choice */
  anyChoice: 'همه',
  /** (ours) the mobile filters sheet's apply button, with the number of results it will give */
  applyFiltersCount: 'اعمال فیلترها ({count} محصول)',
  /** spec section 8: the filter refresh answer does not parse ('{filter engine} was unable to auto-detect the post listing') */
  listingUndetected: 'موتور فیلتر نتوانست فهرست محصولات را به‌طور خودکار تشخیص دهد.',

  // Sort options (value → label)
  sortDate: 'جدیدترین',
  sortPopularity: 'پرفروش‌ترین',
  sortRating: 'بیشترین امتیاز',
  sortPrice: 'ارزان‌ترین',
  sortPriceDesc: 'گران‌ترین',
  sortTitle: 'بر اساس نام',

  // Product card, compare
  addToCart: 'افزودن به سبد خرید',
  viewCart: 'مشاهده سبد خرید',
  compareToggle: '+ مقایسه',
  compareSelected: 'انتخاب شد',
  prevImage: 'تصویر قبلی',
  nextImage: 'تصویر بعدی',
  compareLimit: 'حداکثر {MAX} محصول را می‌توانید مقایسه کنید',
  compareCancel: 'انصراف',
  compareModalTitle: 'افزودن محصول به مقایسه',
  compareSearchPlaceholder: 'جستجو در عنوان یا کد محصول…',
  compareSku: 'کد محصول: {sku}',
  comparePrice: 'قیمت: {price}',
  compareAdd: 'افزودن',
  searching: 'در حال جستجو…',
  noResultFound: 'نتیجه‌ای یافت نشد.',
  connectionError: 'خطا در اتصال.',
  compareRemove: 'حذف از مقایسه',
  compareDiffOnly: 'فقط تفاوت‌ها',
  compareDiffers: 'متفاوت',
  compareCount: '{count} از {max} محصول',

  // Cart, mini-cart
  cart: 'سبد خرید',
  removeItem: 'حذف از سبد',
  increaseQty: 'افزایش تعداد',
  decreaseQty: 'کاهش تعداد',
  soldIndividually: 'این محصول به‌صورت تکی فروخته می‌شود و حداکثر ۱ عدد قابل خرید است.',
  maxQty: 'حداکثر تعداد قابل خرید: {max}',
  minQty: 'حداقل تعداد قابل خرید: {min}',
  cartEmpty: 'سبد خرید شما خالی است',
  checkout: 'تسویه حساب',
  /** (ours) a price for shoppers */
  tomanAmount: '{amount} تومان',
  /** (ours) announced by the live region when the cart count changes */
  cartCountAnnounce: 'تعداد کالاهای سبد خرید: {count}',
  /** (ours) the badge's accessible text */
  cartCountLabel: '{count} کالا',
  /** (ours) announced when an item was added */
  addedToCart: '«{title}» به سبد خرید اضافه شد.',

  // Live search
  searchIn: 'جستجو در',
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
  /** (ours) announced by a combobox when its results arrive */
  comboboxResults: '{count} نتیجه پیدا شد',
  skuLabel: 'شناسه محصول:',
  saleBadge: 'فروش ویژه',
  featuredBadge: 'برجسته',
  clearSearch: 'پاک کردن جستجو',
  back: 'بازگشت',
  search: 'جستجو',
  /** (ours) the live search's microphone button (voice search, spec section 4) */
  voiceSearch: 'جستجوی صوتی',

  // Login
  login: 'ورود / ثبت‌نام',
  mobileNumber: 'شماره موبایل',
  verificationCode: 'کد تأیید',
  sendCode: 'ارسال کد تأیید',
  sending: 'در حال ارسال...',
  verifyCode: 'تأیید کد',
  checking: 'در حال بررسی...',
  resend: 'ارسال مجدد کد',
  resendAfter: 'ارسال مجدد کد پس از {sec} ثانیه',
  invalidMobile: 'لطفاً شماره موبایل معتبر وارد کنید.',
  codeSent: 'کد ارسال شد. لطفاً آن را وارد کنید.',
  loginSuccess: 'ورود موفق، در حال انتقال...',
  sendFailed: 'ارسال با خطا مواجه شد.',
  operationError: 'خطا در عملیات',
  editNumber: 'ویرایش شماره',
  /** One code box's name (not in fa-IR-strings.md: four boxes need four names). */
  otpDigit: 'رقم {n} از {count}',
  showPassword: 'نمایش رمز عبور',
  hidePassword: 'پنهان کردن رمز عبور',

  // Header, site chrome, mobile navigation
  chooseCity: 'انتخاب شهر',
  // Not in fa-IR-strings.md (the spec names the action, not its label): the city dialog's geolocation button.
  useMyLocation: 'استفاده از موقعیت من',
  // The bottom bar's name (the server markup printed it before it was a message).
  bottomNav: 'ناوبری پایین صفحه',
  account: 'حساب کاربری',
  logout: 'خروج',
  menu: 'منو',
  allCategories: 'دسته‌بندی کالاها',
  electricTools: 'ابزار برقی',
  handTools: 'ابزار دستی',
  services: 'خدمات',
  navHome: 'خانه',
  navCategories: 'دسته‌بندی‌ها',
  navCart: 'سبد خرید',
  navAccount: 'حساب کاربری',
  dismiss: 'بستن',

  // Errors and notices
  placesError: 'خطا در دریافت نتایج.',
  yourLocation: 'موقعیت شما',
  addressUnknown: 'تعیین آدرس شما ممکن نشد.',
  geoDenied: 'اجازه دسترسی به موقعیت مکانی داده نشد.',
  geoUnavailable: 'اطلاعات موقعیت مکانی در دسترس نیست.',
  geoTimeout: 'زمان درخواست موقعیت مکانی به پایان رسید.',
  geoUnknown: 'خطای ناشناخته‌ای رخ داد.',
  geoDefault: 'دریافت موقعیت شما ممکن نشد.',
  geoUnsupported: 'مرورگر شما از موقعیت‌یابی پشتیبانی نمی‌کند.',
  genericError: 'مشکلی پیش آمد، لطفاً دوباره تلاش کنید.',
} as const;

export type MessageKey = keyof typeof faIR;
export type Messages = Record<MessageKey, string>;
