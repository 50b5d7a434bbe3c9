/**
 * A short error next to the control that failed (role="alert", so it is read out once), removed on the next try.
 * The cart itself is untouched: nothing was applied.
 */
const ERROR_CLASS = 'hsa-inline-error';

export function showInlineError(control: Element, message: string): void {
  clearInlineError(control);
  const note = document.createElement('p');
  note.className = ERROR_CLASS;
  note.setAttribute('role', 'alert');
  note.textContent = message;
  const anchor = control.nextElementSibling?.classList.contains('added_to_cart') ? control.nextElementSibling : control;
  anchor.after(note);
}

export function clearInlineError(control: Element): void {
  const parent = control.parentElement;
  // not a refused field's line beside it (site-wide field errors, the same look): that one goes with its field
  parent?.querySelectorAll(`:scope > .${ERROR_CLASS}:not(.hsa-field-error)`).forEach((el) => el.remove());
}
