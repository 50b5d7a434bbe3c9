import { formatNumber } from '../../shared/platform/digits';
import { formatMessage } from '../../shared/platform/messages';
import { faIR } from '../../shared/platform/messages';
import { html, type SafeHtml } from './html';
import { icon } from './icons';
import { loginArea } from './login-area';
import type { SiteContext } from './site-context';

/**
 * The site header as the PHP theme emits it. Without JavaScript: the logo and category links are links, the search
 * form submits to the search results, and the cart button is a link to the cart page.
 */
/**
 * A cart badge: Persian digits on screen, «{count} کالا» for screen readers. The control it sits in names itself
 * «سبد خرید» (aria-labelledby) and takes the count as its description (aria-describedby → `labelId`).
 */
export function cartBadge(count: number, labelId: string, extraClass = ''): SafeHtml {
  return html`<span class="cart-badge ${extraClass}" data-hsa-cart-badge ${count === 0 ? html`hidden` : ''}><span aria-hidden="true" data-badge-count>${formatNumber(count)}</span><span class="hsa-visually-hidden" id="${labelId}" data-badge-label>${formatMessage(faIR.cartCountLabel, { count })}</span></span>`;
}

export function miniCart(site: SiteContext): SafeHtml {
  return html`<div class="mini-cart" data-island="mini-cart">
  <a class="mini-cart__button header-action" data-adopt="cart-button" href="/checkout-cart/" aria-labelledby="header-cart-label" aria-describedby="header-cart-count">
    ${icon('cart')}<span class="header-action__label" id="header-cart-label">${faIR.cart}</span>${cartBadge(site.cart.count, 'header-cart-count')}
  </a>
  <div class="mini-cart__fallback" hidden>${site.cart.bodyHtml}</div>
</div>`;
}

/** The text searched for on this request (WooCommerce's get_search_query(), which its search form prints as `value`). */
const searchQuery = (site: SiteContext) => new URL(site.path, 'http://localhost').searchParams.get('s')?.trim() ?? '';

function searchForm(site: SiteContext): SafeHtml {
  const query = searchQuery(site);
  return html`<div class="site-search" data-island="live-search" data-load-on="interaction">
  <form class="site-search__form" role="search" method="get" action="/">
    <label class="hsa-visually-hidden" for="site-search-input">${faIR.search}</label>
    <input id="site-search-input" class="site-search__input" type="search" name="s" required minlength="1" autocomplete="off" placeholder="${faIR.searchIn} ${faIR.searchProducts}…"${query ? html` value="${query}"` : ''}>
    <input type="hidden" name="post_type" value="product">
    <button class="site-search__submit" type="submit" aria-label="${faIR.search}">${icon('search')}</button>
  </form>
</div>`;
}

/**
 * The category bar: links to every category, sub-categories in nested lists (shown on hover or focus by the theme's
 * CSS without JavaScript), and under each sub-category its brands with the most products («دریل رونیکس», the
 * listing filtered by `_brand`), which only the mega menu shows. The header's mega menu (on a desktop) and its
 * drawer (on a phone) are built from it. Its first item, the mega menu's «دسته‌بندی کالاها», is printed too (shown only at ≥ 993 px with a script), so that
 * nothing moves and no Tab stop appears behind focus when the menu's view takes the bar over.
 */
function categoryNav(site: SiteContext): SafeHtml {
  return html`<div class="site-header__bottom">
  <div class="container site-header__bottom-inner" data-header-part="mega">
  <nav id="site-categories" aria-label="${faIR.allCategories}">
    <ul class="category-nav">
      <li class="category-nav__item category-nav__all"><button type="button" class="category-nav__link" data-adopt="mega-all" aria-expanded="false">${faIR.allCategories}</button></li>
      ${site.categories.map(
        (cat) => html`<li class="category-nav__item">
        <a class="category-nav__link" href="/product-category/${cat.slug}/">${cat.name}</a>
        ${cat.children.length
          ? html`<ul class="category-nav__sub">${cat.children.map(
              (child) => html`<li><a href="/product-category/${child.slug}/">${child.name}</a>${child.brands.length
                ? html`<ul class="category-nav__brands">${child.brands.map((brand) => html`<li><a href="/product-category/${child.slug}/?_brand=${encodeURIComponent(brand.slug)}">${child.name} ${brand.name}</a></li>`)}</ul>`
                : ''}</li>`,
            )}</ul>`
          : ''}
      </li>`,
      )}
    </ul>
  </nav>
  </div>
</div>`;
}

/** The drawer's toggle: without JavaScript a link to the category bar. */
function menuToggle(): SafeHtml {
  return html`<div class="site-header__menu" data-header-part="drawer">
    <a class="header-action site-header__menu-toggle" href="#site-categories" data-adopt="header-menu">${icon('menu')}<span class="header-action__label">${faIR.menu}</span></a>
  </div>`;
}

/**
 * The location button (spec section 2): the chosen city (cookie `gk_city`) or «انتخاب شهر». It opens the city
 * dialog, so it needs JavaScript (hidden without it).
 */
function cityButton(city: string | null | undefined): SafeHtml {
  return html`<div class="site-header__city js-only" data-header-part="city">
    <button type="button" class="header-action site-header__city-button" data-adopt="header-city" aria-haspopup="dialog" aria-expanded="false" aria-labelledby="${city ? 'header-city-label header-city-name' : 'header-city-name'}">${icon('pin')}<span class="hsa-visually-hidden" id="header-city-label">${faIR.chooseCity}</span><span class="site-header__city-name header-action__label" id="header-city-name">${city || faIR.chooseCity}</span></button>
  </div>`;
}

export function siteHeader(site: SiteContext): SafeHtml {
  return html`<header class="site-header" data-island="header" data-load-on="idle">
  <div class="site-header__top">
  <div class="container site-header__main">
    ${menuToggle()}
    <a class="site-logo" href="/" aria-label="${site.siteName} — ${faIR.navHome}">
      <img src="${site.theme.logo}" alt="" width="40" height="40">
      <span class="site-logo__text">${site.siteName}</span>
    </a>
    ${searchForm(site)}
    <div class="site-header__actions">
      ${cityButton(site.city)}
      ${loginArea(site)}
      ${miniCart(site)}
    </div>
  </div>
  </div>
  ${categoryNav(site)}
</header>`;
}
