import { cookie } from '../../shared/platform/storage';
import { holdFocus } from '../../shared/a11y/focus-fallback';
import type { Disposables } from '../../shared/islands/disposables';

/**
 * The dismissible store notice (spec section 4, "Header and banners"): dismissing sets the cookie
 * `store_notice{noticeId}` = 'hidden' and hides the notice. The server reads the same cookie and leaves the notice
 * out of the next page. Without JavaScript, the dismiss button's form does the same on the server.
 */
export const NOTICE_SELECTOR = '.woocommerce-store-notice';

export function noticeCookieName(noticeId: string): string {
  return `store_notice${noticeId}`;
}

export function setupStoreNotice(d: Disposables, doc: Document): void {
  // A cached page may still carry a notice this shopper already dismissed.
  doc.querySelectorAll<HTMLElement>(NOTICE_SELECTOR).forEach((notice) => {
    const id = notice.dataset.noticeId ?? '';
    if (cookie.get(noticeCookieName(id)) === 'hidden') notice.hidden = true;
  });
  d.listen(doc, 'click', (event) => {
    const button = (event.target as Element | null)?.closest?.('.woocommerce-store-notice__dismiss-link');
    const notice = button?.closest<HTMLElement>(NOTICE_SELECTOR);
    if (!button || !notice || event.defaultPrevented) return;
    event.preventDefault();
    cookie.set(noticeCookieName(notice.dataset.noticeId ?? ''), 'hidden');
    // Hidden whether or not the cookie could be written: the shopper asked for it gone from this page.
    const restore = holdFocus(notice);
    notice.hidden = true;
    restore();
  });
}
