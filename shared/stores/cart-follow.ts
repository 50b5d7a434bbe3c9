import { on } from '../events/bridge';
import { wooCartFragments } from '../events/woo-scripts';
import { $cart, CART_HASH_KEY } from './cart';

let followers = 0;
let unfollow: (() => void) | null = null;

/**
 * Asks the server again when another script says the cart changed behind the page (`wc_fragment_refresh`,
 * `updated_wc_div`), the page comes back from the back/forward cache or is shown again from the HTTP cache by Back or
 * Forward, or another tab changed the cart. Islands that show the cart call it when
 * they start; however many do, each event is answered by one request (reference-counted, and refreshCart shares a
 * request under way). The fetching code (cart-sync, fetch-json) loads at the first such event, not with the page.
 */
export function followCartRefreshes(): () => void {
  followers++;
  if (!unfollow) {
    // WooCommerce's cart-fragments.js answers these itself (one request) and says wc_fragments_refreshed, which
    // $cart follows: a second request of ours would only repeat it.
    const refresh = () => {
      if (!wooCartFragments()) void import('./cart-sync').then((sync) => sync.refreshCart());
    };
    const offs = [on('wc_fragment_refresh', refresh), on('updated_wc_div', refresh)];
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) refresh();
    };
    // Another tab of the shop changed the cart (cart.ts writes the hash it got): this one asks too.
    const onStorage = (event: StorageEvent) => {
      if (event.key === CART_HASH_KEY && event.newValue !== $cart.get().hash) refresh();
    };
    // Back or Forward to a page whose HTML the browser kept (Chrome and Safari do not ask again for a history
    // navigation, whatever no-cache says): its cart is the one of its first showing.
    if ((performance.getEntriesByType?.('navigation')[0] as PerformanceNavigationTiming | undefined)?.type === 'back_forward') refresh();
    window.addEventListener('pageshow', onPageShow);
    window.addEventListener('storage', onStorage);
    unfollow = () => {
      offs.forEach((off) => off());
      window.removeEventListener('pageshow', onPageShow);
      window.removeEventListener('storage', onStorage);
    };
  }
  let stopped = false;
  return () => {
    if (stopped) return;
    stopped = true;
    if (--followers === 0) {
      unfollow?.();
      unfollow = null;
    }
  };
}
