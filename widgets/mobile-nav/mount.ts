import type { MountContext } from '../../shared/islands/define-island';
import { lazyPart } from '../../shared/islands/lazy-part';
import { setupBar } from './bar';
import type { MobileNavProps } from './props';

/**
 * The bottom bar's mount, with the page: the bar's behaviour on its server markup (bar.ts); the services item's
 * modal loads when the shopper reaches for the item. The cart badge is the server's `[data-hsa-cart-badge]`,
 * kept in step with $cart by the cart-badge behaviour (hidden at 0; the configured cartCount until the cart is
 * known). The services item is active while its modal is open, then the item active before it again.
 */
export function mount(root: HTMLElement, props: MobileNavProps, ctx: MountContext) {
  const d = ctx.disposables;
  const bar = setupBar(root, d, props.servicesIndex);
  const item = bar.items()[props.servicesIndex];
  const content = root.querySelector('template[data-services-content]');
  if (!item || !(content instanceof HTMLTemplateElement)) return;
  let before = bar.active();
  const onOpenChange = (open: boolean) => {
    if (open) before = bar.active();
    bar.setActive(open ? props.servicesIndex : before);
  };
  lazyPart('mobile-nav', item, () => import('./services').then((m) => m.mountServices(content.innerHTML, onOpenChange)), d);
}
