import { setMessages } from '../platform/i18n';
import { pageConfigSchema, type PageConfig } from './contracts/page-config';
import { setNonce, setNonceRefreshUrl } from './nonce';

/**
 * Reads the page config once, on first use (never at import time). A missing or broken config gives the defaults
 * and a console warning: the page keeps working.
 */
let cached: PageConfig | null = null;

function readRaw(): unknown {
  const script = typeof document !== 'undefined' ? document.getElementById('hsa-config') : null;
  if (script?.textContent) {
    try {
      return JSON.parse(script.textContent);
    } catch {
      console.warn('[hsa] #hsa-config is not valid JSON; using defaults');
      return {};
    }
  }
  return (globalThis as { hsaConfig?: unknown }).hsaConfig ?? {};
}

export function getConfig(): PageConfig {
  if (cached) return cached;
  const result = pageConfigSchema.safeParse(readRaw());
  if (result.success) {
    cached = result.data;
  } else {
    console.warn('[hsa] the page config has errors; using defaults', result.error.issues);
    cached = pageConfigSchema.parse({});
  }
  setNonce(cached.rest.nonce);
  setNonceRefreshUrl(`${cached.ajaxUrl}${cached.ajaxUrl.includes('?') ? '&' : '?'}action=rest-nonce`);
  setMessages(cached.i18n);
  return cached;
}

/** For tests and Storybook: forget the cached config so the next read sees the new page. */
export function resetConfig(): void {
  cached = null;
}

/** `{rest root}{namespace}/v1/{path}` */
export function restUrl(namespace: string, path: string): string {
  const root = getConfig().rest.root.replace(/\/?$/, '/');
  return `${root}${namespace}/v1/${path.replace(/^\//, '')}`;
}

/** WooCommerce's `?wc-ajax=` URL of an endpoint. */
export function wcAjaxUrl(endpoint: string): string {
  return getConfig().wcAjaxUrl.replace('%%endpoint%%', encodeURIComponent(endpoint));
}
