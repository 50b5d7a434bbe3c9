import { parseLocalizedInt } from '../../shared/platform/digits';
import type { LineAction } from './body-focus';

/**
 * Reads a click inside the mini-cart body (server HTML) into a cart action: the line's key, product and quantity
 * come from the line's data attributes, the action from the button's `data-cart-action`. The store's setQty and
 * removeLine send it.
 */
export type { LineAction };

export interface LineTarget {
  control: HTMLElement;
  action: LineAction;
  key: string;
  productId: number;
  quantity: number;
}

export function lineTargetOf(target: EventTarget | null): LineTarget | null {
  const control = (target as Element | null)?.closest?.<HTMLElement>('[data-cart-action]');
  const line = control?.closest<HTMLElement>('[data-key]');
  if (!control || !line) return null;
  const action = control.dataset.cartAction;
  if (action !== 'inc' && action !== 'dec' && action !== 'remove') return null;
  const productId = parseLocalizedInt(line.dataset.product_id);
  const quantity = parseLocalizedInt(line.dataset.quantity);
  const key = line.dataset.key ?? '';
  if (!key || !Number.isFinite(productId)) return null;
  return { control, action, key, productId, quantity: Number.isFinite(quantity) ? quantity : 0 };
}
