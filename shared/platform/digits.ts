/**
 * Digits: Persian for shoppers, Latin for servers.
 * Shoppers read numbers in Persian digits (۰–۹); anything sent to a server uses Latin digits.
 */

const PERSIAN_ZERO = 0x06f0;
const ARABIC_INDIC_ZERO = 0x0660;

const integerFormat = new Intl.NumberFormat('fa-IR', { useGrouping: true, maximumFractionDigits: 0 });
const plainFormat = new Intl.NumberFormat('fa-IR', { useGrouping: false, maximumFractionDigits: 0 });

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
  return (grouping ? integerFormat : plainFormat).format(value);
}

/** Reads an integer a shopper or a page wrote, in any digit system; NaN when there is none. */
export function parseLocalizedInt(text: string | null | undefined): number {
  if (text == null) return Number.NaN;
  const latin = toLatinDigits(text).replace(/[٬,\s]/g, '');
  const match = /-?\d+/.exec(latin);
  return match ? Number.parseInt(match[0], 10) : Number.NaN;
}
