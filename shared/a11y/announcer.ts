import { VISUALLY_HIDDEN_CSS } from './visually-hidden';

/**
 * Polite announcements without moving focus. One live region for the page, created when an island starts (a
 * region born with its first message is often not read); while a modal dialog is open, its own `[data-hsa-live]`
 * region speaks instead, as screen readers ignore the page outside an `aria-modal` dialog. Messages that arrive
 * together are read together, but of messages of one `kind` (a count that changed again: three quick compare
 * presses, a cart line's quantity) only the last; the same text again is read again.
 */
let region: HTMLElement | null = null;
let timer: number | undefined;
let pending: Array<{ text: string; kind?: string }> = [];

/** Creates the page's live region (idempotent). Call it when an island or behaviour that announces starts. */
export function prepareAnnouncer(): HTMLElement {
  if (region?.isConnected) return region;
  region = document.createElement('div');
  region.setAttribute('role', 'status');
  region.setAttribute('aria-live', 'polite');
  region.setAttribute('aria-atomic', 'true');
  region.style.cssText = VISUALLY_HIDDEN_CSS; // through the CSSOM: a style attribute would break a CSP without 'unsafe-inline'
  region.setAttribute('data-hsa-announcer', '');
  region.setAttribute('data-hsa-live', ''); // one of our regions, emptied with the others (announce)
  document.body.append(region);
  return region;
}

function currentRegion(): HTMLElement {
  const dialogs = Array.from(document.querySelectorAll<HTMLElement>('[aria-modal="true"]:not([hidden])'));
  const inDialog = dialogs.reverse().map((d) => d.querySelector<HTMLElement>('[data-hsa-live]')).find(Boolean);
  return inDialog ?? prepareAnnouncer();
}

export function announce(message: string, kind?: string): void {
  if (typeof document === 'undefined' || !message) return;
  if (kind) pending = pending.filter((p) => p.kind !== kind);
  if (!pending.some((p) => p.text === message)) pending.push({ text: message, kind });
  window.clearTimeout(timer);
  // Filled a moment after being cleared: screen readers announce a change, even to the same text.
  timer = window.setTimeout(() => {
    // The page may be gone by now (a test environment torn down, a document being unloaded): nothing to say it in.
    if (typeof document === 'undefined' || !document.body) return void (pending = []);
    const node = currentRegion();
    // Every region of ours is emptied, not only the one that speaks: a dialog's region kept its last words while the
    // page's spoke (the mini-cart's «…: ۳» read by a screen reader browsing the panel, with one item left).
    for (const other of document.querySelectorAll('[data-hsa-live]')) other.textContent = '';
    const text = pending.map((p) => p.text).join(' ');
    pending = [];
    window.setTimeout(() => (node.textContent = text), 50);
  }, 50);
}
