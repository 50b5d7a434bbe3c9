import { html, jsonScript, type SafeHtml } from './html';
import { siteFooter, comingSoonBanner } from './footer';
import { siteHeader } from './header';
import { mobileNav } from './mobile-nav';
import { noticesBlock, storeNotice } from './notices';
import type { PageDefinition, SiteContext } from './site-context';

/** Islands on every page: site-wide behaviours, add-to-cart, the mini-cart and the cart badges. */
export const SITE_ISLANDS = ['site-wide', 'add-to-cart', 'mini-cart', 'cart-badge', 'product-card'] as const;

function pageConfig(site: SiteContext) {
  return {
    siteName: site.siteName,
    homeUrl: '/',
    cartUrl: '/checkout-cart/',
    checkoutUrl: '/checkout/',
    isCart: site.isCart,
    isCheckout: site.isCheckout,
    rest: { root: '/wp-json/', nonce: site.nonce },
    ajaxUrl: '/wp-admin/admin-ajax.php',
    wcAjaxUrl: '/?wc-ajax=%%endpoint%%',
    cartNamespace: 'hsa-cart',
    cartCount: String(site.cart.count),
    redirectAfterAdd: false,
    i18n: {},
  };
}

export function layout(site: SiteContext, page: PageDefinition): SafeHtml {
  return html`<!doctype html>
<html lang="fa" dir="rtl" class="no-js">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover">
<title>${page.title}</title>
${page.description ? html`<meta name="description" content="${page.description}">` : ''}
<meta name="theme-color" content="#1d2a44">
<link rel="icon" href="/static/favicon.svg" type="image/svg+xml">
<link rel="preload" href="/fonts/vazirmatn-variable.woff2" as="font" type="font/woff2" crossorigin>
<link rel="stylesheet" href="${site.themeCssUrl}">
${site.assets.head}
<script src="${site.jsClassUrl ?? '/static/js-class.js'}"></script>
<script type="application/json" id="hsa-config">${jsonScript(pageConfig(site))}</script>
</head>
<body class="${page.bodyClass ?? ''}">
<a class="skip-link" href="#main">رفتن به محتوای اصلی</a>
${site.storeNotice ? storeNotice(site.storeNotice, site.path) : ''}
${siteHeader(site)}
<main id="main" tabindex="-1">
${noticesBlock(site.notices)}
${page.main}
</main>
${siteFooter(site)}
${site.comingSoonBanner ? comingSoonBanner(site.path) : ''}
${mobileNav(site)}
<div data-island="popups" class="popups-root"></div>
${site.jquery ? html`<script src="/static/vendor/jquery.min.js"></script>\n<script src="/static/legacy-theme.js"></script>` : ''}
${site.assets.scripts}
</body>
</html>`;
}
