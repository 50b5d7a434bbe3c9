import type { Disposables } from '../../shared/islands/disposables';

/**
 * A variable product's SKU follows the variation chosen, as WooCommerce's variation form sets `.product_meta .sku`:
 * each choice carries its own (`data-sku` on the `variation_id` radio; nothing else has one), and the product's
 * `.sku` shows it, or the product's own again for a choice without one. A trade buyer checks the exact model code
 * before ordering. Without a script the product's SKU stays, and each choice's name says which it is.
 */
export function setupVariationSku(d: Disposables, doc: Document): void {
  d.listen(doc, 'change', (event) => {
    const choice = event.target as HTMLElement;
    const sku = choice.dataset?.sku !== undefined && choice.closest('.product')?.querySelector<HTMLElement>('.sku');
    if (!sku) return;
    const own = (sku.dataset.oSku ??= sku.textContent!);
    sku.textContent = choice.dataset.sku || own;
  });
}
