import { announce } from '../../shared/a11y/announcer';
import { on } from '../../shared/events/bridge';
import { toPersianDigits } from '../../shared/platform/digits';
import { t } from '../../shared/platform/messages/field-errors';

/**
 * What a refused field says, under it (field-errors.ts hands over the fields of one refused submit, the first
 * focused): a line of the theme's inline error (`.hsa-inline-error`), tied to the field by `aria-describedby`, the
 * field `aria-invalid` meanwhile, and the first field's line announced (the focus came before the words). The line
 * follows what the shopper types and goes when the field is valid. A message another script set
 * (`setCustomValidity`) is said as it is; what the server printed (its own error, its `aria-invalid`) is left alone.
 */
type Field = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

const notes = new Map<Field, HTMLElement>();
/** Fields whose aria-invalid is ours to take back. */
const marked = new WeakSet<Field>();
let made = 0;
let listening = false;

const value = (attribute: string) => (attribute !== '' && Number.isFinite(+attribute) ? +attribute : toPersianDigits(attribute));

/** What the field says while it is refused; '' once it is valid. */
export function fieldMessage(field: Field): string {
  const v = field.validity;
  if (v.valid) return '';
  if (v.customError) return field.validationMessage;
  const { type, min, max, minLength, title } = field as HTMLInputElement;
  const quantity = /\bqty\b/.test(field.className) || field.name.includes('quantity');
  if (v.valueMissing) return t(field.tagName === 'SELECT' || type === 'radio' ? 'fieldChoose' : type === 'checkbox' ? 'fieldCheck' : 'fieldRequired');
  if (v.badInput) return t('fieldNumber');
  if (v.typeMismatch) return t(type === 'email' ? 'fieldEmail' : 'fieldUrl');
  if (v.rangeUnderflow) return t(quantity ? 'minQty' : 'fieldMin', { min: value(min) });
  if (v.rangeOverflow) return t(quantity ? 'maxQty' : 'fieldMax', { max: value(max) });
  if (v.tooShort) return t('fieldTooShort', { min: minLength });
  // the pattern's title says what to type, as the browser adds it to its own words
  if (v.patternMismatch || v.tooLong) return title || t(type === 'tel' ? 'fieldMobile' : 'fieldFormat');
  return t('fieldStep');
}

/** The fields a line speaks for: a group of radio buttons (one name, one form) has one line, held by its first. */
function membersOf(field: Field): Field[] {
  if (field.type !== 'radio') return [field];
  return Array.from(document.querySelectorAll<HTMLInputElement>('input[type=radio]')).filter((other) => other.name === field.name && other.form === field.form);
}

function clear(holder: Field): void {
  const note = notes.get(holder)!;
  notes.delete(holder);
  note.remove();
  for (const field of membersOf(holder).concat(holder)) {
    const rest = (field.getAttribute('aria-describedby') ?? '').split(' ').filter((id) => id && id !== note.id);
    if (rest.length) field.setAttribute('aria-describedby', rest.join(' '));
    else field.removeAttribute('aria-describedby');
    if (marked.has(field)) field.removeAttribute('aria-invalid');
    marked.delete(field);
  }
}

/** Names of refused fields the page took away since the last submit: the cart table drawn again brings them back. */
const lost = new Set<string>();

/**
 * Each line again after what the shopper did (a turn later: after the field's own listeners, which may clear a
 * message of theirs): its new reason, or gone once the field is valid. At the next focus or press too, for a value
 * a script set without an event (jQuery's `.val().trigger('change')` sends none). A field or line the page took away
 * is let go; but once the cart is drawn again (`redrawn`: the cart table after a line's remove keeps what was typed
 * in the other lines, fragments.ts), the new field of a lost one's name in the cart form takes the line while it is
 * still refused.
 */
function refresh(redrawn?: boolean): void {
  for (const [holder, note] of notes) {
    const message = holder.isConnected && note.isConnected ? fieldMessage(holder) : '';
    if (message) note.textContent = message;
    else {
      clear(holder);
      if (!holder.isConnected && holder.name) lost.add(holder.name);
    }
  }
  if (!redrawn) return;
  for (const name of lost) {
    const again = document.getElementsByName(name)[0];
    if (again?.closest('.woocommerce-cart-form') && 'validity' in again) place(again as Field);
  }
  lost.clear();
}

/** The field's line (made, or its words again); '' when the field is valid. */
function place(field: Field): string {
  const message = fieldMessage(field);
  if (!message) return '';
  let note = notes.get(field);
  if (!note) {
    note = document.createElement('p');
    note.className = 'hsa-inline-error hsa-field-error';
    note.id = `hsa-field-error-${++made}`;
    // after the field, or the label holding it (a box, a button); a group's line at the end of its fieldset, or
    // after its list (WooCommerce's <li><input><label> lists)
    const set = field.type === 'radio' ? field.closest('fieldset, [role=radiogroup]') : null;
    const list = field.type === 'radio' ? field.closest('ul, ol') : null;
    if (set) set.append(note);
    else (list ?? field.closest('label') ?? field).after(note);
    notes.set(field, note);
    for (const member of membersOf(field)) {
      member.setAttribute('aria-describedby', `${member.getAttribute('aria-describedby') ?? ''} ${note.id}`.trim());
      // a theme's aria-invalid="false" said there was nothing wrong: ours now, taken back with the line
      if (member.getAttribute('aria-invalid') !== 'true') {
        member.setAttribute('aria-invalid', 'true');
        marked.add(member);
      }
    }
  }
  return (note.textContent = message);
}

/** Says why each of `fields` was refused: those of one submit (or one field's `reportValidity()`), the focused first. */
export function showFieldErrors(fields: readonly Field[]): void {
  if (!listening) {
    listening = true;
    for (const type of ['input', 'change', 'focusin', 'click']) document.addEventListener(type, () => notes.size && setTimeout(refresh), true);
    for (const name of ['removed_from_cart', 'updated_wc_div', 'wc_fragments_refreshed'] as const) on(name, () => setTimeout(refresh, 0, true));
  }
  refresh();
  lost.clear(); // a field taken away before this submit is no longer the shopper's
  let first = true;
  for (const field of fields) {
    // An empty search is refused without a word; a group of radio buttons says it once.
    if (field.type === 'search' || [...notes.keys()].some((holder) => holder !== field && membersOf(field).includes(holder as HTMLInputElement))) continue;
    const message = place(field);
    if (!message) continue;
    if (first) announce(message);
    first = false;
  }
  // The cart page's success notices of the last update («سبد خرید به‌روز شد.») no longer tell what the form holds: they
  // go, as WooCommerce's cart.js clears its notices at an update. A remove's notice, with its «بازگردانی؟», stays.
  if (fields[0]?.form?.classList.contains('woocommerce-cart-form')) {
    // the notices go, their wrapper stays (WooCommerce's cart.js puts its next notice in the first one)
    for (const notice of document.querySelectorAll('.woocommerce-notices-wrapper .woocommerce-message')) if (!notice.querySelector('.restore-item')) notice.remove();
  }
}
