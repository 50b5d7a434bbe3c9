import type { ComponentChildren } from 'preact';
import { useMemo } from 'preact/hooks';
import { siteHeader } from '../../demo-pages/templates/header';
import { mobileNav } from '../../demo-pages/templates/mobile-nav';
import { siteContext } from './page';
import { ServerMarkup } from './server-markup';

/**
 * The theme's navy header (demo-pages/templates/header.ts: logo, search, category bar) with an island mounted
 * where the page mounts the mini-cart: into `div.mini-cart`, replacing the server's fallback link.
 */
export function StoreHeader({ cart }: { cart: ComponentChildren }) {
  const markup = useMemo(() => siteHeader(siteContext()), []);
  return <ServerMarkup html={markup} islands={[{ into: '.site-header .mini-cart', node: cart }]} />;
}

/**
 * The mobile bottom navigation (demo-pages/templates/mobile-nav.ts) with `badge` in place of the server's badge on
 * the cart item. `inline` shows it in the flow at any width (on a phone the theme fixes it to the bottom).
 */
export function MobileNav({ badge, inline = false }: { badge: ComponentChildren; inline?: boolean }) {
  const markup = useMemo(() => mobileNav(siteContext()), []);
  return (
    <ServerMarkup
      class={inline ? 'sb-mobile-nav-inline' : undefined}
      html={markup}
      islands={[{ into: '.mobile-nav__item[data-index="2"] .mobile-nav__icon', remove: '[data-hsa-cart-badge]', node: badge }]}
    />
  );
}
