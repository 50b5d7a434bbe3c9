import { faIR } from '../../shared/platform/messages';
import { html, type SafeHtml } from './html';
import type { FlashNotice } from './site-context';

/**
 * WooCommerce's notices (`woocommerce-message`, `woocommerce-error`, `woocommerce-info`) and the store notice. The
 * notices tell what a form just did (an add, a refused quantity, a cart update), on the page it came back to: they
 * take the focus as the page loads (as the checkout's error summary does), so a screen reader reads them and the
 * keyboard goes on from there. A live region in markup that arrives with the page is not announced.
 */
export function noticesBlock(notices: FlashNotice[]): SafeHtml {
  if (!notices.length) return html``;
  const kindClass = { success: 'woocommerce-message', error: 'woocommerce-error', notice: 'woocommerce-info' } as const;
  return html`<div class="woocommerce-notices-wrapper container" tabindex="-1" autofocus>
  ${notices.map(
    (n) => html`<div class="notice ${kindClass[n.kind]}" role="${n.kind === 'error' ? 'alert' : 'status'}">${n.message}${n.link ? html` <a class="${n.link.className ?? 'button wc-forward'}" href="${n.link.href}">${n.link.text}</a>` : ''}</div>`,
  )}
</div>`;
}

/**
 * The dismissible store notice. Without JavaScript the dismiss button posts a form that sets the same cookie
 * (`store_notice{id}` = hidden) and comes back; with it, the behaviour sets the cookie and hides the notice.
 */
export function storeNotice(notice: { id: string; text: string }, returnTo: string): SafeHtml {
  return html`<div class="woocommerce-store-notice demo_store" data-notice-id="${notice.id}" role="region" aria-label="اطلاعیه فروشگاه">
  <p class="woocommerce-store-notice__text container">${notice.text}</p>
  <form class="woocommerce-store-notice__dismiss" method="post" action="/store-notice/dismiss">
    <input type="hidden" name="id" value="${notice.id}">
    <input type="hidden" name="return" value="${returnTo}">
    <button type="submit" class="woocommerce-store-notice__dismiss-link" aria-label="${faIR.dismiss}">×</button>
  </form>
</div>`;
}
