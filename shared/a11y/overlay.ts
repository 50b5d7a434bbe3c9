import { atom } from 'nanostores';
import { lockScroll } from '../platform/scroll-lock';

/**
 * The overlay manager: one overlay at a time (opening one closes the other), page scroll locked while one that
 * asks for it is open, Escape closes the top one, and focus goes back to what opened it.
 * Views register when they open and call the returned release when they close.
 */
export type CloseReason = 'escape' | 'replaced' | 'outside' | 'programmatic';

export interface OverlayEntry {
  id: string;
  /** Asks the view to close itself (it then calls the release it got from `openOverlay`). */
  close: (reason: CloseReason) => void;
  /** Where focus returns on close. @defaultValue the element focused when it opened */
  returnFocusTo?: HTMLElement | null | undefined;
  /** @defaultValue true */
  lockScroll?: boolean;
  /** The overlay's element: focus goes back to the opener only if it is still in here (or nowhere). */
  container?: HTMLElement | null | undefined;
}

interface OpenOverlay {
  entry: OverlayEntry;
  returnFocusTo: HTMLElement | null;
  unlock: () => void;
}

/** The ids of the open overlays, bottom first. */
export const $overlay = atom<readonly string[]>([]);

let stack: OpenOverlay[] = [];
let removeKeyListener: (() => void) | null = null;

function onKeyDown(event: KeyboardEvent) {
  if (event.key !== 'Escape' || event.isComposing || event.defaultPrevented) return;
  const top = stack[stack.length - 1];
  if (!top) return;
  event.preventDefault();
  top.entry.close('escape');
}

function sync() {
  $overlay.set(stack.map((o) => o.entry.id));
  if (stack.length > 0 && !removeKeyListener) {
    document.addEventListener('keydown', onKeyDown);
    removeKeyListener = () => document.removeEventListener('keydown', onKeyDown);
  } else if (stack.length === 0 && removeKeyListener) {
    removeKeyListener();
    removeKeyListener = null;
  }
}

/** Registers an open overlay; returns its release, which restores focus unless told not to. */
export function openOverlay(entry: OverlayEntry): (options?: { restoreFocus?: boolean }) => void {
  // One at a time: everything else is asked to close first (outside the loop, as close() mutates the stack).
  for (const other of [...stack]) if (other.entry.id !== entry.id) other.entry.close('replaced');
  stack = stack.filter((o) => o.entry.id !== entry.id);
  const active = document.activeElement;
  const opened: OpenOverlay = {
    entry,
    returnFocusTo: entry.returnFocusTo ?? (active instanceof HTMLElement && active !== document.body ? active : null),
    unlock: entry.lockScroll === false ? () => {} : lockScroll(),
  };
  stack.push(opened);
  sync();
  let released = false;
  return ({ restoreFocus = true } = {}) => {
    if (released) return;
    released = true;
    opened.unlock();
    stack = stack.filter((o) => o !== opened);
    sync();
    const target = opened.returnFocusTo;
    const active = document.activeElement;
    const focusWasInside = !active || active === document.body || !active.isConnected || Boolean(entry.container?.contains(active));
    if (restoreFocus && focusWasInside && target?.isConnected) target.focus({ preventScroll: true });
  };
}
