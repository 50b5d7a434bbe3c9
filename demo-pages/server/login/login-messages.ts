/**
 * The demo store's own login answers, in Persian: the spec gives the client's defaults (section 8) and leaves the
 * server's wording to the site. Each goes out with the `field` it belongs under.
 */
export const loginMessages = {
  invalidMobile: 'لطفاً شماره موبایل معتبر وارد کنید.',
  tooSoon: 'کد برای این شماره فرستاده شده است. برای ارسال دوباره {sec} ثانیه صبر کنید.',
  tooManySendsFromClient: 'درخواست‌های ارسال کد از این دستگاه بیش از حد مجاز است. لطفاً چند دقیقه دیگر دوباره تلاش کنید.',
  badNonce: 'نشست شما منقضی شده است. لطفاً صفحه را دوباره بارگذاری کنید.',
  codeFormat: 'کد تأیید باید ۴ رقم باشد.',
  noCode: 'کد تأیید منقضی شده یا فرستاده نشده است. لطفاً کد جدید دریافت کنید.',
  wrongCode: 'کد تأیید نادرست است. {left} بار دیگر می‌توانید تلاش کنید.',
  tooManyTries: 'تعداد تلاش‌های نادرست بیش از حد مجاز است. لطفاً کد جدید دریافت کنید.',
  badRequest: 'پارامترهای درخواست نامعتبر است.',
  welcome: 'خوش آمدید! وارد حساب کاربری خود شدید.',
  smsText: 'کد ورود شما به {site}: {code}\nاین کد تا ۲ دقیقه معتبر است.\n\n@{host} #{code}',
} as const;
