import type { Disposables } from '../../shared/islands/disposables';
import { setupAccordions } from './accordion';
import { setupSticky } from './sticky';
import { setupSwitchers } from './switcher';
import { setupTabs } from './tabs';
import { loadLazy } from './links';

/** Tabs, accordions, switchers and sticky elements on `doc`'s server markup. */
export function setupWidgets(doc: Document, disposables: Disposables): void {
  setupTabs(doc, disposables, loadLazy);
  setupAccordions(doc, disposables);
  setupSwitchers(doc, disposables);
  setupSticky(doc, disposables);
}
