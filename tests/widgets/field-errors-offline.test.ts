import { waitFor } from '@testing-library/preact';
import { expect, it, vi } from 'vitest';
import { createBehaviour } from '../../shared/islands/define-behaviour';
import { setupFieldErrors } from '../../widgets/site-wide/field-errors';

// What is said loads at the refused submit: the network gone by then, the module does not come.
vi.mock('../../widgets/site-wide/field-errors-view', () => {
  throw new Error('Failed to fetch dynamically imported module');
});

it('field errors: should what is said not load, the browser says it after all (its own bubble, not cancelled)', async () => {
  document.body.innerHTML = `<form><label for="v">انتخاب نوع</label><select id="v" required><option value="">انتخاب کنید…</option><option>الف</option></select><button>افزودن</button></form>`;
  const stop = createBehaviour({ name: 'test', setup: setupFieldErrors }).start(document);
  const events: Event[] = [];
  const seen = (e: Event) => events.push(e);
  const cancelled = () => events.map((e) => e.defaultPrevented);
  document.addEventListener('invalid', seen, true);
  try {
    document.querySelector('button')!.click();
    expect(cancelled()).toEqual([true]);
    // the field's own reportValidity: the browser's bubble on the same field, which keeps the focus
    await waitFor(() => expect(cancelled()).toEqual([true, false]));
    expect(document.activeElement).toBe(document.getElementById('v'));
    expect(document.querySelector('.hsa-field-error')).toBeNull();
  } finally {
    document.removeEventListener('invalid', seen, true);
    stop();
  }
});
