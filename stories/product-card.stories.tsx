import type { Meta, StoryObj } from '@storybook/preact';
import { useMemo } from 'preact/hooks';
import { html } from '../demo-pages/templates/html';
import { productCard } from '../demo-pages/templates/product-card';
import { createBehaviour } from '../shared/islands/define-behaviour';
import { setupGalleries } from '../widgets/product-card/gallery';
import { setupTagStrips } from '../widgets/product-card/tag-strip';
import { CARD_PRODUCTS, tagsOf, type CardKind } from './support/catalogue';
import { ServerMarkup } from './support/server-markup';

/**
 * The product card of the theme's loop, as the server renders it (demo-pages/templates/product-card.ts), in the
 * listing's grid, with the card behaviours of widgets/product-card started: the gallery arrows (the arrow on the
 * left is 'next' in RTL) and the draggable tag strip. Links do not navigate in the preview.
 */
const behaviours = [
  createBehaviour({ name: 'product-card-gallery', setup: setupGalleries }),
  createBehaviour({ name: 'product-card-tags', setup: setupTagStrips }),
];

interface CardsArgs {
  kinds: CardKind[];
}

function Cards({ kinds }: CardsArgs) {
  const markup = useMemo(() => html`${kinds.map((kind) => productCard(CARD_PRODUCTS[kind], tagsOf(kind), true))}`, [kinds.join()]);
  return (
    <div class="container sb-stage">
      <ServerMarkup as="ul" class="products product-grid columns-4" html={markup} behaviours={behaviours} />
    </div>
  );
}

const KINDS: CardKind[] = ['oneImage', 'manyImages', 'onSale', 'outOfStock', 'variable'];

const meta = {
  title: 'Catalogue/Product card',
  component: Cards,
  args: { kinds: ['manyImages'] },
  argTypes: { kinds: { control: 'check', options: KINDS } },
} satisfies Meta<typeof Cards>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One picture: the server leaves the arrows and dots out. */
export const OneImage: Story = { args: { kinds: ['oneImage'] } };

/** Four pictures: arrows and dots; the first picture loads eagerly, the others when first shown. */
export const SeveralImages: Story = { args: { kinds: ['manyImages'] } };

/** A sale price: the struck-out regular price, the percentage and the sale badge. */
export const OnSale: Story = { args: { kinds: ['onSale'] } };

/** Out of stock: no add button, a muted link to the product instead. */
export const OutOfStock: Story = { args: { kinds: ['outOfStock'] } };

/** A variable product: 'از' before the lowest price, and 'انتخاب گزینه‌ها' instead of the add button. */
export const Variable: Story = { args: { kinds: ['variable'] } };

/** All of them side by side, as in a listing. */
export const Listing: Story = { args: { kinds: KINDS } };
