/**
 * One polite live region for the whole page (created on first use, visually hidden), so a count change or an
 * added item is read out without moving focus. Messages that arrive together are read together; repeating the
 * same text re-announces it.
 */
let region: HTMLElement | null = null;
let timer: number | undefined;
let pending: string[] = [];

const HIDDEN_STYLE =
  'position:absolute;inline-size:1px;block-size:1px;margin:-1px;padding:0;overflow:hidden;clip-path:inset(50%);white-space:nowrap;border:0';

function ensureRegion(): HTMLElement {
  if (region?.isConnected) return region;
  region = document.createElement('div');
  region.setAttribute('role', 'status');
  region.setAttribute('aria-live', 'polite');
  region.setAttribute('aria-atomic', 'true');
  region.setAttribute('style', HIDDEN_STYLE);
  region.setAttribute('data-hsa-announcer', '');
  document.body.append(region);
  return region;
}

export function announce(message: string): void {
  if (typeof document === 'undefined' || !message) return;
  const node = ensureRegion();
  if (!pending.includes(message)) pending.push(message);
  window.clearTimeout(timer);
  // Cleared first, filled a moment later: screen readers announce a change, even to the same text.
  node.textContent = '';
  timer = window.setTimeout(() => {
    node.textContent = pending.join(' ');
    pending = [];
  }, 100);
}
