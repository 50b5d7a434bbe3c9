import type { MountContext } from '../../shared/islands/define-island';
import { mountPreact } from '../../shared/islands/mount-preact';
import { getConfig } from '../../shared/api/page-config';
import { on } from '../../shared/events/bridge';
import { setCartBody } from '../../shared/stores/cart';
import { followCartRefreshes } from '../../shared/stores/cart-follow';
import { MiniCart } from './MiniCart';
import type { MiniCartIslandProps } from './props';
import { announceCountChanges, loadMiniCartPanel, openMiniCart, startMiniCart } from './store';
import './mini-cart.css';

/** The props check, run when this view has loaded (the entry leaves it out, so it is not on the page's load path). */
export { miniCartPropsSchema as props } from './props';

/**
 * Mounts the mini-cart over its fallback link (a click made while it loaded is replayed on the button: both carry
 * `data-adopt="cart-button"`); the server-rendered body (if any) seeds $cart. The island's reactions to the page are
 * subscribed here, before the view renders, so an answer that comes right after mount is not missed.
 */
export function mount(root: HTMLElement, props: MiniCartIslandProps, ctx: MountContext) {
  const { disposables } = ctx;
  const cartUrl = props.cartUrl ?? getConfig().cartUrl;
  const fallbackBody = root.querySelector('div.widget_shopping_cart_content');
  if (fallbackBody) setCartBody(fallbackBody.outerHTML, undefined);

  disposables.add(startMiniCart({ cartUrl, loadPanel: () => import('./MiniCartPanel').then((m) => m.default) }));
  disposables.add(followCartRefreshes());
  disposables.add(announceCountChanges());
  // An add is on its way: load the panel meanwhile, so it is here when the answer comes.
  disposables.add(on('adding_to_cart', () => void loadMiniCartPanel()));
  // Opened by an add (or any "show cart" control).
  disposables.add(on('hsa:mini-cart-open', (detail) => openMiniCart(detail.trigger)));

  // The island was woken by what it must now do (an add under way, a request to open), and may have missed more of
  // the same while its view loaded (the add's answer asking to open): act on each, in order.
  for (const event of [ctx.trigger, ...(ctx.missed ?? [])]) {
    if (event?.type === 'adding_to_cart') void loadMiniCartPanel();
    if (event?.type === 'hsa:mini-cart-open') openMiniCart(((event as CustomEvent).detail as { trigger?: Element } | null)?.trigger);
  }

  disposables.add(mountPreact(root, <MiniCart cartUrl={cartUrl} />));
}
