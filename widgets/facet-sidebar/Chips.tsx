import type { FacetSelection } from '../../shared/api/contracts/listing';
import { toPersianDigits } from '../../shared/platform/digits';
import { t } from '../../shared/platform/i18n';
import { $listing, resetFacets, setFacet } from '../../shared/stores/listing';

/** The active-filter chips (spec section 2): each «حذف فیلتر {label}», then «حذف همه». */
export function Chips({ selections, onRemove }: { selections: readonly FacetSelection[]; onRemove: (s: FacetSelection | null) => void }) {
  if (!selections.length) return null;
  return (
    <ul class="facet-chips" aria-label={t('applied')}>
      {selections.map((s) => (
        <li key={`${s.facet}:${s.value}`}>
          <button type="button" class="facet-chip" aria-label={t('removeFilterChip', { label: toPersianDigits(s.label) })} onClick={() => onRemove(s)}>
            <span>{toPersianDigits(s.label)}</span>
            <span class="facet-chip__x" aria-hidden="true">×</span>
          </button>
        </li>
      ))}
      <li>
        <button type="button" class="facet-chip facet-chip--clear" onClick={() => onRemove(null)}>
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

