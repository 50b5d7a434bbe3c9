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

/**
 * One number, one account: an Iranian mobile written with its country code (+98…, 0098…, 98…) or without its
 * leading 0 is the same number as 09…, the form it is kept in (the server's key for codes, limits and accounts).
 * Any other number is kept as normalised.
 */
export function canonicalMobile(normalized: string): string {
  const iranian = /^(?:\+98|0098|98|0)?(9\d{9})$/.exec(normalized);
  return iranian ? `0${iranian[1]}` : normalized;
}

/**
 * An optional '+' then 10 to 15 digits (spec section 5), and a number written with the national 0 (not 00) is an
 * Iranian mobile, 09 and nine digits: «0912345678», a digit short, and a landline («02112345678») passed the spec's
 * rule, and the shopper waited for a code no phone could get (found by an exploratory pass).
 */
export function isValidMobile(normalized: string): boolean {
  return /^\+?\d{10,15}$/.test(normalized) && !/^0(?!0|9\d{9}$)/.test(normalized);
}

/** The code boxes' length (spec section 9). */
export const OTP_LENGTH = 4;

/** The digits of a text (any digit system), at most the code's length: a paste, an autofill, WebOTP. */
export function codeDigits(text: string): string[] {
  return toLatinDigits(text).replace(/\D/g, '').slice(0, OTP_LENGTH).split('');
}
