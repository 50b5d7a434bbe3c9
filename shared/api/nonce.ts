/**
 * The REST nonce. It comes from the page config; WordPress may hand out a fresh one in a response header, and
 * the newest one wins. Kept in this module (never on `window`).
 */
let nonce: string | null = null;
let refreshUrl = '/wp-admin/admin-ajax.php?action=rest-nonce';
let refreshing: Promise<boolean> | null = null;

export function getNonce(): string | null {
  return nonce;
}

export function setNonce(value: string | null | undefined): void {
  if (typeof value === 'string' && value.trim() !== '') nonce = value.trim();
}

/** Where a fresh nonce comes from: WordPress's `wp_ajax_rest_nonce` answers it as plain text. */
export function setNonceRefreshUrl(url: string): void {
  refreshUrl = url;
}

/** Asks for a fresh nonce (one request however many callers wait); true when a new one arrived. */
export function refreshNonce(): Promise<boolean> {
  refreshing ??= fetch(refreshUrl, { credentials: 'same-origin', headers: { Accept: 'text/plain' } })
    .then(async (response) => {
      const text = (await response.text()).trim();
      if (!response.ok || !/^[a-zA-Z0-9]{6,40}$/.test(text) || text === nonce) return false;
      nonce = text;
      return true;
    })
    .catch(() => false)
    .finally(() => {
      refreshing = null;
    });
  return refreshing;
}
