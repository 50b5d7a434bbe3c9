import { messagesFor } from '../i18n';

/**
 * The copy of the login island (widgets/login): it loads with that island's code, not with every page.
 * Defaults from ../shared/spec/fa-IR-strings.md; "(ours)" marks copy the spec does not give. A site overrides any
 * key through the page config (`i18n`).
 */
export const loginMessages = {
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
  editNumber: 'ویرایش شماره',
  /** One code box's name (not in fa-IR-strings.md: four boxes need four names). */
  otpDigit: 'رقم {n} از {count}',
  account: 'حساب کاربری',
  logout: 'خروج',
} as const;

/** `t()` for the login island: its own keys and the core ones. */
export const t = messagesFor(loginMessages);
