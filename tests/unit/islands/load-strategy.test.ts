import { afterEach, describe, expect, it, vi } from 'vitest';
import { parseLoadOn, when } from '../../../shared/islands/load-strategy';

afterEach(() => vi.unstubAllGlobals());

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

  it('visible: when the root comes near the viewport', () => {
    let notify: (entries: Array<{ isIntersecting: boolean }>) => void = () => {};
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(cb: typeof notify) {
          notify = cb;
        }
        observe() {}
        disconnect() {}
      },
    );
    const start = vi.fn();
    when('visible', document.body, start);
    notify([{ isIntersecting: false }]);
    expect(start).not.toHaveBeenCalled();
    notify([{ isIntersecting: true }]);
    notify([{ isIntersecting: true }]);
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
