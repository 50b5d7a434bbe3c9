import { faIR } from '../../shared/platform/messages';
import { cartBadge } from './header';
import { html, type SafeHtml } from './html';
import { icon } from './icons';
import type { SiteContext } from './site-context';

/**
 * The mobile bottom navigation bar (spec section 2). Items are indexed; the services item sits at index 3 and,
 * without JavaScript, is a link to the services section of the footer. The cart item carries a cart badge.
 */
export function mobileNav(site: SiteContext): SafeHtml {
  const items = [
    { href: '/', label: faIR.navHome, icon: 'home', badge: false },
    { href: '/#categories', label: faIR.navCategories, icon: 'grid', badge: false },
    { href: '/checkout-cart/', label: faIR.navCart, icon: 'cart', badge: true },
    { href: '#services', label: faIR.services, icon: 'services', badge: false },
  ];
  return html`<nav class="mobile-nav" data-island="mobile-nav" aria-label="ناوبری پایین صفحه">
  <script type="application/json" data-island-props>{"cartCount":"${String(site.cart.count)}","servicesIndex":3}</script>
  <ul class="mobile-nav__list">
    ${items.map(
      (item, index) => html`<li class="mobile-nav__item" data-index="${index}">
      <a class="mobile-nav__link" href="${item.href}" ${item.badge ? html`aria-labelledby="nav-cart-label" aria-describedby="nav-cart-count"` : ''}>
        <span class="mobile-nav__icon">${icon(item.icon)}${item.badge ? cartBadge(site.cart.count, 'nav-cart-count', 'cart-badge--nav') : ''}</span>
        <span class="mobile-nav__label" ${item.badge ? html`id="nav-cart-label"` : ''}>${item.label}</span>
      </a>
    </li>`,
    )}
  </ul>
</nav>`;
}
