import { formatNumber, toPersianDigits } from '../../shared/platform/digits';
import { formatMessage, formatToman } from '../../shared/platform/messages';
import { faIR } from '../../shared/platform/messages';
import type { CartLine } from '../server/cart/cart-service';
import { html, type SafeHtml } from './html';

/**
 * WooCommerce's own markup, as a shop whose theme does not override it prints it (the `?woo=1` variant): the
 * mini-cart body of `cart/mini-cart.php` (lines with a remove link carrying `data-cart_item_key` and
 * `data-product_id`, the quantity only as text) and the product loop's `loop/add-to-cart.php` button, whose
 * `aria-describedby` points at an empty screen-reader span. The islands must cope with it as it is.
 */
export interface WooLoopProduct {
  id: number;
  slug: string;
  title: string;
  sku: string;
  price: number;
}

export function wooMiniCartBody(lines: CartLine[], subtotal: number, removeNonce: string): SafeHtml {
  if (!lines.length) {
    return html`<div class="widget_shopping_cart_content"><p class="woocommerce-mini-cart__empty-message">${faIR.cartEmpty}</p></div>`;
  }
  return html`<div class="widget_shopping_cart_content"><ul class="woocommerce-mini-cart cart_list product_list_widget">${lines.map(
    (line) => html`<li class="woocommerce-mini-cart-item mini_cart_item"><a role="button" href="/checkout-cart/?remove_item=${line.key}&amp;_wpnonce=${removeNonce}" class="remove remove_from_cart_button" aria-label="${faIR.removeItem}: ${toPersianDigits(line.product.title)}" data-product_id="${line.product.id}" data-cart_item_key="${line.key}" data-product_sku="" data-success_message="${formatMessage(faIR.removedFromCart, { title: toPersianDigits(line.product.title) })}">×</a><a href="/product/${line.product.slug}/">${toPersianDigits(line.product.title)}</a> <span class="quantity">${formatNumber(line.quantity)} × <span class="woocommerce-Price-amount amount">${formatToman(line.unitPrice)}</span></span></li>`,
  )}</ul><p class="woocommerce-mini-cart__total total"><strong>جمع جزء:</strong> <span class="woocommerce-Price-amount amount">${formatToman(subtotal)}</span></p><p class="woocommerce-mini-cart__buttons buttons"><a href="/checkout-cart/" class="button wc-forward">${faIR.viewCart}</a><a href="/checkout/" class="button checkout wc-forward">${faIR.checkout}</a></p></div>`;
}

/** The loop's add button and its empty describedby span, as loop/add-to-cart.php prints them. */
function wooLoopItem(p: WooLoopProduct): SafeHtml {
  const title = toPersianDigits(p.title);
  const describedBy = `woocommerce_loop_add_to_cart_link_describedby_${p.id}`;
  return html`<li class="product type-product post-${p.id} instock product-type-simple"><a href="/product/${p.slug}/" class="woocommerce-LoopProduct-link woocommerce-loop-product__link"><h2 class="woocommerce-loop-product__title">${title}</h2><span class="price">${formatToman(p.price)}</span></a><a href="?add-to-cart=${p.id}" aria-describedby="${describedBy}" data-quantity="1" class="button product_type_simple add_to_cart_button ajax_add_to_cart" data-product_id="${p.id}" data-product_sku="${p.sku}" aria-label="${faIR.addToCart}: «${title}»" rel="nofollow">${faIR.addToCart}</a><span id="${describedBy}" class="screen-reader-text"></span></li>`;
}

/**
 * What the `?woo=1` page adds after the header: a product loop in WooCommerce's markup and the cart widget
 * (`div.widget_shopping_cart` holding `div.widget_shopping_cart_content`), which thus comes after the header's
 * mini-cart in the page.
 */
export function wooSection(products: WooLoopProduct[], cartBody: SafeHtml): SafeHtml {
  return html`<section class="woo-demo" aria-label="ووکامرس">
<ul class="products columns-4 woo-loop">${products.map(wooLoopItem)}</ul>
<div class="widget woocommerce widget_shopping_cart"><h2 class="widgettitle">${faIR.cart}</h2>${cartBody}</div>
</section>`;
}
