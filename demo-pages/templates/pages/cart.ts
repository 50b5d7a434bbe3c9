import { formatNumber, toPersianDigits } from '../../../shared/platform/digits';
import { formatToman } from '../../../shared/platform/messages';
import { faIR } from '../../../shared/platform/messages';
import type { CartLine } from '../../server/cart/cart-service';
import { html, type SafeHtml } from '../html';
import { icon } from '../icons';
import { quantityInput } from '../quantity-input';
import type { PageDefinition } from '../site-context';

/**
 * Between a line's product and its variation where a line is named in words: the line's name on the cart page (what its
 * remove link's script reads) and the server's notices («… — حجم چسب: ۲۵ میلی‌لیتر» حذف شد.).
 */
export const VARIATION_SEPARATOR = ' — ';

/**
 * The cart page (/checkout-cart/). `div.hsa-cart-page` is also a cart fragment, so an add or a remove elsewhere
 * on the page re-renders it. Quantities post back with the form; remove links work as plain GET links with the
 * nonce, and the remove behaviour turns them into `?wc-ajax=remove_from_cart` calls.
 */
export function cartPageContent(lines: CartLine[], nonce: string): SafeHtml {
  if (!lines.length) {
    return html`<div class="hsa-cart-page">
  <div class="cart-empty">${icon('cart', 'cart-empty__icon')}<p class="cart-empty woocommerce-info">${faIR.cartEmpty}</p>
  <a class="button button--primary" href="/">بازگشت به فروشگاه</a></div>
</div>`;
  }
  const subtotal = lines.reduce((s, l) => s + l.lineTotal, 0);
  const regular = lines.reduce((s, l) => s + (l.variation ? l.variation.regularPrice : l.product.regularPrice) * l.quantity, 0);
  return html`<div class="hsa-cart-page">
  <form class="woocommerce-cart-form" action="/checkout-cart/" method="post">
    <input type="hidden" name="_wpnonce" value="${nonce}">
    <table class="shop_table cart">
      <thead><tr><th scope="col" class="product-name">محصول</th><th scope="col" class="product-price">قیمت</th><th scope="col" class="product-quantity">${faIR.count}</th><th scope="col" class="product-subtotal">جمع جزء</th><th scope="col" class="product-remove"><span class="hsa-visually-hidden">${faIR.removeItem}</span></th></tr></thead>
      <tbody>
        ${lines.map((line) => {
          const qtyId = `qty-${line.key}`;
          const titleId = `cart-title-${line.key}`;
          return html`<tr class="woocommerce-cart-form__cart-item cart_item" data-key="${line.key}">
          <td class="product-name" data-title="محصول"><div class="product-name__inner">
            <img src="${line.product.images[0] ?? ''}" alt="" width="56" height="56" loading="lazy">
            <span id="${titleId}"><a href="/product/${line.product.slug}/">${toPersianDigits(line.product.title)}</a>${line.variationText ? html`<small><span class="hsa-visually-hidden">${VARIATION_SEPARATOR}</span>${line.variationText}</small>` : ''}</span>
          </div></td>
          <td class="product-price" data-title="قیمت">${formatToman(line.unitPrice)}</td>
          <td class="product-quantity" data-title="${faIR.count}">
            ${line.rules.soldIndividually
              ? html`<span>${formatNumber(1)}</span><input type="hidden" name="cart[${line.key}][qty]" value="1">`
              : // Named by its product, as WooCommerce's «%s quantity» label does: a screen reader moving from field to
                // field heard «تعداد» four times, and which line each was took its description.
                html`<label class="hsa-visually-hidden" for="${qtyId}">${faIR.count} ${toPersianDigits(line.product.title)}${line.variationText ? `${VARIATION_SEPARATOR}${line.variationText}` : ''}</label>${quantityInput({ id: qtyId, name: `cart[${line.key}][qty]`, value: line.quantity, min: line.rules.min, max: line.rules.max })}`}
          </td>
          <td class="product-subtotal" data-title="جمع جزء">${formatToman(line.lineTotal)}</td>
          <td class="product-remove"><a href="/checkout-cart/?remove_item=${line.key}&_wpnonce=${nonce}" class="remove" data-cart_item_key="${line.key}" data-product_id="${line.product.id}" aria-label="${faIR.removeItem}" aria-describedby="${titleId}">${icon('trash')}</a></td>
        </tr>`;
        })}
      </tbody>
    </table>
    <div class="cart-actions"><button type="submit" class="button" name="update_cart" value="1">به‌روزرسانی سبد خرید</button></div>
  </form>
  <div class="cart-collaterals"><div class="cart_totals">
    <h2>جمع کل سبد خرید</h2>
    <table class="shop_table">
      <tr><th scope="row">تعداد کالا</th><td>${formatNumber(lines.reduce((s, l) => s + l.quantity, 0))}</td></tr>
      ${regular > subtotal ? html`<tr><th scope="row">سود شما از خرید</th><td class="cart-discount">${formatToman(regular - subtotal)}</td></tr>` : ''}
      <tr class="order-total"><th scope="row">مبلغ قابل پرداخت</th><td><strong>${formatToman(subtotal)}</strong></td></tr>
    </table>
    <a href="/checkout/" class="checkout-button button button--primary">${faIR.checkout}</a>
  </div></div>
</div>`;
}

export function cartPage(siteName: string, lines: CartLine[], nonce: string): PageDefinition {
  return {
    title: `${faIR.cart} - ${siteName}`,
    main: html`<div class="container cart-page woocommerce-cart"><h1 class="page-title">${faIR.cart}</h1>${cartPageContent(lines, nonce)}</div>`,
    bodyClass: 'woocommerce-cart',
  };
}
