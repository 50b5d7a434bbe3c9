import type { Meta, StoryObj } from '@storybook/preact';
import { attributionBlock, type StoredAttribution } from '../demo-pages/templates/pages/order-received';
import { organicAttribution, typeinAttribution, utmAttribution } from './fixtures/attribution';
import { ServerMarkup } from './support/server-markup';

/**
 * Order attribution (widgets/attribution) as the order-received page shows it: the demo store's template
 * (demo-pages/templates/pages/order-received.ts), the origin and device type first, then each stored
 * `wc_order_attribution_*` field, as WooCommerce's order screen lists them. The behaviour itself draws nothing.
 */
function OrderAttribution({ attribution }: { attribution: StoredAttribution }) {
  return (
    <main id="main" class="container checkout-page">
      <ServerMarkup html={attributionBlock(attribution)} />
    </main>
  );
}

const meta = {
  title: 'Checkout/Order attribution',
  component: OrderAttribution,
  args: { attribution: utmAttribution },
} satisfies Meta<typeof OrderAttribution>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A newsletter campaign's visit, three pages, then the order: origin «منبع: newsletter». */
export const Campaign: Story = {};
/** Found on Google: origin «جست‌وجوی طبیعی: google». */
export const Organic: Story = { args: { attribution: organicAttribution } };
/** Typed in, on a desktop: source '(direct)', medium '(none)', origin «مستقیم». */
export const Direct: Story = { args: { attribution: typeinAttribution } };
/** Tracking was off (allowTracking false): nothing was stored. */
export const TrackingOff: Story = { name: 'Tracking off', args: { attribution: {} } };
