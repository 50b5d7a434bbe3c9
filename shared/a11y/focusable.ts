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

/**
 * The elements Tab reaches inside `container`, in order. `own`: as if `container` were shown, so that what hides
 * it from outside (a closed panel around it, rendered ahead of opening) does not count.
 */
export function tabbables(container: Element, own?: boolean): HTMLElement[] {
  return Array.from(container.querySelectorAll<HTMLElement>(FOCUSABLE)).filter((el) => {
    const hidden = el.closest('[inert],[hidden]');
    return el.tabIndex >= 0 && !(hidden && (!own || container.contains(hidden))) && (own || (el as MaybeVisible).checkVisibility?.({ visibilityProperty: true }) !== false);
  });
}
