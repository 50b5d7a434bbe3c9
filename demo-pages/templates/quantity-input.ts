import { formatNumber } from '../../shared/platform/digits';
import { html, type SafeHtml } from './html';

/**
 * A quantity field that shows Persian digits: `type="number"` would show Latin ones whatever the page's language,
 * so it is a text field with the numeric keyboard, a digits-only pattern (Persian, Arabic-Indic or Latin) and the
 * min/max WooCommerce prints, spaces around the digits allowed (a paste). The server reads any of those digits. The
 * product page prints the minimum as its value (WooCommerce's `get_min_purchase_quantity()`), so a shopper without
 * JavaScript is not refused below it; the quantity-minimum behaviour raises any other field below its min.
 */
/** Said with the browser's own message for a quantity that is not a whole number (-5, 2.5, abc). */
export const QUANTITY_HINT = 'تعداد را با رقم و بدون اعشار وارد کنید، مانند ۲.';

export function quantityInput(field: { id: string; name: string; value: number; min: number; max?: number; describedBy?: string }): SafeHtml {
  // The title is what Chromium adds to its own "match the requested format" bubble: in Persian, what to type.
  return html`<input type="text" inputmode="numeric" pattern="\\s*[0-9۰-۹٠-٩]*\\s*" title="${QUANTITY_HINT}" id="${field.id}" class="input-text qty text" name="${field.name}" value="${formatNumber(field.value, false)}" min="${field.min}" ${field.max && field.max > 0 ? html`max="${field.max}"` : ''} step="1" size="4" autocomplete="off" ${field.describedBy ? html`aria-describedby="${field.describedBy}"` : ''}>`;
}
