import type { Disposables } from '../../shared/islands/disposables';
import { setupLinks } from './links';
import { setupWidgets } from './widgets';

/**
 * Sets up every page-builder widget on `doc` at once (README.md): tabs, accordions, switchers, sticky elements, hash
 * links and the URL actions. Stories and tests call it on their own markup; the entry (index.ts) sets up the links
 * and loads the widgets' module only on a page that holds one.
 */
export function setupPageWidgets(disposables: Disposables, doc: Document): void {
  setupWidgets(doc, disposables);
  setupLinks(doc, disposables);
}
