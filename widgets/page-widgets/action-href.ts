/**
 * Whether a link is a page-builder URL action (`#elementor-action:…`, URL-encoded as Elementor prints it): the one
 * check the page-widgets entry makes on every click. Reading the action (url-actions.ts) and running it
 * (run-action.ts) load only when such a link is pressed.
 */
export const ACTION_PREFIX = '#elementor-action:';

export function isActionHref(href: string | null): boolean {
  if (!href) return false;
  try {
    return decodeURIComponent(href).startsWith(ACTION_PREFIX);
  } catch {
    return href.startsWith(ACTION_PREFIX);
  }
}
