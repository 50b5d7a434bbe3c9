/**
 * The page builder's URL actions (spec section 2): a link whose href is
 * `#elementor-action:action=<name>&settings=<base64 JSON>` (URL-encoded, as Elementor prints it) runs the action
 * instead of following the hash. Names: popup:open, popup:close, off_canvas:open, off_canvas:close,
 * off_canvas:toggle, reload-page. Any other link is left alone.
 */
import { ACTION_PREFIX as PREFIX } from './action-href';

export { isActionHref } from './action-href';

export type UrlActionName = 'popup:open' | 'popup:close' | 'off_canvas:open' | 'off_canvas:close' | 'off_canvas:toggle' | 'reload-page';

export interface UrlAction {
  name: UrlActionName;
  settings: { id?: string; do_not_show_again?: boolean };
}

const NAMES: readonly string[] = ['popup:open', 'popup:close', 'off_canvas:open', 'off_canvas:close', 'off_canvas:toggle', 'reload-page'];
/** The action a link's href holds, or a message saying what is wrong with it. */
export function parseUrlAction(href: string): UrlAction | string {
  let decoded: string;
  try {
    decoded = decodeURIComponent(href);
  } catch {
    return 'the href is not valid URL encoding';
  }
  if (!decoded.startsWith(PREFIX)) return 'not a URL action';
  const params = new URLSearchParams(decoded.slice(PREFIX.length));
  const name = params.get('action') ?? '';
  if (!NAMES.includes(name)) return `unknown action ${JSON.stringify(name)}`;
  const encoded = params.get('settings');
  let raw: unknown = {};
  if (encoded) {
    try {
      // URLSearchParams turned the base64's '+' into a space.
      raw = JSON.parse(atob(encoded.replace(/ /g, '+')));
    } catch {
      return 'settings: not base64 JSON';
    }
  }
  if (typeof raw !== 'object' || raw === null) return 'settings: not an object';
  const { id, do_not_show_again } = raw as Record<string, unknown>;
  if (id !== undefined && typeof id !== 'string' && typeof id !== 'number') return 'settings.id: a string or number';
  if (name !== 'reload-page' && name !== 'popup:close' && id === undefined) return 'settings.id: missing';
  return {
    name: name as UrlActionName,
    settings: { id: id === undefined ? undefined : String(id), do_not_show_again: do_not_show_again === true || do_not_show_again === 'yes' },
  };
}

/** Builds an action href (the demo pages and tests print them as the page builder does). */
export function actionHref(name: UrlActionName, settings?: Record<string, unknown>): string {
  const query = `action=${name}${settings ? `&settings=${btoa(JSON.stringify(settings))}` : ''}`;
  return `#${encodeURIComponent(`elementor-action:${query}`)}`;
}
