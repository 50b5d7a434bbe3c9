import type { CartLine } from '../../demo-pages/server/cart/cart-service';
import { rulesOf } from '../../demo-pages/server/cart/cart-rules';
import { miniCartBody } from '../../demo-pages/templates/mini-cart-body';

/**
 * Cart fixtures made by the demo store's own templates, so widget tests and Storybook see exactly the markup the
 * server sends (and the contract tests check that markup's shape against the schemas).
 */
export function line(id: number, quantity: number, overrides: Partial<CartLine['product']> = {}): CartLine {
  const product = {
    id,
    slug: `product-${id}`,
    title: `دریل چکشی رونیکس مدل ${2700 + id}`,
    sku: `RX-${2700 + id}`,
    type: 'simple' as const,
    price: 2_450_000,
    regularPrice: 2_450_000,
    salePrice: null,
    images: [`/img/p/${id}-1.svg`],
    soldIndividually: false,
    minQty: 1,
    maxQty: 0,
    stockStatus: 'instock' as const,
    stockQty: null,
    ...overrides,
  };
  return {
    key: id.toString(16).padStart(32, '0'),
    product,
    variation: null,
    variationText: '',
    quantity,
    unitPrice: product.price,
    lineTotal: product.price * quantity,
    rules: rulesOf(product),
  };
}

export function cartBody(lines: CartLine[]): string {
  return miniCartBody(lines, lines.reduce((s, l) => s + l.lineTotal, 0)).value;
}

export function miniCartResponse(lines: CartLine[], extra: Record<string, unknown> = {}) {
  return {
    html: cartBody(lines),
    count: lines.reduce((s, l) => s + l.quantity, 0),
    cart_hash: lines.length ? `hash-${lines.map((l) => `${l.product.id}x${l.quantity}`).join('-')}` : '',
    notices: { error: [], notice: [], success: [] },
    ...extra,
  };
}

export function fragmentsFor(lines: CartLine[]) {
  return { fragments: { 'div.widget_shopping_cart_content': cartBody(lines) }, cart_hash: `hash-${lines.length}` };
}
