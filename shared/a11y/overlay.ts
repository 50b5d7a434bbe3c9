import { atom } from 'nanostores';
import { lockScroll } from '../platform/scroll-lock';
import { watchBack } from './close-request';

/**
 * The overlay manager: one overlay at a time (opening one closes the other), page scroll locked while one that
 * asks for it is open, Escape closes the top one, and focus goes back to what opened it.
 * Overlays nest: one opened from inside another (its opener or its element lies in the other's `container`) stacks
 * on it instead of replacing it, and Escape (or a phone's Back, `watchBack`) closes the top one first (WAI-ARIA APG, Dialog (Modal):
 * https://www.w3.org/WAI/ARIA/apg/patterns/dialog-modal/).
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
  /**
   * The overlay's element (a dialog's with its backdrop): focus goes back to the opener only if it is still in here (or nowhere), and overlays
   * opened from inside it stack on this one.
   */
  container?: HTMLElement | null | undefined;
  /**
   * A non-modal overlay (a popover) hears Escape only while focus is in one of these (itself, its trigger).
   * @defaultValue every Escape, wherever focus is
   */
  escapeWithin?: () => Array<Element | null | undefined>;
}

interface OpenOverlay {
  entry: OverlayEntry;
  returnFocusTo: HTMLElement | null;
  unlock: () => void;
  unwatch: () => void;
}

/** The ids of the open overlays, bottom first. */
export const $overlay = atom<readonly string[]>([]);

let stack: OpenOverlay[] = [];
let removeKeyListener: (() => void) | null = null;

function hearsEscape(entry: OverlayEntry, target: EventTarget | null): boolean {
  if (!entry.escapeWithin) return true;
  return target instanceof Node && entry.escapeWithin().some((el) => el?.contains(target));
}

function onKeyDown(event: KeyboardEvent) {
  if (event.key !== 'Escape' || event.isComposing || event.defaultPrevented) return;
  const top = [...stack].reverse().find((o) => hearsEscape(o.entry, event.target));
  if (!top) return;
  event.preventDefault();
  top.entry.close('escape');
}

/** The index of the highest open overlay that holds the new one (its opener or its element), or -1. */
function parentIndex(entry: OverlayEntry, opener: HTMLElement | null): number {
  for (let i = stack.length - 1; i >= 0; i--) {
    const container = stack[i]!.entry.container;
    if (container && ((opener && container.contains(opener)) || (entry.container && container.contains(entry.container)))) return i;
  }
  return -1;
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

/**
 * True when `target` lies in an overlay stacked on the one with this id (a dialog opened from inside a popover): a
 * press or focus there is not outside that one, which stays open under it.
 */
export const inLayerAbove = (id: string, target: Node): boolean =>
  stack.slice(stack.findIndex((o) => o.entry.id === id) + 1).some((o) => o.entry.container?.contains(target));

/** Registers an open overlay; returns its release, which restores focus unless told not to. */
export function openOverlay(entry: OverlayEntry): (options?: { restoreFocus?: boolean }) => void {
  stack = stack.filter((o) => o.entry.id !== entry.id);
  const active = document.activeElement;
  const opener = entry.returnFocusTo ?? (active instanceof HTMLElement && active !== document.body ? active : null);
  // One at a time: what this one does not stack on is asked to close, top first (from a copy: close() mutates
  // the stack).
  const keep = parentIndex(entry, opener) + 1;
  for (const other of stack.slice(keep).reverse()) other.entry.close('replaced');
  const opened: OpenOverlay = {
    entry,
    returnFocusTo: opener,
    unlock: entry.lockScroll === false ? () => {} : lockScroll(),
    unwatch: watchBack(() => entry.close('escape')),
  };
  stack.push(opened);
  sync();
  let released = false;
  return ({ restoreFocus = true } = {}) => {
    if (released) return;
    released = true;
    opened.unlock();
    opened.unwatch();
    stack = stack.filter((o) => o !== opened);
    sync();
    const target = opened.returnFocusTo;
    const active = document.activeElement;
    const focusWasInside = !active || active === document.body || !active.isConnected || Boolean(entry.container?.contains(active));
    if (restoreFocus && focusWasInside && target?.isConnected) target.focus({ preventScroll: true });
  };
}
