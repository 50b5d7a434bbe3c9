import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { onFirstReach, parseLoadOn, when } from '../../../shared/islands/load-strategy';

afterEach(() => vi.unstubAllGlobals());

/** A stand-in IntersectionObserver: what it observes, and a way to say the root came near (or not). */
function observerStub() {
  const observed: Element[] = [];
  let notify: (entries: Array<{ isIntersecting: boolean }>) => void = () => {};
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(cb: typeof notify) {
        notify = cb;
      }
      observe(el: Element) {
        observed.push(el);
      }
      disconnect() {
        observed.splice(0);
      }
    },
  );
  return { observed, notify: (isIntersecting: boolean) => notify([{ isIntersecting }]) };
}

describe('load strategies', () => {
  it('reads data-load-on, falling back on anything else', () => {
    expect(parseLoadOn('idle', 'load')).toBe('idle');
    expect(parseLoadOn('media:(min-width: 993px)', 'load')).toBe('media:(min-width: 993px)');
    expect(parseLoadOn('media:', 'load')).toBe('load');
    expect(parseLoadOn('whenever', 'visible')).toBe('visible');
    expect(parseLoadOn(undefined, 'interaction')).toBe('interaction');
  });

  it('load: at once', () => {
    const start = vi.fn();
    when('load', document.body, start);
    expect(start).toHaveBeenCalledOnce();
  });

  it('idle: when the browser is idle, and not after a cancel', () => {
    const callbacks: Array<() => void> = [];
    vi.stubGlobal('requestIdleCallback', (cb: () => void) => callbacks.push(cb));
    vi.stubGlobal('cancelIdleCallback', () => callbacks.splice(0));
    const start = vi.fn();
    when('idle', document.body, start);
    expect(start).not.toHaveBeenCalled();
    callbacks[0]!();
    expect(start).toHaveBeenCalledOnce();
    const cancelled = vi.fn();
    when('idle', document.body, cancelled)();
    callbacks.forEach((cb) => cb());
    expect(cancelled).not.toHaveBeenCalled();
  });

  it('idle: or sooner, at the shopper\'s first move on the root (a Tab to the header\'s button before the page is idle), with no trigger to hold for', () => {
    const callbacks: Array<() => void> = [];
    vi.stubGlobal('requestIdleCallback', (cb: () => void) => callbacks.push(cb));
    vi.stubGlobal('cancelIdleCallback', () => callbacks.splice(0));
    document.body.innerHTML = '<header><button type="button">انتخاب شهر</button></header><p><a href="/">جای دیگر</a></p>';
    const start = vi.fn();
    const cancel = when('idle', document.querySelector('header')!, start);
    document.querySelector('a')!.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    expect(start).not.toHaveBeenCalled();
    document.querySelector('button')!.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    expect(start).toHaveBeenCalledOnce();
    expect(start.mock.calls[0]![0]).toBeUndefined();
    expect(callbacks).toEqual([]); // the idle callback let go
    document.querySelector('button')!.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }));
    expect(start).toHaveBeenCalledOnce();
    cancel();
  });

  it('visible: when the root comes near the viewport', () => {
    const io = observerStub();
    const start = vi.fn();
    when('visible', document.body, start);
    io.notify(false);
    expect(start).not.toHaveBeenCalled();
    io.notify(true);
    io.notify(true);
    expect(start).toHaveBeenCalledOnce();
  });

  it('media: when the query matches, now or later', () => {
    let listener: (e: { matches: boolean }) => void = () => {};
    vi.stubGlobal('matchMedia', () => ({ matches: false, addEventListener: (_: string, l: typeof listener) => (listener = l), removeEventListener() {} }));
    const start = vi.fn();
    when('media:(min-width: 993px)', document.body, start);
    expect(start).not.toHaveBeenCalled();
    listener({ matches: true });
    expect(start).toHaveBeenCalledOnce();
  });
});

describe('interaction and engaged', () => {
  // `engaged` remembers the page's first gesture: each test loads the module afresh, as a new page would.
  let fresh: typeof when;
  beforeEach(async () => {
    vi.resetModules();
    fresh = (await import('../../../shared/islands/load-strategy')).when;
  });
  afterEach(() => {
    document.body.innerHTML = '';
    scrolledTo(0);
  });
  // the page's scroll position, as the module reads it (the window's globals, which happy-dom copies to globalThis)
  const scrolledTo = (y: number) => {
    for (const target of [window, globalThis]) Object.defineProperty(target, 'scrollY', { value: y, configurable: true });
  };

  it('interaction: a wheel over the root or a native scroll of a row inside it counts, a wheel elsewhere does not', () => {
    document.body.innerHTML = '<div id="root"><div id="row"></div></div><div id="other"></div>';
    const root = document.getElementById('root')!;
    const start = vi.fn();
    when('interaction', root, start);
    document.getElementById('other')!.dispatchEvent(new WheelEvent('wheel', { bubbles: true }));
    expect(start).not.toHaveBeenCalled();
    // scroll does not bubble: the root hears it while capturing
    document.getElementById('row')!.dispatchEvent(new Event('scroll'));
    expect(start).toHaveBeenCalledOnce();
    expect(start.mock.calls[0]![0]).toBeInstanceOf(Event);

    const wheeled = vi.fn();
    when('interaction', root, wheeled);
    root.dispatchEvent(new WheelEvent('wheel', { bubbles: true }));
    expect(wheeled).toHaveBeenCalledOnce();
  });


  /** An event as the browser gives it for the shopper's own input (a made-up one has isTrusted false). */
  const trusted = <E extends Event>(event: E): E => Object.defineProperty(event, 'isTrusted', { value: true });

  it('engaged: nothing at page load even in view; after the first gesture anywhere, as soon as the root is near the viewport', () => {
    const io = observerStub();
    document.body.innerHTML = '<div id="root"></div>';
    const root = document.getElementById('root')!;
    const start = vi.fn();
    fresh('engaged', root, start);
    expect(io.observed).toEqual([]);
    expect(start).not.toHaveBeenCalled();
    scrolledTo(300);
    document.dispatchEvent(trusted(new Event('scroll', { bubbles: true })));
    expect(io.observed).toEqual([root]);
    io.notify(false);
    expect(start).not.toHaveBeenCalled();
    io.notify(true);
    expect(start).toHaveBeenCalledOnce();
    // no trigger: a click on a slide while the view loads stays the link's
    expect(start.mock.calls[0]).toEqual([undefined]);
    window.dispatchEvent(trusted(new Event('scroll')));
    io.notify(true);
    expect(start).toHaveBeenCalledOnce();
  });

  it('engaged: the page\'s own scroll event while it is at its top is no gesture; a row scrolled inside it is one', () => {
    const io = observerStub();
    const start = vi.fn();
    fresh('engaged', document.body, start);
    scrolledTo(0);
    document.dispatchEvent(trusted(new Event('scroll', { bubbles: true })));
    window.dispatchEvent(trusted(new Event('scroll')));
    expect(io.observed).toEqual([]);
    document.body.innerHTML = '<div id="row"></div>';
    document.getElementById('row')!.dispatchEvent(trusted(new Event('scroll')));
    expect(io.observed).toEqual([document.body]);
  });

  for (const type of ['keydown', 'touchstart', 'pointerdown', 'pointermove', 'wheel']) {
    it(`engaged: ${type} anywhere on the page is a gesture too`, () => {
      const io = observerStub();
      const start = vi.fn();
      fresh('engaged', document.body, start);
      expect(io.observed).toEqual([]);
      document.body.dispatchEvent(trusted(new Event(type, { bubbles: true })));
      io.notify(true);
      expect(start).toHaveBeenCalledOnce();
    });
  }

  it('engaged: a made-up pointerdown (an island waking another on its root) is no gesture; the shopper\'s own is one', () => {
    const io = observerStub();
    const start = vi.fn();
    fresh('engaged', document.body, start);
    document.body.innerHTML = '<div data-island="compare-tray"></div>';
    document.querySelector('[data-island]')!.dispatchEvent(new Event('pointerdown'));
    expect(io.observed).toEqual([]);
    document.body.dispatchEvent(trusted(new Event('pointerdown', { bubbles: true })));
    expect(io.observed).toEqual([document.body]);
  });

  it('engaged: a cancel before the gesture stops listening; a root claimed after the gesture (a refreshed listing) only waits to be near', () => {
    const io = observerStub();
    const early = vi.fn();
    fresh('engaged', document.body, early)();
    scrolledTo(300);
    window.dispatchEvent(trusted(new Event('scroll')));
    expect(io.observed).toEqual([]);
    expect(early).not.toHaveBeenCalled();
    // the page has had its gesture: a new root is observed at once
    document.body.innerHTML = '<div id="later"></div>';
    const later = vi.fn();
    fresh('engaged', document.getElementById('later')!, later);
    expect(io.observed).toEqual([document.getElementById('later')]);
    io.notify(true);
    expect(later).toHaveBeenCalledOnce();
  });

  it('engaged: a cancel after the gesture stops the wait for the viewport', () => {
    const io = observerStub();
    const late = vi.fn();
    const cancel = fresh('engaged', document.body, late);
    scrolledTo(300);
    window.dispatchEvent(trusted(new Event('scroll')));
    cancel();
    io.notify(true);
    expect(late).not.toHaveBeenCalled();
  });
});

describe('onFirstReach', () => {
  it('calls back once, at the first pointer, focus or touch on a matching control (added later too), then stops listening', () => {
    document.body.innerHTML = '<p><a href="#x">other</a></p>';
    const reached = vi.fn();
    const remove = vi.spyOn(document, 'removeEventListener');
    onFirstReach(document, '.ajax_add_to_cart', reached);
    document.querySelector('a')!.dispatchEvent(new Event('pointerover', { bubbles: true }));
    expect(reached).not.toHaveBeenCalled();
    document.body.insertAdjacentHTML('beforeend', '<a class="ajax_add_to_cart" href="?add-to-cart=7"><span>+</span></a>');
    document.querySelector('.ajax_add_to_cart span')!.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    expect(reached).toHaveBeenCalledOnce();
    expect(reached.mock.calls[0]![0]).toBe(document.querySelector('.ajax_add_to_cart'));
    expect(remove.mock.calls.map(([type]) => type).sort()).toEqual(['focusin', 'pointerover', 'touchstart']);
    document.querySelector('.ajax_add_to_cart')!.dispatchEvent(new Event('touchstart', { bubbles: true }));
    expect(reached).toHaveBeenCalledOnce();
  });

  it('its cleanup stops it before any reach', () => {
    document.body.innerHTML = '<button class="go">x</button>';
    const reached = vi.fn();
    onFirstReach(document, '.go', reached)();
    document.querySelector('button')!.dispatchEvent(new Event('pointerover', { bubbles: true }));
    expect(reached).not.toHaveBeenCalled();
  });
});
