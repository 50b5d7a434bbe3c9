import { useEffect, useRef } from 'react';
import { dismissable } from '../a11y/dismissable-layer';
import { trapFocus } from '../a11y/focus-scope';
import { openOverlay, type CloseReason } from '../a11y/overlay';

/**
 * Everything a modal layer needs while it is open, from the shared building blocks: the overlay manager (one at a
 * time, scroll lock, Escape, focus back to the opener), the focus scope (Tab stays inside) and the dismissable
 * layer (a press outside closes). WAI-ARIA APG, Dialog (Modal): https://www.w3.org/WAI/ARIA/apg/patterns/dialog-modal/
 */
export interface ModalLayerOptions {
  id: string;
  open: boolean;
  onClose: (reason: CloseReason | 'scroll' | 'resize') => void;
  panel: { current: HTMLElement | null };
  /** Counts as inside for outside presses (the button that toggles the layer). */
  trigger?: { current: HTMLElement | null };
  /** Where focus goes back on close; default what was focused when it opened. */
  returnFocusTo?: HTMLElement | null;
  initialFocus?: () => HTMLElement | null | undefined;
  /** @defaultValue true */
  lockScroll?: boolean;
}

export function useModalLayer(options: ModalLayerOptions): void {
  const latest = useRef(options);
  latest.current = options;

  useEffect(() => {
    if (!options.open) return;
    const panel = latest.current.panel.current;
    if (!panel) return;
    let untrap: () => void = () => {};
    let release: (options?: { restoreFocus?: boolean }) => void = () => {};
    // Focus moves as the layer closes, in the same task: no frame where it sits on <body>. After a press outside
    // the shopper has moved on, and focus stays where they put it.
    const close = (why: CloseReason | 'scroll' | 'resize') => {
      untrap();
      release({ restoreFocus: why !== 'outside' && why !== 'replaced' });
      latest.current.onClose(why);
    };
    release = openOverlay({
      id: options.id,
      container: panel,
      close,
      returnFocusTo: latest.current.returnFocusTo,
      lockScroll: latest.current.lockScroll ?? true,
    });
    untrap = trapFocus(panel, { initialFocus: latest.current.initialFocus?.() });
    const undismiss = dismissable(panel, (why) => close(why), { inside: [latest.current.trigger?.current] });
    return () => {
      undismiss();
      untrap();
      release(); // closed another way (the close button, the island unmounting): focus back to the opener
    };
  }, [options.open, options.id]);
}
