import { stepIndex } from '../a11y/roving-focus';
import type { Step } from '../a11y/direction';

/**
 * The combobox's state, apart from its ARIA wiring (React Aria's split: this part is pure and framework-free; the
 * wiring is use-combobox.ts). WAI-ARIA APG, Combobox: https://www.w3.org/WAI/ARIA/apg/patterns/combobox/
 *
 * `active` indexes the enabled options in reading order (`selectableOptions`), so group headings and disabled
 * options are never reached by the arrow keys. Every action returns a new state, or the same one when nothing
 * changed (so a view can skip the render).
 */
export interface ComboboxOption<T = unknown> {
  /** Unique among the options; the option's element id is derived from it. */
  id: string;
  label: string;
  value?: T;
  /** Enter and a click follow it; Ctrl/Cmd+Enter opens it in a new tab. */
  href?: string;
  disabled?: boolean;
}

export interface ComboboxGroup<T = unknown> {
  id: string;
  /** The group's heading, read with each of its options and skipped by the arrow keys. */
  label: string;
  options: ComboboxOption<T>[];
}

export type ComboboxItem<T = unknown> = ComboboxOption<T> | ComboboxGroup<T>;

export interface ComboboxState<T = unknown> {
  query: string;
  items: ComboboxItem<T>[];
  open: boolean;
  /** Index into `selectableOptions(state.items)`; -1 when no option is active. */
  active: number;
}

export const isGroup = <T>(item: ComboboxItem<T>): item is ComboboxGroup<T> => 'options' in item;

/** The options the keys move through: every enabled option, groups flattened, headings left out. */
export function selectableOptions<T>(items: ComboboxItem<T>[]): ComboboxOption<T>[] {
  return items.flatMap((item) => (isGroup(item) ? item.options : [item])).filter((option) => !option.disabled);
}

export function createCombobox<T>(query = '', items: ComboboxItem<T>[] = []): ComboboxState<T> {
  return { query, items, open: false, active: -1 };
}

export function activeOption<T>(state: ComboboxState<T>): ComboboxOption<T> | undefined {
  return state.active < 0 ? undefined : selectableOptions(state.items)[state.active];
}

/** The listbox is shown: open, with at least one option to show. */
export function isExpanded(state: ComboboxState): boolean {
  return state.open && state.items.length > 0;
}

/** Typing: the list opens for the new text and no option is active until an arrow key says so. */
export function setQuery<T>(state: ComboboxState<T>, query: string): ComboboxState<T> {
  return { ...state, query, open: true, active: -1 };
}

/**
 * New options (results for the query). The same items again change nothing; otherwise the active option stays
 * active if it is still there.
 */
export function setOptions<T>(state: ComboboxState<T>, items: ComboboxItem<T>[]): ComboboxState<T> {
  if (items.length === state.items.length && items.every((item, i) => item === state.items[i])) return state;
  const id = activeOption(state)?.id;
  return { ...state, items, active: id === undefined ? -1 : selectableOptions(items).findIndex((o) => o.id === id) };
}

/**
 * The keyboard's actions (shared/a11y/combobox-keys.ts) that only change the state, as one reducer:
 * - a step (arrow keys, Home, End): on a closed list, next/first open it on the first option and prev/last on the
 *   last (APG); on an open one, next and prev wrap;
 * - `open`, `close` (no option active either);
 * - `clear`: the second Escape, the text goes and the list stays closed;
 * - `deactivate`: focus back on the text (Left/Right arrows, APG), no option active, the list stays open.
 * One function rather than one per action: the islands and the wiring name the action, and the bundle carries one
 * export.
 */
export function update<T>(state: ComboboxState<T>, action: Step | 'open' | 'close' | 'clear' | 'deactivate'): ComboboxState<T> {
  if (action === 'open') return state.open ? state : { ...state, open: true };
  if (action === 'close') return state.open || state.active >= 0 ? { ...state, open: false, active: -1 } : state;
  if (action === 'clear') return { ...state, query: '', open: false, active: -1 };
  if (action === 'deactivate') return state.active < 0 ? state : { ...state, active: -1 };
  const count = selectableOptions(state.items).length;
  if (count === 0) return state.open ? state : { ...state, open: true };
  const active = stepIndex(state.active, count, action); // a closed list has none active
  return active === state.active && state.open ? state : { ...state, open: true, active };
}

/**
 * Chooses `option` (default the active one): its label becomes the text and the list closes (APG). Returns the
 * state unchanged and no option when there is nothing to choose.
 */
export function select<T>(state: ComboboxState<T>, option = activeOption(state)): [ComboboxState<T>, ComboboxOption<T> | undefined] {
  if (!option || option.disabled) return [state, undefined];
  return [{ ...state, query: option.label, open: false, active: -1 }, option];
}
