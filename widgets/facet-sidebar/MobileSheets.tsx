import { useStore } from '@nanostores/react';
import { useEffect, useRef, useState } from 'react';
import type { FacetDefinition, FacetSelection, RefreshSettings } from '../../shared/api/contracts/listing';
import { announce } from '../../shared/a11y/announcer';
import { t } from '../../shared/platform/messages/facet-sidebar';
import { $listing, previewSelection, setFacets, setSort, type SortValue } from '../../shared/stores/listing';
import { Dialog } from '../../shared/ui/Dialog';
import { useOverlayState, type OverlayState } from '../../shared/ui/use-overlay-trigger';
import { Chips } from './Chips';
import { FacetList } from './FacetList';

/**
 * The 390 px bottom bar's sheets (spec section 2, "Mobile bottom bar"): the bar's server links (`#listing-sort`,
 * `#listing-filters`, which scroll to the sort bar and the sidebar without JavaScript) open a sort sheet and a
 * filters sheet, both on the Dialog primitive. The filters sheet holds the same facets on a draft of the selection;
 * each change asks the engine what it would give, and the apply button says how many results that is.
 */
type Draft = Record<string, string[]>;

function useBarLink(bar: HTMLElement | null | undefined, hash: string, state: OverlayState) {
  const latest = useRef(state);
  latest.current = state;
  useEffect(() => {
    const link = bar?.querySelector<HTMLAnchorElement>(`a[href="${hash}"]`);
    if (!link) return;
    link.setAttribute('role', 'button');
    link.setAttribute('aria-haspopup', 'dialog');
    const open = (event: Event) => {
      event.preventDefault();
      latest.current.show(link);
    };
    // a link-turned-button answers Space as buttons do
    const key = (event: KeyboardEvent) => {
      if (event.key === ' ' && !event.isComposing) open(event);
    };
    link.addEventListener('click', open);
    // tapped while the view loaded (index.ts kept it)
    if (bar?.dataset.pendingSheet === hash) {
      delete bar.dataset.pendingSheet;
      latest.current.show(link);
    }
    link.addEventListener('keydown', key);
    return () => {
      link.removeEventListener('click', open);
      link.removeEventListener('keydown', key);
      for (const name of ['role', 'aria-haspopup', 'aria-expanded']) link.removeAttribute(name);
    };
  }, [bar]);
  useEffect(() => {
    bar?.querySelector(`a[href="${hash}"]`)?.setAttribute('aria-expanded', String(state.open));
  }, [bar, state.open]);
}

export function FiltersSheet({ facets, state }: { facets: readonly FacetDefinition[]; state: OverlayState }) {
  const listing = useStore($listing);
  const [draft, setDraft] = useState<Draft>(() => ({ ...listing.query.facets }));
  const [preview, setPreview] = useState<RefreshSettings | null>(null);
  useEffect(() => {
    if (state.open) {
      setDraft({ ...$listing.get().query.facets });
      setPreview(null);
    }
  }, [state.open]);
  useEffect(() => {
    if (!state.open) return;
    const controller = new AbortController();
    // The apply button's count, when a choice changes it, is said too (politely, in the sheet's own live region).
    void previewSelection(draft, controller.signal).then((s) => {
      if (!s || controller.signal.aborted) return;
      setPreview(s);
      if (s.pager.total_rows !== settings?.pager.total_rows) announce(t('applyFiltersCount', { count: s.pager.total_rows }), 'filters-count');
    });
    return () => controller.abort();
  }, [draft]);
  const settings = preview ?? listing.settings;
  const change = (name: string, values: string[]) => {
    const next = { ...draft };
    if (values.length) next[name] = values;
    else delete next[name];
    setDraft(next);
  };
  const remove = (s: FacetSelection | null) => (s ? change(s.facet, s.value === '' ? [] : (draft[s.facet] ?? []).filter((v) => v !== s.value)) : setDraft({}));
  if (!settings) return null;
  return (
    <Dialog state={state} title={t('filters')} class="listing-sheet listing-sheet--filters">
      <Chips selections={settings.selections} onRemove={remove} />
      <FacetList facets={facets.filter((f) => f.type !== 'sort')} settings={settings} values={draft} onChange={change} idBase="sheet" />
      <div class="listing-sheet__actions">
        <button
          type="button"
          class="button button--primary listing-sheet__apply"
          onClick={() => {
            setFacets(draft);
            state.close('programmatic');
          }}
        >
          {t('applyFiltersCount', { count: settings.pager.total_rows })}
        </button>
      </div>
    </Dialog>
  );
}

export function SortSheet({ state }: { state: OverlayState }) {
  const listing = useStore($listing);
  const current = listing.query.sort ?? 'date';
  const options = listing.settings?.sort?.options ?? [];
  return (
    <Dialog state={state} title={t('sort')} class="listing-sheet listing-sheet--sort">
      <ul class="listing-sheet__sorts">
        {options.map((o) => (
          <li key={o.value}>
            <button
              type="button"
              class="listing-sheet__sort"
              aria-current={o.value === current}
              onClick={() => {
                setSort(o.value as SortValue);
                state.close('programmatic');
              }}
            >
              {o.label}
            </button>
          </li>
        ))}
      </ul>
    </Dialog>
  );
}

export function MobileSheets({ facets, bar }: { facets: readonly FacetDefinition[]; bar?: HTMLElement | null | undefined }) {
  const filters = useOverlayState();
  const sort = useOverlayState();
  useBarLink(bar, '#listing-filters', filters);
  useBarLink(bar, '#listing-sort', sort);
  return (
    <>
      <FiltersSheet facets={facets} state={filters} />
      <SortSheet state={sort} />
    </>
  );
}
