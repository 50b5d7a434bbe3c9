import { afterEach, describe, expect, it, vi } from 'vitest';
import { $overlay, openOverlay } from '../../../shared/a11y/overlay';
import { fakeCloseWatchers } from '../../support/close-watcher';

afterEach(() => {
  document.body.innerHTML = '';
});

function opener(label: string) {
  const button = document.createElement('button');
  button.textContent = label;
  document.body.append(button);
  button.focus();
  return button;
}

/** An overlay's element with a button inside, the opener of a layer stacked on it. */
function layerWithButton(label: string) {
  const outer = document.createElement('div');
  const inner = document.createElement('button');
  inner.textContent = label;
  outer.append(inner);
  document.body.append(outer);
  return { outer, inner };
}

describe('the overlay manager', () => {
  it('locks page scroll while open and gives focus back to the opener on close', () => {
    const button = opener('سبد خرید');
    const release = openOverlay({ id: 'cart', close: () => release() });
    expect(document.documentElement.style.overflow).toBe('hidden');
    expect($overlay.get()).toEqual(['cart']);
    document.body.focus();
    release();
    expect(document.documentElement.style.overflow).toBe('');
    expect(document.activeElement).toBe(button);
    expect($overlay.get()).toEqual([]);
  });

  it('keeps one overlay at a time: opening another asks the first to close', () => {
    opener('a');
    const closeFirst = vi.fn((reason: string) => {
      void reason;
      releaseFirst();
    });
    const releaseFirst = openOverlay({ id: 'first', close: closeFirst });
    const releaseSecond = openOverlay({ id: 'second', close: () => releaseSecond() });
    expect(closeFirst).toHaveBeenCalledWith('replaced');
    expect($overlay.get()).toEqual(['second']);
    releaseSecond();
    expect(document.documentElement.hasAttribute('data-scroll-locked')).toBe(false);
  });

  it('closes the top one on Escape, but not while an IME is composing', () => {
    opener('a');
    const close = vi.fn();
    const release = openOverlay({ id: 'menu', close });
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', isComposing: true }));
    expect(close).not.toHaveBeenCalled();
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape' }));
    expect(close).toHaveBeenCalledWith('escape');
    release();
  });

  describe('given an overlay opened from inside another', () => {
    it('stacks on it instead of replacing it; Escape closes the top one first, and each gives focus back', () => {
      const pageButton = opener('صفحه');
      const { outer, inner } = layerWithButton('درون');
      const closeOuter = vi.fn(() => releaseOuter());
      const releaseOuter = openOverlay({ id: 'outer', container: outer, close: closeOuter });
      inner.focus();
      const nested = document.createElement('div');
      document.body.append(nested);
      const closeNested = vi.fn(() => releaseNested());
      const releaseNested = openOverlay({ id: 'nested', container: nested, close: closeNested });
      expect(closeOuter).not.toHaveBeenCalled();
      expect($overlay.get()).toEqual(['outer', 'nested']);

      document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape' }));
      expect(closeNested).toHaveBeenCalledWith('escape');
      expect(closeOuter).not.toHaveBeenCalled();
      expect(document.activeElement).toBe(inner);
      expect(document.documentElement.style.overflow).toBe('hidden'); // the outer one still holds the lock

      document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape' }));
      expect(closeOuter).toHaveBeenCalledWith('escape');
      expect(document.activeElement).toBe(pageButton);
      expect(document.documentElement.style.overflow).toBe('');
    });

    it('an overlay opened from the page still replaces the whole stack, top first', () => {
      opener('صفحه');
      const outer = document.createElement('div');
      outer.append(document.createElement('button'));
      document.body.append(outer);
      const order: string[] = [];
      const releaseOuter = openOverlay({ id: 'outer', container: outer, close: () => (order.push('outer'), releaseOuter()) });
      (outer.firstElementChild as HTMLElement).focus();
      const releaseNested = openOverlay({ id: 'nested', close: () => (order.push('nested'), releaseNested()) });
      opener('دیگری');
      const releaseOther = openOverlay({ id: 'other', close: () => releaseOther() });
      expect(order).toEqual(['nested', 'outer']);
      expect($overlay.get()).toEqual(['other']);
      releaseOther();
    });
  });

  describe('given a popover that hears Escape only around itself', () => {
    it('closes on Escape from inside it or its trigger, not from elsewhere on the page', () => {
      const trigger = opener('حساب کاربری');
      const panel = document.createElement('div');
      panel.innerHTML = '<a href="/account">حساب</a>';
      document.body.append(panel);
      const elsewhere = opener('جای دیگر');
      const close = vi.fn();
      const release = openOverlay({ id: 'account', container: panel, lockScroll: false, close, escapeWithin: () => [panel, trigger] });
      elsewhere.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
      expect(close).not.toHaveBeenCalled();
      panel.querySelector('a')!.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
      expect(close).toHaveBeenCalledTimes(1);
      trigger.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
      expect(close).toHaveBeenCalledTimes(2);
      expect(document.documentElement.hasAttribute('data-scroll-locked')).toBe(false);
      release();
    });
  });
});

function pointer(coarse: boolean) {
  vi.spyOn(window, 'matchMedia').mockImplementation((query: string) => ({ matches: coarse && query === '(pointer: coarse)', media: query }) as MediaQueryList);
}

describe("a phone's Back (a close request through CloseWatcher)", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('closes the top overlay first, as Escape does, then the one under it, and gives focus back', () => {
    pointer(true);
    const watchers = fakeCloseWatchers();
    const pageButton = opener('فیلترها');
    const { outer, inner } = layerWithButton('انتخاب شهر');
    const closed: string[] = [];
    const releaseOuter = openOverlay({ id: 'sheet', container: outer, close: (why) => (closed.push(`sheet:${why}`), releaseOuter()) });
    inner.focus();
    const releaseInner = openOverlay({ id: 'city', close: (why) => (closed.push(`city:${why}`), releaseInner()) });
    expect(watchers.active).toHaveLength(2);

    watchers.back();
    expect(closed).toEqual(['city:escape']);
    expect($overlay.get()).toEqual(['sheet']);
    expect(document.activeElement).toBe(inner);

    watchers.back();
    expect(closed).toEqual(['city:escape', 'sheet:escape']);
    expect($overlay.get()).toEqual([]);
    expect(document.activeElement).toBe(pageButton);
    expect(watchers.active).toHaveLength(0);
  });

  it('lets go of its watcher when the overlay closes another way (×, Escape, replaced), so the next Back leaves the page', () => {
    pointer(true);
    const watchers = fakeCloseWatchers();
    opener('a');
    const close = vi.fn();
    const release = openOverlay({ id: 'menu', close });
    expect(watchers.active).toHaveLength(1);
    release();
    expect(watchers.active).toHaveLength(0);
    const releaseFirst = openOverlay({ id: 'first', close: () => releaseFirst() });
    const releaseSecond = openOverlay({ id: 'second', close: () => releaseSecond() });
    expect(watchers.active).toHaveLength(1);
    releaseSecond();
    expect(watchers.active).toHaveLength(0);
    expect(close).not.toHaveBeenCalled();
  });

  it('holds no watcher with a fine pointer (a desktop: Escape alone, as before) nor where the browser has none', () => {
    pointer(false);
    const watchers = fakeCloseWatchers();
    opener('a');
    const release = openOverlay({ id: 'menu', close: () => release() });
    expect(watchers.active).toHaveLength(0);
    release();
    vi.unstubAllGlobals();
    pointer(true);
    expect('CloseWatcher' in window).toBe(false);
    const again = openOverlay({ id: 'menu', close: () => again() });
    expect($overlay.get()).toEqual(['menu']);
    again();
  });
});
