import type { Disposables } from '../../shared/islands/disposables';

/**
 * Form fields the browser refuses at a submit say why in the shop's words, beside the field: the browser's own
 * bubble speaks the browser's language (an English Chrome says «Please select an item in the list.» on a Persian
 * product page), and is gone at the next click. This part, with every page, only takes the browser's turn: it
 * cancels the `invalid` events of a submit the shopper made (one per refused field), focuses the first field as the
 * browser would, and loads what is said, and where (field-errors-view.ts). Should that module not come, the browser
 * says it after all.
 *
 * Only a submit the shopper made (a press of a submit button, Enter in a field) in a form the browser validates: a
 * script's own `checkValidity()` fires the same events and means no word and no focus (WooCommerce Blocks' fields
 * check themselves at each blur: answered, the focus would be held in an empty field). A field whose `invalid`
 * another script already answered (a theme's own validation cancelled it) is left to that script: this part answers
 * last, from a listener it adds on the field for that one event.
 */
type Field = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

export function setupFieldErrors(d: Disposables, doc: Document): void {
  let pass: Field[] | null = null;
  let submitting = false;
  // the browser validates in the task of the press or the key that submits
  const arm = (event: Event) => {
    if (event.type === 'click' ? (event.target as Element).closest?.('[type=submit],button:not([type])') : (event as KeyboardEvent).key === 'Enter') {
      submitting = true;
      d.timeout(() => (submitting = false), 0);
    }
  };
  d.listen(doc, 'click', arm, { capture: true });
  d.listen(doc, 'keydown', arm, { capture: true });
  const answer = (event: Event) => {
    const field = event.target as Field;
    if (!submitting || d.disposed || event.defaultPrevented || field.form?.noValidate) return;
    event.preventDefault();
    if (pass) return void pass.push(field);
    const fields = (pass = [field]);
    field.focus();
    // the other fields of the same submit come in the same task
    d.timeout(() => {
      pass = null;
      import('./field-errors-view').then(
        (view) => view.showFieldErrors(fields),
        // a turn after the submit's task: this part does not answer it (submitting is over)
        () => field.reportValidity(),
      );
    }, 0);
  };
  // on the field, added now: after every listener the field had (the event does not bubble); taken off first, so that
  // one left from an event another script stopped comes last again
  d.listen(
    doc,
    'invalid',
    ({ target }) => {
      target!.removeEventListener('invalid', answer);
      target!.addEventListener('invalid', answer, { once: true });
    },
    { capture: true },
  );
}
