import type { Meta, StoryObj } from '@storybook/preact';
import { useMemo } from 'preact/hooks';
import { siteHeader } from '../demo-pages/templates/header';
import type { SiteContext } from '../demo-pages/templates/site-context';
import { getConfig } from '../shared/api/page-config';
import { createIsland } from '../shared/islands/define-island';
import { CityPicker } from '../widgets/header/CityDialog';
import type { CategoryTree } from '../widgets/header/categories';
import { MegaMenu } from '../widgets/header/MegaMenu';
import { MenuDrawer } from '../widgets/header/MenuDrawer';
import { mount } from '../widgets/header/mount';
import { headerProps } from '../widgets/header/props';
import '../widgets/header/header.css';
import '../widgets/header/header-parts.css';
import '../widgets/header/mega.css';
import { fakeGeolocation, fixturePlaceService, MENU_ICON, PIN_ICON } from './fixtures/header';
import { NAV_CATEGORIES, siteContext } from './support/page';
import { ServerMarkup } from './support/server-markup';

/**
 * The header island (widgets/header): the theme's header markup (demo-pages/templates/header.ts) with the island
 * started on it, as a guest, logged in and with a city chosen; and each view the shopper opens: the mobile drawer,
 * the city dialog «انتخاب شهر» (with the geolocation refusal), the mega menu. Axe checks each at 390 and 1366.
 */
const headerIsland = {
  start: () => {
    getConfig();
    return createIsland({ name: 'header', props: headerProps, loadOn: 'load', load: () => ({ mount }) }).start(document);
  },
};

function Header({ site }: { site: Partial<SiteContext> }) {
  const markup = useMemo(() => siteHeader(siteContext(site)), [site]);
  return <ServerMarkup html={markup} behaviours={[headerIsland]} />;
}

const categories: CategoryTree[] = NAV_CATEGORIES.map((cat) => ({
  name: cat.name,
  href: `/product-category/${cat.slug}/`,
  children: cat.children.map((child) => ({
    name: child.name,
    href: `/product-category/${child.slug}/`,
    links: child.brands.map((brand) => ({ name: `${child.name} ${brand.name}`, href: `/product-category/${child.slug}/?_brand=${brand.slug}` })),
  })),
}));

const meta = {
  title: 'Islands/Header',
  component: Header,
  args: { site: {} },
} satisfies Meta<typeof Header>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Guest: Story = { name: 'Guest' };

export const LoggedIn: Story = { name: 'Logged in', args: { site: { login: { nonce: 'storybook0', account: { mobile: '09121234567' } } } } };

export const CityChosen: Story = { name: 'City chosen (gk_city)', args: { site: { city: 'اصفهان' } } };

export const DrawerOpen: StoryObj<typeof MenuDrawer> = {
  name: 'Mobile drawer open',
  render: () => (
    <div class="site-header" style={{ position: 'static' }}>
      <MenuDrawer categories={categories} iconHtml={MENU_ICON} defaultOpen />
    </div>
  ),
};

export const CityDialog: StoryObj<typeof CityPicker> = {
  name: 'City dialog',
  render: () => <CityPicker service={fixturePlaceService()} iconHtml={PIN_ICON} defaultOpen />,
};

export const CityDialogList: StoryObj<typeof CityPicker> = {
  name: 'City dialog: every city at a tap',
  render: () => <CityPicker service={fixturePlaceService()} iconHtml={PIN_ICON} defaultOpen />,
  play: async () => {
    const box = document.querySelector<HTMLInputElement>('.city-dialog input');
    box?.focus();
    box?.click();
  },
};

export const CityDialogRefused: StoryObj<typeof CityPicker> = {
  name: 'City dialog: location refused',
  render: () => <CityPicker service={fixturePlaceService()} iconHtml={PIN_ICON} geolocation={fakeGeolocation({ code: 1 })} defaultOpen />,
  play: async () => {
    document.querySelector<HTMLButtonElement>('.city-dialog__locate')?.click();
  },
};

export const MegaMenuOpen: StoryObj<typeof MegaMenu> = {
  name: 'Mega menu open',
  render: () => (
    <div class="site-header__bottom" style={{ minBlockSize: '420px' }}>
      <div class="container site-header__bottom-inner">
        <MegaMenu categories={categories} />
      </div>
    </div>
  ),
  play: async ({ canvasElement }) => {
    canvasElement.querySelector<HTMLButtonElement>('.hsa-nav__trigger')?.click();
  },
};
