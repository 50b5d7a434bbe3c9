/**
 * When the element holding focus leaves the page (a dismissed notice, a removed cart row), focus would fall to
 * `<body>` and a keyboard user would start again from the top. Call `holdFocus` before removing or hiding; the
 * returned function, called after, moves focus on if it was lost: to the control of the same kind now at its place
 * (the next row's «حذف از سبد» once a row went, whether or not the row was drawn again), else to what Tab would reach
 * next from where it was (the header after a dismissed banner; the first control of what replaced a removed region,
 * such as the empty cart's link back to the shop), else to the main content.
 */
// Not focusable.ts's FOCUSABLE: importing it from here (the every-page bundle) moved that module, and the chunking of
// nine islands with it, about 0.1 KB onto every page and 60-250 B onto each island; shown() below drops what
// FOCUSABLE's :not(...) parts would.
const REACHABLE = 'a[href],button,input,select,textarea,[tabindex]';

/** Focusable and laid out (an element hidden, in a hidden or removed part, or fixed has no offsetParent). */
const shown = (el: Element): el is HTMLElement =>
  (el as HTMLElement).tabIndex >= 0 && !(el as HTMLButtonElement).disabled && !!(el as HTMLElement).offsetParent;

export function holdFocus(leaving: Element): () => void {
  const active = document.activeElement;
  if (!(active instanceof HTMLElement) || !leaving.contains(active)) return () => {};
  // Its kind: the elements with all its classes (a live list, read again after the change); its place among those shown.
  const kin = active.className ? document.getElementsByClassName(active.className) : [];
  const at = [...kin].filter(shown).indexOf(active);
  // Where it stood, for a part replaced around it: its ancestors, nearest first.
  const around: Element[] = [];
  for (let e = leaving.parentElement; e; e = e.parentElement) around.push(e);
  return () => {
    const now = document.activeElement as HTMLElement | null;
    // Still somewhere the shopper can see (not <body>, which has no offsetParent, nor the part that left).
    if (now?.offsetParent && !leaving.contains(now)) return;
    const same = [...kin].filter(shown);
    // Still in the page (hidden): what follows it; gone: the first control in the nearest part still there.
    const stays = leaving.isConnected;
    const scope = stays ? document : around.find((e) => e.isConnected);
    const next = [...(scope?.querySelectorAll<HTMLElement>(REACHABLE) ?? [])].find((el) => shown(el) && !leaving.contains(el) && (!stays || leaving.compareDocumentPosition(el) & 4));
    const to = same[Math.min(at, same.length - 1)] ?? next ?? document.querySelector<HTMLElement>('#main, main, [role="main"]');
    to?.focus({ preventScroll: true });
  };
}
