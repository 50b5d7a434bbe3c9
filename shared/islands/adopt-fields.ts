import { adoptKeyOf, findAdopted } from './adopt';

/**
 * Adopt's field half (DESIGN.md section 3; adopt.ts has the keys and the held clicks): the focused control, the text
 * typed into the fallback's fields and the selection, read before the view replaces the fallback and given to the
 * view's matching controls. Only mount-preact.ts uses it, so it loads with the first view, not with the page.
 */
type Field = HTMLInputElement | HTMLTextAreaElement;

interface FieldState {
  key: string;
  value: string;
  start: number | null;
  end: number | null;
  direction: 'forward' | 'backward' | 'none' | null;
}

export interface AdoptSnapshot {
  /**
   * The focused control's key, then the keys of the controls before it, nearest first; empty when focus was elsewhere.
   */
  focused: string[];
  /** Text fields whose value the shopper changed. */
  fields: FieldState[];
}

const isField = (el: Element | null): el is Field => el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement;

function selectionOf(field: Field): Pick<FieldState, 'start' | 'end' | 'direction'> {
  try {
    return { start: field.selectionStart, end: field.selectionEnd, direction: field.selectionDirection };
  } catch {
    return { start: null, end: null, direction: null }; // types without a selection (checkbox, number)
  }
}

/** What the shopper is doing inside the fallback, read just before the view replaces it. */
export function snapshotAdoption(root: HTMLElement): AdoptSnapshot {
  const active = document.activeElement;
  // A link without a key of its own is found again by its href (a menu's links, drawn again by the view).
  const keyOf = (el: Element) => {
    const href = el.localName === 'a' && el.getAttribute('href');
    return adoptKeyOf(el) ?? (href ? `a[href="${CSS.escape(href)}"]` : '');
  };
  // When the view has no such control (a fly-out's sub-category link the theme shows on focus, which the mega menu
  // draws only in a closed panel), the nearest one before it that the view has: focus never falls to <body>, and the
  // next Tab goes on from about where the shopper was. The selector is a11y/focusable.ts's in short: importing that
  // module would bring the modal layer's chunk to every view of the island build (the mini-cart's +2.4 KB).
  const before = (el: Element) => el.compareDocumentPosition(active!) & 4; // Node.DOCUMENT_POSITION_FOLLOWING
  const focused =
    active && active !== root && root.contains(active)
      ? [active, ...Array.from(root.querySelectorAll('a[href],button,input,select,textarea,summary,[tabindex]')).filter(before).reverse()].map(keyOf)
      : [];
  const fields: FieldState[] = [];
  root.querySelectorAll<Field>('input, textarea').forEach((field) => {
    const key = adoptKeyOf(field);
    if (!key || field.type === 'hidden' || field.value === field.defaultValue) return;
    fields.push({ key, value: field.value, ...selectionOf(field) });
  });
  return { focused, fields };
}

/**
 * Gives the view what the fallback held: each changed field's value (with an `input` event, so the view's state
 * hears it as typing), then focus and the selection back where they were.
 */
export function restoreAdoption(root: HTMLElement, snapshot: AdoptSnapshot): void {
  for (const state of snapshot.fields) {
    const field = findAdopted(root, state.key);
    if (!isField(field) || field.value === state.value) continue;
    field.value = state.value;
    field.dispatchEvent(new Event('input', { bubbles: true }));
  }
  // The first match that takes focus: a copy in a closed panel cannot.
  for (const key of snapshot.focused) {
    const target = key && findAdopted(root, key, (el) => (el.focus({ preventScroll: true }), document.activeElement === el));
    if (!target) continue;
    const state = snapshot.fields.find((f) => f.key === key);
    if (state && isField(target) && state.start !== null && state.end !== null) {
      try {
        target.setSelectionRange(state.start, state.end, state.direction ?? undefined);
      } catch {
        // a field type without a selection: focus is what matters
      }
    }
    return;
  }
}
