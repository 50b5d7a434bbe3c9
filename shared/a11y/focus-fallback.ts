/**
 * When the element holding focus leaves the page (a dismissed notice, a removed cart row), focus would fall to
 * `<body>` and a keyboard user would start again from the top. Call `holdFocus` before removing or hiding; the
 * returned function, called after, moves focus on if it was lost: to the control of the same kind now at its place
 * (the next row's «حذف از سبد» once a row went, whether or not the row was drawn again), else to what Tab would have
 * reached next (the header after a dismissed banner), else to the main content.
 */
const REACHABLE = 'a[href],button,input,select,textarea,[tabindex]';

/** Focusable and laid out (an element hidden, in a hidden or removed part, or fixed has no offsetParent). */
const shown = (el: Element): el is HTMLElement => (el as HTMLElement).tabIndex >= 0 && !!(el as HTMLElement).offsetParent;

export function holdFocus(leaving: Element): () => void {
  const active = document.activeElement;
  if (!(active instanceof HTMLElement) || !leaving.contains(active)) return () => {};
  // Its kind: the elements with all its classes (a live list, read again after the change).
  const kin = active.className ? document.getElementsByClassName(active.className) : [];
  const at = [...kin].indexOf(active);
  // Document order: what follows `leaving` and is not in it.
  const after = [...document.querySelectorAll(REACHABLE)].filter((el) => !leaving.contains(el) && leaving.compareDocumentPosition(el) & 4);
  return () => {
    const now = document.activeElement as HTMLElement | null;
    // Still somewhere the shopper can see (not <body>, which has no offsetParent, nor the part that left).
    if (now?.offsetParent && !leaving.contains(now)) return;
    const same = [...kin].filter(shown);
    const to = same[Math.min(at, same.length - 1)] ?? after.find(shown) ?? document.querySelector<HTMLElement>('#main, main, [role="main"]');
    to?.focus({ preventScroll: true });
  };
}
