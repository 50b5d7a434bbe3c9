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

/** The product's title for announcements: the element the button is described by, else its SKU-less label. */
export function productTitleOf(button: Element): string {
  const describedBy = button.getAttribute('aria-describedby');
  const titleEl = describedBy ? document.getElementById(describedBy.split(/\s+/)[0]!) : null;
  return (titleEl?.textContent ?? button.getAttribute('data-product_name') ?? '').trim();
}
