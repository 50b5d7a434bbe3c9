import { track } from '../../shared/platform/analytics';

/**
 * Appends the cards of the next page (infinite scroll, 'load more'): a card whose product id is already on the page
 * is dropped (spec section 4), so a listing that shifted between two requests never shows a product twice.
 */
export function appendCards(template: HTMLElement, markup: string): void {
  const incoming = template.ownerDocument.createElement('template');
  incoming.innerHTML = markup;
  const list = template.querySelector('ul.products');
  if (!list) return template.replaceChildren(incoming.content);
  const onPage = new Set(Array.from(template.querySelectorAll('li[data-product-id]'), (li) => li.getAttribute('data-product-id')));
  for (const card of Array.from(incoming.content.querySelectorAll('li[data-product-id]'))) {
    const id = card.getAttribute('data-product-id');
    if (onPage.has(id)) continue;
    onPage.add(id);
    // the server marks the first image of its page as the page's largest paint: not so for appended cards
    card.querySelector('img[fetchpriority]')?.removeAttribute('fetchpriority');
    list.append(card);
  }
}

const listed = new WeakSet<Element>();

/**
 * GA4's view_item_list for the cards not yet reported (a refresh reports its cards, an append only the new ones):
 * `{ event: 'view_item_list', ecommerce: { item_list_id, item_list_name, items: [{ item_id, item_name, index }] } }`.
 */
export function trackItemList(template: HTMLElement, doc: Document): void {
  const items: Array<{ item_id: string; item_name: string; index: number }> = [];
  template.querySelectorAll('li[data-product-id]').forEach((card, index) => {
    if (listed.has(card)) return;
    listed.add(card);
    items.push({
      item_id: card.getAttribute('data-product-id') ?? '',
      item_name: card.querySelector('.woocommerce-loop-product__title, h3')?.textContent?.trim() ?? '',
      index,
    });
  });
  if (!items.length) return;
  const name = doc.querySelector('h1')?.textContent?.trim() ?? '';
  track('view_item_list', { ecommerce: { item_list_id: location.pathname, item_list_name: name, items } });
}
