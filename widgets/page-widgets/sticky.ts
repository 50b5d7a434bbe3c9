import type { Disposables } from '../../shared/islands/disposables';
import { builderDevice } from '../../shared/platform/media';

/**
 * Sticky elements: `[data-hsa-sticky="desktop,tablet,mobile"]` sticks (CSS `position: sticky`, so nothing moves
 * and no placeholder is needed: CLS 0) only in the device modes it names (page-builder breakpoints, spec section
 * 9), re-checked on resize after 300 ms without one.
 */
export const STICKY_RESIZE_DEBOUNCE = 300;

export function applySticky(doc: Document, width: number): void {
  const device = builderDevice(width);
  for (const el of doc.querySelectorAll<HTMLElement>('[data-hsa-sticky]')) {
    const modes = (el.dataset.hsaSticky ?? '').split(',').map((m) => m.trim());
    el.classList.toggle('is-sticky', modes.includes(device));
  }
}

export function setupSticky(doc: Document, disposables: Disposables): void {
  const win = doc.defaultView;
  if (!win || !doc.querySelector('[data-hsa-sticky]')) return;
  applySticky(doc, win.innerWidth);
  let timer = 0;
  const onResize = () => {
    win.clearTimeout(timer);
    timer = win.setTimeout(() => applySticky(doc, win.innerWidth), STICKY_RESIZE_DEBOUNCE);
  };
  win.addEventListener('resize', onResize, { passive: true });
  disposables.add(() => {
    win.clearTimeout(timer);
    win.removeEventListener('resize', onResize);
    for (const el of doc.querySelectorAll('[data-hsa-sticky].is-sticky')) el.classList.remove('is-sticky');
  });
}
