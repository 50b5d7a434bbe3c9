import type { Meta, StoryObj } from '@storybook/preact';
import { useState } from 'react';
import { t } from '../../shared/platform/messages';
import { Slider } from '../../shared/ui/Slider';

/**
 * Slider (shared/ui/Slider.tsx): the price facet's two thumbs, APG multi-thumb slider. In RTL the lower thumb sits
 * on the right; ArrowLeft raises a value. Persian digits with ٬ between thousands.
 */
function PriceSlider({ min, max, step, start }: { min: number; max: number; step: number; start: [number, number] }) {
  const [value, setValue] = useState<[number, number]>(start);
  const label = 'قیمت'; // facet labels come from the server (settings.labels)
  return (
    <Slider
      labels={[t('rangeMin', { label }), t('rangeMax', { label })]}
      min={min}
      max={max}
      step={step}
      suffix=" تومان"
      value={value}
      onChange={setValue}
    />
  );
}

const meta = {
  title: 'Primitives/Slider',
  component: PriceSlider,
  decorators: [
    (Story) => (
      <div class="container sb-stage sb-stage--narrow">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PriceSlider>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Price: Story = { args: { min: 0, max: 12_000_000, step: 50_000, start: [1_500_000, 8_000_000] } };
export const Narrowed: Story = { args: { min: 0, max: 12_000_000, step: 50_000, start: [4_000_000, 4_000_000] } };
/** min equals max: nothing to choose, so the slider is disabled (spec section 5). */
export const Disabled: Story = { args: { min: 2_400_000, max: 2_400_000, step: 1, start: [2_400_000, 2_400_000] } };
