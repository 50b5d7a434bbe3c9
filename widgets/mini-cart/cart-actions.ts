import { t } from '../../shared/platform/i18n';
import { noticeMessages, quantityMessages } from '../../shared/stores/cart-messages';
import { $cartEndpoint, lineQuantity } from '../../shared/stores/cart';
import { applyMiniCart, endpointMissing, refreshCart, sendMiniCart, type CartOutcome } from '../../shared/stores/cart-sync';
import type { MiniCartRequest } from '../../shared/api/contracts/cart';

/**
 * The mini-cart's writes (spec sections 4 and 7): set_qty and remove, through the one cart queue, so requests are
 * sent one at a time, in order, and the view always ends on what the server applied. Loaded with the panel.
 */
export type { CartOutcome };

/** What a change says when the site has no mini-cart call: the lines are read-only, the cart page changes them. */
const readOnlyOutcome = (): CartOutcome => ({ ok: false, messages: [t('operationError')] });

async function write(body: MiniCartRequest | (() => MiniCartRequest)): Promise<CartOutcome> {
  if ($cartEndpoint.get() === 'missing') return readOnlyOutcome();
  const result = await sendMiniCart(body);
  if (!result.ok) {
    if (endpointMissing(result.error)) {
      await refreshCart(); // read through WooCommerce's fragments instead
      return readOnlyOutcome();
    }
    // Not JSON (a PHP warning, a login page): the spec's bad_json, answered by a refresh.
    if (result.error.kind === 'bad_json') {
      const refreshed = await refreshCart();
      return { ok: false, messages: refreshed.ok ? [] : refreshed.messages, error: result.error };
    }
    return { ok: false, messages: [t('genericError')], error: result.error };
  }
  const data = result.data;
  if (data.error) {
    if (data.error === 'not_found' && data.hint === 'refresh_keys') {
      const refreshed = await refreshCart();
      return { ok: false, messages: [...noticeMessages(data.notices), ...(refreshed.ok ? [] : refreshed.messages)] };
    }
    applyMiniCart(data);
    const messages = noticeMessages(data.notices);
    return { ok: false, messages: messages.length ? messages : [t('genericError')] };
  }
  applyMiniCart(data);
  return { ok: true, messages: [...quantityMessages(data.meta), ...noticeMessages(data.notices)] };
}

/**
 * + and −: set_qty with the line's quantity plus or minus one, never below 0 (spec section 4). The quantity is read
 * when the request leaves the queue, from the newest body: an add queued before it is counted, never overwritten.
 */
export function changeLineQuantity(line: { key: string; productId: number; quantity: number }, delta: 1 | -1): Promise<CartOutcome> {
  return write(() => ({
    action: 'set_qty',
    key: line.key,
    qty: Math.max(0, (lineQuantity(line.key) ?? line.quantity) + delta),
    product_id: line.productId,
  }));
}

export function removeLine(line: { key: string; productId: number }): Promise<CartOutcome> {
  return write({ action: 'remove', key: line.key, product_id: line.productId });
}
