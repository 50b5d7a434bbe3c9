import { messagesFor } from '../i18n';

/**
 * Add-to-cart's own copy (widgets/add-to-cart/actions.ts, loaded at the first reach for a button or a remove link; the
 * core keys it also says are in ./core.ts). Defaults from ../shared/spec/fa-IR-strings.md; "(ours)" marks copy the
 * spec does not give. A site overrides any key through the page config (`i18n`).
 */
export const addToCartMessages = {
  /** (ours; WooCommerce's «Undo?») after ««…» حذف شد.» on the cart page: the link that brings the line back */
  undoRemove: 'بازگردانی؟',
} as const;

/** `t()` for add-to-cart: its own keys and the core ones. */
export const t = messagesFor(addToCartMessages);
