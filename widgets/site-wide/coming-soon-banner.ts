import { t } from '../../shared/platform/i18n';
import { holdFocus } from '../../shared/a11y/focus-fallback';
import type { Disposables } from '../../shared/islands/disposables';

/**
 * The dismissible coming-soon footer banner (spec sections 4 and 7): the dismiss sends
 * `{ woocommerce_meta: { coming_soon_banner_dismissed: 'yes' } }` to the REST URL the control carries, with the
 * nonce; the banner hides when the call completes. A failed call leaves it in place and says so.
 */
const BANNER_SELECTOR = '#coming-soon-footer-banner';
const DISMISS_SELECTOR = '.coming-soon-footer-banner-dismiss';

export function setupComingSoonBanner(d: Disposables, doc: Document): void {
  d.listen(doc, 'click', (event) => {
    const button = (event.target as Element | null)?.closest?.<HTMLButtonElement>(DISMISS_SELECTOR);
    const banner = button?.closest<HTMLElement>(BANNER_SELECTOR);
    if (!button || !banner || event.defaultPrevented) return;
    const url = button.dataset.restUrl;
    if (!url) return; // nothing to call: let the server form do it
    event.preventDefault();
    if (button.getAttribute('aria-busy') === 'true') return;
    button.setAttribute('aria-busy', 'true');
    const status = banner.querySelector<HTMLElement>('[data-banner-status]');
    if (status) status.textContent = '';
    // The fetching code loads at the press (it is not on every page's load path).
    void import('../../shared/api/fetch-json')
      .then(({ anyJson, fetchJson }) => fetchJson(anyJson, { url, method: 'POST', json: { woocommerce_meta: { coming_soon_banner_dismissed: 'yes' } } }))
      .catch(() => ({ ok: false as const }))
      .then((result) => {
        button.removeAttribute('aria-busy');
        if (result.ok) {
          const restore = holdFocus(banner);
          banner.hidden = true;
          restore();
        } else if (status) {
          status.textContent = t('genericError');
        }
      });
  });
}
