import { matches } from './media';

/**
 * Locks page scrolling while an overlay is open; ref-counted, so nested overlays share one lock and the page
 * scrolls again only when the last one lets go.
 *
 * `overflow: hidden` on <html> holds on desktop browsers. iOS Safari scrolls the page under it anyway, so on touch
 * screens <body> is also pinned with `position: fixed` at minus the scroll offset (the page stays where it was on
 * screen), its width kept, and the offset is scrolled back to on unlock. Not on desktop: a fixed body lets
 * `position: sticky` elements (the archive sidebar) jump back to their place in the flow behind a dropdown.
 *
 * The scrollbar's width is kept as padding on the inline end, so the page does not jump sideways when the bar
 * disappears (in RTL the bar sits on the left; logical padding follows it).
 */
export interface ScrollLockOptions {
  /** Pin <body> with `position: fixed`. @defaultValue true on touch screens (`(hover: none) and (pointer: coarse)`) */
  fixedBody?: boolean;
}

let locks = 0;
let unlock: (() => void) | null = null;

function setStyles(el: HTMLElement, styles: Record<string, string>): Record<string, string> {
  const before: Record<string, string> = {};
  for (const [name, value] of Object.entries(styles)) {
    before[name] = el.style.getPropertyValue(name);
    el.style.setProperty(name, value);
  }
  return before;
}

function lockPage(fixedBody: boolean): () => void {
  const html = document.documentElement;
  const body = document.body;
  // With `scrollbar-gutter: stable` the page keeps the bar's room itself; adding it again would narrow the page.
  const gutterKept = getComputedStyle(html).getPropertyValue('scrollbar-gutter').includes('stable');
  const scrollbar = gutterKept ? 0 : window.innerWidth - html.clientWidth;
  const x = window.scrollX;
  const y = window.scrollY;
  const width = body.getBoundingClientRect().width;
  const htmlBefore = setStyles(html, { overflow: 'hidden', ...(scrollbar > 0 ? { 'padding-inline-end': `${scrollbar}px` } : {}) });
  const bodyBefore = fixedBody
    ? setStyles(body, { position: 'fixed', 'inset-block-start': `${-y}px`, ...(width > 0 ? { 'inline-size': `${width}px` } : {}) })
    : {};
  html.setAttribute('data-scroll-locked', '');
  return () => {
    setStyles(html, htmlBefore);
    setStyles(body, bodyBefore);
    html.removeAttribute('data-scroll-locked');
    // Unpinning the body put the page back at the top: back to where the shopper was, at once (no smooth scroll).
    if (fixedBody) window.scrollTo({ left: x, top: y, behavior: 'instant' });
  };
}

export function lockScroll(options: ScrollLockOptions = {}): () => void {
  if (locks === 0) unlock = lockPage(options.fixedBody ?? matches('(hover: none) and (pointer: coarse)'));
  locks++;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    locks--;
    if (locks === 0) {
      const release = unlock;
      unlock = null;
      release?.();
    }
  };
}
