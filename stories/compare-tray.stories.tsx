import type { Meta, StoryObj } from '@storybook/preact';
import { useMemo } from 'preact/hooks';
import { productCard } from '../demo-pages/templates/product-card';
import { getConfig } from '../shared/api/page-config';
import { createIsland } from '../shared/islands/define-island';
import { $compare, COMPARE_STORAGE_KEY } from '../shared/stores/compare';
import { mount } from '../widgets/compare-tray/mount';
import { compareTrayProps } from '../widgets/compare-tray/props';
import { COMPARE_DETAILS } from './fixtures/compare';
import { ServerMarkup } from './support/server-markup';
import { until } from './support/page';

/**
 * Compare mode on a listing (widgets/compare-tray) over the demo store's card markup: the tray empty (compare mode
 * inactive), with 1 and with 4 products, the limit tooltip a fifth selection brings, and on a phone (up to 768 px)
 * the tray open in the listing's bottom bar, by the bar's compare button. The selection is what the
 * device keeps (`hsa_compare_ids`), set before the island starts.
 */
const PRODUCTS = [...COMPARE_DETAILS.map((d) => d.product), { ...COMPARE_DETAILS[0]!.product, id: 105, title: 'دریل پیچ‌گوشتی شارژی بوش مدل GSR120' }];

const trayIsland = (selected: readonly number[]) => ({
  start: () => {
    getConfig();
    // The store may still hold the previous story's selection for a moment (nanostores unmounts lazily).
    if (selected.length) localStorage.setItem(COMPARE_STORAGE_KEY, selected.join(','));
    else localStorage.removeItem(COMPARE_STORAGE_KEY);
    $compare.set([...selected]);
    return createIsland({ name: 'compare-tray', props: compareTrayProps, loadOn: 'load', load: () => ({ mount }) }).start(document);
  },
});

interface TrayArgs {
  selected: number[];
}

function Listing({ selected }: TrayArgs) {
  const island = useMemo(() => trayIsland(selected), [selected.join(',')]);
  const html = `<main><ul class="products product-grid columns-4">${PRODUCTS.map((p) => productCard(p).value).join('')}</ul>
<div class="listing-bar" data-listing-bar><a class="listing-bar__item" href="#listing-sort">مرتب‌سازی</a><a class="listing-bar__item" href="#listing-filters">نمایش فیلترها</a></div>
<div class="compare-tray-mount sb-compare-tray" data-island="compare-tray"></div></main>`;
  return <ServerMarkup html={html} behaviours={[island]} />;
}

const meta = {
  title: 'Islands/Compare tray',
  component: Listing,
  args: { selected: [] },
} satisfies Meta<typeof Listing>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = { name: 'Empty (compare mode inactive)' };
export const One: Story = { name: '1 product', args: { selected: [102] } };
export const Four: Story = { name: '4 products (the limit)', args: { selected: [101, 102, 103, 104] } };
export const LimitTooltip: Story = {
  name: 'A fifth selection: the limit tooltip',
  args: { selected: [101, 102, 103, 104] },
  play: async ({ canvasElement }) => {
    await until(() => document.documentElement.hasAttribute('data-compare-ready'), 20, 10);
    canvasElement.querySelector<HTMLButtonElement>('button[data-compare-toggle][data-product-id="105"]')?.click();
  },
};

/** At 390 px the tray lives in the listing's sticky bottom bar: its compare button (with the count) shows it. */
export const OpenOnPhone: Story = {
  name: 'On a phone: the tray open in the bottom bar',
  args: { selected: [101, 102, 103] },
  globals: { viewport: { value: 'mobile390' } },
  play: async ({ canvasElement }) => {
    await until(() => document.documentElement.hasAttribute('data-compare-ready'), 20, 10);
    canvasElement.querySelector<HTMLButtonElement>('.listing-bar__compare')?.click();
  },
};
