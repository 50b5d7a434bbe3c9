/**
 * Dismissable layer: calls `onDismiss` on a pointer press outside the layer (and outside its trigger, which
 * toggles by itself), and, when asked, on focus moving outside (the keyboard's press outside), window scroll or resize (the header dropdowns and the mobile drawer of
 * spec section 2 close that way). Escape is the overlay manager's (one listener for the whole stack).
 */
export type DismissReason = 'outside' | 'scroll' | 'resize';

export interface DismissOptions {
  /** Elements that count as inside (the trigger button). */
  inside?: Array<Element | null | undefined>;
  /** Also inside: a layer stacked on this one (overlay.ts inLayerAbove). */
  insideAlso?: (target: Node) => boolean;
  /** @defaultValue true */
  onOutside?: boolean;
  /** Dismiss when focus moves to something outside (Tab on past it): reason 'outside', focus stays where it went. */
  onFocusOut?: boolean;
  /** Dismiss when the page really scrolls (a scroll event that leaves the position as it was is not one). */
  onScroll?: boolean;
  /** Dismiss when the window's width changes: a phone's keyboard or address bar changes only the height. */
  onResize?: boolean;
}

export function dismissable(layer: HTMLElement, onDismiss: (reason: DismissReason) => void, options: DismissOptions = {}): () => void {
  const isInside = (target: EventTarget | null) =>
    target instanceof Node && (layer.contains(target) || (options.inside ?? []).some((el) => el?.contains(target)) || !!options.insideAlso?.(target));
  // Read after the scroll lock (if any) took hold: the lock's own jump to 0 is then no scroll at all.
  const x = window.scrollX;
  const y = window.scrollY;
  const width = window.innerWidth;
  /** A press, or focus arriving (onFocusOut), outside. */
  const onOutside = (event: Event) => {
    if (!isInside(event.target)) onDismiss('outside');
  };
  const onScroll = () => {
    if (window.scrollX !== x || window.scrollY !== y) onDismiss('scroll');
  };
  const onResize = () => {
    if (window.innerWidth !== width) onDismiss('resize');
  };
  if (options.onOutside !== false) document.addEventListener('pointerdown', onOutside, true);
  if (options.onFocusOut) document.addEventListener('focusin', onOutside, true);
  if (options.onScroll) window.addEventListener('scroll', onScroll, { passive: true });
  if (options.onResize) window.addEventListener('resize', onResize);
  return () => {
    document.removeEventListener('pointerdown', onOutside, true);
    document.removeEventListener('focusin', onOutside, true);
    window.removeEventListener('scroll', onScroll);
    window.removeEventListener('resize', onResize);
  };
}
