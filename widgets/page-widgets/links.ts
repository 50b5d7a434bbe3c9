import type { Disposables } from '../../shared/islands/disposables';
import { holdKeys, type HeldInput } from '../../shared/islands/adopt';
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

/**
 * Until `loaded` settles, a press on a widget's control or one of its keys (arrows, Home, End, Escape; holdKeys) is
 * held, then done again in the same order: a shopper quicker than the module loses nothing. Tab, links and text are left
 * alone.
 */
export function holdWidgetInput(doc: Document, loaded: Promise<unknown>): void {
  const held: HeldInput = [];
  const hold = (event: Event) => {
    if (!(event.target as Element | null)?.closest?.(WIDGET_CONTROLS)) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    // the same press again (its button and modifiers do not matter to the widgets), in its place among the keys
    held.push(() => event.target?.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true })));
  };
  doc.addEventListener('click', hold, true);
  const keys = holdKeys(doc, (target) => target.closest(WIDGET_CONTROLS), held);
  void loaded.finally(() => {
    doc.removeEventListener('click', hold, true);
    keys(doc);
  });
}

// A module that cannot come (offline) is logged, as a lazy template that fails is (spec section 8), not thrown.
export const loadLazy: LazyLoader = (panel, id) => void import('./lazy-tab').then((m) => m.loadTabTemplate(panel, id), console.warn);

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
  // at a hashchange (an in-page link followed), the part opened takes the focus
  const open = (moved?: Event) => {
    let target: Element | null = null;
    try {
      target = doc.getElementById(decodeURIComponent(doc.location.hash.slice(1)));
    } catch {
      return;
    }
    if (target?.closest(WIDGET_MARKUP)) void import('./hash-links').then((m) => m.openFromHash(doc, loadLazy, !!moved));
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
