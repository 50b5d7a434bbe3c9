import { announce } from '../../shared/a11y/announcer';
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

/**
 * Each line again after what the shopper did (a turn later: after the field's own listeners, which may clear a
 * message of theirs): its new reason, or gone once the field is valid. At the next focus or press too, for a value
 * a script set without an event (jQuery's `.val().trigger('change')` sends none). A field or line the page took away
 * (a form drawn again) is let go.
 */
function refresh(): void {
  for (const [holder, note] of notes) {
    const message = holder.isConnected && note.isConnected ? fieldMessage(holder) : '';
    if (message) note.textContent = message;
    else clear(holder);
  }
}

/** Says why each of `fields` was refused: those of one submit (or one field's `reportValidity()`), the focused first. */
export function showFieldErrors(fields: readonly Field[]): void {
  if (!listening) {
    listening = true;
    for (const type of ['input', 'change', 'focusin', 'click']) document.addEventListener(type, () => notes.size && setTimeout(refresh), true);
  }
  refresh();
  let first = true;
  for (const field of fields) {
    const group = membersOf(field);
    // An empty search is refused without a word; a group of radio buttons says it once.
    if (field.type === 'search' || [...notes.keys()].some((holder) => holder !== field && group.includes(holder as HTMLInputElement))) continue;
    const message = fieldMessage(field);
    if (!message) continue;
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
      for (const member of group) {
        member.setAttribute('aria-describedby', `${member.getAttribute('aria-describedby') ?? ''} ${note.id}`.trim());
        // a theme's aria-invalid="false" said there was nothing wrong: ours now, taken back with the line
        if (member.getAttribute('aria-invalid') !== 'true') {
          member.setAttribute('aria-invalid', 'true');
          marked.add(member);
        }
      }
    }
    note.textContent = message;
    if (first) announce(message);
    first = false;
  }
}
