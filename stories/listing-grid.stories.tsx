import type { Meta, StoryObj } from '@storybook/preact';
import { t } from '../shared/platform/messages';
import { overlayMarkup } from '../widgets/listing-grid/overlay';
import '../widgets/listing-grid/listing-grid.css';
import { loadMoreBlock, pager } from '../demo-pages/templates/listing';
import { productGrid } from '../demo-pages/templates/product-card';
import { CARD_PRODUCTS, tagsOf, type CardKind } from './support/catalogue';
import { ServerMarkup } from './support/server-markup';

/**
 * The listing grid behaviour (widgets/listing-grid) in each state it puts the results column in: the server's cards
 * and numbered pager, skeleton cards while a refresh is on its way (max(10, per page, columns × 2)), the empty
 * state, section 8's message for an answer that is not the engine's, the loading overlay of infinite scroll and its
 * button for the keyboard (shown after a Tab, when nothing is appended by itself: infinite.ts);
 * then 'load more' (a theme's choice over infinite scroll; widgets/listing-grid/load-more.ts): the server's link as
 * it is without JavaScript, the button it becomes, the button while the next page is on its way, and after a
 * request that failed.
 */
type State = 'cards' | 'skeletons' | 'empty' | 'error' | 'overlay' | 'keyboard-more' | 'more-link' | 'more' | 'more-busy' | 'more-error';

/** The load-more control: the demo store's markup (page 1 of 30, 24 of 713 shown), as the behaviour leaves it. */
function loadMore(state: State): string {
  const block = loadMoreBlock('/load-more-demo/', 1, 24, 713, 30, '').value;
  if (state === 'more-link') return block;
  const busy = state === 'more-busy';
  const button = `<button type="button" class="button listing-more__button${busy ? ' loading' : ''}" aria-disabled="${busy}">${t('loadMore')}</button>`;
  const error = state === 'more-error' ? `<p class="listing-error listing-more__error" role="alert">${t('genericError')}</p>` : '';
  return block.replace(/<a [^>]*>[^<]*<\/a>/, button + error);
}

function skeletons(n: number): string {
  const card = '<li class="product-card product-card--skeleton"><span></span><span></span><span></span></li>';
  return `<ul class="products product-grid listing-skeletons" aria-hidden="true">${card.repeat(n)}</ul>`;
}

function Results({ state, perPage, columns }: { state: State; perPage: number; columns: number }) {
  const kinds = Object.keys(CARD_PRODUCTS) as CardKind[];
  const products = kinds.map((k) => CARD_PRODUCTS[k]);
  const byId = new Map(kinds.map((k) => [CARD_PRODUCTS[k].id, tagsOf(k)]));
  const body =
    state === 'skeletons'
      ? skeletons(Math.max(10, perPage, columns * 2))
      : state === 'empty'
        ? `<div class="listing-empty woocommerce-info" role="status"><p>${t('noResultsFound')}</p></div>`
        : state === 'error'
          ? `<p class="listing-error woocommerce-error" role="alert">${t('listingUndetected')}</p>`
          : productGrid(products, (id) => byId.get(id) ?? []).value;
  const html = `<section class="archive__results" data-listing aria-busy="${state === 'skeletons' || state === 'more-busy'}" aria-label="${t('filters')}">
  <p class="woocommerce-result-count" role="status">${t('resultCount', { count: state === 'empty' ? 0 : 713 })}</p>
  <div data-listing-template>${body}</div>
  ${state.startsWith('more') ? loadMore(state) : ''}
  ${state === 'keyboard-more' ? `<div class="listing-more listing-more--keyboard"><button type="button" class="button listing-more__button" aria-disabled="false">${t('loadMore')}</button></div>` : ''}
  <div data-listing-pager>${state === 'cards' ? pager('/product-category/electric-tools/', 3, 60, '').value : ''}</div>
  ${state === 'overlay' ? overlayMarkup() : ''}
</section>`;
  return <ServerMarkup html={html} />;
}

const meta = {
  title: 'Listing/Grid',
  component: Results,
  args: { state: 'cards', perPage: 24, columns: 4 },
  decorators: [
    (Story) => (
      <div class="container sb-stage">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Results>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Cards and the numbered pager with previous and next (page 3 of 60). */
export const CardsAndPager: Story = {};
/** A refresh on its way: 24 skeleton cards (per page 24 beats 10 and 4 columns × 2). */
export const Skeletons: Story = { args: { state: 'skeletons' } };
/** No product for these filters. */
export const Empty: Story = { args: { state: 'empty' } };
/** The refresh answered something that is not the engine's (spec section 8). */
export const Unparseable: Story = { args: { state: 'error' } };
/** Infinite scroll appending the next page: logo, «در حال بارگذاری…», a progress bar, in a 360 px box. */
export const LoadingOverlay: Story = { args: { state: 'overlay' } };
/** Infinite scroll once the shopper has pressed Tab: nothing comes by itself (Tab would never get past the grid); a
 * press of «نمایش موارد بیشتر» appends the next page and focuses its first card. A wheel or a touch resumes scrolling. */
export const KeyboardLoadMore: Story = { args: { state: 'keyboard-more' } };

/** 'Load more' without JavaScript: how far the shopper has come and a link to page 2 (the numbered pager from there). */
export const LoadMoreLink: Story = { args: { state: 'more-link' } };
/** 'Load more' with JavaScript: the same place, a button that appends the next page. */
export const LoadMore: Story = { args: { state: 'more' } };
/** The next page on its way: the listing aria-busy, the button aria-disabled with a spinner (it keeps focus); the
 * loading overlay (LoadingOverlay) covers the page meanwhile. */
export const LoadMoreBusy: Story = { args: { state: 'more-busy' } };
/** The request failed: the cards and the button stay, the message says to try again. */
export const LoadMoreFailed: Story = { args: { state: 'more-error' } };
