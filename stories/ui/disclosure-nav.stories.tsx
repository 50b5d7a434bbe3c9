import type { Meta, StoryObj } from '@storybook/preact';
import { CATEGORY_TREE } from '../../demo-pages/db/generator/categories';
import { t } from '../../shared/platform/messages';
import { DisclosureNav, type NavSection } from '../../shared/ui/DisclosureNav';
import { Tabs } from '../../shared/ui/Tabs';

/**
 * Disclosure navigation (shared/ui/DisclosureNav.tsx), drawn as the mega menu (spec section 2): the demo store's
 * categories as buttons showing their links, one open at a time, ArrowLeft forward in RTL, Escape back to the
 * button, opening on hover with a mouse.
 */
const categorySections: NavSection[] = CATEGORY_TREE.map((top) => ({
  id: top.slug,
  label: top.name,
  links: [
    ...top.children.map((child) => ({ label: child.name, href: `/product-category/${child.slug}/` })),
    { label: `همه ${top.name}`, href: `/product-category/${top.slug}/` },
  ],
}));

const tabLinks = (slug: string) => (
  <ul style={{ margin: 0, paddingInlineStart: '1.2rem' }}>
    {CATEGORY_TREE.find((c) => c.slug === slug)!.children.map((child) => (
      <li key={child.slug}>
        <a href={`/product-category/${child.slug}/`}>{child.name}</a>
      </li>
    ))}
  </ul>
);

/** «دسته‌بندی کالاها» opening the tab groups «ابزار برقی» / «ابزار دستی». */
const megaMenu: NavSection[] = [
  {
    id: 'all',
    label: t('allCategories'),
    content: (
      <Tabs
        label={t('allCategories')}
        tabs={[
          { id: 'electric', label: t('electricTools'), content: tabLinks('electric-tools') },
          { id: 'hand', label: t('handTools'), content: tabLinks('hand-tools') },
        ]}
      />
    ),
  },
  ...categorySections.slice(2),
  { id: 'brands', label: t('searchBrands'), href: '/brands/' },
];

/** The category navigation, or the mega menu; args stay plain data (Storybook serialises them). */
function Categories({ mega = false, openOnHover = true }: { mega?: boolean; openOnHover?: boolean }) {
  return <DisclosureNav label={t('allCategories')} sections={mega ? megaMenu : categorySections} openOnHover={openOnHover} />;
}

const openFirst = async ({ canvasElement }: { canvasElement: HTMLElement }) => {
  canvasElement.querySelector<HTMLButtonElement>('.hsa-nav__trigger')?.click();
};

const meta = {
  title: 'Primitives/Disclosure navigation',
  component: Categories,
  decorators: [
    (Story) => (
      <div class="container sb-stage" style={{ minBlockSize: '420px' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Categories>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {};

export const OpenLinks: Story = { name: 'Open: a panel of links', play: openFirst };

export const MegaMenu: Story = { name: 'Mega menu: tab groups', args: { mega: true }, play: openFirst };
