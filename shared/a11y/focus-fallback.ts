/**
 * When the element holding focus leaves the page (a dismissed notice, a removed cart row), focus would fall to
 * `<body>` and a keyboard user would start again from the top. Call `holdFocus` before removing or hiding; the
 * returned function, called after, moves focus on if it was lost: to the control of the same kind now at its place
 * (the next row's «حذف از سبد» once a row went, whether or not the row was drawn again), else to what Tab would have
 * reached next (the header after a dismissed banner), else to the main content.
 */
const REACHABLE = 'a[href],button,input,select,textarea,[tabindex]';

const shown = (el: Element | null | undefined): el is HTMLElement =>
  el instanceof HTMLElement && el.isConnected && el.tabIndex >= 0 && !!el.offsetParent && !el.closest('[hidden],[inert]');

export function holdFocus(leaving: Element): () => void {
  const active = document.activeElement;
  if (!(active instanceof HTMLElement) || !leaving.contains(active)) return () => {};
  const kind = active.localName + [...active.classList].map((name) => '.' + CSS.escape(name)).join('');
  const at = [...document.querySelectorAll(kind)].indexOf(active);
  // Document order: what follows `leaving` and is not in it.
  const after = [...document.querySelectorAll(REACHABLE)].filter((el) => !leaving.contains(el) && leaving.compareDocumentPosition(el) & 4);
  return () => {
    const now = document.activeElement;
    if (now && now !== document.body && now.isConnected && !leaving.contains(now) && (now as HTMLElement).offsetParent) return;
    const kin = [...document.querySelectorAll(kind)].filter(shown);
    const to = kin[Math.min(at, kin.length - 1)] ?? after.find(shown) ?? document.querySelector<HTMLElement>('#main, main, [role="main"]');
    to?.focus({ preventScroll: true });
  };
}
