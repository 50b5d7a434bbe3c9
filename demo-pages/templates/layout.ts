import { html, jsonScript, type SafeHtml } from './html';
import { siteFooter, comingSoonBanner } from './footer';
import { siteHeader } from './header';
import { mobileNav } from './mobile-nav';
import { noticesBlock, storeNotice } from './notices';
import type { PageDefinition, SiteContext } from './site-context';
import { wooSection } from './woo-markup';
import { faIR } from '../../shared/platform/messages';

/** Islands on every page: site-wide behaviours, add-to-cart, the mini-cart and the cart badges. */
export const SITE_ISLANDS = ['site-wide', 'add-to-cart', 'mini-cart', 'cart-badge', 'product-card', 'login', 'header', 'mobile-nav', 'live-search', 'attribution'] as const;

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
    wcAjaxUrl: wcAjaxUrl(site),
    cartNamespace: 'hsa-cart',
    cartCount: String(site.cart.count),
    redirectAfterAdd: false,
    i18n: {},
  };
}

/** The `?woo=1` variant's requests say so: its fragments carry WooCommerce's own mini-cart markup. */
function wcAjaxUrl(site: SiteContext): string {
  return site.woo ? '/?woo=1&wc-ajax=%%endpoint%%' : '/?wc-ajax=%%endpoint%%';
}

/** What wp_localize_script prints for add-to-cart.js and cart-fragments.js, as one JSON block (no inline script: CSP). */
function wooParams(site: SiteContext) {
  const common = { ajax_url: '/wp-admin/admin-ajax.php', wc_ajax_url: wcAjaxUrl(site) };
  return {
    wc_add_to_cart_params: { ...common, i18n_view_cart: faIR.viewCart, cart_url: '/checkout-cart/', is_cart: site.isCart ? '1' : '', cart_redirect_after_add: 'no' },
    wc_cart_fragments_params: {
      ...common,
      cart_hash_key: `wc_cart_hash_${site.woo?.storageSuffix ?? ''}`,
      fragment_name: `wc_fragments_${site.woo?.storageSuffix ?? ''}`,
      request_timeout: '5000',
    },
  };
}

function themeScripts(site: SiteContext): SafeHtml | string {
  if (site.woo) {
    return html`<script src="/static/vendor/jquery.min.js"></script>
<script type="application/json" id="woo-params">${jsonScript(wooParams(site))}</script>
<script src="/static/woo-theme.js"></script>`;
  }
  return site.jquery ? html`<script src="/static/vendor/jquery.min.js"></script>\n<script src="/static/legacy-theme.js"></script>` : '';
}

export function layout(site: SiteContext, page: PageDefinition): SafeHtml {
  return html`<!doctype html>
<html lang="fa" dir="rtl">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover">
<title>${page.title}</title>
${page.description ? html`<meta name="description" content="${page.description}">` : ''}
<meta name="theme-color" content="#1d2a44">
<link rel="icon" href="${site.theme.favicon}" type="image/svg+xml">
${site.fontPreloads.map((href) => html`<link rel="preload" href="${href}" as="font" type="font/woff2" crossorigin>\n`)}
<link rel="stylesheet" href="${site.theme.css}">
${site.assets.head}
<script type="application/json" id="hsa-config">${jsonScript(pageConfig(site))}</script>
</head>
<body class="${page.bodyClass ?? ''}">
<a class="skip-link" href="#main">رفتن به محتوای اصلی</a>
${site.storeNotice ? storeNotice(site.storeNotice, site.path) : ''}
${site.comingSoonBanner ? comingSoonBanner(site.path) : ''}
${siteHeader(site)}
<main id="main" tabindex="-1">
${site.woo ? wooSection(site.woo.products, site.woo.cartBody) : ''}
${noticesBlock(site.notices)}
${page.main}
</main>
${siteFooter(site)}
${mobileNav(site)}
${page.islands?.includes('popups') ? html`<div data-island="popups" class="popups-root" data-logged-in="${site.login?.account ? '1' : ''}"></div>\n` : ''}${themeScripts(site)}
<script type="application/json" id="hsa-islands">${jsonScript(site.islands)}</script>
${site.assets.scripts}
</body>
</html>`;
}
