/**
 * A listing's state and engine result as FacetWP's `settings` (plus our choices, facet_types, sort, per_page and
 * selections; shared/api/contracts/listing.ts). The archive page prints the same object as the island's first-load
 * state, so the island starts from exactly what a refresh would answer.
 */
import type { FacetChoice, FacetSelection, RefreshSettings, SliderSettings } from '../../shared/api/contracts/listing';
import { formatNumber, toPersianDigits } from '../../shared/platform/digits';
import { faIR, formatMessage } from '../../shared/platform/messages';
import type Database from 'libsql';
import { runListing, type EngineResult } from './listing-engine';
import type { FacetDef } from './listing-facets';
import { INFINITE_PAGE_LIMIT, PER_PAGE_OPTIONS, type ListingState } from './listing-state';

type Db = Database.Database;

export const SORT_OPTIONS = [
  { value: 'date', label: faIR.sortDate, orderby: 'date', order: 'DESC' },
  { value: 'popularity', label: faIR.sortPopularity, orderby: 'popularity', order: 'DESC' },
  { value: 'rating', label: faIR.sortRating, orderby: 'rating', order: 'DESC' },
  { value: 'price', label: faIR.sortPrice, orderby: 'price', order: 'ASC' },
  { value: 'price-desc', label: faIR.sortPriceDesc, orderby: 'price', order: 'DESC' },
  { value: 'title', label: faIR.sortTitle, orderby: 'title', order: 'ASC' },
] as const;

/** Price sliders move in whole thousands of toman. */
export const PRICE_STEP = 1000;
const TOMAN = 'تومان';

/** The facet sidebar's own label, so the page reads the same before and after its view mounts. */
export function ratingLabel(stars: number): string {
  return formatMessage(faIR.ratingAtLeast, { stars });
}

/** Runs the engine for a state; `_paged=n` asks for pages 1..n in one go (the grid after Back). */
export function runState(db: Db, state: ListingState): EngineResult {
  const pages = state.infinitePages ?? 1;
  const result = runListing(db, {
    scope: state.scope,
    search: state.search,
    facets: state.facets,
    selections: state.selections,
    orderby: state.sort,
    page: state.infinitePages ? 1 : state.page,
    perPage: state.perPage * pages,
  });
  if (!state.infinitePages) return result;
  return { ...result, page: state.infinitePages, perPage: state.perPage, totalPages: Math.ceil(result.total / state.perPage) };
}

function choiceLabel(facet: FacetDef, choice: { value: string; label: string }): string {
  if (facet.source.kind === 'flag') return facet.source.choiceLabel;
  if (facet.source.kind === 'rating') return ratingLabel(Number(choice.value));
  return toPersianDigits(choice.label);
}

function amount(value: number): string {
  return `${formatNumber(value)} ${TOMAN}`;
}

/** The chips: one per chosen value, one per range or search facet. */
export function selectionChips(state: ListingState, result: EngineResult): FacetSelection[] {
  const chips: FacetSelection[] = [];
  for (const facet of state.facets) {
    const active = result.active[facet.name];
    if (!active) continue;
    if (active.kind === 'terms') {
      const choices = result.choices[facet.name] ?? [];
      for (const value of active.values) {
        const choice = choices.find((c) => c.value === value);
        chips.push({ facet: facet.name, value, label: choiceLabel(facet, { value, label: choice?.label ?? value }) });
      }
    } else if (active.kind === 'flag' && facet.source.kind === 'flag') {
      chips.push({ facet: facet.name, value: '1', label: facet.source.choiceLabel });
    } else if (active.kind === 'rating') {
      chips.push({ facet: facet.name, value: String(active.stars), label: `${facet.label}: ${ratingLabel(active.stars)}` });
    } else if (active.kind === 'range') {
      const range = active.min !== null && active.max !== null
        ? `${formatNumber(active.min)} تا ${amount(active.max)}`
        : active.min !== null ? `از ${amount(active.min)}` : `تا ${amount(active.max ?? 0)}`;
      chips.push({ facet: facet.name, value: '', label: `${facet.label}: ${range}` });
    } else if (active.kind === 'search') {
      chips.push({ facet: facet.name, value: '', label: `${facet.label}: «${active.text}»` });
    }
  }
  return chips;
}

export function sliderSettings(result: EngineResult, facet: FacetDef): SliderSettings {
  const range = result.ranges[facet.name];
  const min = range ? Math.floor(range.min / PRICE_STEP) * PRICE_STEP : 0;
  const max = range ? Math.ceil(range.max / PRICE_STEP) * PRICE_STEP : 0;
  const active = result.active[facet.name];
  const start: [number, number] = active?.kind === 'range' ? [active.min ?? min, active.max ?? max] : [min, max];
  return {
    range: { min, max }, start, step: PRICE_STEP, prefix: '', suffix: ` ${TOMAN}`,
    thousands_separator: '٬', decimal_separator: '٫', format: '0,0',
  };
}

export function buildSettings(state: ListingState, result: EngineResult): RefreshSettings {
  const settings: RefreshSettings = {
    pager: {
      page: result.page,
      per_page: result.perPage,
      total_rows: result.total,
      total_pages: result.totalPages,
      total_rows_unfiltered: result.totalUnfiltered,
    },
    num_choices: {},
    labels: {},
    facet_types: {},
    choices: {},
    sort: { value: state.sort, options: SORT_OPTIONS.map((option) => ({ ...option })) },
    per_page: { value: state.perPage, options: [...PER_PAGE_OPTIONS] },
    selections: selectionChips(state, result),
  };
  for (const facet of state.facets) {
    settings.labels[facet.name] = facet.label;
    settings.facet_types[facet.name] = facet.type;
    const engineChoices = result.choices[facet.name];
    if (engineChoices) {
      const choices: FacetChoice[] = engineChoices.map((choice) => ({ ...choice, label: choiceLabel(facet, choice) }));
      settings.choices[facet.name] = choices;
      settings.num_choices[facet.name] = choices.filter((choice) => choice.count > 0).length;
    } else if (facet.type === 'slider') {
      const slider = sliderSettings(result, facet);
      (settings as Record<string, unknown>)[facet.name] = slider;
      // As FacetWP: 1, or 0 when min equals max (the island then disables it).
      settings.num_choices[facet.name] = slider.range.max > slider.range.min ? 1 : 0;
    } else if (facet.type === 'sort') {
      settings.num_choices[facet.name] = SORT_OPTIONS.length;
    } else if (facet.type === 'pager') {
      settings.num_choices[facet.name] = result.totalPages;
    } else {
      settings.num_choices[facet.name] = result.facetTotals[facet.name] ?? 0;
    }
  }
  return settings;
}

/** Section 4: infinite scroll only from page 1, up to the page limit; off where the theme chose 'load more'. */
export function infiniteSettings(state: ListingState) {
  return {
    enabled: state.page === 1 && !state.loadMore,
    page_limit: INFINITE_PAGE_LIMIT,
    url_param: '_paged',
    margin_px: 600,
    min_overlay_ms: 250,
  };
}
