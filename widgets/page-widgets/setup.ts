import type { Disposables } from '../../shared/islands/disposables';
import { reportIslandError } from '../../shared/islands/define-island';
import { emit } from '../../shared/events/bridge';
import { setupAccordions } from './accordion';
import { setupHashLinks } from './hash-links';
import { setupSticky } from './sticky';
import { setupSwitchers } from './switcher';
import { setupTabs, type LazyLoader } from './tabs';
import { isActionHref, parseUrlAction } from './url-actions';

/**
 * Page-builder widgets on server markup (README.md): tabs, accordions, switchers, hash links, sticky elements and
 * the URL actions. The lazy tab loader and the off-canvas drawer (Preact) load only when first needed.
 */
const loadLazy: LazyLoader = (panel, id) => void import('./lazy-tab').then((m) => m.loadTabTemplate(panel, id));
const reported = new Set<string>();

function onActionClick(event: MouseEvent): void {
  const link = (event.target as Element).closest?.<HTMLAnchorElement>('a[href]');
  const href = link?.getAttribute('href') ?? null;
  if (!link || !isActionHref(href)) return;
  event.preventDefault();
  const action = parseUrlAction(href!);
  if (typeof action === 'string') {
    // Bad settings do nothing, and are reported once per link target.
    if (!reported.has(href!)) {
      reported.add(href!);
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

/** Sets up every page-builder widget on `doc`; the entry runs it once, stories on their own markup. */
export function setupPageWidgets(disposables: Disposables, doc: Document): void {
  setupTabs(doc, disposables, loadLazy);
  setupAccordions(doc, disposables);
  setupSwitchers(doc, disposables);
  setupSticky(doc, disposables);
  setupHashLinks(doc, disposables, loadLazy);
  doc.addEventListener('click', onActionClick);
  disposables.add(() => doc.removeEventListener('click', onActionClick));
}
