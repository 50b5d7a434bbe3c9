import type { Disposables } from '../../shared/islands/disposables';
import { setupAccordions } from './accordion';
import { setupSticky } from './sticky';
import { setupSwitchers } from './switcher';
import { setupTabs, type LazyLoader } from './tabs';
import { isActionHref } from './action-href';

/**
 * Page-builder widgets on server markup (README.md): tabs, accordions, switchers, hash links, sticky elements and
 * the URL actions. The lazy tab loader, the hash links, reading and running a URL action and the off-canvas drawer
 * (Preact) load only when first needed.
 */
const loadLazy: LazyLoader = (panel, id) => void import('./lazy-tab').then((m) => m.loadTabTemplate(panel, id));

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
  const open = () => void import('./hash-links').then((m) => m.openFromHash(doc, loadLazy));
  if (doc.location.hash.length > 1) open();
  win.addEventListener('hashchange', open);
  disposables.add(() => win.removeEventListener('hashchange', open));
}

/** Sets up every page-builder widget on `doc`; the entry runs it once, stories on their own markup. */
export function setupPageWidgets(disposables: Disposables, doc: Document): void {
  setupTabs(doc, disposables, loadLazy);
  setupAccordions(doc, disposables);
  setupSwitchers(doc, disposables);
  setupSticky(doc, disposables);
  setupHashLinks(doc, disposables);
  doc.addEventListener('click', onActionClick);
  disposables.add(() => doc.removeEventListener('click', onActionClick));
}
