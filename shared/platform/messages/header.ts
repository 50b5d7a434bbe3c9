import { messagesFor } from '../i18n';

/**
 * The copy of the header island (widgets/header): it loads with that island's code, not with every page.
 * Defaults from ../shared/spec/fa-IR-strings.md; "(ours)" marks copy the spec does not give. A site overrides any
 * key through the page config (`i18n`).
 */
export const headerMessages = {
  // Not in fa-IR-strings.md (the spec names the action, not its label): the city dialog's geolocation button.
  useMyLocation: 'استفاده از موقعیت من',
  // (ours) The city dialog's search box: its label is the dialog's title, hidden, so this says what to type.
  cityPlaceholder: 'نام شهر یا استان…',
  allCategories: 'دسته‌بندی کالاها',
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
} as const;

/** `t()` for the header island: its own keys and the core ones. */
export const t = messagesFor(headerMessages);
