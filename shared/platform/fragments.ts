/**
 * WooCommerce fragments in the page: `{ selector: markup }` maps whose regions are replaced wholesale (WooCommerce's
 * `$.each(fragments, (key, value) => $(key).replaceWith(value))`). DOM work only; what the cart store learns from
 * them is shared/stores/cart-sync.ts's business.
 */

/** An island marks the element whose contents it writes itself; fragments leave what is inside alone. */
export const FRAGMENT_HOST = '[data-hsa-fragment-host]';

/** Parses a fragment's markup off-document (no scripts run, no images load). */
export function parseMarkup(markup: string): DocumentFragment {
  const template = document.createElement('template');
  template.innerHTML = markup;
  return template.content;
}

/**
 * Replaces each region a fragment names with its markup. A selector that does not parse is skipped, not thrown.
 * Regions inside a fragment host are skipped: their island writes them (keeping the shopper's focus) from the same
 * markup through $cart.
 */
export function replaceFragments(fragments: Record<string, string>, doc: Document = document): number {
  let replaced = 0;
  for (const [selector, markup] of Object.entries(fragments)) {
    let targets: Element[];
    try {
      targets = Array.from(doc.querySelectorAll(selector));
    } catch {
      continue;
    }
    for (const target of targets) {
      if (target.closest(FRAGMENT_HOST)) continue;
      target.replaceWith(parseMarkup(markup));
      replaced++;
    }
  }
  return replaced;
}
