/**
 * Keeping focus across a replaced mini-cart body: before the server's markup is written, remember which line
 * control had focus (its line key, its action and the line's position); after, focus the same control in the new
 * body, or a neighbour's when that line is gone, or the dialog itself.
 */
export type LineAction = 'inc' | 'dec' | 'remove';

export interface LineControl {
  key: string;
  action: LineAction;
}

export interface FocusedControl extends LineControl {
  index: number;
}

export function describeFocus(body: HTMLElement): FocusedControl | 'other' | null {
  const active = document.activeElement;
  if (!(active instanceof HTMLElement) || !body.contains(active)) return null;
  const control = active.closest<HTMLElement>('[data-cart-action]');
  const line = control?.closest<HTMLElement>('[data-key]');
  const action = control?.dataset.cartAction;
  if (!control || !line || (action !== 'inc' && action !== 'dec' && action !== 'remove')) return 'other';
  const lines = Array.from(body.querySelectorAll('[data-key]'));
  return { key: line.dataset.key ?? '', action, index: lines.indexOf(line) };
}

export function focusTargetAfter(body: HTMLElement, previous: FocusedControl): HTMLElement | null {
  const same = body.querySelector<HTMLElement>(`[data-key="${CSS.escape(previous.key)}"] [data-cart-action="${previous.action}"]`);
  if (same) return same;
  const lines = body.querySelectorAll<HTMLElement>('[data-key]');
  const neighbour = lines[Math.min(previous.index, lines.length - 1)];
  return neighbour?.querySelector<HTMLElement>('[data-cart-action="remove"]') ?? null;
}

export function restoreFocus(body: HTMLElement, focused: FocusedControl | 'other', fallback: HTMLElement | null): void {
  const target = focused === 'other' ? null : focusTargetAfter(body, focused);
  (target ?? fallback)?.focus({ preventScroll: true });
}
