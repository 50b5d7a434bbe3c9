import { useRef } from 'react';
import type { CloseReason } from '../a11y/overlay';
import type { DismissReason } from '../a11y/dismissable-layer';
import { useControllable, useDomId } from './use-controllable';

/**
 * The state part of an overlay (open or not, who opened it), apart from its ARIA and DOM wiring [React Aria's
 * useOverlayTriggerState], and the trigger part: the button sets its own `aria-expanded`, `aria-controls` and, for
 * a dialog, `aria-haspopup="dialog"` [Radix's Trigger]. Dialog, Drawer and Popover take the state.
 * APG: https://www.w3.org/WAI/ARIA/apg/patterns/dialog-modal/ and https://www.w3.org/WAI/ARIA/apg/patterns/disclosure/
 */
export type OverlayCloseReason = CloseReason | DismissReason | 'close-button' | 'backdrop' | 'trigger';

export interface OverlayStateOptions {
  /** Controlled: open exactly when this is (a store's value); report changes through `onOpenChange`. */
  open?: boolean;
  /** @defaultValue false */
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean, reason?: OverlayCloseReason) => void;
  /** The overlay element's id. @defaultValue a unique one */
  id?: string;
}

export interface OverlayState {
  id: string;
  open: boolean;
  /** The trigger button (set by the trigger part's `ref`): a press on it is not a press outside. */
  trigger: { current: HTMLElement | null };
  /** Where focus goes back on close, when opened by something other than the trigger. */
  opener: { current: HTMLElement | null };
  show(opener?: HTMLElement | null): void;
  close(reason?: OverlayCloseReason): void;
  toggle(opener?: HTMLElement | null): void;
}

export function useOverlayState(options: OverlayStateOptions = {}): OverlayState {
  const id = useDomId(options.id);
  const [open, set] = useControllable<boolean, [OverlayCloseReason?]>(options.open, options.defaultOpen ?? false, options.onOpenChange);
  const trigger = useRef<HTMLElement | null>(null);
  const opener = useRef<HTMLElement | null>(null);
  const show = (by?: HTMLElement | null) => {
    opener.current = by ?? null;
    set(true);
  };
  return {
    id,
    open,
    trigger,
    opener,
    show,
    close: (reason = 'programmatic') => set(false, reason),
    toggle: (by) => (open ? set(false, 'trigger') : show(by)),
  };
}

export interface TriggerProps {
  type: 'button';
  ref: (el: HTMLElement | null) => void;
  'aria-haspopup'?: 'dialog';
  'aria-expanded': boolean;
  'aria-controls'?: string;
  onClick: (event: MouseEvent) => void;
}

/**
 * Props for the button that opens the overlay. A dialog is only in the page while open, so `aria-controls` names
 * it only then (an id that points nowhere is an error); a popover stays in the page, hidden, and is always named.
 */
export function useOverlayTrigger(state: OverlayState, popup?: 'dialog'): TriggerProps {
  return {
    type: 'button',
    ref: (el) => (state.trigger.current = el),
    'aria-haspopup': popup,
    'aria-expanded': state.open,
    'aria-controls': popup && !state.open ? undefined : state.id,
    onClick: (event) => state.toggle(event.currentTarget as HTMLElement),
  };
}
