import type { Meta, StoryObj } from '@storybook/preact';
import type { ComponentChildren } from 'preact';
import { useMemo } from 'preact/hooks';
import { comparePage } from '../demo-pages/templates/pages/compare';
import { getConfig } from '../shared/api/page-config';
import { createIsland } from '../shared/islands/define-island';
import { Dialog } from '../shared/ui/Dialog';
import { useOverlayState } from '../shared/ui/use-overlay-trigger';
import { t } from '../shared/platform/messages';
import { AddModal } from '../widgets/compare-page/AddModal';
import { mount } from '../widgets/compare-page/mount';
import { comparePageProps } from '../widgets/compare-page/props';
import '../widgets/compare-page/compare-page.css';
import { COMPARE_DETAILS, COMPARE_SEARCH_ITEMS } from './fixtures/compare';
import { FakeFetch, htmlResponse, jsonResponse, latency, type FakeHandler } from './support/fake-fetch';
import { ServerMarkup } from './support/server-markup';

/**
 * The comparison page (widgets/compare-page) over the server's table (demo-pages/templates/pages/compare.ts): 1, 2
 * and 4 products, differences only; and the «افزودن محصول به مقایسه» modal in each state (results, searching, nothing
 * found, connection error, every «افزودن» disabled as 4 are compared), against a fake compare search.
 */
const pageIsland = {
  start: () => {
    getConfig();
    return createIsland({ name: 'compare-page', props: comparePageProps, loadOn: 'load', load: () => ({ mount }) }).start(document);
  },
};

const pageHtml = (count: number, diff: boolean) => comparePage('ابزارآلات هسا', COMPARE_DETAILS.slice(0, count), diff).main.value;

/** The compare search and the page itself (an add asks the server for the new table). */
const server: FakeHandler = async ({ url, signal }) => {
  if (url.pathname.endsWith('/compare/search')) {
    await latency(300, signal);
    return jsonResponse({ items: COMPARE_SEARCH_ITEMS });
  }
  if (url.pathname === '/compare/') return htmlResponse(`<main>${pageHtml(3, false)}</main>`);
  return undefined;
};

interface PageArgs {
  count: number;
  diff: boolean;
}

function Page({ count, diff }: PageArgs) {
  const html = useMemo(() => `<main>${pageHtml(count, diff)}</main>`, [count, diff]);
  return (
    <FakeFetch handler={server}>
      <ServerMarkup html={html} behaviours={[pageIsland]} />
    </FakeFetch>
  );
}

const meta = {
  title: 'Islands/Comparison page',
  component: Page,
  args: { count: 2, diff: false },
  argTypes: { count: { control: { type: 'range', min: 1, max: 4 } } },
} satisfies Meta<typeof Page>;

export default meta;
type Story = StoryObj<typeof meta>;

export const OneProduct: Story = { name: '1 product', args: { count: 1 } };
export const TwoProducts: Story = { name: '2 products, differences marked' };
export const FourProducts: Story = { name: '4 products', args: { count: 4 } };
export const DifferencesOnly: Story = { name: '«فقط تفاوت‌ها» on', args: { count: 4, diff: true } };

/** The modal open on its own, with the search answering as the state needs. */
function OpenModal({ ids, children }: { ids: number[]; children?: ComponentChildren }) {
  const state = useOverlayState({ defaultOpen: true });
  return (
    <>
      {children}
      <Dialog state={state} title={t('compareModalTitle')} class="compare-dialog">
        <AddModal ids={ids} max={4} onAdd={() => {}} />
      </Dialog>
    </>
  );
}

const modal = (name: string, handler: FakeHandler, ids = [101, 102]): StoryObj<typeof OpenModal> => ({
  name,
  render: () => (
    <FakeFetch handler={handler}>
      <OpenModal ids={ids} />
    </FakeFetch>
  ),
});

const search = (answer: (signal: AbortSignal | undefined) => Promise<Response | undefined>): FakeHandler => ({ url, signal }) =>
  url.pathname.endsWith('/compare/search') ? answer(signal) : undefined;

export const ModalResults = modal('Modal: results', search(async () => jsonResponse({ items: COMPARE_SEARCH_ITEMS })));
export const ModalSearching = modal('Modal: در حال جستجو…', search((signal) => latency(600_000, signal).then(() => undefined)));
export const ModalNothingFound = modal('Modal: نتیجه‌ای یافت نشد.', search(async () => jsonResponse({ items: [] })));
export const ModalError = modal('Modal: خطا در اتصال.', search(async () => jsonResponse({ code: 'internal_error' }, 500)));
export const ModalFull = modal('Modal: 4 compared, «افزودن» disabled', search(async () => jsonResponse({ items: COMPARE_SEARCH_ITEMS })), [101, 102, 103, 104]);
