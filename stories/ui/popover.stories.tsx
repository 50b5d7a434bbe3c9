import type { Meta, StoryObj } from '@storybook/preact';
import { t } from '../../shared/platform/messages';
import { Popover, usePopoverTrigger } from '../../shared/ui/Popover';
import { useOverlayState } from '../../shared/ui/use-overlay-trigger';
import './overlay-stories.css';

/**
 * Popover (non-modal), shared/ui/Popover.tsx: the header's account dropdown (spec section 2: closes on an outside
 * click, Escape, scroll or resize). Under its trigger, lined up with the trigger's inline end or start.
 */
interface AccountArgs {
  open: boolean;
  align: 'start' | 'end';
  longNames: boolean;
}

function AccountMenu({ open, align, longNames }: AccountArgs) {
  const account = useOverlayState({ defaultOpen: open });
  const links = longNames
    ? ['سفارش‌های ابزار برقی و دستی در حال ارسال به نشانی محل کار', 'نشانی‌های ذخیره شده برای ارسال سفارش‌های عمده', t('logout')]
    : ['سفارش‌ها', 'نشانی‌ها', t('logout')];
  return (
    <div class="sb-stage sb-row" style={{ paddingInline: '16px', justifyContent: align === 'end' ? 'flex-end' : 'flex-start' }}>
      <div class="hsa-popover-anchor">
        <button class="button" {...usePopoverTrigger(account)}>
          {t('account')}
        </button>
        <Popover state={account} align={align} closeOnScroll closeOnResize>
          <ul class="sb-list">
            {links.map((name) => (
              <li key={name}>
                <a href="/my-account/">{name}</a>
              </li>
            ))}
          </ul>
        </Popover>
      </div>
    </div>
  );
}

const meta = {
  title: 'Primitives/Popover',
  component: AccountMenu,
  args: { open: true, align: 'start', longNames: false },
  argTypes: { align: { control: 'inline-radio', options: ['start', 'end'] } },
} satisfies Meta<typeof AccountMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = { args: { open: false } };

/** A trigger at the inline-start side of the page: the popover lines up with its start edge and opens inward. */
export const OpenAlignedStart: Story = { name: 'Open, aligned to the start' };

/** A trigger at the inline-end side (the header's account button on a wide screen): lined up with its end edge. */
export const OpenAlignedEnd: Story = { name: 'Open, aligned to the end', args: { align: 'end' } };

export const LongText: Story = { name: 'Long Persian text', args: { longNames: true } };
