import { fireEvent, screen, waitFor } from '@testing-library/preact';
import { cleanStores } from 'nanostores';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { productCard, type CardProduct } from '../../demo-pages/templates/product-card';
import { createIsland } from '../../shared/islands/define-island';
import { $compare, COMPARE_STORAGE_KEY } from '../../shared/stores/compare';
import { mount } from '../../widgets/compare-tray/mount';
import { compareTrayProps, propsJsonSchema } from '../../widgets/compare-tray/props';
import { fakeCloseWatchers } from '../support/close-watcher';
import { setPageConfig } from '../support/page';

/** Compare mode on a listing (spec sections 2, 4, 9; issue 11) on the demo store's own card markup. */
const running: Array<() => void> = [];
afterEach(() => {
  running.splice(0).forEach((stop) => stop());
  cleanStores($compare);
  localStorage.clear();
  (window as unknown as { dataLayer?: unknown[] }).dataLayer = [];
});
beforeEach(() => setPageConfig());

const card = (id: number): CardProduct => ({
  id, slug: `p-${id}`, title: `دریل ${id}`, sku: `S-${id}`, type: 'simple', price: 1000, regularPrice: 1000, salePrice: null,
  stockStatus: 'instock', rating: 4, ratingCount: 2, images: [`/img/p/${id}-1.svg`], minQty: 1, soldIndividually: false,
});
const cards = (ids: number[]) => `<ul class="products">${ids.map((id) => productCard(card(id)).toString()).join('')}</ul>`;

async function listing(ids = [1, 2, 3, 4, 5, 6], max?: string, before = () => {}) {
  document.body.innerHTML = `<main><div data-listing-template>${cards(ids)}</div>
    <div class="listing-bar" data-listing-bar><a class="listing-bar__item" href="#listing-sort">مرتب‌سازی</a></div>
    <div class="compare-tray-mount" data-island="compare-tray" ${max ? `data-max="${max}"` : ''}></div></main>`;
  before();
  const root = document.querySelector<HTMLElement>('[data-island="compare-tray"]')!;
  running.push(createIsland({ name: 'compare-tray', props: compareTrayProps, load: () => ({ mount }) }).start(document));
  await waitFor(() => expect(root.getAttribute('data-island-state')).toBe('mounted'));
  return root;
}

const toggle = (id: number) => document.querySelector<HTMLButtonElement>(`button[data-compare-toggle][data-product-id="${id}"]`)!;
const pressed = () => Array.from(document.querySelectorAll<HTMLElement>('button[data-compare-toggle][aria-pressed="true"]'), (b) => Number(b.dataset.productId));
const trayIds = () => Array.from(document.querySelectorAll<HTMLElement>('.compare-tray button[data-compare-remove]'), (b) => Number(b.dataset.compareRemove));
const events = () => ((window as unknown as { dataLayer?: Array<Record<string, unknown>> }).dataLayer ?? []).filter((e) => String(e.event).startsWith('compare_'));

describe('the card toggle', () => {
  it('is a link to the comparison page until the island is there, then a toggle button «+ مقایسه» / «انتخاب شد»', async () => {
    document.body.innerHTML = cards([1]);
    expect(document.querySelector('a[data-compare-toggle]')?.getAttribute('href')).toBe('/compare/?add=1');
    expect(document.documentElement.hasAttribute('data-compare-ready')).toBe(false);
    await listing([1]);
    expect(document.documentElement.hasAttribute('data-compare-ready')).toBe(true);
    const button = screen.getByRole('button', { name: '+ مقایسه', pressed: false });
    expect(button.getAttribute('aria-describedby')).toBe('card-title-1');
    fireEvent.click(button);
    expect(screen.getByRole('button', { name: 'انتخاب شد', pressed: true })).toBe(button);
    // the tray, far after the cards, says its new count
    await waitFor(() => expect(document.querySelector('[data-hsa-announcer]')?.textContent).toBe('مقایسه ۱'));
    fireEvent.click(button);
    expect(screen.getByRole('button', { name: '+ مقایسه', pressed: false })).toBe(button);
  });
});

describe('the card toggle, reached by the keyboard before the island is there', () => {
  it('the link that has the focus hands it to its button as the buttons take over, so Tab goes on from the same card', async () => {
    await listing([1, 2], undefined, () => document.querySelector<HTMLElement>('a[data-compare-toggle][data-product-id="2"]')!.focus());
    expect(document.activeElement).toBe(toggle(2));
  });
});

describe('compare mode', () => {
  it('is inactive until the first selection and after the last removal; the tray follows with thumbnails and the compare links', async () => {
    const root = await listing();
    const tray = root.querySelector<HTMLElement>('.compare-tray')!;
    expect(tray.hidden).toBe(true);
    expect(document.documentElement.dataset.compareMode).toBeUndefined();
    fireEvent.click(toggle(3));
    fireEvent.click(toggle(1));
    expect(document.documentElement.dataset.compareMode).toBe('active');
    expect(tray.hidden).toBe(false);
    expect(trayIds()).toEqual([3, 1]);
    expect(tray.querySelector('img')?.getAttribute('alt')).toBe('دریل ۳');
    expect(screen.getByRole('button', { name: 'حذف از مقایسه: دریل ۱' })).toBeTruthy();
    const go = tray.querySelector<HTMLAnchorElement>('.compare-tray__go')!;
    expect(go.getAttribute('href')).toBe('/compare/?ids=3,1');
    expect(go.textContent).toBe('مقایسه ۲');
    const bar = document.querySelector<HTMLButtonElement>('.listing-bar__compare')!;
    expect([bar.hidden, bar.tagName, bar.textContent, bar.getAttribute('aria-controls')]).toEqual([false, 'BUTTON', 'مقایسه ۲', tray.id]);
    expect(localStorage.getItem(COMPARE_STORAGE_KEY)).toBe('3,1');

    fireEvent.click(screen.getByRole('button', { name: 'حذف از مقایسه: دریل ۳' }));
    expect(trayIds()).toEqual([1]);
    expect(pressed()).toEqual([1]);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'حذف از مقایسه: دریل ۱' }));
    fireEvent.click(toggle(1));
    expect(tray.hidden).toBe(true);
    expect(bar.hidden).toBe(true);
    expect(document.documentElement.dataset.compareMode).toBeUndefined();
    expect(localStorage.getItem(COMPARE_STORAGE_KEY)).toBeNull();
    expect(events().map((e) => [e.event, e.product_id, e.count])).toEqual([
      ['compare_add', 3, 1],
      ['compare_add', 1, 2],
      ['compare_remove', 3, 1],
      ['compare_remove', 1, 0],
    ]);
  });

  it('on a phone the tray lives in the bottom bar, shown and hidden by the bar\'s button; Escape closes it; a desktop width takes it back', async () => {
    let phone = true;
    const changes = new Set<(e: { matches: boolean }) => void>();
    vi.stubGlobal('matchMedia', (query: string) => ({
      get matches() {
        return query.includes('768') && phone;
      },
      media: query,
      addEventListener: (_: string, fn: (e: { matches: boolean }) => void) => changes.add(fn),
      removeEventListener: (_: string, fn: (e: { matches: boolean }) => void) => changes.delete(fn),
    }));
    try {
      const root = await listing();
      const tray = document.querySelector<HTMLElement>('.compare-tray')!;
      const bar = document.querySelector<HTMLElement>('[data-listing-bar]')!;
      const button = bar.querySelector<HTMLButtonElement>('.listing-bar__compare')!;
      expect(tray.parentElement).toBe(bar);
      fireEvent.click(toggle(5));
      fireEvent.click(toggle(6));
      expect(button.getAttribute('aria-expanded')).toBe('false');
      expect(tray.classList.contains('is-open')).toBe(false);
      button.focus();
      fireEvent.click(button);
      expect([button.getAttribute('aria-expanded'), tray.classList.contains('is-open')]).toEqual(['true', true]);
      // The compare link, the removes and «انصراف» follow the button.
      expect(Array.from(bar.querySelectorAll('a, button'), (el) => el.textContent)).toEqual(['مرتب‌سازی', 'مقایسه ۲', '×', '×', 'مقایسه ۲', 'انصراف']);
      const remove = screen.getByRole('button', { name: 'حذف از مقایسه: دریل ۵' });
      remove.focus();
      fireEvent.keyDown(remove, { key: 'Escape' });
      expect([button.getAttribute('aria-expanded'), document.activeElement]).toEqual(['false', button]);
      fireEvent.click(button);
      fireEvent.keyDown(button, { key: 'Escape' });
      expect(button.getAttribute('aria-expanded')).toBe('false');
      // Emptied, it closes: the next selection finds it closed.
      fireEvent.click(button);
      fireEvent.click(toggle(5));
      fireEvent.click(toggle(6));
      expect([button.hidden, button.getAttribute('aria-expanded')]).toEqual([true, 'false']);
      // Across the breakpoint with focus in the tray: it moves, and the focus with it; Escape is no longer its there.
      fireEvent.click(toggle(5));
      fireEvent.click(button);
      const focused = screen.getByRole('button', { name: 'حذف از مقایسه: دریل ۵' });
      focused.focus();
      phone = false;
      changes.forEach((fn) => fn({ matches: false }));
      expect(tray.parentElement).toBe(root);
      expect(document.activeElement).toBe(focused);
      expect(button.getAttribute('aria-expanded')).toBe('false');
      const escape = new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true });
      focused.dispatchEvent(escape);
      expect([escape.defaultPrevented, document.activeElement]).toEqual([false, focused]);
      phone = true;
      changes.forEach((fn) => fn({ matches: true }));
      expect([tray.parentElement, tray.classList.contains('is-open')]).toEqual([bar, false]);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it("on a phone a Back (Chrome's close request) closes the open tray as Escape does, and lets go of it when it closes another way", async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query.includes('768') || query === '(pointer: coarse)', media: query, addEventListener() {}, removeEventListener() {} }));
    const watchers = fakeCloseWatchers();
    try {
      await listing();
      const button = document.querySelector<HTMLButtonElement>('[data-listing-bar] .listing-bar__compare')!;
      fireEvent.click(toggle(5));
      fireEvent.click(toggle(6));
      expect(watchers.active).toHaveLength(0);
      fireEvent.click(button);
      expect(watchers.active).toHaveLength(1);
      screen.getByRole('button', { name: 'حذف از مقایسه: دریل ۵' }).focus();
      watchers.back();
      expect([button.getAttribute('aria-expanded'), document.activeElement]).toEqual(['false', button]);
      fireEvent.click(button);
      fireEvent.click(button);
      expect([button.getAttribute('aria-expanded'), watchers.active.length]).toEqual(['false', 0]);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('«انصراف» clears the selection and ends the mode; the compare link reports the start', async () => {
    const root = await listing();
    fireEvent.click(toggle(2));
    fireEvent.click(toggle(4));
    const go = root.querySelector<HTMLAnchorElement>('.compare-tray__go')!;
    go.addEventListener('click', (event) => event.preventDefault());
    fireEvent.click(go);
    fireEvent.click(screen.getByRole('button', { name: 'انصراف' }));
    expect(pressed()).toEqual([]);
    expect(root.querySelector<HTMLElement>('.compare-tray')!.hidden).toBe(true);
    expect(localStorage.getItem(COMPARE_STORAGE_KEY)).toBeNull();
    expect(document.activeElement).toBe(toggle(2));
    expect(events().slice(2)).toEqual([
      { event: 'compare_start', ids: [2, 4], count: 2 },
      { event: 'compare_cancel', count: 2 },
    ]);
  });

  it('blocks a selection beyond the archive\'s limit with the tooltip, announced, for about 1.8 s', async () => {
    await listing([1, 2, 3, 4, 5], '2');
    fireEvent.click(toggle(1));
    fireEvent.click(toggle(2));
    fireEvent.click(toggle(3));
    expect(pressed()).toEqual([1, 2]);
    const tip = screen.getByRole('tooltip');
    expect(tip.textContent).toBe('حداکثر ۲ محصول را می‌توانید مقایسه کنید');
    expect(toggle(3).getAttribute('aria-describedby')).toContain(tip.id);
    // said after the counts of the two presses before it (three presses inside the announcer's moment: read together)
    await waitFor(() => expect(document.querySelector('[data-hsa-announcer]')?.textContent).toMatch(/مقایسه ۲ حداکثر ۲ محصول را می‌توانید مقایسه کنید$/));
    expect(events().at(-1)).toEqual({ event: 'compare_limit_exceeded', max: 2 });
  });

  it('the default limit is 4', async () => {
    await listing();
    for (const id of [1, 2, 3, 4, 5]) fireEvent.click(toggle(id));
    expect(pressed()).toEqual([1, 2, 3, 4]);
    expect(screen.getByRole('tooltip').textContent).toBe('حداکثر ۴ محصول را می‌توانید مقایسه کنید');
  });
});

describe('the selection kept on the device', () => {
  it('is restored at load, after a listing refresh or append, and follows another tab', async () => {
    localStorage.setItem(COMPARE_STORAGE_KEY, '2,abc,5,2');
    await listing();
    expect(pressed()).toEqual([2, 5]);
    expect(trayIds()).toEqual([2, 5]);

    // A refresh replaces the cards: the new ones show the selection once the listing says it is loaded.
    document.querySelector('[data-listing-template]')!.innerHTML = cards([5, 7, 8]);
    document.dispatchEvent(new Event('facetwp-loaded'));
    expect(pressed()).toEqual([5]);

    // Another tab picks 7 and drops 2.
    localStorage.setItem(COMPARE_STORAGE_KEY, '5,7');
    window.dispatchEvent(new StorageEvent('storage', { key: COMPARE_STORAGE_KEY, newValue: '5,7' }));
    expect(pressed()).toEqual([5, 7]);
    expect(trayIds()).toEqual([5, 7]);
    // …then clears everything.
    window.dispatchEvent(new StorageEvent('storage', { key: null, newValue: null }));
    expect(pressed()).toEqual([]);
  });

  it('remembers the title and thumbnail of a product picked on another page', async () => {
    await listing([1, 2]);
    fireEvent.click(toggle(2));
    running.splice(0).forEach((stop) => stop());
    cleanStores($compare);
    await listing([9]);
    expect(trayIds()).toEqual([2]);
    expect(document.querySelector('.compare-tray img')?.getAttribute('src')).toBe('/img/p/2-1.svg');
  });
});

describe('a press made while the tray loaded', () => {
  it('is done once it is there (index.ts holds it in data-pending-toggle)', async () => {
    document.body.innerHTML = `<main>${cards([1, 2])}<div data-island="compare-tray" data-pending-toggle="2" data-pending-href="/compare/?add=2"></div></main>`;
    const root = document.querySelector<HTMLElement>('[data-island="compare-tray"]')!;
    running.push(createIsland({ name: 'compare-tray', props: compareTrayProps, load: () => ({ mount }) }).start(document));
    await waitFor(() => expect(root.getAttribute('data-island-state')).toBe('mounted'));
    expect(pressed()).toEqual([2]);
    expect(root.hasAttribute('data-pending-toggle')).toBe(false);
  });
});

describe('a press the view lands in the middle of', () => {
  // The pointer went down on a card's link, the view replaced the link before it came up: no click will come.
  async function mountedWhilePressing(id: number) {
    document.body.innerHTML = `<main>${cards([1, 2])}<div data-island="compare-tray" data-pressing-toggle="${id}"></div></main>`;
    const root = document.querySelector<HTMLElement>('[data-island="compare-tray"]')!;
    running.push(createIsland({ name: 'compare-tray', props: compareTrayProps, load: () => ({ mount }) }).start(document));
    await waitFor(() => expect(root.getAttribute('data-island-state')).toBe('mounted'));
    expect(pressed()).toEqual([]);
  }

  it('counts when the pointer comes up', async () => {
    await mountedWhilePressing(2);
    fireEvent.pointerUp(toggle(2));
    expect(pressed()).toEqual([2]);
    fireEvent.pointerUp(document.body); // once only
    expect(pressed()).toEqual([2]);
  });

  it('does not count when it is cancelled (a finger that scrolls)', async () => {
    await mountedWhilePressing(1);
    fireEvent.pointerCancel(document.body);
    fireEvent.pointerUp(document.body);
    expect(pressed()).toEqual([]);
  });
});

describe('props', () => {
  it('max: 1 to 4 (the archive setting), as data attribute or number; compareUrl non-empty', () => {
    expect(compareTrayProps.safeParse({}).success).toBe(true);
    expect(compareTrayProps.safeParse({ max: '3' })).toMatchObject({ success: true, data: { max: 3 } });
    expect(compareTrayProps.safeParse({ max: 2 })).toMatchObject({ success: true, data: { max: 2 } });
    for (const max of ['0', '5', 'x', 2.5, 9, '']) expect(compareTrayProps.safeParse({ max }).success).toBe(false);
    expect(compareTrayProps.safeParse({ compareUrl: '' }).success).toBe(false);
    expect(propsJsonSchema.properties.max.anyOf).toHaveLength(2);
  });
});
