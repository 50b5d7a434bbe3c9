import { formatNumber } from './digits';
import { core, type CoreKey } from './messages/core';

/** A site's overrides (page config `i18n`), by key. */
let overrides = new Map<string, string>();

/**
 * Overrides messages from a site's config. Non-string and blank values are ignored, so a typo in a theme's config
 * never blanks a label; an unknown key is kept but never asked for.
 */
export function setMessages(given: Partial<Record<string, unknown>> | undefined): void {
  const next = new Map<string, string>();
  for (const [key, value] of Object.entries(given ?? {})) if (typeof value === 'string' && value.trim() !== '') next.set(key, value);
  overrides = next;
}

export type MessageValues = Record<string, string | number>;

/**
 * `t()` over a group of default messages (an island's copy, ./messages/<island>.ts) and the core ones: the site's
 * override of a key first, then the group's default, then the core's.
 */
export function messagesFor<G extends Readonly<Record<string, string>>>(defaults: G) {
  return (key: (keyof G & string) | CoreKey, values?: MessageValues): string =>
    formatMessage(overrides.get(key) ?? (defaults as Record<string, string>)[key] ?? core[key as CoreKey], values);
}

/**
 * Formats a core message (the platform's, the primitives', the copy of every page): `{name}` placeholders are filled
 * from `values`; numbers are written with Persian digits. An island's own copy comes from its group's `t`.
 * Messages are never concatenated from fragments (convention 6).
 */
export const t: (key: CoreKey, values?: MessageValues) => string = messagesFor({});

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
  return t('tomanAmount', { amount: formatNumber(amount) });
}
