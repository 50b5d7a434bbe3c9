import { formatNumber } from '../../shared/platform/digits';
import { html, type SafeHtml } from './html';

/**
 * A quantity field that shows Persian digits: `type="number"` would show Latin ones whatever the page's language,
 * so it is a text field with the numeric keyboard, a digits-only pattern (Persian, Arabic-Indic or Latin) and the
 * min/max WooCommerce prints. The server reads any of those digits. (WooCommerce prints the value as it is; the
 * product page keeps WooCommerce's value of 1 below a minimum, which the quantity-minimum behaviour raises.)
 */
export function quantityInput(field: { id: string; name: string; value: number; min: number; max?: number; describedBy?: string }): SafeHtml {
  return html`<input type="text" inputmode="numeric" pattern="[0-9۰-۹٠-٩]*" id="${field.id}" class="input-text qty text" name="${field.name}" value="${formatNumber(field.value, false)}" min="${field.min}" ${field.max && field.max > 0 ? html`max="${field.max}"` : ''} step="1" size="4" autocomplete="off" ${field.describedBy ? html`aria-describedby="${field.describedBy}"` : ''}>`;
}
