import type { FacetSelection } from '../../shared/api/contracts/listing';
import { toPersianDigits } from '../../shared/platform/digits';
import { t } from '../../shared/platform/messages/facet-sidebar';
import { $listing, resetFacets, setFacet } from '../../shared/stores/listing';

/**
 * Where focus goes as a chip is removed (its button is about to go): the next chip, or the one before it; after the
 * last chip or «حذف همه», the filters' title (or the sheet that holds the chips), never <body>.
 */
function focusAfterRemoval(button: HTMLElement, remaining: number): void {
  const fallback = button.closest<HTMLElement>('[role="dialog"]') ?? button.closest('.facet-sidebar')?.querySelector<HTMLElement>('.facet-sidebar__title');
  const item = button.closest('li');
  const neighbour = remaining > 0 ? (item?.nextElementSibling ?? item?.previousElementSibling)?.querySelector<HTMLElement>('button') : null;
  (neighbour ?? fallback)?.focus();
}

/** The active-filter chips (spec section 2): each «حذف فیلتر {label}», then «حذف همه». */
export function Chips({ selections, onRemove }: { selections: readonly FacetSelection[]; onRemove: (s: FacetSelection | null) => void }) {
  if (!selections.length) return null;
  return (
    <ul class="facet-chips" aria-label={t('applied')}>
      {selections.map((s) => (
        <li key={`${s.facet}:${s.value}`}>
          <button
            type="button"
            class="facet-chip"
            data-adopt={`chip-${s.facet}-${s.value}`}
            aria-label={t('removeFilterChip', { label: toPersianDigits(s.label) })}
            onClick={(event) => {
              focusAfterRemoval(event.currentTarget, selections.length - 1);
              onRemove(s);
            }}
          >
            <span>{toPersianDigits(s.label)}</span>
            <span class="facet-chip__x" aria-hidden="true">×</span>
          </button>
        </li>
      ))}
      <li>
        <button
          type="button"
          class="facet-chip facet-chip--clear"
          onClick={(event) => {
            focusAfterRemoval(event.currentTarget, 0);
            onRemove(null);
          }}
        >
          {t('clearAll')}
        </button>
      </li>
    </ul>
  );
}

/** Removes one chip's choice: a value of '' stands for a whole range or search facet. */
export function removeSelection(s: FacetSelection | null): void {
  if (!s) return resetFacets();
  const values = $listing.get().query.facets[s.facet] ?? [];
  setFacet(s.facet, s.value === '' ? [] : values.filter((v) => v !== s.value));
}

