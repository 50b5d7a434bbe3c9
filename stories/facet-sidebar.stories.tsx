import type { Meta, StoryObj } from '@storybook/preact';
import { useEffect, useState } from 'preact/hooks';
import type { FacetSidebarProps } from '../shared/api/contracts/listing';
import { resetListing, startListingFromProps } from '../shared/stores/listing';
import { useOverlayState } from '../shared/ui/use-overlay-trigger';
import { FacetSidebar } from '../widgets/facet-sidebar/FacetSidebar';
import { FiltersSheet, SortSheet } from '../widgets/facet-sidebar/MobileSheets';
import '../widgets/facet-sidebar/facet-sidebar.css';
import { FACETS, listingSettings, sidebarProps } from './fixtures/listing';

/**
 * The facet sidebar island (widgets/facet-sidebar): every facet type of section 3 (checkboxes, radio, dropdown,
 * fselect, hierarchy, search, rating, number_range, slider), closed accordions, a facet opened by its selection,
 * the chips with «حذف همه», the collapsed column and the 390 px sheets. State comes from stories/fixtures/listing.ts
 * (what the archive prints as the island's props).
 */
function Listing({ props, openFacets = [], collapsed = false, sheet }: { props: FacetSidebarProps; openFacets?: string[]; collapsed?: boolean; sheet?: 'filters' | 'sort' }) {
  const [ready] = useState(() => {
    resetListing();
    localStorage.setItem('hsa_sidebar_collapsed', collapsed ? '1' : '0');
    for (const f of FACETS) sessionStorage.removeItem(`hsa_acc_open_${f.name}`);
    for (const name of openFacets) sessionStorage.setItem(`hsa_acc_open_${name}`, '1');
    startListingFromProps(props);
    return true;
  });
  useEffect(() => () => resetListing(), []);
  if (!ready) return null;
  return sheet ? <Sheet kind={sheet} /> : <FacetSidebar facets={props.facets} />;
}

function Sheet({ kind }: { kind: 'filters' | 'sort' }) {
  const state = useOverlayState({ defaultOpen: true });
  return kind === 'filters' ? <FiltersSheet facets={FACETS} state={state} /> : <SortSheet state={state} />;
}

const meta = {
  title: 'Listing/Facet sidebar',
  component: Listing,
  decorators: [
    (Story) => (
      <div class="container sb-stage sb-stage--narrow">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Listing>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Every accordion closed (spec: closed by default); the wheel-type facet has no choices, so it is not shown. */
export const Closed: Story = { args: { props: sidebarProps() } };

/** Each facet type open: checkbox lists beyond 7 behind «نمایش بیشتر», the searchable brand list, the price slider. */
export const EveryFacetType: Story = {
  args: { props: sidebarProps(), openFacets: FACETS.map((f) => f.name) },
};

const selections = [
  { facet: 'hsa_color', value: 'red', label: 'قرمز' },
  { facet: 'pwb-brand', value: 'bosch', label: 'بوش' },
  { facet: 'hsa_price', value: '', label: '۱٬۰۰۰٬۰۰۰ تا ۵٬۰۰۰٬۰۰۰ تومان' },
];
/** Chosen facets open by themselves; the chips each remove one, «حذف همه» all. */
export const WithSelections: Story = {
  args: {
    props: sidebarProps({
      values: { hsa_color: ['red'], 'pwb-brand': ['bosch'], hsa_price: ['1000000', '5000000'] },
      settings: listingSettings({
        selections,
        hsa_price: { range: { min: 250_000, max: 18_500_000 }, start: [1_000_000, 5_000_000], step: 50_000, prefix: '', suffix: ' تومان', thousands_separator: '٬', decimal_separator: '٫' },
      }),
    }),
  },
};

/** The price slider disabled: every product left has the same price (min equals max). */
export const SliderDisabled: Story = {
  args: {
    props: sidebarProps({
      settings: listingSettings({
        hsa_price: { range: { min: 2_400_000, max: 2_400_000 }, start: [2_400_000, 2_400_000], step: 50_000, prefix: '', suffix: ' تومان', thousands_separator: '٬', decimal_separator: '٫' },
      }),
    }),
    openFacets: ['hsa_price'],
  },
};

/** The desktop column collapsed (remembered in hsa_sidebar_collapsed). */
export const Collapsed: Story = { args: { props: sidebarProps(), collapsed: true } };

/** At 390 px: the filters sheet, with its apply count. */
export const MobileFiltersSheet: Story = {
  args: { props: sidebarProps(), sheet: 'filters' },
};

/** At 390 px: the sort sheet with the six options of section 9. */
export const MobileSortSheet: Story = {
  args: { props: sidebarProps(), sheet: 'sort' },
};
