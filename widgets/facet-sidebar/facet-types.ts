import type { FacetChoice, FacetDefinition, RefreshSettings } from '../../shared/api/contracts/listing';

/** What every facet control gets: its definition, its choices as data, the chosen values, and how to change them. */
export interface FacetControlProps {
  facet: FacetDefinition;
  choices: readonly FacetChoice[];
  values: readonly string[];
  settings: RefreshSettings;
  onChange: (values: string[]) => void;
  /** Unique per rendering of the sidebar (the desktop column and the mobile sheet both render the facets). */
  idBase: string;
}

/** Facet types drawn from `settings.choices`: hidden when nothing can be chosen (spec section 4). */
export const CHOICE_TYPES: ReadonlySet<string> = new Set(['checkboxes', 'radio', 'dropdown', 'fselect', 'hierarchy', 'rating']);

export interface SliderSettingsData {
  range: { min: number; max: number };
  start: [number, number];
  step: number;
  prefix: string;
  suffix: string;
}

/** A slider's own settings (`settings[name]`), checked by hand: the contract leaves them loose. */
export function sliderSettings(settings: RefreshSettings, name: string): SliderSettingsData | null {
  const s = (settings as Record<string, unknown>)[name] as Partial<SliderSettingsData> | undefined;
  const num = (n: unknown): n is number => typeof n === 'number' && Number.isFinite(n);
  if (!s || !s.range || !num(s.range.min) || !num(s.range.max) || !Array.isArray(s.start)) return null;
  const [lo, hi] = s.start;
  return {
    range: { min: s.range.min, max: s.range.max },
    start: [num(lo) ? lo : s.range.min, num(hi) ? hi : s.range.max],
    step: num(s.step) && s.step > 0 ? s.step : 1,
    prefix: typeof s.prefix === 'string' ? s.prefix : '',
    suffix: typeof s.suffix === 'string' ? s.suffix : '',
  };
}

/** Whether a facet is shown: choice facets need a choice (or a selection); a slider shows disabled instead. */
export function facetVisible(facet: Pick<FacetDefinition, 'name' | 'type'>, settings: RefreshSettings, values: readonly string[]): boolean {
  if (facet.type === 'pager') return false;
  if (!CHOICE_TYPES.has(facet.type)) return true;
  return values.length > 0 || (settings.choices[facet.name]?.length ?? 0) > 0;
}
