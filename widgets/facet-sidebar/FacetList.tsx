import { useState } from 'react';
import type { FacetDefinition, RefreshSettings } from '../../shared/api/contracts/listing';
import { session } from '../../shared/platform/storage';
import { Accordion } from '../../shared/ui/Accordion';
import { CheckboxFacet, DropdownFacet, FselectFacet, RadioFacet } from './ChoiceFacets';
import { facetVisible, type FacetControlProps } from './facet-types';
import { NumberRangeFacet, SearchFacet, SliderFacet, SortFacet } from './InputFacets';

/**
 * The facets as accordions (spec section 4, "Facet accordions"): closed by default; open when remembered
 * (`hsa_acc_open_{facet}` in sessionStorage) or when the facet holds a selection; a facet with no choices hidden.
 * Used by the desktop column and by the mobile filters sheet (there on a draft of the selection).
 */
export const accordionKey = (name: string) => `hsa_acc_open_${name}`;

const CONTROLS: Record<string, (p: FacetControlProps) => preact.JSX.Element | null> = {
  checkboxes: CheckboxFacet,
  hierarchy: CheckboxFacet,
  radio: RadioFacet,
  rating: RadioFacet,
  dropdown: DropdownFacet,
  fselect: FselectFacet,
  search: SearchFacet,
  number_range: NumberRangeFacet,
  slider: SliderFacet,
  sort: SortFacet,
};

export interface FacetListProps {
  facets: readonly FacetDefinition[];
  settings: RefreshSettings;
  values: Record<string, readonly string[]>;
  onChange: (name: string, values: string[]) => void;
  idBase: string;
  /**
   * Give each facet's button the `data-adopt` of its server fallback (`facet-{name}`), so focus on a fallback header
   * moves to the view's at mount. Only the sidebar itself: the phone's sheet is a second list of the same facets.
   */
  adoptKeys?: boolean;
}

export function initiallyOpen(facets: readonly FacetDefinition[], values: Record<string, readonly string[]>): string[] {
  return facets.filter((f) => session.get(accordionKey(f.name)) === '1' || (values[f.name]?.length ?? 0) > 0).map((f) => f.name);
}

export function FacetList({ facets, settings, values, onChange, idBase, adoptKeys = false }: FacetListProps) {
  const [open, setOpen] = useState(() => initiallyOpen(facets, values));
  const visible = facets.filter((f) => CONTROLS[f.type] && facetVisible(f, settings, values[f.name] ?? []));
  const remember = (next: string[]) => {
    for (const f of facets) {
      const was = open.includes(f.name);
      const is = next.includes(f.name);
      if (was !== is) session.set(accordionKey(f.name), is ? '1' : '0');
    }
    setOpen(next);
  };
  return (
    <Accordion
      class="facet-accordion"
      id={`${idBase}-facets`}
      multiple
      value={open}
      onValueChange={remember}
      items={visible.map((facet) => {
        const Control = CONTROLS[facet.type]!;
        return {
          id: facet.name,
          adopt: adoptKeys ? `facet-${facet.name}` : undefined,
          title: settings.labels[facet.name] ?? facet.label,
          content: (
            <Control
              facet={{ ...facet, label: settings.labels[facet.name] ?? facet.label }}
              choices={settings.choices[facet.name] ?? []}
              values={values[facet.name] ?? []}
              settings={settings}
              onChange={(next) => onChange(facet.name, next)}
              idBase={idBase}
            />
          ),
        };
      })}
    />
  );
}
