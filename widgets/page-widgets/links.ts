import type { Disposables } from '../../shared/islands/disposables';
import type { LazyLoader } from './tabs';
import { isActionHref } from './action-href';

/**
 * What page-builder markup needs on every page, however little of it the page holds: the URL actions (a link to
 * `#hsa-action:…` anywhere) and the hash links (`#{tab_id}`, `#{toggle_id}`). Reading and running an action, the
 * hash links themselves and a tab's lazy template load only when first needed.
 */
/** The markup of a page-builder widget (widgets.ts): a page without any never loads that module. */
export const WIDGET_MARKUP = '[data-hsa-tabs], [data-hsa-accordion], [data-hsa-switcher], [data-hsa-sticky]';

/** The widgets' controls, whose presses and keys wait for widgets.ts while it loads (index.ts). */
export const WIDGET_CONTROLS =
  '[data-hsa-tabs] [role="tab"], [data-hsa-accordion] button[aria-controls][aria-expanded], [data-hsa-switcher] [role="switch"]';
const WIDGET_KEYS = new Set(['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', 'Home', 'End']);

/**
 * Until `loaded` settles, a press on a widget's control or one of its keys (arrows, Home, End) is held, then done
 * again on the same control: a shopper quicker than the module loses nothing. Tab, links and text are left alone.
 */
export function holdWidgetInput(doc: Document, loaded: Promise<unknown>): void {
  const held: Array<MouseEvent | KeyboardEvent> = [];
  const hold = (event: Event) => {
    const control = (event.target as Element | null)?.closest?.(WIDGET_CONTROLS);
    if (!control || (event instanceof KeyboardEvent && (!WIDGET_KEYS.has(event.key) || event.isComposing))) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    held.push(event as MouseEvent | KeyboardEvent);
  };
  doc.addEventListener('click', hold, true);
  doc.addEventListener('keydown', hold, true);
  void loaded.finally(() => {
    doc.removeEventListener('click', hold, true);
    doc.removeEventListener('keydown', hold, true);
    for (const event of held) {
      const { type, target, ctrlKey, shiftKey, altKey, metaKey } = event;
      const init = { bubbles: true, cancelable: true, ctrlKey, shiftKey, altKey, metaKey };
      target?.dispatchEvent(event instanceof KeyboardEvent ? new KeyboardEvent(type, { ...init, key: event.key, code: event.code }) : new MouseEvent(type, { ...init, button: event.button }));
    }
  });
}

export const loadLazy: LazyLoader = (panel, id) => void import('./lazy-tab').then((m) => m.loadTabTemplate(panel, id));

function onActionClick(event: MouseEvent): void {
  const link = (event.target as Element).closest?.<HTMLAnchorElement>('a[href]');
  const href = link?.getAttribute('href') ?? null;
  if (!link || !isActionHref(href)) return;
  event.preventDefault();
  void import('./run-action').then((m) => m.runUrlAction(link, href!));
}

/** `#{tab_id}` / `#{toggle_id}` (hash-links.ts, loaded only when the address has a hash or it changes). */
function setupHashLinks(doc: Document, disposables: Disposables): void {
  const win = doc.defaultView;
  if (!win) return;
  // Only a hash that names a widget's part loads the hash links (a skip link's #main, a #reviews anchor do not).
  const open = () => {
    let target: Element | null = null;
    try {
      target = doc.getElementById(decodeURIComponent(doc.location.hash.slice(1)));
    } catch {
      return;
    }
    if (target?.closest(WIDGET_MARKUP)) void import('./hash-links').then((m) => m.openFromHash(doc, loadLazy));
  };
  if (doc.location.hash.length > 1) open();
  win.addEventListener('hashchange', open);
  disposables.add(() => win.removeEventListener('hashchange', open));
}

export function setupLinks(doc: Document, disposables: Disposables): void {
  setupHashLinks(doc, disposables);
  doc.addEventListener('click', onActionClick);
  disposables.add(() => doc.removeEventListener('click', onActionClick));
}
