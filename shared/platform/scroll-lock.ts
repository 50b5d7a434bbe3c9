/**
 * Locks page scrolling while an overlay is open. The scrollbar's width is kept as padding on the inline end, so
 * the page does not jump sideways when the bar disappears (in RTL the bar sits on the left; logical padding
 * follows it).
 */
let locks = 0;
let saved: { overflow: string; paddingInlineEnd: string } | null = null;

export function lockScroll(): () => void {
  const html = document.documentElement;
  if (locks === 0) {
    // With `scrollbar-gutter: stable` the page keeps the bar's room itself; adding it again would narrow the page.
    const gutterKept = getComputedStyle(html).getPropertyValue('scrollbar-gutter').includes('stable');
    const scrollbar = gutterKept ? 0 : window.innerWidth - html.clientWidth;
    saved = { overflow: html.style.overflow, paddingInlineEnd: html.style.paddingInlineEnd };
    html.style.overflow = 'hidden';
    if (scrollbar > 0) html.style.paddingInlineEnd = `${scrollbar}px`;
    html.setAttribute('data-scroll-locked', '');
  }
  locks++;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    locks--;
    if (locks === 0 && saved) {
      html.style.overflow = saved.overflow;
      html.style.paddingInlineEnd = saved.paddingInlineEnd;
      html.removeAttribute('data-scroll-locked');
      saved = null;
    }
  };
}
