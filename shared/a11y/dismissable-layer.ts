/**
 * Dismissable layer: calls `onDismiss` on a pointer press outside the layer (and outside its trigger, which
 * toggles by itself), and, when asked, on window scroll or resize (the header dropdowns and the mobile drawer of
 * spec section 2 close that way). Escape is the overlay manager's (one listener for the whole stack).
 */
export interface DismissOptions {
  /** Elements that count as inside (the trigger button). */
  inside?: Array<Element | null | undefined>;
  onScroll?: boolean;
  onResize?: boolean;
}

export function dismissable(layer: HTMLElement, onDismiss: (reason: 'outside' | 'scroll' | 'resize') => void, options: DismissOptions = {}): () => void {
  const isInside = (target: EventTarget | null) =>
    target instanceof Node && (layer.contains(target) || (options.inside ?? []).some((el) => el?.contains(target)));
  const onPointerDown = (event: PointerEvent) => {
    if (!isInside(event.target)) onDismiss('outside');
  };
  const onScroll = () => onDismiss('scroll');
  const onResize = () => onDismiss('resize');
  document.addEventListener('pointerdown', onPointerDown, true);
  if (options.onScroll) window.addEventListener('scroll', onScroll, { passive: true });
  if (options.onResize) window.addEventListener('resize', onResize);
  return () => {
    document.removeEventListener('pointerdown', onPointerDown, true);
    window.removeEventListener('scroll', onScroll);
    window.removeEventListener('resize', onResize);
  };
}
