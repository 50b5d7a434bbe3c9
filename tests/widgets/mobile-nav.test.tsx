import { fireEvent, screen, waitFor } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createIsland } from '../../shared/islands/define-island';
import { createBehaviour } from '../../shared/islands/define-behaviour';
import { $cart } from '../../shared/stores/cart';
import { mobileNav } from '../../demo-pages/templates/mobile-nav';
import { raw } from '../../demo-pages/templates/html';
import type { SiteContext } from '../../demo-pages/templates/site-context';
import { setupCartBadges } from '../../widgets/cart-badge/cart-badges';
import { backgroundBrightness, colourBrightness, isBehindDark } from '../../widgets/mobile-nav/contrast';
import { mount } from '../../widgets/mobile-nav/mount';
import { mobileNavProps } from '../../widgets/mobile-nav/props';
import { flush, setPageConfig } from '../support/page';

/** The mobile bottom navigation (spec sections 2, 3, 4, 9) on the demo store's own markup. */
const running: Array<() => void> = [];
afterEach(() => {
  running.splice(0).forEach((stop) => stop());
  vi.unstubAllGlobals();
});

function stubMedia(reducedMotion = false) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query.includes('prefers-reduced-motion') ? reducedMotion : false,
    media: query,
    addEventListener() {},
    removeEventListener() {},
  }));
}

/** requestAnimationFrame held until run(): the frames come when the test says. */
function holdFrames() {
  const queued: FrameRequestCallback[] = [];
  vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => queued.push(callback));
  vi.stubGlobal('cancelAnimationFrame', () => {});
  return { run: () => queued.splice(0).forEach((callback) => callback(performance.now())) };
}

async function startBar(options: { count?: number; style?: string } = {}) {
  setPageConfig({ cartCount: String(options.count ?? 0) });
  document.body.innerHTML = mobileNav({ path: '/product-category/drill/', cart: { count: options.count ?? 0, bodyHtml: raw('') } } as SiteContext).toString();
  const root = document.querySelector<HTMLElement>('[data-island="mobile-nav"]')!;
  if (options.style) root.setAttribute('style', options.style);
  running.push(createIsland({ name: 'mobile-nav', props: mobileNavProps, load: () => ({ mount }) }).start(document));
  await waitFor(() => expect(root.getAttribute('data-island-state')).toBe('mounted'));
  const items = () => Array.from(root.querySelectorAll<HTMLElement>('.mobile-nav__item'));
  const active = () => items().flatMap((item, i) => (item.classList.contains('is-active') ? [i] : []));
  return { root, items, active };
}

describe('the bottom bar\'s items', () => {
  it('are خانه، دسته‌بندی‌ها، سبد خرید، خدمات، حساب کاربری, indexed, خدمات at 3', async () => {
    const { items } = await startBar();
    expect(items().map((item) => [item.dataset.index, item.querySelector('.mobile-nav__label')!.textContent])).toEqual([
      ['0', 'خانه'],
      ['1', 'دسته‌بندی‌ها'],
      ['2', 'سبد خرید'],
      ['3', 'خدمات'],
      ['4', 'حساب کاربری'],
    ]);
  });

  it('has exactly one active item: the style variable\'s (default 0), then the clicked one', async () => {
    stubMedia();
    const first = await startBar();
    await waitFor(() => expect(first.active()).toEqual([0]));
    running.splice(0).forEach((stop) => stop());
    // the style variable is read in the first frame, not while the page's scripts start (a forced style recalculation)
    const frames = holdFrames();
    const { items, active } = await startBar({ style: '--hsa-nav-active: 2' });
    expect(active()).toEqual([]);
    frames.run();
    expect(active()).toEqual([2]);
    items()[1]!.querySelector('a')!.addEventListener('click', (e) => e.preventDefault());
    fireEvent.click(items()[1]!.querySelector('a')!);
    expect(active()).toEqual([1]);
  });

  it('a click before the first frame outranks the style variable', async () => {
    stubMedia();
    const frames = holdFrames();
    const { items, active } = await startBar({ style: '--hsa-nav-active: 2' });
    items()[4]!.querySelector('a')!.addEventListener('click', (e) => e.preventDefault());
    fireEvent.click(items()[4]!.querySelector('a')!);
    expect(active()).toEqual([4]);
    frames.run();
    expect(active()).toEqual([4]);
  });

  it('pulses a clicked icon (scale 1.16, 160 ms), and not for a shopper who asked for less motion', async () => {
    const animate = vi.fn();
    (HTMLElement.prototype as { animate?: unknown }).animate = animate;
    stubMedia(false);
    const { items } = await startBar();
    const link = items()[4]!.querySelector('a')!;
    link.addEventListener('click', (e) => e.preventDefault());
    fireEvent.click(link);
    expect(animate).toHaveBeenCalledTimes(1);
    expect(animate.mock.contexts[0]).toBe(items()[4]!.querySelector('.mobile-nav__icon'));
    expect(animate.mock.calls[0]![0][1]).toEqual({ transform: 'scale(1.16)' });
    expect(animate.mock.calls[0]![1]).toMatchObject({ duration: 160 });
    stubMedia(true);
    fireEvent.click(link);
    expect(animate).toHaveBeenCalledTimes(1);
    delete (HTMLElement.prototype as { animate?: unknown }).animate;
  });

  it('rejects a cartCount that is not a count (the server markup stays as it is)', () => {
    expect(mobileNavProps.safeParse({ cartCount: '3' })).toEqual({ success: true, data: { cartCount: 3, servicesIndex: 3 } });
    expect(mobileNavProps.safeParse({ cartCount: 'سه' }).success).toBe(false);
    expect(mobileNavProps.safeParse({ cartCount: '0', servicesIndex: -1 }).success).toBe(false);
  });
});

describe('the cart badge in the bar (spec section 4)', () => {
  it('shows the configured cartCount, follows $cart and is hidden at 0', async () => {
    await startBar({ count: 3 });
    running.push(createBehaviour({ name: 'badges', setup: setupCartBadges }).start(document));
    const badge = document.querySelector<HTMLElement>('.mobile-nav [data-hsa-cart-badge]')!;
    await flush();
    expect(badge.hidden).toBe(false);
    expect(badge.querySelector('[data-badge-count]')!.textContent).toBe('۳');
    $cart.set({ ...$cart.get(), count: 0 });
    await flush();
    expect(badge.hidden).toBe(true);
  });
});

describe('the on-dark / on-light look (spec section 9)', () => {
  it('reads a colour\'s brightness, transparent being none', () => {
    expect(colourBrightness('rgb(255, 255, 255)')!.brightness).toBeCloseTo(1);
    expect(colourBrightness('rgb(0, 0, 0)')).toEqual({ brightness: 0, alpha: 1 });
    expect(colourBrightness('rgba(0, 0, 0, 0)')).toBeNull();
    expect(colourBrightness('rgb(29 42 68 / 94%)')!.brightness).toBeLessThan(0.2);
    expect(colourBrightness('rgb(29 42 68 / 94%)')!.alpha).toBeCloseTo(0.94);
  });

  it('looks up to 10 parents for a background (the 10th counts, the 11th not); an image counts as mid-grey; none found is white', () => {
    document.body.innerHTML = `<div id="dark" style="background-color: rgb(10, 10, 10)">${'<div>'.repeat(9)}<span id="deep9"></span>${'</div>'.repeat(9)}</div>
      <div style="background-color: rgb(10, 10, 10)">${'<div>'.repeat(10)}<span id="deep10"></span>${'</div>'.repeat(10)}</div>
      <div style="background-image: linear-gradient(red, blue)"><span id="image"></span></div>`;
    expect(backgroundBrightness(document.getElementById('deep9'))).toBeLessThan(0.1);
    expect(backgroundBrightness(document.getElementById('deep10'))).toBe(1);
    expect(backgroundBrightness(document.getElementById('image'))).toBe(0.5);
  });

  it('blends a translucent background over what lies under it (a faint white tint on a dark band stays dark)', () => {
    document.body.innerHTML = '<footer style="background-color: rgb(0, 0, 0)"><div style="background-color: rgba(255, 255, 255, 0.05)"><p id="tinted"></p></div></footer>';
    expect(backgroundBrightness(document.getElementById('tinted'))).toBeCloseTo(0.05);
  });

  it('samples 5 points behind the bar and calls it dark under 0.5', () => {
    document.body.innerHTML = '<div id="dark" style="background-color: rgb(0, 0, 0)"></div><div id="light" style="background-color: rgb(255, 255, 255)"></div><nav id="bar"></nav>';
    const bar = document.getElementById('bar')!;
    const dark = document.getElementById('dark')!;
    const light = document.getElementById('light')!;
    let darkPoints = 3;
    const seen: number[] = [];
    document.elementsFromPoint = (x: number) => {
      seen.push(x);
      return [bar, seen.length <= darkPoints ? dark : light];
    };
    expect(isBehindDark(bar)).toBe(true); // 3 of 5 dark: mean 0.4
    expect(seen).toHaveLength(5);
    seen.length = 0;
    darkPoints = 2;
    expect(isBehindDark(bar)).toBe(false); // mean 0.6
  });
});

describe('the services modal (spec sections 2 and 4)', () => {
  async function openServices() {
    stubMedia();
    const bar = await startBar();
    const item = bar.items()[3]!;
    const fallback = item.querySelector('a')!;
    fireEvent.pointerDown(fallback);
    fireEvent.click(fallback);
    const dialog = await screen.findByRole('dialog', { name: 'خدمات' }, { timeout: 8000 });
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    return { ...bar, item, dialog };
  }

  it('opens from the services item with the server\'s content, the item active while open', async () => {
    const { dialog, active, item } = await openServices();
    expect(dialog.textContent).toContain('ضمانت اصالت کالا');
    expect(active()).toEqual([3]);
    expect(item.querySelector('button')!.getAttribute('aria-expanded')).toBe('true');
  });

  it('keeps focus inside with Tab and Shift+Tab', async () => {
    const { dialog } = await openServices();
    const close = screen.getByRole('button', { name: 'بستن' });
    const last = dialog.querySelector<HTMLElement>('a[href^="tel:"]')!;
    last.focus();
    const tab = new KeyboardEvent('keydown', { key: 'Tab', bubbles: true, cancelable: true });
    last.dispatchEvent(tab);
    expect(tab.defaultPrevented).toBe(true);
    expect(document.activeElement).toBe(close);
    const back = new KeyboardEvent('keydown', { key: 'Tab', shiftKey: true, bubbles: true, cancelable: true });
    close.dispatchEvent(back);
    expect(back.defaultPrevented).toBe(true);
    expect(document.activeElement).toBe(last);
  });

  it('closes on Escape, gives focus back to the item, and the item active before is active again', async () => {
    const { dialog, item, active } = await openServices();
    fireEvent.keyDown(dialog, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(item.querySelector('button'));
    expect(active()).toEqual([0]);
  });

  it('closes on its backdrop and its × too', async () => {
    await openServices();
    fireEvent.click(document.querySelector('.hsa-dialog-backdrop')!);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: 'خدمات' }));
    await screen.findByRole('dialog', { name: 'خدمات' });
    fireEvent.click(screen.getByRole('button', { name: 'بستن' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
