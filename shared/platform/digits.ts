/**
 * Digits: Persian for shoppers, Latin for servers.
 * Shoppers read numbers in Persian digits (۰–۹); anything sent to a server uses Latin digits.
 */

const PERSIAN_ZERO = 0x06f0;
const ARABIC_INDIC_ZERO = 0x0660;

// No Intl.NumberFormat: building the first fa-IR formatter loads ICU's locale data (about 40 ms of a 4×-throttled
// phone's main thread, at import time when it was built here). Whole numbers need only digits and the separator.
const GROUP_SEPARATOR = '٬';
const MINUS = '\u200e−'; // as fa-IR's Intl writes it: a left-to-right mark, then U+2212

/** Turns Persian (۰–۹) and Arabic-Indic (٠–٩) digits into Latin ones; everything else is kept. */
export function toLatinDigits(text: string): string {
  let out = '';
  for (const ch of text) {
    const code = ch.charCodeAt(0);
    if (code >= PERSIAN_ZERO && code <= PERSIAN_ZERO + 9) out += String(code - PERSIAN_ZERO);
    else if (code >= ARABIC_INDIC_ZERO && code <= ARABIC_INDIC_ZERO + 9) out += String(code - ARABIC_INDIC_ZERO);
    else out += ch;
  }
  return out;
}

/** Writes every Latin digit of a string with Persian digits (for text that already contains numbers). */
export function toPersianDigits(text: string | number): string {
  return String(text).replace(/[0-9]/g, (d) => String.fromCharCode(PERSIAN_ZERO + Number(d)));
}

/**
 * Formats a number for shoppers: Persian digits, Persian thousands separator (٬).
 * @param grouping - group thousands (prices, counts); off for codes and years.
 */
export function formatNumber(value: number, grouping = true): string {
  if (!Number.isFinite(value)) return '';
  const rounded = Math.round(Math.abs(value));
  // String() switches to exponent notation from 1e21; no price or count gets there, but never print "1e+21".
  let digits = rounded < 1e21 ? String(rounded) : rounded.toLocaleString('en-US', { useGrouping: false });
  if (grouping) digits = digits.replace(/\B(?=(\d{3})+(?!\d))/g, GROUP_SEPARATOR);
  return (value < 0 && rounded !== 0 ? MINUS : '') + toPersianDigits(digits);
}

const DECIMAL_SEPARATOR = '٫';

/**
 * Formats a number with up to `fractionDigits` decimals for shoppers (a rating: ۴٫۳), as fa-IR's Intl writes it:
 * Persian digits, the Persian decimal separator (٫), no trailing zeros.
 */
export function formatDecimal(value: number, fractionDigits = 1): string {
  if (!Number.isFinite(value)) return '';
  const scale = 10 ** fractionDigits;
  const rounded = Math.round(Math.abs(value) * scale) / scale;
  const [whole = '0', fraction] = String(rounded).split('.');
  const text = formatNumber(Number(whole)) + (fraction ? DECIMAL_SEPARATOR + toPersianDigits(fraction) : '');
  return value < 0 && rounded !== 0 ? MINUS + text : text;
}

/** Reads an integer a shopper or a page wrote, in any digit system; NaN when there is none. */
export function parseLocalizedInt(text: string | null | undefined): number {
  if (text == null) return Number.NaN;
  const latin = toLatinDigits(text).replace(/[٬,\s]/g, '');
  const match = /-?\d+/.exec(latin);
  return match ? Number.parseInt(match[0], 10) : Number.NaN;
}
