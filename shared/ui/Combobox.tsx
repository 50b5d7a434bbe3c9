import type { ComponentChildren } from 'preact';
import { visuallyHidden } from '../a11y/visually-hidden';
import { t } from '../platform/i18n';
import { isGroup, type ComboboxOption } from './combobox-state';
import { useCombobox, type UseComboboxOptions } from './use-combobox';
import './Combobox.css';

/**
 * A labelled text box with a listbox of suggestions, for the simple cases (city search, compare search), built on
 * useCombobox. WAI-ARIA APG, Combobox (list autocomplete):
 * https://www.w3.org/WAI/ARIA/apg/patterns/combobox/examples/combobox-autocomplete-list/
 */
export interface ComboboxProps<T> extends UseComboboxOptions<T> {
  /** The visible label, and the text box's and listbox's accessible name. */
  label: string;
  /** Keep the label for screen readers only. @defaultValue false */
  hideLabel?: boolean;
  placeholder?: string;
  /** The field's name in a form that submits without JavaScript too. */
  name?: string;
  /** @defaultValue 'text' */
  type?: 'text' | 'search';
  /**
   * Shown under the box while the list is open with no option: «در حال جستجو…», an error. With text typed and no
   * status, «نتیجه‌ای یافت نشد.».
   */
  status?: ComponentChildren;
  /** An option's content. @defaultValue its label */
  renderOption?: (option: ComboboxOption<T>) => ComponentChildren;
  class?: string;
}

export function Combobox<T>({ label, hideLabel, placeholder, name, type = 'text', status, renderOption, class: className = '', ...options }: ComboboxProps<T>) {
  const cb = useCombobox(options);
  const { state } = cb;
  const option = (item: ComboboxOption<T>) => (
    <div key={item.id} class="hsa-combobox__option" {...cb.optionProps(item)}>
      {renderOption ? renderOption(item) : item.label}
    </div>
  );
  const note = status ?? (state.query ? t('noResultFound') : null);
  return (
    <div class={`hsa-combobox ${className}`}>
      <label class="hsa-combobox__label" style={hideLabel ? visuallyHidden : undefined} {...cb.labelProps}>
        {label}
      </label>
      <input class="hsa-combobox__input" {...cb.inputProps} type={type} name={name} placeholder={placeholder} />
      <div class="hsa-combobox__listbox" {...cb.listboxProps}>
        {state.items.map((item) =>
          isGroup(item) ? (
            <div key={item.id} class="hsa-combobox__group" {...cb.groupProps(item)}>
              <div class="hsa-combobox__heading" {...cb.groupLabelProps(item)}>
                {item.label}
              </div>
              {item.options.map(option)}
            </div>
          ) : (
            option(item)
          ),
        )}
      </div>
      {state.open && state.items.length === 0 && note ? <p class="hsa-combobox__status">{note}</p> : null}
    </div>
  );
}
