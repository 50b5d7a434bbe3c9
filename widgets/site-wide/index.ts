import { defineBehaviour } from '../../shared/islands/define-behaviour';
import { setupComingSoonBanner } from './coming-soon-banner';
import { setupFieldErrors } from './field-errors';
import { setupFocusReveal } from './focus-reveal';
import { setupPasswordToggles } from './password-toggle';
import { setupQuantityMinimums } from './quantity-min';
import { setupStoreNotice } from './store-notice';

/**
 * Site-wide elements (spec section 2): store notice, coming-soon banner, password toggles, quantity minimums, the
 * keyboard's focus brought whole into rows that scroll sideways, and refused form fields saying why in Persian. Six
 * behaviours, not one, so that one failing leaves the others working.
 */
defineBehaviour({ name: 'store-notice', entry: 'site-wide', setup: setupStoreNotice });
defineBehaviour({ name: 'coming-soon-banner', entry: 'site-wide', setup: setupComingSoonBanner });
defineBehaviour({ name: 'password-toggle', entry: 'site-wide', setup: setupPasswordToggles });
defineBehaviour({ name: 'quantity-min', entry: 'site-wide', setup: setupQuantityMinimums });
defineBehaviour({ name: 'focus-reveal', entry: 'site-wide', setup: setupFocusReveal });
defineBehaviour({ name: 'field-errors', entry: 'site-wide', setup: setupFieldErrors });
