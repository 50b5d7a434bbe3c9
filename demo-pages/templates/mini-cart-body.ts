import { formatNumber, toPersianDigits } from '../../shared/platform/digits';
import { formatMessage, formatToman } from '../../shared/platform/messages';
import { faIR } from '../../shared/platform/messages';
import type { CartLine } from '../server/cart/cart-service';
import { html, type SafeHtml } from './html';
import { icon } from './icons';

/**
 * The mini-cart body: the `html` of the mini-cart call and the `div.widget_shopping_cart_content` fragment.
 * It is server HTML (DESIGN.md 3): the island only puts it in its panel and handles the controls' clicks.
 * Each line is a group named by its product, so the + − and remove buttons keep their exact names from
 * fa-IR-strings.md and are still told apart by a screen reader.
 */
export function miniCartBody(lines: CartLine[], subtotal: number): SafeHtml {
  const count = lines.reduce((sum, line) => sum + line.quantity, 0);
  if (!lines.length) {
    return html`<div class="widget_shopping_cart_content"><div class="mini-cart-empty" data-cart-count="0">${icon('cart', 'mini-cart-empty__icon')}<p class="woocommerce-mini-cart__empty-message">${faIR.cartEmpty}</p></div></div>`;
  }
  return html`<div class="widget_shopping_cart_content">
<ul class="woocommerce-mini-cart cart_list product_list_widget" data-cart-count="${count}">
${lines.map((line) => {
  const titleId = `mini-cart-title-${line.key}`;
  const image = line.product.images[0] ?? '';
  // At the most the cart takes, + says why instead of asking the server for a quantity it will not apply; at a
  // minimum above 1, − does the same (the line goes with its remove button).
  // Each limit says itself (a line can be at both: a minimum of 3 with 3 in stock).
  const atMax = line.quantity >= line.rules.max;
  const atMin = line.rules.min > 1 && line.quantity <= line.rules.min;
  const limit = (at: boolean, which: string, text: string) =>
    at ? { text: html`<span class="mini-cart-item__limit" id="mini-cart-${which}-${line.key}">${text}</span>`, attrs: html` aria-disabled="true" aria-describedby="mini-cart-${which}-${line.key}"` } : { text: '', attrs: '' };
  const max = limit(atMax, 'max', line.rules.soldIndividually ? faIR.soldIndividually : formatMessage(faIR.maxQty, { max: line.rules.max }));
  const min = limit(atMin, 'min', formatMessage(faIR.minQty, { min: line.rules.min }));
  return html`<li class="woocommerce-mini-cart-item mini_cart_item" data-key="${line.key}" data-product_id="${line.product.id}" data-quantity="${line.quantity}">
  <a class="mini-cart-item__thumb" href="/product/${line.product.slug}/" tabindex="-1" aria-hidden="true"><img src="${image}" alt="" width="64" height="64" loading="lazy"></a>
  <div class="mini-cart-item__info">
    <a class="mini-cart-item__title" id="${titleId}" href="/product/${line.product.slug}/">${toPersianDigits(line.product.title)}</a>
    ${line.variationText ? html`<span class="mini-cart-item__variation">${line.variationText}</span>` : ''}
    <span class="quantity">${formatNumber(line.quantity)} × <span class="amount">${formatToman(line.unitPrice)}</span></span>
    ${max.text}${min.text}
  </div>
  <div class="mini-cart-item__controls" role="group" aria-labelledby="${titleId}">
    <div class="qty-stepper">
      <button type="button" class="qty-stepper__btn" data-cart-action="inc" aria-label="${faIR.increaseQty}"${max.attrs}>+</button>
      <span class="qty-stepper__value">${formatNumber(line.quantity)}</span>
      <button type="button" class="qty-stepper__btn" data-cart-action="dec" aria-label="${faIR.decreaseQty}"${min.attrs}>−</button>
    </div>
    <button type="button" class="mini-cart-item__remove" data-cart-action="remove" aria-label="${faIR.removeItem}">${icon('trash')}</button>
  </div>
</li>`;
})}
</ul>
<p class="woocommerce-mini-cart__total total"><strong>جمع جزء:</strong> <span class="amount">${formatToman(subtotal)}</span></p>
<p class="woocommerce-mini-cart__buttons buttons">
  <a href="/checkout-cart/" class="button wc-forward">${faIR.viewCart}</a>
  <a href="/checkout/" class="button checkout wc-forward button--primary">${faIR.checkout}</a>
</p>
</div>`;
}
