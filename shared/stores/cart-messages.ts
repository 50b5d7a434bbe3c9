import { t } from '../platform/i18n';
import type { CartNotices, QuantityMeta } from '../api/contracts/cart';

/**
 * The mini-cart quantity messages (spec section 5), shown when the server applied another quantity than the one
 * asked for, followed by the server's notices; all of them are shown together, at once.
 */
export function quantityMessages(meta: QuantityMeta | undefined): string[] {
  if (!meta || meta.applied === meta.requested) return [];
  // One reason, the first that applies: a product sold individually also has a maximum of 1, said once.
  if (meta.sold_individually && meta.requested > 1) return [t('soldIndividually')];
  if (meta.max > 0 && meta.requested > meta.max) return [t('maxQty', { max: meta.max })];
  if (meta.requested > 0 && meta.requested < meta.min) return [t('minQty', { min: meta.min })];
  return [];
}

export function noticeMessages(notices: CartNotices | undefined): string[] {
  if (!notices) return [];
  return [...notices.error, ...notices.notice, ...notices.success].filter((m) => m.trim() !== '');
}
