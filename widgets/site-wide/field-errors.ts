import type { Disposables } from '../../shared/islands/disposables';

/**
 * Form fields the browser refuses at a submit say why in the shop's words, beside the field: the browser's own
 * bubble speaks the browser's language (an English Chrome says «Please select an item in the list.» on a Persian
 * product page), and is gone at the next click. This part, with every page, only takes the browser's turn: it
 * cancels the `invalid` events (one per refused field), focuses the first field as the browser would, and loads
 * what is said, and where (field-errors-view.ts, which finds the form's other refused fields itself). Should that
 * module not come, the browser says it after all.
 */
type Field = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

export function setupFieldErrors(d: Disposables, doc: Document): void {
  let first: Field | null = null;
  let native = false;
  d.listen(
    doc,
    'invalid',
    (event) => {
      if (native) return;
      event.preventDefault();
      if (first) return;
      const field = (first = event.target as Field);
      field.focus();
      // the other fields of the same submit come in the same task
      d.timeout(() => {
        first = null;
        import('./field-errors-view').then(
          (view) => view.showFieldErrors(field),
          () => {
            native = true;
            field.reportValidity();
            native = false;
          },
        );
      }, 0);
    },
    { capture: true },
  );
}
