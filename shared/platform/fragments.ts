/**
 * WooCommerce fragments in the page: `{ selector: markup }` maps whose regions are replaced wholesale (WooCommerce's
 * `$.each(fragments, (key, value) => $(key).replaceWith(value))`). DOM work only; what the cart store learns from
 * them is shared/stores/cart-sync.ts's business.
 */

/** An island marks the element whose contents it writes itself; fragments leave what is inside alone. */
export const FRAGMENT_HOST = '[data-hsa-fragment-host]';

// A checkbox's, a radio's and a hidden field's value is their markup's (value === defaultValue): only typed text differs.
// A file field's value cannot be set (it throws), and is never kept.
const TYPED = 'input[name]:not([type=file]),textarea[name]';

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
      // What the shopper typed and has not sent (the cart page's other quantity, when a line is removed) stays, in
      // the field of the same name, unless the server changed that field's value.
      const typed = new Map<string, [string, string]>();
      for (const field of target.querySelectorAll<HTMLInputElement>(TYPED)) if (field.value !== field.defaultValue) typed.set(field.name, [field.defaultValue, field.value]);
      const fresh = parseMarkup(markup);
      for (const field of fresh.querySelectorAll<HTMLInputElement>(TYPED)) {
        const was = typed.get(field.name);
        if (was && field.defaultValue === was[0]) field.value = was[1];
      }
      target.replaceWith(fresh);
      replaced++;
    }
  }
  return replaced;
}
