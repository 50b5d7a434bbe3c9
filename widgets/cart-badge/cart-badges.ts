import type { Disposables } from '../../shared/islands/disposables';
import { observeMatches } from '../../shared/islands/observe';
import { formatNumber } from '../../shared/platform/digits';
import { t } from '../../shared/platform/i18n';
import { $cart } from '../../shared/stores/cart';
import { followCartRefreshes } from '../../shared/stores/cart-follow';

/**
 * Cart badges in server markup (the mobile bottom navigation's, a theme's own): `[data-hsa-cart-badge]` with
 * `[data-badge-count]` and `[data-badge-label]` inside. All follow the one $cart store; hidden at 0; a short bump
 * when the count changes (none for shoppers who asked for less motion: CSS).
 */
export const BADGE_SELECTOR = '[data-hsa-cart-badge]';

export function renderBadge(badge: HTMLElement, count: number): void {
  badge.hidden = count === 0;
  const value = badge.querySelector('[data-badge-count]');
  const label = badge.querySelector('[data-badge-label]');
  if (value) value.textContent = formatNumber(count);
  else badge.textContent = formatNumber(count);
  if (label) label.textContent = t('cartCountLabel', { count });
}

export function setupCartBadges(d: Disposables, doc: Document): void {
  d.add(followCartRefreshes());
  let last = $cart.get().count;
  const badges = new Set<HTMLElement>();
  d.add(
    observeMatches(doc.body, BADGE_SELECTOR, (badge) => {
      badges.add(badge);
      renderBadge(badge, $cart.get().count);
      return () => badges.delete(badge);
    }),
  );
  d.add(
    $cart.subscribe(({ count }) => {
      const changed = count !== last;
      last = count;
      for (const badge of badges) {
        if (!badge.isConnected) continue;
        renderBadge(badge, count);
        if (changed) {
          badge.classList.remove('is-bumped');
          badge.getBoundingClientRect(); // restart the animation (a call: no minifier may drop it, as it may a read)
          badge.classList.add('is-bumped');
        }
      }
    }),
  );
}
