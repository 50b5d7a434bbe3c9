import { visuallyHidden } from '../a11y/visually-hidden';
import { formatNumber } from '../platform/digits';
import { t } from '../platform/i18n';

/**
 * The cart count badge: Persian digits on screen, "{count} کالا" for screen readers, hidden at 0
 * (spec section 4, "Cart badge"). Server markup uses the same structure (demo-pages/templates/header.ts).
 * Give it `labelId` and point the control's `aria-describedby` at it: the control keeps its exact name
 * («سبد خرید») and the count is its description.
 */
export function CartBadge({ count, className = '', labelId }: { count: number; className?: string; labelId?: string }) {
  return (
    <span class={`cart-badge ${className}`} hidden={count === 0}>
      <span aria-hidden="true">{formatNumber(count)}</span>
      <span id={labelId} style={visuallyHidden}>
        {t('cartCountLabel', { count })}
      </span>
    </span>
  );
}
