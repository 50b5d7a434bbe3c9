import { emit } from '../../shared/events/bridge';
import { reportIslandError } from '../../shared/islands/define-island';
import { parseUrlAction } from './url-actions';

/** Runs the URL action a pressed link holds (setup.ts loads this at the first such press). */
const reported = new Set<string>();

export function runUrlAction(link: HTMLAnchorElement, href: string): void {
  const action = parseUrlAction(href);
  if (typeof action === 'string') {
    // Bad settings do nothing, and are reported once per link target.
    if (!reported.has(href)) {
      reported.add(href);
      reportIslandError(link, { island: 'page-widgets', reason: 'props', message: `URL action: ${action}` });
    }
    return;
  }
  const id = action.settings.id ?? '';
  if (action.name === 'reload-page') location.reload();
  else if (action.name === 'popup:open') emit('hsa:popup-action', { action: 'open', id, trigger: link });
  else if (action.name === 'popup:close') emit('hsa:popup-action', { action: 'close', id, doNotShowAgain: action.settings.do_not_show_again, trigger: link });
  else {
    const verb = action.name.slice('off_canvas:'.length) as 'open' | 'close' | 'toggle';
    void import('./off-canvas').then((m) => m.offCanvasAction(verb, id, link));
  }
}
