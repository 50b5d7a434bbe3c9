import { defineBehaviour } from '../../shared/islands/define-behaviour';
import type { Disposables } from '../../shared/islands/disposables';
import { getConfig } from '../../shared/api/page-config';
import { setupComingSoonBanner } from './coming-soon-banner';
import { setupPasswordToggles } from './password-toggle';
import { setupQuantityMinimums } from './quantity-min';
import { setupStoreNotice } from './store-notice';

/**
 * Site-wide elements (spec section 2): store notice, coming-soon banner, password toggles, quantity minimums.
 * Four behaviours, not one, so that one failing leaves the other three working.
 */
const withConfig = (setup: (d: Disposables, doc: Document) => void) => (d: Disposables, doc: Document) => {
  getConfig(); // message overrides and the nonce, read at setup (never at import)
  setup(d, doc);
};

defineBehaviour({ name: 'store-notice', setup: withConfig(setupStoreNotice) });
defineBehaviour({ name: 'coming-soon-banner', setup: withConfig(setupComingSoonBanner) });
defineBehaviour({ name: 'password-toggle', setup: withConfig(setupPasswordToggles) });
defineBehaviour({ name: 'quantity-min', setup: withConfig(setupQuantityMinimums) });
