import type { Step } from './direction';

/**
 * The keyboard model of an editable combobox with a listbox popup, as one pure mapping from a keydown to what it
 * asks for (WAI-ARIA APG, Combobox, "Editable Combobox With List Autocomplete":
 * https://www.w3.org/WAI/ARIA/apg/patterns/combobox/examples/combobox-autocomplete-list/). DOM focus stays in the
 * text box; the active option is shown with aria-activedescendant.
 *
 * Keys that only move the caret or leave the box (Tab, Left/Right) are not prevented; keys the combobox consumes
 * are. Nothing is handled while an IME composes (Persian keyboards do), so Enter that ends a composition never
 * selects.
 */
export type ComboboxKeyAction =
  | Step
  /** Alt+ArrowDown: show the list without moving through it. */
  | 'open'
  | 'select'
  /** Ctrl/Cmd+Enter: the active option's link in a new tab. */
  | 'selectNewTab'
  | 'close'
  /** Escape on a closed list: the text is cleared. */
  | 'clear'
  /** Left/Right arrow with an option active: back to the text, the caret moves as usual. */
  | 'deactivate';

export interface ComboboxKeyContext {
  open: boolean;
  /** An option is active (aria-activedescendant is set). */
  active: boolean;
  /** The text box holds text. */
  hasText: boolean;
}

export function comboboxKeyAction(event: KeyboardEvent, context: ComboboxKeyContext): ComboboxKeyAction | null {
  if (event.isComposing || event.keyCode === 229) return null;
  const { open, active, hasText } = context;
  let action: ComboboxKeyAction | null = null;
  let prevent = true;
  switch (event.key) {
    case 'ArrowDown':
      action = event.altKey ? 'open' : 'next';
      break;
    case 'ArrowUp':
      action = event.altKey ? 'close' : 'prev';
      break;
    // On the text, Home and End move the caret (APG); only inside an open list with an active option are they the list's.
    case 'Home':
    case 'End':
      if (open && active) action = event.key === 'Home' ? 'first' : 'last';
      break;
    // Enter with no active option is the form's (the search submits).
    case 'Enter':
      if (open && active) action = event.ctrlKey || event.metaKey ? 'selectNewTab' : 'select';
      break;
    // A closed, empty combobox leaves Escape to what holds it (a dialog closes).
    case 'Escape':
      action = open ? 'close' : hasText ? 'clear' : null;
      break;
    case 'Tab':
      if (open) action = 'close';
      prevent = false;
      break;
    case 'ArrowLeft':
    case 'ArrowRight':
      if (active) action = 'deactivate';
      prevent = false;
      break;
  }
  if (action && prevent) event.preventDefault();
  return action;
}
