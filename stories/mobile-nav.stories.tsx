import type { Meta, StoryObj } from '@storybook/preact';
import { useMemo } from 'preact/hooks';
import { mobileNav } from '../demo-pages/templates/mobile-nav';
import { raw } from '../demo-pages/templates/html';
import { getConfig } from '../shared/api/page-config';
import { createBehaviour } from '../shared/islands/define-behaviour';
import { createIsland } from '../shared/islands/define-island';
import { setupCartBadges } from '../widgets/cart-badge/cart-badges';
import { mount } from '../widgets/mobile-nav/mount';
import { mobileNavProps } from '../widgets/mobile-nav/props';
import { ServicesItem } from '../widgets/mobile-nav/services';
import '../widgets/mobile-nav/mobile-nav.css';
import { cartBody } from './fixtures/cart';
import { siteContext } from './support/page';
import { ServerMarkup } from './support/server-markup';

/**
 * The mobile bottom navigation (widgets/mobile-nav) on its server markup (demo-pages/templates/mobile-nav.ts), shown
 * in the flow at any width: each active item (the style variable --hsa-nav-active), on a light and on a dark page
 * (the on-light / on-dark look), the cart badge, and the services modal.
 */
const navIsland = {
  start: () => {
    getConfig();
    return createIsland({ name: 'mobile-nav', props: mobileNavProps, loadOn: 'load', load: () => ({ mount }) }).start(document);
  },
};
const badges = createBehaviour({ name: 'cart-badge', setup: setupCartBadges });

interface BarArgs {
  active: number;
  count: number;
  dark: boolean;
}

function Bar({ active, count, dark }: BarArgs) {
  const markup = useMemo(
    () => mobileNav(siteContext({ cart: { count, bodyHtml: raw(cartBody([])) } })).value.replace('class="mobile-nav"', `class="mobile-nav" style="--hsa-nav-active: ${active}"`),
    [active, count],
  );
  return (
    <div style={{ background: dark ? '#1d2a44' : '#ffffff', paddingBlock: '24px' }}>
      <ServerMarkup class="sb-mobile-nav-inline" html={markup} behaviours={[navIsland, badges]} />
    </div>
  );
}

const meta = {
  title: 'Islands/Mobile navigation',
  component: Bar,
  args: { active: 0, count: 0, dark: false },
  argTypes: { active: { control: { type: 'range', min: 0, max: 4 } } },
  parameters: { pageConfig: { cartCount: '0' } },
} satisfies Meta<typeof Bar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Home: Story = { name: 'Active: خانه (0, the default)' };
export const Categories: Story = { name: 'Active: دسته‌بندی‌ها (1)', args: { active: 1 } };
export const Cart: Story = { name: 'Active: سبد خرید (2), badge ۳', args: { active: 2, count: 3 }, parameters: { pageConfig: { cartCount: '3' } } };
export const Services: Story = { name: 'Active: خدمات (3)', args: { active: 3 } };
export const Account: Story = { name: 'Active: حساب کاربری (4)', args: { active: 4 } };
export const OnDark: Story = { name: 'On a dark page (on-dark look)', args: { dark: true, count: 12 }, parameters: { pageConfig: { cartCount: '12' } } };

const SERVICES_HTML = /<template data-services-content>([\s\S]*?)<\/template>/.exec(mobileNav(siteContext()).value)?.[1] ?? '';

export const ServicesModal: StoryObj<typeof ServicesItem> = {
  name: 'Services modal open',
  render: () => (
    <nav class="mobile-nav sb-mobile-nav-inline" aria-label="ناوبری پایین صفحه" style={{ position: 'relative' }}>
      <ul class="mobile-nav__list">
        <li class="mobile-nav__item is-active">
          <ServicesItem iconHtml="" contentHtml={SERVICES_HTML} defaultOpen />
        </li>
      </ul>
    </nav>
  ),
};
