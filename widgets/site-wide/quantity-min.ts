import type { Disposables } from '../../shared/islands/disposables';
import { observeMatches } from '../../shared/islands/observe';
import { formatNumber, parseLocalizedInt } from '../../shared/platform/digits';

/**
 * Quantity minimums (spec section 5): on page load, any quantity input whose value is below its `min` attribute
 * (where min ≥ 0) is raised to the min. Inputs that arrive later (a refreshed cart table) are raised too.
 * Values typed with Persian digits are read as numbers.
 */
const FIELD = 'input.qty[min], input[type="number"][name*="quantity"][min], input[type="number"][name^="cart["][min]';

export function raiseToMin(input: HTMLInputElement): boolean {
  const min = parseLocalizedInt(input.getAttribute('min'));
  if (!Number.isFinite(min) || min < 0) return false;
  const value = parseLocalizedInt(input.value);
  if (Number.isFinite(value) && value >= min) return false;
  // A number field only takes Latin digits; a text field shows the shopper Persian ones.
  input.value = input.type === 'number' ? String(min) : formatNumber(min, false);
  return true;
}

export function setupQuantityMinimums(d: Disposables, doc: Document): void {
  d.add(
    observeMatches(doc.body, FIELD, (el) => {
      if (el instanceof HTMLInputElement) raiseToMin(el);
    }),
  );
}
