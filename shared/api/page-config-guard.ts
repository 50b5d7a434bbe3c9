import type { PageConfig } from './contracts/page-config';

/**
 * The page config, checked by hand on the page's load path: zod/mini (shared/api/contracts/page-config.ts, the
 * contract the PHP side and the tests use) would otherwise load with every page. A field of the wrong type falls
 * back to its default alone and is reported; the rest of the config still applies. tests/unit/api/page-config.test.ts
 * checks that this guard and the zod contract agree.
 */
export interface GuardResult<T> {
  value: T;
  problems: string[];
}

type Field<T> = (value: unknown) => T | undefined;

const text: Field<string> = (v) => (typeof v === 'string' ? v : undefined);
const flag: Field<boolean> = (v) => (typeof v === 'boolean' ? v : undefined);
const count: Field<number> = (v) => {
  if (typeof v !== 'number' && typeof v !== 'string') return undefined;
  const n = typeof v === 'number' ? v : Number.parseInt(v, 10);
  return Number.isFinite(n) && n >= 0 ? Math.floor(n) : 0;
};
const messages: Field<Record<string, string>> = (v) => {
  if (!v || typeof v !== 'object' || Array.isArray(v)) return undefined;
  // `__proto__` is dropped, as zod's record drops it: an own key of that name is a prototype-pollution lever.
  const entries = Object.entries(v as Record<string, unknown>).filter(([key]) => key !== '__proto__');
  return entries.every(([, m]) => typeof m === 'string') ? (Object.fromEntries(entries) as Record<string, string>) : undefined;
};

export function pageConfigDefaults(): PageConfig {
  return {
    siteName: '',
    homeUrl: '/',
    cartUrl: '/checkout-cart/',
    checkoutUrl: '/checkout/',
    isCart: false,
    isCheckout: false,
    rest: { root: '/wp-json/', nonce: '' },
    ajaxUrl: '/wp-admin/admin-ajax.php',
    wcAjaxUrl: '/?wc-ajax=%%endpoint%%',
    cartNamespace: 'hsa-cart',
    cartCount: 0,
    redirectAfterAdd: false,
    i18n: {},
  };
}

const FIELDS: { [K in Exclude<keyof PageConfig, 'rest'>]: Field<PageConfig[K]> } = {
  siteName: text,
  homeUrl: text,
  cartUrl: text,
  checkoutUrl: text,
  isCart: flag,
  isCheckout: flag,
  ajaxUrl: text,
  wcAjaxUrl: text,
  cartNamespace: text,
  cartCount: count,
  redirectAfterAdd: flag,
  i18n: messages,
};

function take<T>(target: Record<string, unknown>, source: Record<string, unknown>, key: string, field: Field<T>, path: string, problems: string[]) {
  const raw = source[key];
  if (raw === undefined) return;
  const value = field(raw);
  if (value === undefined) problems.push(`${path}: unexpected ${Array.isArray(raw) ? 'array' : typeof raw}`);
  else target[key] = value;
}

export function parsePageConfig(raw: unknown): GuardResult<PageConfig> {
  const config = pageConfigDefaults();
  const problems: string[] = [];
  if (raw === null || typeof raw !== 'object' || Array.isArray(raw)) {
    if (raw !== undefined) problems.push('(config): not an object');
    return { value: config, problems };
  }
  const source = raw as Record<string, unknown>;
  for (const [key, field] of Object.entries(FIELDS)) take(config as unknown as Record<string, unknown>, source, key, field as Field<unknown>, key, problems);
  const rest = source.rest;
  if (rest !== undefined) {
    if (rest && typeof rest === 'object' && !Array.isArray(rest)) {
      take(config.rest, rest as Record<string, unknown>, 'root', text, 'rest.root', problems);
      take(config.rest, rest as Record<string, unknown>, 'nonce', text, 'rest.nonce', problems);
    } else problems.push('rest: not an object');
  }
  return { value: config, problems };
}
