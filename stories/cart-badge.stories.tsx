import type { Meta, StoryObj } from '@storybook/preact';
import { icon } from '../demo-pages/templates/icons';
import { t } from '../shared/platform/messages';
import { CartBadge } from '../shared/ui/CartBadge';
import { MobileNav, StoreHeader } from './support/store-header';

/**
 * The cart count badge (shared/ui/CartBadge.tsx): Persian digits on screen, '{count} کالا' for screen readers,
 * hidden at 0. Shown where the theme puts it: on the navy header's cart button (the mini-cart's, see
 * MiniCartView) and on the cart item of the mobile bottom navigation (demo-pages/templates/mobile-nav.ts).
 */
interface BadgeArgs {
  count: number;
}

function Icon({ name }: { name: string }) {
  // the theme's icon, as the server writes it (demo-pages/templates/icons.ts)
  return <span style={{ display: 'contents' }} dangerouslySetInnerHTML={{ __html: icon(name).value }} />;
}

function HeaderButton({ count }: BadgeArgs) {
  return (
    <button type="button" class="mini-cart__button header-action" aria-haspopup="dialog" aria-expanded="false">
      <Icon name="cart" />
      <span class="header-action__label">{t('cart')}</span>
      <CartBadge count={count} />
    </button>
  );
}

function Badges({ count }: BadgeArgs) {
  return (
    <>
      <StoreHeader cart={<HeaderButton count={count} />} />
      <MobileNav inline badge={<CartBadge count={count} className="cart-badge--nav" />} />
    </>
  );
}

const meta = {
  title: 'Cart/Cart badge',
  component: Badges,
  args: { count: 3 },
  argTypes: { count: { control: { type: 'number', min: 0, step: 1 } } },
} satisfies Meta<typeof Badges>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An empty cart: no badge at all. */
export const Zero: Story = { args: { count: 0 } };
export const Three: Story = { args: { count: 3 } };
export const Twelve: Story = { args: { count: 12 } };
/** Three digits: the badge grows sideways (toward the label in RTL). */
export const HundredTwentyEight: Story = { name: 'Hundred twenty-eight', args: { count: 128 } };
