import { announce } from '../a11y/announcer';
import { isRtl } from '../a11y/direction';
import './Tooltip.css';

/**
 * A tooltip flashed next to an element of server markup for a moment, without Preact (WAI-ARIA APG, Tooltip:
 * https://www.w3.org/WAI/ARIA/apg/patterns/tooltip/): the compare limit's «حداکثر ۴ محصول را می‌توانید مقایسه کنید»
 * on the toggle that was pressed once the limit was reached, for about 1.8 s (spec sections 4 and 9). The anchor
 * is described by it while it shows (and its old description kept), and the text is announced, as a screen reader
 * does not read a description that changes under focus. Escape hides it early; flashing again restarts the time.
 */
export const TOOLTIP_FLASH_MS = 1800;

/**
 * Escape hides a tooltip and nothing else: heard in the capture phase, before the overlay manager, so a dialog
 * behind stays open. Not while an IME composes. Returns the unsubscribe.
 */
export function onEscapeFirst(hide: () => void): () => void {
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || event.isComposing) return;
    event.preventDefault();
    hide();
  };
  document.addEventListener('keydown', onKeyDown, true);
  return () => document.removeEventListener('keydown', onKeyDown, true);
}

const flashing = new WeakMap<Element, () => void>();
let lastId = 0;

export function flashTooltip(anchor: HTMLElement, message: string, ms: number = TOOLTIP_FLASH_MS): () => void {
  flashing.get(anchor)?.();
  const tip = document.createElement('span');
  tip.id = `hsa-flash-tip-${++lastId}`;
  tip.setAttribute('role', 'tooltip');
  tip.className = 'hsa-tooltip hsa-tooltip--fixed';
  tip.textContent = message;
  // Inside the anchor's landmark (a page's content belongs to one; axe's `region`), fixed, so placed as if in <body>.
  (anchor.closest('main, [role="main"]') ?? document.body).append(tip);

  // Fixed under the anchor, from its inline-start edge, kept inside the window; above it in the window's lower half,
  // where a phone's bottom bars (the compare tray's remove buttons among them) would lie under it. Placed again at each
  // scroll while it shows, so it goes with its anchor (it stood still while the page moved, beside another card).
  const place = () => {
    const rect = anchor.getBoundingClientRect();
    const viewport = document.documentElement.clientWidth || window.innerWidth;
    const start = isRtl(anchor) ? viewport - rect.right : rect.left;
    tip.style.insetBlockStart = `${rect.bottom > innerHeight / 2 ? rect.top - 6 - tip.offsetHeight : rect.bottom + 6}px`;
    tip.style.insetInlineStart = `${Math.max(8, Math.min(start, viewport - tip.offsetWidth - 8))}px`;
  };
  place();
  const follow = { passive: true, capture: true } as const;
  addEventListener('scroll', place, follow);

  const before = anchor.getAttribute('aria-describedby');
  anchor.setAttribute('aria-describedby', before ? `${before} ${tip.id}` : tip.id);
  announce(message);

  const timer = setTimeout(() => hide(), ms);
  const unlisten = onEscapeFirst(hide);
  function hide() {
    if (flashing.get(anchor) !== hide) return;
    flashing.delete(anchor);
    clearTimeout(timer);
    unlisten();
    removeEventListener('scroll', place, follow);
    tip.remove();
    if (before === null) anchor.removeAttribute('aria-describedby');
    else anchor.setAttribute('aria-describedby', before);
  }
  flashing.set(anchor, hide);
  return hide;
}
