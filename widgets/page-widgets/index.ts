import { defineBehaviour } from '../../shared/islands/define-behaviour';
import { reportIslandError } from '../../shared/islands/define-island';
import { setupLinks, WIDGET_MARKUP } from './links';
import './page-widgets.css';

/**
 * The page-widgets behaviour (README.md): tabs, accordions, switchers, hash links, sticky elements, URL actions.
 * With the page: the links (tiny). The widgets' own module loads at once on a page that holds one, and never on
 * the others.
 */
defineBehaviour({
  name: 'page-widgets',
  setup(d, doc) {
    setupLinks(doc, d);
    if (!doc.querySelector(WIDGET_MARKUP)) return;
    import('./widgets')
      .then((m) => !d.disposed && m.setupWidgets(doc, d))
      // The server markup stays as it is (the first tab's panel shown, every accordion's panel in place).
      .catch((error: unknown) => reportIslandError(doc, { island: 'page-widgets', reason: 'load', message: error instanceof Error ? error.message : String(error) }));
  },
});
