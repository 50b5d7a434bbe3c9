import type { MountContext } from '../../shared/islands/define-island';
import { mountPreact } from '../../shared/islands/mount-preact';
import { getConfig } from '../../shared/api/page-config';
import { setCartBody } from '../../shared/stores/cart';
import { followCartRefreshes } from '../../shared/stores/cart-sync';
import { MiniCart } from './MiniCart';
import type { MiniCartIslandProps } from './props';
import './mini-cart.css';

/**
 * Mounts the mini-cart over its fallback link (a click made while it loaded is replayed on the button: both carry
 * `data-adopt="cart-button"`); the server-rendered body (if any) seeds $cart.
 */
export function mount(root: HTMLElement, props: MiniCartIslandProps, ctx: MountContext) {
  const config = getConfig();
  const fallbackBody = root.querySelector('div.widget_shopping_cart_content');
  if (fallbackBody) setCartBody(fallbackBody.outerHTML, undefined);
  const unfollow = followCartRefreshes();
  const unmount = mountPreact(root, <MiniCart cartUrl={props.cartUrl ?? config.cartUrl} trigger={ctx.trigger} />);
  return () => {
    unmount();
    unfollow();
  };
}
