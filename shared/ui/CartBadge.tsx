import { formatNumber } from '../platform/digits';
import { t } from '../platform/i18n';

/**
 * The cart count badge: Persian digits on screen, "{count} کالا" for screen readers, hidden at 0
 * (spec section 4, "Cart badge"). Server markup uses the same structure (demo-pages/templates/header.ts).
 */
export function CartBadge({ count, className = '' }: { count: number; className?: string }) {
  return (
    <span class={`cart-badge ${className}`} hidden={count === 0}>
      <span aria-hidden="true">{formatNumber(count)}</span>
      <span class="hsa-visually-hidden">{t('cartCountLabel', { count })}</span>
    </span>
  );
}
