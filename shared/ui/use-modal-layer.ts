import { useEffect, useRef } from 'react';
import { dismissable, type DismissReason } from '../a11y/dismissable-layer';
import { trapFocus } from '../a11y/focus-scope';
import { tabbables } from '../a11y/focusable';
import { inertOthers } from '../a11y/inert-others';
import { inLayerAbove, openOverlay, type CloseReason, type OverlayEntry } from '../a11y/overlay';
import type { OverlayState } from './use-overlay-trigger';

/**
 * Everything a modal layer needs while it is open, from the shared building blocks: the overlay manager (one at a
 * time or nested, scroll lock, Escape, focus back to the opener), the focus scope (Tab stays inside), the rest of
 * the page inert, and the dismissable layer (a press outside, and when asked a scroll or resize, closes).
 * The hook of Dialog and Drawer, and with `nonModal` of Popover (no trap, no scroll lock). WAI-ARIA APG, Dialog (Modal): https://www.w3.org/WAI/ARIA/apg/patterns/dialog-modal/
 */
export interface ModalLayerOptions {
  id: string;
  open: boolean;
  onClose: (reason: CloseReason | DismissReason) => void;
  panel: { current: HTMLElement | null };
  /** Counts as inside for outside presses (the button that toggles the layer). */
  trigger?: { current: HTMLElement | null };
  /** Where focus goes back on close; default what was focused when it opened. */
  returnFocusTo?: HTMLElement | null;
  initialFocus?: () => HTMLElement | null | undefined;
  /**
   * @defaultValue true, but false for a non-modal layer and for one that closes on scroll: with the page locked a
   * shopper's swipe could never scroll it, and the layer could never close that way (the mobile drawer, spec §2).
   */
  lockScroll?: boolean;
  /**
   * Make everything outside `root` inert. Off for the mini-cart's desktop dropdown, whose toggle button stays
   * reachable beside it; Dialog and Drawer turn it on. @defaultValue false
   */
  inert?: boolean;
  /** The element that stays live when the page goes inert (the panel with its backdrop). @defaultValue panel */
  root?: { current: HTMLElement | null };
  /** A pointer press outside the panel closes (Dialog handles its backdrop itself). @defaultValue true */
  closeOnOutsidePress?: boolean;
  /** Focus moving outside closes, as a press outside does (a non-modal layer). @defaultValue false */
  closeOnFocusOut?: boolean;
  /** @defaultValue false */
  closeOnScroll?: boolean;
  /** @defaultValue false */
  closeOnResize?: boolean;
  /**
   * Non-modal (Popover): no focus trap, Tab moves on through the page; focus moves in only with `autoFocus` (its
   * first tabbable, else the panel). @defaultValue false
   */
  nonModal?: boolean;
  autoFocus?: boolean;
  /** The overlay manager's: Escape heard only while focus is in one of these. @defaultValue everywhere */
  escapeWithin?: OverlayEntry['escapeWithin'];
}

/**
 * An overlay state's layer (Dialog, Drawer, Popover, MenuButton): its id, open state, close, trigger and opener
 * (focus goes back to the opener, else the trigger) come from `state`.
 */
export type StateLayerOptions = Partial<ModalLayerOptions> & Pick<ModalLayerOptions, 'panel'> & { state: OverlayState };

export function useModalLayer(given: ModalLayerOptions | StateLayerOptions): void {
  const s = 'state' in given ? given.state : undefined;
  const options: ModalLayerOptions = s
    ? { id: s.id, open: s.open, onClose: s.close, trigger: s.trigger, returnFocusTo: s.opener.current ?? s.trigger.current, ...given }
    : (given as ModalLayerOptions);
  const latest = useRef(options);
  latest.current = options;

  useEffect(() => {
    if (!options.open) return;
    const o = latest.current;
    const panel = o.panel.current;
    if (!panel) return;
    let untrap: () => void = () => {};
    let uninert: () => void = () => {};
    let release: (options?: { restoreFocus?: boolean }) => void = () => {};
    // Focus moves as the layer closes, in the same task: no frame where it sits on <body>. After a press outside
    // the shopper has moved on, and focus stays where they put it. The page is live again first: focus cannot
    // land on an inert opener.
    const close = (why: CloseReason | DismissReason) => {
      uninert();
      untrap();
      release({ restoreFocus: why !== 'outside' && why !== 'replaced' });
      latest.current.onClose(why);
    };
    release = openOverlay({ id: options.id, container: o.root?.current ?? panel, close, returnFocusTo: o.returnFocusTo, lockScroll: o.lockScroll ?? (!o.nonModal && !o.closeOnScroll), escapeWithin: o.escapeWithin });
    if (o.inert) uninert = inertOthers(o.root?.current ?? panel);
    if (!o.nonModal) untrap = trapFocus(panel, { initialFocus: o.initialFocus?.() });
    else if (o.autoFocus) (tabbables(panel)[0] ?? panel).focus({ preventScroll: true });
    const undismiss = dismissable(panel, close, {
      inside: [o.trigger?.current],
      insideAlso: (target) => inLayerAbove(o.id, target),
      onOutside: o.closeOnOutsidePress ?? true,
      onFocusOut: o.closeOnFocusOut,
      onScroll: o.closeOnScroll,
      onResize: o.closeOnResize,
    });
    return () => {
      undismiss();
      uninert();
      untrap();
      release(); // closed another way (the close button, the island unmounting): focus back to the opener
    };
  }, [options.open, options.id]);
}
