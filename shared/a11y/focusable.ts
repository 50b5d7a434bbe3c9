const FOCUSABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'summary',
  '[contenteditable]:not([contenteditable="false"])',
  '[tabindex]',
].join(',');

type MaybeVisible = HTMLElement & { checkVisibility?: (options?: { visibilityProperty?: boolean }) => boolean };

/** The elements Tab reaches inside `container`, in order. */
export function tabbables(container: Element): HTMLElement[] {
  return Array.from(container.querySelectorAll<HTMLElement>(FOCUSABLE)).filter((el) => {
    if (el.tabIndex < 0 || el.closest('[inert],[hidden]')) return false;
    const visible = (el as MaybeVisible).checkVisibility;
    return typeof visible === 'function' ? visible.call(el, { visibilityProperty: true }) : true;
  });
}
