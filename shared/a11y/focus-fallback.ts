/**
 * When the element holding focus leaves the page (a dismissed notice, a removed cart row), focus would fall to
 * `<body>` and a keyboard user would start again from the top. Call `holdFocus` before removing or hiding; the
 * returned function, called after, moves focus to the main content if it was lost.
 */
export function holdFocus(leaving: Element): () => void {
  const active = document.activeElement;
  const wasInside = active instanceof HTMLElement && (leaving === active || leaving.contains(active));
  return () => {
    if (!wasInside) return;
    const now = document.activeElement;
    const lost = !now || now === document.body || !now.isConnected || leaving.contains(now) || !(now as HTMLElement).offsetParent;
    if (lost) document.querySelector<HTMLElement>('#main, main, [role="main"]')?.focus({ preventScroll: true });
  };
}
