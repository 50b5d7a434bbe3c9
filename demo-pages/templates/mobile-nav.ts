import { faIR } from '../../shared/platform/messages';
import { SERVICES } from './footer';
import { cartBadge } from './header';
import { html, type SafeHtml } from './html';
import { icon } from './icons';
import type { SiteContext } from './site-context';

/**
 * The mobile bottom navigation bar (spec sections 2, 3, 9). Items are indexed (`data-index`); the one the style
 * variable `--hsa-nav-active` names is active at first (0 when unset). The services item, at `servicesIndex` (3),
 * opens the services modal; without JavaScript it is a link to the services section of the footer. The modal's
 * content is the `<template data-services-content>` (inert until shown). The cart item carries a cart badge. The link
 * to the page shown is `aria-current="page"`.
 */
export const SERVICES_INDEX = 3;

function servicesContent(): SafeHtml {
  return html`<template data-services-content><ul class="services-dialog__list">
  ${SERVICES.map((s) => html`<li>${icon(s.icon)}<div><strong>${s.title}</strong><p>${s.text}</p></div></li>`)}
</ul>
<p>مشاوره و پشتیبانی: <a href="tel:+982112345678" dir="ltr">۰۲۱-۱۲۳۴۵۶۷۸</a></p></template>`;
}

export function mobileNav(site: SiteContext): SafeHtml {
  const items = [
    { href: '/', label: faIR.navHome, icon: 'home', badge: false },
    { href: '/#categories', label: faIR.navCategories, icon: 'grid', badge: false },
    { href: '/checkout-cart/', label: faIR.navCart, icon: 'cart', badge: true },
    { href: '#services', label: faIR.services, icon: 'services', badge: false },
    { href: '/my-account/', label: faIR.navAccount, icon: 'user', badge: false },
  ];
  // The page shown: its path, but the search results (`/?s=…`) are no home page.
  const here = new URL(site.path, 'http://shop.invalid');
  const shown = here.searchParams.has('s') ? null : here.pathname;
  return html`<nav class="mobile-nav" data-island="mobile-nav" aria-label="${faIR.bottomNav}">
  <script type="application/json" data-island-props>{"cartCount":"${String(site.cart.count)}","servicesIndex":${SERVICES_INDEX}}</script>
  <ul class="mobile-nav__list">
    ${items.map(
      (item, index) => html`<li class="mobile-nav__item" data-index="${index}">
      <a class="mobile-nav__link" href="${item.href}" ${item.href === shown ? html`aria-current="page"` : ''} ${index === SERVICES_INDEX ? html`data-adopt="nav-services"` : ''} ${item.badge ? html`aria-labelledby="nav-cart-label" aria-describedby="nav-cart-count"` : ''}>
        <span class="mobile-nav__icon">${icon(item.icon)}${item.badge ? cartBadge(site.cart.count, 'nav-cart-count', 'cart-badge--nav') : ''}</span>
        <span class="mobile-nav__label" ${item.badge ? html`id="nav-cart-label"` : ''}>${item.label}</span>
      </a>
    </li>`,
    )}
  </ul>
  ${servicesContent()}
</nav>`;
}
