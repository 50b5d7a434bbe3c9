import type { Meta, StoryObj } from '@storybook/preact';
import { useMemo, useState } from 'preact/hooks';
import { CATEGORY_TREE } from '../../demo-pages/db/generator/categories';
import { t } from '../../shared/platform/messages';
import { normalizePersian } from '../../shared/platform/persian-text';
import { Combobox } from '../../shared/ui/Combobox';
import type { ComboboxItem, ComboboxOption } from '../../shared/ui/combobox-state';

/**
 * Combobox (shared/ui/Combobox.tsx over useCombobox and combobox-state): the city search of the location dialog,
 * and live search's grouped suggestions (spec section 2: rows under «محصولات» and «دسته‌بندی‌ها», headings skipped
 * by the arrow keys). The states after typing are reached by a play function, as a shopper would reach them.
 */
const CITIES = ['تهران', 'تبریز', 'اصفهان', 'شیراز', 'مشهد', 'کرج', 'قم', 'اهواز', 'کرمانشاه', 'کرمان', 'رشت', 'ارومیه', 'یزد', 'همدان', 'زنجان'];
const cityOptions: ComboboxOption[] = CITIES.map((name, i) => ({ id: `city-${i}`, label: name, value: name }));

const matches = (query: string) => (option: ComboboxOption) => normalizePersian(option.label).includes(normalizePersian(query));

function CitySearch({ status }: { status?: string }) {
  const [query, setQuery] = useState('');
  const items = useMemo(() => (query.trim() && !status ? cityOptions.filter(matches(query)) : []), [query, status]);
  return (
    <Combobox label={t('chooseCity')} placeholder="نام شهر" items={items} onQueryChange={setQuery} onSelect={() => false} status={status} />
  );
}

const products: ComboboxOption[] = CATEGORY_TREE.flatMap((top) =>
  top.children.map((child) => ({ id: `p-${child.slug}`, label: `${child.name} ${top.name === 'ابزار برقی' ? 'رونیکس' : 'اکتیو'}`, href: '#' })),
);
const categories: ComboboxOption[] = CATEGORY_TREE.flatMap((top) => top.children.map((child) => ({ id: `c-${child.slug}`, label: child.name, href: '#' })));

function LiveSearchLike() {
  const [query, setQuery] = useState('');
  const items = useMemo<ComboboxItem[]>(() => {
    if (normalizePersian(query).length < 2) return [];
    return [
      { id: 'products', label: t('searchProducts'), options: products.filter(matches(query)).slice(0, 5) },
      { id: 'categories', label: t('searchCategories'), options: categories.filter(matches(query)) },
    ].filter((group) => group.options.length > 0);
  }, [query]);
  return (
    <Combobox
      label={t('search')}
      hideLabel
      type="search"
      placeholder={`${t('searchIn')} ${t('searchProducts')}…`}
      items={items}
      onQueryChange={setQuery}
      onSelect={() => false}
    />
  );
}

/** Types into the box as a shopper would, then presses ArrowDown `downs` times. */
const typeThenArrow = (text: string, downs = 0) =>
  async function play({ canvasElement }: { canvasElement: HTMLElement }) {
    const input = canvasElement.querySelector<HTMLInputElement>('[role="combobox"]');
    if (!input) return;
    input.focus();
    input.value = text;
    input.dispatchEvent(new Event('input', { bubbles: true }));
    await new Promise((resolve) => setTimeout(resolve, 0));
    for (let i = 0; i < downs; i++) {
      input.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowDown', bubbles: true, cancelable: true }));
      await new Promise((resolve) => setTimeout(resolve, 0));
    }
  };

const meta = {
  title: 'Primitives/Combobox',
  component: CitySearch,
  decorators: [
    (Story) => (
      <div class="container sb-stage sb-stage--narrow" style={{ minBlockSize: '460px' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof CitySearch>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = { name: 'City search, empty' };

export const Results: Story = { name: 'City search, results', play: typeThenArrow('کر') };

export const ActiveOption: Story = { name: 'City search, an option active', play: typeThenArrow('کر', 2) };

export const NoResults: Story = { name: 'City search, nothing found', play: typeThenArrow('لندن') };

export const Searching: Story = { name: 'Searching', args: { status: t('searching') }, play: typeThenArrow('تهر') };

export const ConnectionError: Story = { name: 'Connection error', args: { status: t('connectionError') }, play: typeThenArrow('تهر') };

/** Live search's shape: groups under headings, the arrow keys skip the headings. */
export const Grouped: Story = { name: 'Grouped suggestions, an option active', render: () => <LiveSearchLike />, play: typeThenArrow('چرخ', 3) };
