import type { Disposables } from '../../shared/islands/disposables';

/**
 * The dismissible coming-soon footer banner (spec sections 4 and 7): the dismiss sends
 * `{ woocommerce_meta: { coming_soon_banner_dismissed: 'yes' } }` to the REST URL the control carries, with the
 * nonce; the banner hides when the call completes. A failed call leaves it in place and says so. Only the press is
 * heard with every page: what it does loads then (coming-soon-dismiss.ts, with the fetching code); should that not
 * come, the banner's own form posts the dismiss, as without a script.
 */
const DISMISS_SELECTOR = '.coming-soon-footer-banner-dismiss';

export function setupComingSoonBanner(d: Disposables, doc: Document): void {
  d.listen(doc, 'click', (event) => {
    const button = (event.target as Element | null)?.closest?.<HTMLButtonElement>(DISMISS_SELECTOR);
    const banner = button?.closest<HTMLElement>('#coming-soon-footer-banner');
    // without a REST URL there is nothing to call: the server form does it
    if (!button || !banner || event.defaultPrevented || !button.dataset.restUrl) return;
    event.preventDefault();
    void import('./coming-soon-dismiss').then(
      (m) => m.dismissBanner(button, banner, button.dataset.restUrl!),
      () => button.form?.submit(),
    );
  });
}
