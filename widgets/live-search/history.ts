import { local } from '../../shared/platform/storage';

/**
 * The search history, kept on the device (spec section 3, "Search history"): the recently viewed products (a
 * product suggestion without its price; de-duplicated by post_id, newest first, at most 5) and the recent phrases
 * (de-duplicated as a shopper reads them: «دريل» and «دریل» are one phrase; newest first, at most 5).
 * Imported by the island's entry for the product-page hook, so it stays small and does nothing at import: the
 * phrases, which need the Persian folding, are in phrases.ts, loaded with the view.
 */
export const HISTORY_KEY = 'hsa_search_history';
export const HISTORY_LIMIT = 5;

export interface ViewedProduct {
  post_id: string;
  value: string;
  url: string;
  image_src?: string | undefined;
}

export interface SearchHistory {
  products: ViewedProduct[];
  phrases: string[];
}

const isText = (v: unknown): v is string => typeof v === 'string';
const isProduct = (v: unknown): v is ViewedProduct => {
  const p = v as ViewedProduct | null;
  return !!p && isText(p.post_id) && isText(p.value) && isText(p.url) && (p.image_src === undefined || isText(p.image_src));
};
const isHistory = (v: unknown): v is SearchHistory => {
  const h = v as SearchHistory | null;
  return !!h && Array.isArray(h.products) && h.products.every(isProduct) && Array.isArray(h.phrases) && h.phrases.every(isText);
};

export function readHistory(): SearchHistory {
  return local.getJson<SearchHistory>(HISTORY_KEY, isHistory, { products: [], phrases: [] });
}

export function writeHistory(history: SearchHistory): SearchHistory {
  local.setJson(HISTORY_KEY, history);
  return history;
}

export function addProduct(product: { post_id?: string | number | undefined; value: string; url?: string | undefined; image_src?: string | undefined }): SearchHistory {
  const history = readHistory();
  if (product.post_id === undefined || !product.url || !product.value) return history;
  const entry: ViewedProduct = { post_id: String(product.post_id), value: product.value, url: product.url };
  if (product.image_src) entry.image_src = product.image_src;
  const products = [entry, ...history.products.filter((p) => p.post_id !== entry.post_id)].slice(0, HISTORY_LIMIT);
  return writeHistory({ ...history, products });
}

export function clearHistory(): SearchHistory {
  local.remove(HISTORY_KEY);
  return { products: [], phrases: [] };
}

/**
 * The product-page hook: a product page (WooCommerce's `body.single-product`) records its product as viewed, read
 * from WooCommerce's own markup (the title, the add-to-cart button's product id or else the product's post-{ID}
 * class, the first gallery image).
 */
export function recordViewedProduct(doc: Document = document): void {
  if (!doc.body?.classList.contains('single-product')) return;
  // An out-of-stock product has no add-to-cart form: then the product wrapper's post-{ID} class (WooCommerce's post_class).
  const id = doc.querySelector<HTMLButtonElement | HTMLInputElement>('[name="add-to-cart"]')?.value || /\bpost-(\d+)/.exec(doc.querySelector('.type-product')?.className ?? '')?.[1];
  const title = doc.querySelector('.product_title')?.textContent?.trim();
  if (!id || !title) return;
  const canonical = doc.querySelector<HTMLLinkElement>('link[rel="canonical"]')?.href;
  const image = doc.querySelector<HTMLImageElement>('.woocommerce-product-gallery img, .product-gallery img');
  addProduct({ post_id: id, value: title, url: canonical || location.pathname, image_src: image?.getAttribute('src') ?? undefined });
}
