import { messagesFor } from '../i18n';

/**
 * The copy of the compare-page island (widgets/compare-page): it loads with that island's code, not with every page.
 * Defaults from ../shared/spec/fa-IR-strings.md; "(ours)" marks copy the spec does not give. A site overrides any
 * key through the page config (`i18n`).
 */
export const comparePageMessages = {
  compareModalTitle: 'افزودن محصول به مقایسه',
  compareSearchPlaceholder: 'جستجو در عنوان یا کد محصول…',
  compareSku: 'کد محصول: {sku}',
  comparePrice: 'قیمت: {price}',
  compareAdd: 'افزودن',
  searching: 'در حال جستجو…',
  connectionError: 'خطا در اتصال.',
  compareDiffOnly: 'فقط تفاوت‌ها',
  compareDiffers: 'متفاوت',
  compareCount: '{count} از {max} محصول',
} as const;

/** `t()` for the compare-page island: its own keys and the core ones. */
export const t = messagesFor(comparePageMessages);
