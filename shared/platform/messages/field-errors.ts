import { messagesFor } from '../i18n';

/**
 * The copy of the site's form field errors (widgets/site-wide/field-errors-view.ts), said in place of the browser's
 * own validation bubble, which speaks the browser's language and not the shop's: it loads with that module, at the
 * first refused submit, not with every page. "(ours)": the spec gives only the mobile number's («لطفاً شماره موبایل
 * معتبر وارد کنید.», section 8, the login group's `invalidMobile` too); the quantities' are the core's minQty and
 * maxQty. A site overrides any key through the page config (`i18n`).
 */
export const fieldErrorMessages = {
  /** (ours) a required text field left empty */
  fieldRequired: 'لطفاً این فیلد را پر کنید.',
  /** (ours) a required list (a variable product's options) or group of choices left unchosen */
  fieldChoose: 'لطفاً یک گزینه را انتخاب کنید.',
  /** (ours) a required checkbox (terms) left unticked */
  fieldCheck: 'برای ادامه، این گزینه را علامت بزنید.',
  /** (ours) an e-mail field */
  fieldEmail: 'لطفاً یک نشانی ایمیل درست وارد کنید.',
  /** (ours) a web address field */
  fieldUrl: 'لطفاً یک نشانی اینترنتی درست وارد کنید.',
  /** spec section 8: a phone field that does not match */
  fieldMobile: 'لطفاً شماره موبایل معتبر وارد کنید.',
  /** (ours) a field that does not match its pattern and has no title saying what to type */
  fieldFormat: 'لطفاً مقدار را به شکل خواسته‌شده وارد کنید.',
  /** (ours) a number field holding something else */
  fieldNumber: 'لطفاً یک عدد وارد کنید.',
  /** (ours) shorter than minlength */
  fieldTooShort: 'دست‌کم {min} نویسه وارد کنید.',
  /** (ours) a number under its min, over its max, or between its steps (not a quantity: those say the core's) */
  fieldMin: 'کمترین مقدار مجاز {min} است.',
  fieldMax: 'بیشترین مقدار مجاز {max} است.',
  fieldStep: 'لطفاً یک مقدار مجاز وارد کنید.',
} as const;

/** `t()` for the field errors: their own keys and the core ones. */
export const t = messagesFor(fieldErrorMessages);
