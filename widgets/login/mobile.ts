import { toLatinDigits } from '../../shared/platform/digits';

/**
 * The mobile number as the spec reads it (section 5): Persian and Arabic-Indic digits become Latin ones and every
 * non-digit goes, but a leading '+' is kept (the "optional +" of the rule). The demo store's server applies the same
 * function, so the browser and the server never disagree on what is valid.
 */
export function normalizeMobile(raw: string): string {
  const plus = raw.trim().startsWith('+') ? '+' : '';
  return plus + toLatinDigits(raw).replace(/\D/g, '');
}

/** An optional '+' then 10 to 15 digits. */
export function isValidMobile(normalized: string): boolean {
  return /^\+?\d{10,15}$/.test(normalized);
}

/** The code boxes' length (spec section 9). */
export const OTP_LENGTH = 4;

/** The digits of a text (any digit system), at most the code's length: a paste, an autofill, WebOTP. */
export function codeDigits(text: string): string[] {
  return toLatinDigits(text).replace(/\D/g, '').slice(0, OTP_LENGTH).split('');
}
