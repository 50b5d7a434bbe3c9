import { setMessages } from '../platform/i18n';
import type { PageConfig } from './contracts/page-config';
import { parsePageConfig } from './page-config-guard';
import { setNonce, setNonceRefreshUrl } from './nonce';

/**
 * Reads the page config once, on first use (never at import time): defineIsland and defineBehaviour read it when
 * they start, so entries never call it for its side effects (the nonce, the message overrides). A missing or broken
 * config, or a broken field, gives the defaults for what is broken and a console warning: the page keeps working.
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
  const { value, problems } = parsePageConfig(readRaw());
  if (problems.length) console.warn('[hsa] the page config has errors; using the defaults for them:', problems.join('; '));
  cached = value;
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
