import { messagesFor } from '../i18n';

/**
 * The copy of the listing-grid island (widgets/listing-grid): it loads with that island's code, not with every page
 * ('load more' has its own, ./listing-more.ts, loaded with it).
 * Defaults from ../shared/spec/fa-IR-strings.md; "(ours)" marks copy the spec does not give. A site overrides any
 * key through the page config (`i18n`).
 */
export const listingGridMessages = {
  readMore: 'بیشتر بخوانید',
  readLess: 'بستن',
  resultCount: '{count} محصول',
  /** spec section 8: the filter refresh answer does not parse ('{filter engine} was unable to auto-detect the post listing') */
  listingUndetected: 'موتور فیلتر نتوانست فهرست محصولات را به‌طور خودکار تشخیص دهد.',
  /** spec section 8's 'Connection error.' (compare-page's connectionError): a refresh or the next page failed offline */
  listingOffline: 'خطا در اتصال.',
} as const;

/** `t()` for the listing-grid island: its own keys and the core ones. */
export const t = messagesFor(listingGridMessages);
