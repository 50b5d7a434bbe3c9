import { formatNumber } from './digits';
import { faIR, type MessageKey, type Messages } from './messages';

let current: Messages = { ...faIR };

/**
 * Overrides messages from a site's config. Unknown keys and non-string values are ignored, so a typo in a
 * theme's config never blanks a label.
 */
export function setMessages(overrides: Partial<Record<string, unknown>> | undefined): void {
  const next: Messages = { ...faIR };
  if (overrides) {
    for (const [key, value] of Object.entries(overrides)) {
      if (key in faIR && typeof value === 'string' && value.trim() !== '') next[key as MessageKey] = value;
    }
  }
  current = next;
}

/** The current message set (defaults merged with the site's overrides). */
export function messages(): Readonly<Messages> {
  return current;
}

export type MessageValues = Record<string, string | number>;

/**
 * Formats a message: `{name}` placeholders are filled from `values`; numbers are written with Persian digits.
 * Messages are never concatenated from fragments (convention 6).
 */
export function t(key: MessageKey, values?: MessageValues): string {
  return formatMessage(current[key], values);
}

export function formatMessage(template: string, values?: MessageValues): string {
  if (!values) return template;
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = values[name];
    if (value === undefined) return whole;
    return typeof value === 'number' ? formatNumber(value) : value;
  });
}

/** A price in toman for shoppers: Persian digits, grouped, with the currency word (a site may override it). */
export function formatToman(amount: number): string {
  return formatMessage(current.tomanAmount, { amount: formatNumber(amount) });
}
