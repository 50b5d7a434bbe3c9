import type { Meta, StoryObj } from '@storybook/preact';
import { useEffect, useRef } from 'preact/hooks';
import { t } from '../../shared/platform/messages';
import { flashTooltip } from '../../shared/ui/flash-tooltip';
import { Tooltip, useTooltip } from '../../shared/ui/Tooltip';
import './overlay-stories.css';

/**
 * Tooltip, shared/ui/Tooltip.tsx: on the product card's compare toggle (spec sections 4 and 9), with the limit's
 * message «حداکثر ۴ محصول را می‌توانید مقایسه کنید». Shown on hover and focus, hidden on leave, blur and Escape;
 * flashed for 1.8 s when the shopper reaches the limit.
 */
interface ToggleArgs {
  shown: boolean;
  /** Each press past the limit flashes the tooltip. */
  atLimit: boolean;
  message: string;
}

function CompareToggle({ shown, atLimit, message }: ToggleArgs) {
  const tip = useTooltip();
  useEffect(() => {
    if (shown) tip.show();
  }, [shown]);
  return (
    <div class="sb-stage" style={{ paddingInline: '16px', minBlockSize: '160px' }}>
      <Tooltip tip={tip} content={message}>
        <button type="button" class="button" {...tip.anchorProps} onClick={() => atLimit && tip.flash()}>
          {t('compareToggle')}
        </button>
      </Tooltip>
    </div>
  );
}

const meta = {
  title: 'Primitives/Tooltip',
  component: CompareToggle,
  args: { shown: false, atLimit: true, message: t('compareLimit', { MAX: 4 }) },
} satisfies Meta<typeof CompareToggle>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Hidden: hover or focus the toggle to see it; press it to flash it. */
export const Hidden: Story = {};

export const Shown: Story = { args: { shown: true } };

export const LongText: Story = {
  name: 'Long Persian text',
  args: { shown: true, message: `${t('compareLimit', { MAX: 4 })}؛ برای افزودن کالای دیگر، یکی از کالاهای انتخاب شده را از فهرست مقایسه حذف کنید.` },
};

/** Server markup (a behaviour's toggle, no Preact view): flashTooltip under the pressed toggle, for 1.8 s. */
function ServerToggle() {
  const button = useRef<HTMLButtonElement>(null);
  return (
    <div class="sb-stage" style={{ paddingInline: '16px', minBlockSize: '160px' }}>
      <button ref={button} type="button" class="button" onClick={() => button.current && flashTooltip(button.current, t('compareLimit', { MAX: 4 }))}>
        {t('compareToggle')}
      </button>
    </div>
  );
}

export const FlashOnServerMarkup: Story = { name: 'Flash on server markup', render: () => <ServerToggle /> };
