import type { Meta, StoryObj } from '@storybook/preact';
import { t } from '../../shared/platform/messages';
import { MenuButton, type MenuItem } from '../../shared/ui/MenuButton';

/**
 * Menu button (shared/ui/MenuButton.tsx), drawn as the header's account menu (spec section 2, «حساب کاربری»):
 * arrows, type-ahead, Escape back to the button, Tab and a press outside close it.
 */
const items: MenuItem[] = [
  { id: 'dashboard', label: 'پیشخوان', href: '#dashboard' },
  { id: 'orders', label: 'سفارش‌ها', href: '#orders' },
  { id: 'addresses', label: 'آدرس‌ها', href: '#addresses' },
  { id: 'logout', label: t('logout'), onSelect: () => {} },
];

/** The account menu; args stay plain data (Storybook serialises them). */
function AccountMenu({ withDisabled = false }: { withDisabled?: boolean }) {
  const shown = withDisabled ? [...items.slice(0, 3), { id: 'wallet', label: 'کیف پول (به‌زودی)', disabled: true }, items[3]!] : items;
  return <MenuButton label={t('account')} items={shown} />;
}

const openMenu = async ({ canvasElement }: { canvasElement: HTMLElement }) => {
  canvasElement.querySelector<HTMLButtonElement>('[aria-haspopup="menu"]')?.click();
};

const meta = {
  title: 'Primitives/Menu button',
  component: AccountMenu,
  decorators: [
    (Story) => (
      <div class="container sb-stage" style={{ display: 'flex', justifyContent: 'flex-end', minBlockSize: '320px', alignItems: 'start' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof AccountMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {};

/** Opened with a click: focus on the first item. */
export const Open: Story = { play: openMenu };

export const WithDisabledItem: Story = {
  name: 'Open, one item disabled',
  args: { withDisabled: true },
  play: openMenu,
};
