import type { Meta, StoryObj } from '@storybook/preact';
import type { ComponentChildren } from 'preact';
import { useLayoutEffect, useRef, useState } from 'preact/hooks';
import { createDisposables } from '../shared/islands/disposables';
import { t } from '../shared/platform/messages';
import { setCartBody } from '../shared/stores/cart';
import { noticeMessages, quantityMessages } from '../shared/stores/cart-messages';
import { mount } from '../widgets/mini-cart/mount';
import { MiniCartView } from '../widgets/mini-cart/MiniCartView';
import '../widgets/mini-cart/mini-cart.css';
import { cartBody, line } from './fixtures/cart';
import { cartMessages } from '../demo-pages/server/cart/cart-messages';
import { cartLines } from './support/catalogue';
import { createFakeCartServer } from './support/fake-cart-server';
import { FakeFetch } from './support/fake-fetch';
import { StoreHeader } from './support/store-header';

/**
 * The mini-cart island (widgets/mini-cart): MiniCartView is what it looks like in each state, MiniCart the island
 * itself. The panel body is the server's markup (demo-pages/templates/mini-cart-body.ts, through
 * stories/fixtures/cart.ts), in the theme's navy header where the page mounts it.
 */
const lines = cartLines();
const itemCount = (ls: ReadonlyArray<{ quantity: number }>) => ls.reduce((sum, l) => sum + l.quantity, 0);

const meta = {
  title: 'Cart/Mini-cart',
  component: MiniCartView,
  args: {
    id: 'mini-cart-story',
    count: 0,
    open: false,
    bodyHtml: cartBody([]),
    messages: [],
    busy: false,
    cartUrl: '/checkout-cart/',
  },
  argTypes: {
    bodyHtml: { control: 'text' },
    bodyRevision: { table: { disable: true } },
    buttonRef: { table: { disable: true } },
    panelRef: { table: { disable: true } },
    bodyRef: { table: { disable: true } },
    onToggle: { table: { disable: true } },
    onClose: { table: { disable: true } },
    onWarm: { table: { disable: true } },
    pending: { table: { disable: true } },
  },
  decorators: [(Story) => <StoreHeader cart={<Story />} />],
} satisfies Meta<typeof MiniCartView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const EmptyClosed: Story = { name: 'Empty, closed' };

export const EmptyOpen: Story = { name: 'Empty, open', args: { open: true } };

/** Three lines; the second has a title long enough to wrap. */
export const WithItems: Story = {
  args: { open: true, count: itemCount(lines), bodyHtml: cartBody(lines) },
};

/** A + was pressed: that control is disabled (aria-disabled) and the body busy until the server answers. */
export const Busy: Story = {
  args: {
    open: true,
    busy: true,
    count: itemCount(lines),
    bodyHtml: cartBody(lines),
    pending: { key: lines[0]!.key, action: 'inc' },
  },
};

/** Asked for 6 of a product limited to 5: the server applied 5 and the island says why. */
const atMaximum = [lines[0]!, lines[1]!, line(3, 5, lines[2]!.product)];
export const AdjustedQuantity: Story = {
  args: {
    open: true,
    count: itemCount(atMaximum),
    bodyHtml: cartBody(atMaximum),
    messages: [t('maxQty', { max: 5 })],
  },
};

/**
 * A quantity message and a server notice shown together, in one alert (spec section 5), built the way the island
 * builds them from a response's `meta` and `notices`. The notice is the demo store's 'limit' message
 * (demo-pages/server/cart/cart-messages.ts, cartMessages.limit).
 */
const limitNotice = cartMessages.limit(lines[2]!.product.title, 5, 5);
export const ServerNotice: Story = {
  args: {
    open: true,
    count: itemCount(atMaximum),
    bodyHtml: cartBody(atMaximum),
    messages: [
      ...quantityMessages({ applied: 5, requested: 6, sold_individually: false, max: 5, min: 1 }),
      ...noticeMessages({ error: [limitNotice], notice: [], success: [] }),
    ],
  },
};

/** The call failed (network, timeout, a PHP error page): the body stays as it was. */
export const ErrorState: Story = {
  name: 'Error',
  args: { open: true, count: itemCount(lines), bodyHtml: cartBody(lines), messages: [t('genericError')] },
};

/** The page carried no mini-cart body and none has arrived yet: the panel offers the cart page. */
export const UnknownBody: Story = {
  name: 'Unknown body',
  args: { open: true, count: 3, bodyHtml: null },
};

/**
 * The island as the page mounts it (widgets/mini-cart/mount.tsx: the store, its reactions, the view over the
 * fallback link), for as long as the story is on screen. The host has no box of its own (`display: contents`), so
 * the button and panel sit in the header's `div.mini-cart` as on the page.
 */
function MiniCartIsland({ cartUrl }: { cartUrl: string }) {
  const host = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const root = host.current!;
    const link = document.createElement('a');
    link.className = 'mini-cart__button header-action';
    link.dataset.adopt = 'cart-button';
    link.href = cartUrl;
    link.textContent = t('cart');
    root.replaceChildren(link);
    const controller = new AbortController();
    const disposables = createDisposables();
    mount(root, { cartUrl }, { disposables, signal: controller.signal });
    return () => {
      controller.abort();
      disposables.dispose();
    };
  }, [cartUrl]);
  return <div ref={host} style={{ display: 'contents' }} />;
}

/**
 * The island itself, against a stand-in for the store's mini-cart call (stories/support/fake-cart-server.ts):
 * open it, then + / − / remove really change the cart (the third line stops at 5). `latencyMs` is the server's
 * think time, to see the busy state.
 */
function FakeCartStore({ latencyMs, children }: { latencyMs: number; children: ComponentChildren }) {
  const think = useRef(latencyMs);
  think.current = latencyMs;
  const [server] = useState(() => {
    const created = createFakeCartServer(cartLines(), { latencyMs: () => think.current });
    setCartBody(cartBody([...created.lines]), itemCount(created.lines));
    return created;
  });
  return <FakeFetch handler={server.handle}>{children}</FakeFetch>;
}

interface InteractiveArgs {
  latencyMs: number;
}

export const Interactive: StoryObj<InteractiveArgs> = {
  name: 'Interactive (fake server)',
  args: { latencyMs: 400 },
  argTypes: { latencyMs: { control: { type: 'range', min: 0, max: 3000, step: 100 } } },
  render: () => <MiniCartIsland cartUrl="/checkout-cart/" />,
  decorators: [
    (Story, context) => (
      <FakeCartStore latencyMs={Number(context.args.latencyMs ?? 0)}>
        <Story />
      </FakeCartStore>
    ),
  ],
};
