import { defineBehaviour } from '../../shared/islands/define-behaviour';
import { reportIslandError } from '../../shared/islands/define-island';
import { onFirstReach } from '../../shared/islands/load-strategy';
import { holdWidgetInput, setupLinks, WIDGET_MARKUP } from './links';
import './page-widgets.css';

/**
 * The page-widgets behaviour (README.md): tabs, accordions, switchers, hash links, sticky elements, URL actions.
 * With the page: the links (tiny). The widgets' own module loads at once on a page that holds one, and on the
 * others only when a widget that arrived later is first reached for.
 */
defineBehaviour({
  name: 'page-widgets',
  setup(d, doc) {
    setupLinks(doc, d);
    const load = () => {
      const loaded = import('./widgets')
        .then((m) => !d.disposed && m.setupWidgets(doc, d))
        // The server markup stays as it is (the first tab's panel shown, every accordion's panel in place).
        .catch((error: unknown) => reportIslandError(doc, { island: 'page-widgets', reason: 'load', message: error instanceof Error ? error.message : String(error) }));
      holdWidgetInput(doc, loaded);
      return loaded;
    };
    if (doc.querySelector(WIDGET_MARKUP)) void load();
    // A widget that arrives later (a popup's content, a fragment): at the first pointer, touch or focus on one.
    else d.add(onFirstReach(doc, WIDGET_MARKUP, () => void load()));
  },
});
