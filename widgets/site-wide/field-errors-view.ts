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

/** The field whose line speaks for this one: a group of radio buttons has one line, under its first refused button. */
function holderOf(field: Field): Field | undefined {
  if (notes.has(field)) return field;
  if (field.type !== 'radio') return undefined;
  return [...notes.keys()].find((other) => other.type === 'radio' && other.name === field.name && other.form === field.form);
}

function clear(field: Field): void {
  const note = notes.get(field)!;
  notes.delete(field);
  note.remove();
  const rest = (field.getAttribute('aria-describedby') ?? '').split(' ').filter((id) => id && id !== note.id);
  if (rest.length) field.setAttribute('aria-describedby', rest.join(' '));
  else field.removeAttribute('aria-describedby');
  if (marked.has(field)) field.removeAttribute('aria-invalid');
  marked.delete(field);
}

/** Follows what the shopper does to a refused field: its line says the new reason, or goes. */
function follow(event: Event): void {
  const holder = holderOf(event.target as Field);
  if (!holder) return;
  const message = fieldMessage(holder);
  if (message) notes.get(holder)!.textContent = message;
  else clear(holder);
}

/** Says why each of `fields` was refused: those of one submit (or one field's `reportValidity()`), the focused first. */
export function showFieldErrors(fields: readonly Field[]): void {
  if (!listening) {
    listening = true;
    for (const type of ['input', 'change']) document.addEventListener(type, follow, true);
  }
  let first = true;
  for (const field of fields) {
    // An empty search is refused without a word; a group of radio buttons says it once.
    if (field.type === 'search' || (holderOf(field) ?? field) !== field) continue;
    const message = fieldMessage(field);
    if (!message) continue;
    let note = notes.get(field);
    if (!note?.isConnected) {
      if (note) clear(field);
      note = document.createElement('p');
      note.className = 'hsa-inline-error hsa-field-error';
      note.id = `hsa-field-error-${++made}`;
      // after the label of a box or button inside one; a group's line at the end of its fieldset
      const group = field.type === 'radio' ? field.closest('fieldset') : null;
      if (group) group.append(note);
      else (field.closest('label') ?? field).after(note);
      notes.set(field, note);
      field.setAttribute('aria-describedby', `${field.getAttribute('aria-describedby') ?? ''} ${note.id}`.trim());
      if (!field.hasAttribute('aria-invalid')) {
        field.setAttribute('aria-invalid', 'true');
        marked.add(field);
      }
    }
    note.textContent = message;
    if (first) announce(message);
    first = false;
  }
}
