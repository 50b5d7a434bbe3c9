import { useEffect, useRef, useState } from 'react';
import { toLatinDigits, toPersianDigits } from '../../shared/platform/digits';
import { t } from '../../shared/platform/messages/facet-sidebar';
import { Slider } from '../../shared/ui/Slider';
import { sliderSettings, type FacetControlProps } from './facet-types';

/**
 * The facets a shopper types or drags: search (500 ms after typing when auto refresh is on, else Enter),
 * number_range (Enter), slider (two thumbs; applied when a move ends; disabled when min equals max), and the sort
 * facet. Keys on keydown, never while an IME composes (Persian keyboards compose).
 */
export const SEARCH_DELAY_MS = 500;

export function SearchFacet({ facet, values, onChange, idBase }: FacetControlProps) {
  const [text, setText] = useState(values[0] ?? '');
  const timer = useRef<ReturnType<typeof setTimeout>>();
  useEffect(() => setText(values[0] ?? ''), [values[0]]);
  useEffect(() => () => clearTimeout(timer.current), []);
  const apply = (value: string) => {
    clearTimeout(timer.current);
    if (value.trim() !== (values[0] ?? '')) onChange(value.trim() ? [value.trim()] : []);
  };
  const id = `${idBase}-${facet.name}-search`;
  return (
    <div class="hsa-facet hsa-facet--search">
      <label class="hsa-visually-hidden" for={id}>
        {t('facetSearch', { label: facet.label })}
      </label>
      <input
        id={id}
        class="facet-input"
        type="search"
        value={text}
        enterKeyHint="search"
        onInput={(e) => {
          const value = e.currentTarget.value;
          setText(value);
          clearTimeout(timer.current);
          if (facet.auto_refresh) timer.current = setTimeout(() => apply(value), SEARCH_DELAY_MS);
        }}
        onKeyDown={(e) => {
          if (e.key === 'Enter' && !e.isComposing) {
            e.preventDefault();
            apply(e.currentTarget.value);
          }
        }}
      />
    </div>
  );
}

export function NumberRangeFacet({ facet, values, onChange, idBase }: FacetControlProps) {
  const [min, setMin] = useState(toPersianDigits(values[0] ?? ''));
  const [max, setMax] = useState(toPersianDigits(values[1] ?? ''));
  const apply = (e: KeyboardEvent) => {
    if (e.key !== 'Enter' || e.isComposing) return;
    e.preventDefault();
    const clean = (s: string) => toLatinDigits(s).replace(/[^\d.]/g, '');
    const next = [clean(min), clean(max)];
    onChange(next.some(Boolean) ? next : []);
  };
  const field = (which: 'rangeMin' | 'rangeMax', value: string, set: (v: string) => void) => {
    const id = `${idBase}-${facet.name}-${which}`;
    return (
      <span class="facet-range__field">
        <label for={id}>{t(which, { label: facet.label })}</label>
        <input id={id} class="facet-input" type="text" inputMode="numeric" value={value} onInput={(e) => set(e.currentTarget.value)} onKeyDown={apply} />
      </span>
    );
  };
  return (
    <div class="hsa-facet hsa-facet--number-range">
      {field('rangeMin', min, setMin)}
      {field('rangeMax', max, setMax)}
    </div>
  );
}

export function SliderFacet({ facet, settings, values, onChange, idBase }: FacetControlProps) {
  const s = sliderSettings(settings, facet.name);
  const chosen = (): [number, number] => {
    const lo = Number(values[0]);
    const hi = Number(values[1]);
    return [values[0] && Number.isFinite(lo) ? lo : (s?.start[0] ?? 0), values[1] && Number.isFinite(hi) ? hi : (s?.start[1] ?? 0)];
  };
  const [value, setValue] = useState<[number, number]>(chosen);
  useEffect(() => setValue(chosen()), [values.join(','), s?.start.join(',')]);
  const timer = useRef<ReturnType<typeof setTimeout>>();
  useEffect(() => () => clearTimeout(timer.current), []);
  if (!s) return null;
  // Key presses come in runs: the refresh waits until the run pauses.
  const commit = (next: [number, number]) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      const whole = next[0] <= s.range.min && next[1] >= s.range.max;
      onChange(whole ? [] : [String(next[0]), String(next[1])]);
    }, 400);
  };
  return (
    <div class="hsa-facet hsa-facet--slider">
      <Slider
        id={`${idBase}-${facet.name}-slider`}
        labels={[t('rangeMin', { label: facet.label }), t('rangeMax', { label: facet.label })]}
        min={s.range.min}
        max={s.range.max}
        step={s.step}
        prefix={s.prefix}
        suffix={s.suffix}
        value={value}
        onChange={setValue}
        onCommit={commit}
      />
    </div>
  );
}

export function SortFacet({ facet, settings, values, onChange }: FacetControlProps) {
  const options = settings.sort?.options ?? [];
  return (
    <div class="hsa-facet hsa-facet--sort">
      <select class="facet-select" aria-label={facet.label} value={values[0] ?? settings.sort?.value ?? 'date'} onChange={(e) => onChange([e.currentTarget.value])}>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  );
}
