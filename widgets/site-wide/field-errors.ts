import type { Disposables } from '../../shared/islands/disposables';

/**
 * Form fields the browser refuses at a submit say why in the shop's words, beside the field: the browser's own
 * bubble speaks the browser's language (an English Chrome says «Please select an item in the list.» on a Persian
 * product page), and is gone at the next click. This part, with every page, only takes the browser's turn: it
 * cancels the `invalid` events (one per refused field), focuses the first field as the browser would, and loads
 * what is said, and where (field-errors-view.ts). Should that
 * module not come, the browser says it after all. A field whose `invalid` another script already answered (a theme's
 * own validation cancelled it, on the field or in the capture before ours) is left to that script: this part answers
 * last, from a listener it adds on the field for that one event.
 */
type Field = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

export function setupFieldErrors(d: Disposables, doc: Document): void {
  let pass: Field[] | null = null;
  let native = false;
  const answer = (event: Event) => {
    const field = event.target as Field;
    if (native || event.defaultPrevented) return;
    event.preventDefault();
    if (pass) return void pass.push(field);
    const fields = (pass = [field]);
    field.focus();
    // the other fields of the same submit come in the same task
    d.timeout(() => {
      pass = null;
      import('./field-errors-view').then(
        (view) => view.showFieldErrors(fields),
        () => {
          native = true;
          field.reportValidity();
          native = false;
        },
      );
    }, 0);
  };
  // on the field, added now: after every listener the field had (the event does not bubble)
  d.listen(doc, 'invalid', (event) => event.target!.addEventListener('invalid', answer, { once: true }), { capture: true });
}
