import { messagesFor } from '../i18n';

/**
 * The copy of the facet-sidebar island (widgets/facet-sidebar): it loads with that island's code, not with every page.
 * Defaults from ../shared/spec/fa-IR-strings.md; "(ours)" marks copy the spec does not give. A site overrides any
 * key through the page config (`i18n`).
 */
export const facetSidebarMessages = {
  // Listing, filters, sorting
  filters: 'فیلترها',
  clearAll: 'حذف همه',
  showMore: 'نمایش بیشتر',
  showLess: 'نمایش کمتر',
  showFilters: 'نمایش فیلترها',
  removeFilterChip: 'حذف فیلتر {label}',
  /** (ours) the accessible names of a range slider's two thumbs, and of a number range's two fields */
  rangeMin: 'حداقل {label}',
  rangeMax: 'حداکثر {label}',
  /** (ours) the facet search box's accessible name and a rating choice */
  facetSearch: 'جستجو در {label}',
  ratingAtLeast: '{stars} ستاره و بالاتر',
  /** (ours) the desktop sidebar's hide/show button */
  hideFilters: 'پنهان کردن فیلترها',
  /** (ours) a dropdown facet's first option: no choice */
  anyChoice: 'همه',
  /** (ours) the mobile filters sheet's apply button, with the number of results it will give */
  applyFiltersCount: 'اعمال فیلترها ({count} محصول)',
} as const;

/** `t()` for the facet-sidebar island: its own keys and the core ones. */
export const t = messagesFor(facetSidebarMessages);
