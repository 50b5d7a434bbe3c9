import { tabbables } from './focusable';

/**
 * Focus scope for modal dialogs (WAI-ARIA APG, Dialog (Modal) pattern:
 * https://www.w3.org/WAI/ARIA/apg/patterns/dialog-modal/): Tab and Shift+Tab wrap inside the container, and focus
 * that escapes (a click elsewhere, a script) is pulled back. Scopes stack: only the top one traps.
 * Returning focus to the opener is the overlay manager's job (shared/a11y/overlay.ts).
 */
const scopes: HTMLElement[] = [];

export interface FocusScopeOptions {
  /** Focused on activation; default the first tabbable, else the container (give it tabindex="-1"). */
  initialFocus?: HTMLElement | null | undefined;
}

export function trapFocus(container: HTMLElement, options: FocusScopeOptions = {}): () => void {
  scopes.push(container);
  const isTop = () => scopes[scopes.length - 1] === container;

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Tab' || !isTop() || event.isComposing) return;
    const items = tabbables(container);
    if (items.length === 0) {
      event.preventDefault();
      container.focus();
      return;
    }
    const first = items[0]!;
    const last = items[items.length - 1]!;
    const active = document.activeElement;
    // Focus on the container itself (no tabbable was there at first) counts as before the first item.
    const outside = active === container || !container.contains(active);
    if (event.shiftKey && (active === first || outside)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && (active === last || outside)) {
      event.preventDefault();
      first.focus();
    }
  };
  const onFocusIn = (event: FocusEvent) => {
    if (!isTop()) return;
    const target = event.target as Node | null;
    if (target && !container.contains(target)) (tabbables(container)[0] ?? container).focus({ preventScroll: true });
  };

  document.addEventListener('keydown', onKeyDown, true);
  document.addEventListener('focusin', onFocusIn);
  const first = options.initialFocus ?? tabbables(container)[0] ?? container;
  first.focus({ preventScroll: true });

  let released = false;
  return () => {
    if (released) return;
    released = true;
    document.removeEventListener('keydown', onKeyDown, true);
    document.removeEventListener('focusin', onFocusIn);
    const index = scopes.lastIndexOf(container);
    if (index >= 0) scopes.splice(index, 1);
  };
}
