import type { Meta, StoryObj } from '@storybook/preact';
import { useMemo } from 'preact/hooks';
import { createBehaviour } from '../shared/islands/define-behaviour';
import { useOverlayState } from '../shared/ui/use-overlay-trigger';
import { OffCanvas } from '../widgets/page-widgets/off-canvas';
import { setupPageWidgets } from '../widgets/page-widgets/setup';
import '../widgets/page-widgets/page-widgets.css';
import { FakeFetch, jsonResponse, latency, type FakeHandler } from './support/fake-fetch';
import { ServerMarkup } from './support/server-markup';

/**
 * The page-widgets behaviour (widgets/page-widgets) on its server markup: tabs (autoplay with its pause button; a lazy
 * tab loading, loaded, and failing with its fallback left), an accordion, a switcher, and the off-canvas panel on the
 * Drawer. The lazy tab's answers come from a stand-in of GET /wp-json/jet-tabs-api/v1/elementor-template.
 */
const behaviour = createBehaviour({ name: 'page-widgets', setup: setupPageWidgets });

type Lazy = 'none' | 'loaded' | 'loading' | 'failed';

function tabsMarkup(lazy: Lazy, autoplay: boolean): string {
  const lazySelected = lazy !== 'none';
  return `<div class="hsa-tabs" data-hsa-tabs${autoplay ? ' data-autoplay="4000"' : ''}>
  <div role="tablist" aria-label="دربارهٔ جشنواره">
    <button type="button" role="tab" id="sb-tab-offers" aria-controls="sb-tab-offers-panel" aria-selected="${!lazySelected}"${lazySelected ? ' tabindex="-1"' : ''}>پیشنهادها</button>
    <button type="button" role="tab" id="sb-tab-warranty" aria-controls="sb-tab-warranty-panel" aria-selected="false" tabindex="-1">گارانتی</button>
    <button type="button" role="tab" id="sb-tab-brands" aria-controls="sb-tab-brands-panel" aria-selected="${lazySelected}"${lazySelected ? '' : ' tabindex="-1"'}>برندها</button>
  </div>
  ${autoplay ? '<button type="button" class="button" data-tabs-pause hidden></button>' : ''}
  <div role="tabpanel" id="sb-tab-offers-panel" aria-labelledby="sb-tab-offers" tabindex="0"${lazySelected ? ' hidden' : ''}><p>تا پایان هفته، دریل‌ها و فرزها با ارسال رایگان.</p></div>
  <div role="tabpanel" id="sb-tab-warranty-panel" aria-labelledby="sb-tab-warranty" tabindex="0" hidden><p>همهٔ ابزارهای برقی جشنواره هجده ماه گارانتی تعویض دارند.</p></div>
  <div role="tabpanel" id="sb-tab-brands-panel" aria-labelledby="sb-tab-brands" tabindex="0" data-template-id="301"${lazySelected ? '' : ' hidden'}><p><a href="/brands/">فهرست برندهای جشنواره</a></p></div>
</div>`;
}

const handlers: Record<Lazy, FakeHandler> = {
  none: () => undefined,
  loaded: ({ url }) => (url.pathname.endsWith('/elementor-template') ? jsonResponse({ template_content: '<ul><li>بوش</li><li>ماکیتا</li><li>رونیکس</li></ul>', template_scripts: {}, template_styles: {} }) : undefined),
  loading: async ({ url, signal }) => {
    if (!url.pathname.endsWith('/elementor-template')) return undefined;
    await latency(600_000, signal);
    return jsonResponse({ template_content: '' });
  },
  failed: ({ url }) => (url.pathname.endsWith('/elementor-template') ? jsonResponse({ code: 'rest_no_template', message: 'Template not found' }, 404) : undefined),
};

function Tabs({ lazy, autoplay }: { lazy: Lazy; autoplay: boolean }) {
  const markup = useMemo(() => tabsMarkup(lazy, autoplay), [lazy, autoplay]);
  return (
    <FakeFetch handler={handlers[lazy]}>
      <ServerMarkup key={`${lazy}-${autoplay}`} html={markup} behaviours={[behaviour]} />
    </FakeFetch>
  );
}

const meta = {
  title: 'Behaviours/Page widgets',
  component: Tabs,
  args: { lazy: 'none', autoplay: false },
  argTypes: { lazy: { control: 'inline-radio', options: ['none', 'loaded', 'loading', 'failed'] } },
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TabsFirstSelected: Story = { name: 'Tabs' };
export const TabsAutoplay: Story = { name: 'Tabs switching by themselves, with the pause button', args: { autoplay: true } };
export const LazyTabLoading: Story = { name: 'Lazy tab: loading (the fallback link, aria-busy)', args: { lazy: 'loading' } };
export const LazyTabLoaded: Story = { name: 'Lazy tab: loaded', args: { lazy: 'loaded' } };
export const LazyTabFailed: Story = { name: 'Lazy tab: failed (the fallback stays)', args: { lazy: 'failed' } };

const ACCORDION = `<div class="hsa-accordion" data-hsa-accordion>
  <h3><button type="button" id="sb-faq-1" aria-expanded="true" aria-controls="sb-faq-1-panel">ارسال چقدر طول می‌کشد؟</button></h3>
  <div id="sb-faq-1-panel" role="region" aria-labelledby="sb-faq-1"><p>تهران یک روز کاری، شهرهای دیگر دو تا چهار روز کاری.</p></div>
  <h3><button type="button" id="sb-faq-2" aria-expanded="false" aria-controls="sb-faq-2-panel">می‌توانم کالا را پس بدهم؟</button></h3>
  <div id="sb-faq-2-panel" role="region" aria-labelledby="sb-faq-2" hidden><p>تا هفت روز پس از تحویل، اگر کالا باز نشده باشد.</p></div>
</div>
<div class="hsa-switcher" data-hsa-switcher>
  <p><button type="button" role="switch" aria-checked="false" class="hsa-switch">قیمت عمده</button></p>
  <div data-switcher-panel="off"><p>دریل شارژی ۱۸ ولت: ۴٬۲۰۰٬۰۰۰ تومان</p></div>
  <div data-switcher-panel="on" hidden><p>دریل شارژی ۱۸ ولت، از ۱۰ عدد: ۳٬۸۰۰٬۰۰۰ تومان</p></div>
</div>`;

export const AccordionAndSwitcher: Story = {
  name: 'Accordion and switcher',
  render: () => <ServerMarkup html={ACCORDION} behaviours={[behaviour]} />,
};

function OffCanvasPanel({ side }: { side: 'start' | 'end' }) {
  const source = useMemo(() => {
    const el = document.createElement('div');
    el.dataset.hsaOffCanvas = 'buying-guide';
    el.dataset.title = 'راهنمای خرید';
    el.dataset.side = side;
    el.innerHTML = '<ul><li><a href="/product-category/power-tools/">ابزار برقی</a></li><li><a href="/product-category/hand-tools/">ابزار دستی</a></li></ul>';
    return el;
  }, [side]);
  useOverlayState();
  return <OffCanvas key={side} source={source} opener={null} onClosed={() => {}} />;
}

export const OffCanvasEnd: Story = { name: 'Off-canvas panel (inline-end)', render: () => <OffCanvasPanel side="end" /> };
export const OffCanvasStart: Story = { name: 'Off-canvas panel (inline-start)', render: () => <OffCanvasPanel side="start" /> };
