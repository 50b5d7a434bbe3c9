/**
 * The REST nonce. It comes from the page config; WordPress may hand out a fresh one in a response header, and
 * the newest one wins. Kept in this module (never on `window`).
 */
let nonce: string | null = null;

export function getNonce(): string | null {
  return nonce;
}

export function setNonce(value: string | null | undefined): void {
  if (typeof value === 'string' && value.trim() !== '') nonce = value.trim();
}
