import type { Meta, StoryObj } from '@storybook/preact';
import { useEffect, useState } from 'preact/hooks';
import { CATEGORY_TREE } from '../../demo-pages/db/generator/categories';
import { t } from '../../shared/platform/messages';
import { Tabs, type TabItem, type TabsProps } from '../../shared/ui/Tabs';

/**
 * Tabs (shared/ui/Tabs.tsx), drawn as the mega menu's tab groups (spec section 2: «ابزار برقی» / «ابزار دستی»):
 * one Tab stop, ArrowLeft forward in RTL, Home/End, automatic or manual activation, lazy panels.
 */
const links = (slug: string) => {
  const top = CATEGORY_TREE.find((c) => c.slug === slug)!;
  return (
    <ul style={{ margin: 0, paddingInlineStart: '1.2rem' }}>
      {top.children.map((child) => (
        <li key={child.slug}>
          <a href={`/product-category/${child.slug}/`}>{child.name}</a>
        </li>
      ))}
    </ul>
  );
};

const groups: TabItem[] = [
  { id: 'electric', label: t('electricTools'), content: links('electric-tools') },
  { id: 'hand', label: t('handTools'), content: links('hand-tools') },
  { id: 'text', label: 'درباره ابزار', content: <p>ابزارآلات هسا ابزار برقی و دستی، انکر، چسب و چرخ صنعتی را از برندهای ایرانی و خارجی عرضه می‌کند.</p> },
];

/** A panel that fetches its content on first show (spec section 7, "Lazy tab content"), here after a pause. */
function FetchedTemplate() {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setReady(true), 600);
    return () => clearTimeout(timer);
  }, []);
  return ready ? links('anchors') : <p>{t('loading')}</p>;
}

const SETS: Record<string, () => TabItem[]> = {
  groups: () => groups,
  disabled: () => groups.map((g) => (g.id === 'hand' ? { ...g, disabled: true } : g)),
  lazy: () => [...groups.slice(0, 2), { id: 'anchors', label: 'انکر و رول‌پلاک', content: () => <FetchedTemplate /> }],
  long: () => CATEGORY_TREE.map((top) => ({ id: top.slug, label: `همه محصولات ${top.name}`, content: links(top.slug) })),
};

/** The tab groups a story shows, by name; args stay plain data (Storybook serialises them). */
function Groups({ set = 'groups', ...props }: Omit<TabsProps, 'tabs' | 'label'> & { set?: keyof typeof SETS }) {
  return <Tabs label={t('allCategories')} tabs={SETS[set]!()} {...props} />;
}

const meta = {
  title: 'Primitives/Tabs',
  component: Groups,
  decorators: [
    (Story) => (
      <div class="container sb-stage">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Groups>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Automatic: Story = { name: 'Automatic activation' };

export const SecondSelected: Story = { name: 'Second tab selected', args: { defaultValue: 'hand' } };

export const Manual: Story = { name: 'Manual activation', args: { activation: 'manual' } };

export const Vertical: Story = { args: { orientation: 'vertical' } };

export const DisabledTab: Story = { name: 'Disabled tab', args: { set: 'disabled' } };

export const Lazy: Story = { name: 'Lazy panel (loads on first show)', args: { set: 'lazy', lazy: true } };

/** Many long labels: the list scrolls sideways on a phone instead of breaking the line. */
export const LongLabels: Story = { name: 'Long Persian labels', args: { set: 'long' } };
