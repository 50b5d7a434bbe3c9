import { useMemo, useState } from 'react';
import type { FacetChoice } from '../../shared/api/contracts/listing';
import { formatNumber, toPersianDigits } from '../../shared/platform/digits';
import { t } from '../../shared/platform/messages/facet-sidebar';
import { normalizePersian } from '../../shared/platform/persian-text';
import { Combobox } from '../../shared/ui/Combobox';
import type { ComboboxOption } from '../../shared/ui/combobox-state';
import type { FacetControlProps } from './facet-types';

/**
 * The facets whose choices come as data (`settings.choices`): checkboxes and hierarchy (more than `soft_limit`, 7,
 * behind «نمایش بیشتر»), radio and rating (one choice, «همه» for none), dropdown (a native select), fselect (a
 * searchable multi-select on the Combobox primitive; ي/ك and ی/ک find the same choices). Counts in Persian digits.
 */
function ChoiceLabel({ choice }: { choice: FacetChoice }) {
  return (
    <>
      <span class="facet-choice__label">{toPersianDigits(choice.label)}</span>
      <span class="facet-choice__count">{formatNumber(choice.count)}</span>
    </>
  );
}

const depthClass = (choice: FacetChoice) => (choice.depth > 0 ? ` facet-choice--depth-${Math.min(choice.depth, 4)}` : '');

export function CheckboxFacet({ facet, choices, values, onChange, idBase }: FacetControlProps) {
  const [expanded, setExpanded] = useState(false);
  const limit = facet.soft_limit > 0 ? facet.soft_limit : 7;
  const shown = expanded ? choices : choices.slice(0, limit);
  const toggle = (value: string, on: boolean) => onChange(on ? [...values, value] : values.filter((v) => v !== value));
  const listId = `${idBase}-${facet.name}-list`;
  return (
    <div class="hsa-facet hsa-facet--checkboxes">
      <ul class="facet-choices" id={listId}>
        {shown.map((choice) => (
          <li key={choice.value}>
            <label class={`facet-choice${depthClass(choice)}`}>
              <input type="checkbox" value={choice.value} checked={values.includes(choice.value)} onChange={(e) => toggle(choice.value, e.currentTarget.checked)} />
              <ChoiceLabel choice={choice} />
            </label>
          </li>
        ))}
      </ul>
      {choices.length > limit && (
        <button type="button" class="facet-more" aria-expanded={expanded} aria-controls={listId} onClick={() => setExpanded(!expanded)}>
          {t(expanded ? 'showLess' : 'showMore')}
        </button>
      )}
    </div>
  );
}

export function RadioFacet({ facet, choices, values, onChange, idBase }: FacetControlProps) {
  const name = `${idBase}-${facet.name}`;
  const label = (choice: FacetChoice) => (facet.type === 'rating' ? { ...choice, label: t('ratingAtLeast', { stars: Number(choice.value) }) } : choice);
  return (
    <fieldset class="hsa-facet hsa-facet--radio">
      <legend class="hsa-visually-hidden">{facet.label}</legend>
      <label class="facet-choice">
        <input type="radio" name={name} value="" checked={values.length === 0} onChange={() => onChange([])} />
        <span class="facet-choice__label">{t('anyChoice')}</span>
      </label>
      {choices.map((choice) => (
        <label class="facet-choice" key={choice.value}>
          <input type="radio" name={name} value={choice.value} checked={values[0] === choice.value} onChange={() => onChange([choice.value])} />
          <ChoiceLabel choice={label(choice)} />
        </label>
      ))}
    </fieldset>
  );
}

export function DropdownFacet({ facet, choices, values, onChange }: FacetControlProps) {
  return (
    <div class="hsa-facet hsa-facet--dropdown">
      <select class="facet-select" aria-label={facet.label} value={values[0] ?? ''} onChange={(e) => onChange(e.currentTarget.value ? [e.currentTarget.value] : [])}>
        <option value="">{t('anyChoice')}</option>
        {choices.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {`${toPersianDigits(choice.label)} (${formatNumber(choice.count)})`}
          </option>
        ))}
      </select>
    </div>
  );
}

/** Choices whose label holds the typed text, both sides normalised (Arabic ي/ك are Persian ی/ک). */
export function matchChoices(choices: readonly FacetChoice[], query: string): FacetChoice[] {
  const q = normalizePersian(query);
  return q ? choices.filter((c) => normalizePersian(c.label).includes(q)) : [...choices];
}

export function FselectFacet({ facet, choices, values, onChange, idBase }: FacetControlProps) {
  const [query, setQuery] = useState('');
  const items = useMemo<ComboboxOption<string>[]>(
    () =>
      matchChoices(
        choices.filter((c) => !values.includes(c.value)),
        query,
      ).map((c) => ({ id: `${idBase}-${facet.name}-${c.value}`.replace(/[^\w-]/g, '_'), label: `${toPersianDigits(c.label)} (${formatNumber(c.count)})`, value: c.value })),
    [choices, values, query, facet.name, idBase],
  );
  const chosen = choices.filter((c) => values.includes(c.value));
  return (
    <div class="hsa-facet hsa-facet--fselect">
      <Combobox<string>
        label={t('facetSearch', { label: facet.label })}
        hideLabel
        placeholder={t('facetSearch', { label: facet.label })}
        items={items}
        onQueryChange={setQuery}
        onSelect={(option) => {
          if (option.value !== undefined) onChange([...values, option.value]);
          return false;
        }}
      />
      {chosen.length > 0 && (
        <ul class="facet-choices">
          {chosen.map((choice) => (
            <li key={choice.value}>
              <label class="facet-choice">
                <input type="checkbox" checked onChange={() => onChange(values.filter((v) => v !== choice.value))} />
                <ChoiceLabel choice={choice} />
              </label>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
