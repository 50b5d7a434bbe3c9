import type { Meta, StoryObj } from '@storybook/preact';
import type { ComponentChildren } from 'preact';
import { useMemo } from 'preact/hooks';
import type { SearchSuggestion } from '../shared/api/contracts/search';
import { LiveSearch, type LiveSearchProps } from '../widgets/live-search/LiveSearch';
import { addProduct } from '../widgets/live-search/history';
import { addPhrase } from '../widgets/live-search/phrases';
import { createSearchClient } from '../widgets/live-search/search-client';
import type { RecognitionClass } from '../widgets/live-search/voice';
import '../widgets/live-search/live-search.css';
import { detailsHtml, drillSuggestions, hostileSuggestions, noResults } from './fixtures/search';

/**
 * The live search (widgets/live-search): the island's view over a search client whose answers are FiboSearch
 * fixtures (stories/fixtures/search.ts), in the theme's navy header where the page mounts it. The states after
 * typing are reached by a play function, as a shopper reaches them: focus, type, arrow keys.
 */
type Answer = 'results' | 'none' | 'loading' | 'error' | 'hostile';

const answers: Record<Exclude<Answer, 'loading' | 'error'>, SearchSuggestion[]> = { results: drillSuggestions, none: noResults, hostile: hostileSuggestions };

function Search({ answer = 'results', ...props }: Partial<LiveSearchProps> & { answer?: Answer }) {
  const client = useMemo(
    () =>
      createSearchClient(async (_query, signal) => {
        if (answer === 'loading') await new Promise((resolve) => signal.addEventListener('abort', resolve));
        if (answer === 'error' || answer === 'loading') return { ok: false, error: { kind: 'network', message: 'offline' } };
        return { ok: true, status: 200, data: { suggestions: answers[answer] } };
      }, 0),
    [answer],
  );
  return <LiveSearch client={client} placeholder="جستجو در محصولات…" mobileMedia="(max-width: 992px)" {...props} />;
}

function Header({ children }: { children: ComponentChildren }) {
  return (
    <div class="sb-live-search">
      <div class="site-header">
        <div class="container site-header__main">
          <span class="site-logo">ابزارآلات هسا</span>
          <div class="site-search">{children}</div>
        </div>
      </div>
      <p class="container">محتوای صفحه زیر جعبه جستجو؛ هنگام تمرکز روی جعبه تیره می‌شود.</p>
    </div>
  );
}

const wait = (ms = 0) => new Promise((resolve) => setTimeout(resolve, ms));

/** Focuses the box, types `text` as a shopper would, then presses ArrowDown `downs` times. */
const typeThenArrow = (text: string, downs = 0) =>
  async function play({ canvasElement }: { canvasElement: HTMLElement }) {
    const input = canvasElement.querySelector<HTMLInputElement>('[role="combobox"]');
    if (!input) return;
    input.focus();
    if (text) {
      input.value = text;
      input.dispatchEvent(new Event('input', { bubbles: true }));
    }
    await wait(20);
    for (let i = 0; i < downs; i++) {
      input.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowDown', bubbles: true, cancelable: true }));
      await wait(20);
    }
  };

const seedHistory = async () => {
  addPhrase('فرز آهنگری');
  addPhrase('چسب آکواریوم');
  addProduct({ post_id: 101, value: 'دریل چکشی بوش GSB 13 RE', url: '/product/p-101/', image_src: '/static/favicon.svg' });
  return {};
};

/** A stand-in for the browser's speech recognition: hears «دریل بوش», or refuses the microphone. */
const fakeRecognition = (refuse: boolean): RecognitionClass =>
  class {
    lang = '';
    interimResults = false;
    maxAlternatives = 1;
    onresult: ((event: { results: ArrayLike<ArrayLike<{ transcript: string }>> }) => void) | null = null;
    onerror: ((event: { error: string }) => void) | null = null;
    onend: (() => void) | null = null;
    start() {
      setTimeout(() => {
        if (refuse) this.onerror?.({ error: 'not-allowed' });
        else this.onresult?.({ results: [[{ transcript: 'دریل بوش' }]] });
        this.onend?.();
      }, refuse ? 0 : 1500);
    }
    stop() {
      this.onend?.();
    }
  };

const clickMic = async ({ canvasElement }: { canvasElement: HTMLElement }) => {
  canvasElement.querySelector<HTMLButtonElement>('.hsa-ls__voice')?.click();
  await wait(20);
};

const meta = {
  title: 'Search/Live search',
  component: Search,
  decorators: [
    (Story) => (
      <Header>
        <Story />
      </Header>
    ),
  ],
} satisfies Meta<typeof Search>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = { name: 'Empty' };

export const History: Story = { name: 'Focused and empty: history', loaders: [seedHistory], play: typeThenArrow('') };

export const Loading: Story = { name: 'Loading', args: { answer: 'loading' }, play: typeThenArrow('دریل') };

export const Grouped: Story = { name: 'Grouped results, a row active', play: typeThenArrow('دریل', 2) };

export const NoResults: Story = { name: 'No results', args: { answer: 'none' }, play: typeThenArrow('zzzz') };

/** A failed request shows nothing (spec section 8): the box keeps its text, no list. */
export const RequestFailed: Story = { name: 'Error: the request failed', args: { answer: 'error' }, play: typeThenArrow('دریل') };

export const MobileOverlay: Story = {
  name: 'Mobile overlay',
  args: { mobileMedia: 'all' },
  play: typeThenArrow('دریل', 1),
};

/** Every field of these suggestions carries markup or a javascript: url; all of it shows as text and runs nothing. */
export const Hostile: Story = { name: 'A hostile suggestion, inert', args: { answer: 'hostile' }, play: typeThenArrow('دریل') };

export const IconLayout: Story = { name: 'Icon layout, folded', args: { layout: 'icon' } };

export const DetailsPanel: Story = {
  name: 'Details panel: the active row',
  args: { details: async (items) => new Map(items.map((i) => [i.objectID, { html: detailsHtml(i.value) }])) },
  play: typeThenArrow('دریل', 1),
};

export const DetailsPanelFailed: Story = {
  name: 'Details panel: the call failed, cleared',
  args: { details: async () => null },
  play: typeThenArrow('دریل', 1),
};

export const DynamicPrices: Story = {
  name: 'Dynamic prices: updated',
  args: { prices: async (ids) => Object.fromEntries(ids.map((id) => [id, '<span class="woocommerce-Price-amount amount"><bdi>۹۹۹٬۰۰۰&nbsp;تومان</bdi></span>'])) },
  play: typeThenArrow('دریل'),
};

export const DynamicPricesFailed: Story = {
  name: 'Dynamic prices: the call failed, prices kept',
  args: { prices: async () => null },
  play: typeThenArrow('دریل'),
};

export const VoiceReady: Story = { name: 'Voice search: ready', args: { voice: true, speechRecognition: fakeRecognition(false) } };

export const VoiceListening: Story = {
  name: 'Voice search: listening',
  args: { voice: true, speechRecognition: fakeRecognition(false) },
  play: clickMic,
};

export const VoiceOff: Story = {
  name: 'Voice search: microphone refused, off',
  args: { voice: true, speechRecognition: fakeRecognition(true) },
  play: clickMic,
};

export const VoiceUnsupported: Story = {
  name: 'Voice search: no speech recognition, no button',
  args: { voice: true, speechRecognition: null },
};
