import { useEffect, useRef, useState } from 'react';
import type { JSX } from 'preact';
import { announce } from '../a11y/announcer';
import { watchBack } from '../a11y/close-request';
import { comboboxKeyAction } from '../a11y/combobox-keys';
import { t } from '../platform/i18n';
import {
  activeOption,
  createCombobox,
  isExpanded,
  select,
  selectableOptions,
  setOptions,
  setQuery,
  update,
  type ComboboxGroup,
  type ComboboxItem,
  type ComboboxOption,
  type ComboboxState,
} from './combobox-state';
import { useDomId } from './use-controllable';

/**
 * The combobox's ARIA wiring over its state part (combobox-state.ts): props for the label, the text box
 * (role=combobox, aria-expanded, aria-controls, aria-autocomplete=list, aria-activedescendant), the listbox, each
 * option and each group. WAI-ARIA APG, Combobox: https://www.w3.org/WAI/ARIA/apg/patterns/combobox/
 * The result count is announced once typing pauses («{count} نتیجه پیدا شد», or «نتیجه‌ای یافت نشد.»).
 */
export interface UseComboboxOptions<T> {
  /** The options for the current text (results, history): keep the array stable between renders when unchanged. */
  items: ComboboxItem<T>[];
  /** Called with the new text as the shopper types (fetch or filter here). */
  onQueryChange?: (query: string) => void;
  /**
   * An option was chosen (Enter, Ctrl/Cmd+Enter, click). Return false to stop the default, which for an option
   * with `href` is to follow it (in a new tab with Ctrl/Cmd+Enter).
   */
  onSelect?: (option: ComboboxOption<T>, how: { newTab: boolean }) => void | false;
  /** @defaultValue '' */
  defaultQuery?: string;
  /** What to say for a count of results; false for silence. @defaultValue «{count} نتیجه پیدا شد» / «نتیجه‌ای یافت نشد.» */
  announceCount?: false | ((count: number) => string);
  /** Quiet time before the count is announced, so typing does not spam. @defaultValue 500 */
  announceDelay?: number;
  /** The base of the element ids. @defaultValue a generated one */
  id?: string;
  /**
   * A press on the text box (a tap, a click) opens the list, nothing typed too: a list worth browsing as it is (the
   * city dialog's cities), where a touch shopper has no ArrowDown. @defaultValue false
   */
  openOnPress?: boolean;
}

type Props = JSX.HTMLAttributes<HTMLElement>;

const countMessage = (count: number) => (count > 0 ? t('comboboxResults', { count }) : t('noResultFound'));

export function useCombobox<T>(options: UseComboboxOptions<T>) {
  const base = useDomId(options.id);
  const [stored, setStored] = useState<ComboboxState<T>>(() => createCombobox(options.defaultQuery ?? '', options.items));
  const latest = useRef(options);
  latest.current = options;
  // New options are part of the render that receives them, not of an effect (Preact runs effects after the browser
  // paints): an answer's list is painted in the frame it arrives (issue 9). Every update starts from them too.
  const state = setOptions(stored, options.items);
  const setState = (next: ComboboxState<T> | ((s: ComboboxState<T>) => ComboboxState<T>)) =>
    setStored((s) => {
      const current = setOptions(s, latest.current.items);
      return typeof next === 'function' ? next(current) : next;
    });
  // …and kept, so the derived state settles back to the stored one.
  useEffect(() => setStored((s) => setOptions(s, options.items)), [options.items]);

  // Announced when results arrive for an open list, after a pause: the announcer would read each count in turn.
  useEffect(() => {
    const message = latest.current.announceCount ?? countMessage;
    if (!state.open || !message) return;
    const timer = setTimeout(() => announce(message(selectableOptions(state.items).length)), latest.current.announceDelay ?? 500);
    return () => clearTimeout(timer);
  }, [state.items, state.open]);

  const expanded = isExpanded(state);
  const active = activeOption(state);
  const optionId = (option: ComboboxOption<T>) => `${base}-o-${option.id}`;
  const activeId = active ? optionId(active) : undefined;

  // A phone's Back closes the open list first, as the first Escape does, and leaves a dialog around it open
  // (close-request.ts: the newest watcher hears it).
  useEffect(() => (expanded ? watchBack(() => setState((s) => update(s, 'close'))) : undefined), [expanded]);

  // The active option stays in view in a list that scrolls.
  useEffect(() => {
    if (activeId) document.getElementById(activeId)?.scrollIntoView?.({ block: 'nearest' });
  }, [activeId]);

  const choose = (option: ComboboxOption<T> | undefined, newTab: boolean) => {
    const [next, chosen] = select(state, option);
    if (!chosen) return;
    setState(next);
    if (latest.current.onSelect?.(chosen, { newTab }) === false || !chosen.href) return;
    if (newTab) window.open(chosen.href, '_blank', 'noopener');
    else window.location.assign(chosen.href);
  };

  const onKeyDown = (event: KeyboardEvent) => {
    const action = comboboxKeyAction(event, { open: expanded, active: Boolean(active), hasText: state.query !== '' });
    if (!action) return;
    if (action === 'select' || action === 'selectNewTab') return choose(active, action === 'selectNewTab');
    if (action === 'clear') latest.current.onQueryChange?.('');
    setState((s) => update(s, action));
  };

  const labelId = `${base}-label`;
  const listboxId = `${base}-listbox`;
  return {
    state,
    /** Replace the state from outside (an island resetting the box); the pure actions of combobox-state build it. */
    setState,
    activeOption: active,
    labelProps: { id: labelId, for: `${base}-input` } satisfies JSX.LabelHTMLAttributes<HTMLLabelElement>,
    inputProps: {
      id: `${base}-input`,
      type: 'text',
      role: 'combobox',
      autocomplete: 'off',
      'aria-autocomplete': 'list',
      'aria-expanded': expanded,
      'aria-controls': listboxId,
      'aria-activedescendant': activeId,
      value: state.query,
      onInput: (event: JSX.TargetedEvent<HTMLInputElement>) => {
        const query = event.currentTarget.value;
        setState((s) => setQuery(s, query));
        latest.current.onQueryChange?.(query);
      },
      onKeyDown,
      onClick: () => latest.current.openOnPress && setState((s) => update(s, 'open')),
      onBlur: () => setState((s) => update(s, 'close')),
    } satisfies JSX.InputHTMLAttributes<HTMLInputElement>,
    listboxProps: { id: listboxId, role: 'listbox', 'aria-labelledby': labelId, hidden: !expanded } satisfies Props,
    groupProps: (group: ComboboxGroup<T>) => ({ role: 'group', 'aria-labelledby': `${base}-g-${group.id}` }) satisfies Props,
    groupLabelProps: (group: ComboboxGroup<T>) => ({ id: `${base}-g-${group.id}`, role: 'presentation' }) satisfies Props,
    optionProps: (option: ComboboxOption<T>) =>
      ({
        id: optionId(option),
        role: 'option',
        'aria-selected': option === active,
        'aria-disabled': option.disabled || undefined,
        // The text box keeps focus (and its caret) while an option is pressed.
        onMouseDown: (event: MouseEvent) => event.preventDefault(),
        onClick: (event: MouseEvent) => choose(option, event.ctrlKey || event.metaKey),
      }) satisfies Props,
  };
}
