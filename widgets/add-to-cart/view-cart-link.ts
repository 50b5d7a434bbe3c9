import { t } from '../../shared/platform/i18n';

/**
 * After a successful add, WooCommerce inserts a 'View cart' link after the button (spec section 4), unless the
 * shopper is already on the cart page; one link per button, however many times it is clicked.
 */
export function insertViewCartLink(button: Element, cartUrl: string): HTMLAnchorElement | null {
  const next = button.nextElementSibling;
  if (next instanceof HTMLAnchorElement && next.classList.contains('added_to_cart')) return null;
  const link = document.createElement('a');
  link.href = cartUrl;
  link.className = 'added_to_cart wc-forward';
  link.textContent = t('viewCart');
  button.after(link);
  return link;
}

/** The title of the product card or summary the control sits in (WooCommerce's loop and our cards). */
function cardTitleOf(control: Element): string {
  const card = control.closest('li.product, .product-card, .product, .type-product');
  const title = card?.querySelector('.woocommerce-loop-product__title, .product_title, h2, h3');
  return title?.textContent?.trim() ?? '';
}

/**
 * The product's title for announcements: the element the button is described by, else its data-product_name, else
 * the card's title, else its aria-label (WooCommerce's loop describes its button by an empty screen-reader span and
 * names it "Add to cart: “title”").
 */
export function productTitleOf(button: Element): string {
  const describedBy = button.getAttribute('aria-describedby');
  const titleEl = describedBy ? document.getElementById(describedBy.split(/\s+/)[0]!) : null;
  const candidates = [titleEl?.textContent, button.getAttribute('data-product_name'), cardTitleOf(button), button.getAttribute('aria-label')];
  return candidates.map((text) => text?.trim() ?? '').find(Boolean) ?? '';
}
