import { afterEach, describe, expect, it, vi } from 'vitest';
import { dismissable } from '../../../shared/a11y/dismissable-layer';

let stop: () => void = () => {};

afterEach(() => {
  stop();
  document.body.innerHTML = '';
  window.scrollTo(0, 0);
  vi.restoreAllMocks();
});

function setup(options: Parameters<typeof dismissable>[2] = {}) {
  document.body.innerHTML = `<button id="trigger">حساب کاربری</button><div id="layer"><a href="/a">پیوند</a></div><p id="page">صفحه</p>`;
  const onDismiss = vi.fn();
  const layer = document.getElementById('layer')!;
  stop = dismissable(layer, onDismiss, { inside: [document.getElementById('trigger')], ...options });
  return { onDismiss, layer };
}

const press = (id: string) => document.getElementById(id)!.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));

describe('a dismissable layer', () => {
  it('is dismissed by a press outside, not by one inside or on its trigger', () => {
    const { onDismiss } = setup();
    press('trigger');
    document.querySelector('#layer a')!.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
    expect(onDismiss).not.toHaveBeenCalled();
    press('page');
    expect(onDismiss).toHaveBeenCalledWith('outside');
  });

  it('ignores outside presses when told to (a modal’s backdrop closes by itself)', () => {
    const { onDismiss } = setup({ onOutside: false });
    press('page');
    expect(onDismiss).not.toHaveBeenCalled();
  });

  describe('when asked to close on scroll', () => {
    it('is dismissed when the page really scrolls, not by a scroll event that moved nothing (a scroll lock’s)', () => {
      const { onDismiss } = setup({ onScroll: true });
      window.dispatchEvent(new Event('scroll'));
      expect(onDismiss).not.toHaveBeenCalled();
      window.scrollTo(0, 200);
      window.dispatchEvent(new Event('scroll'));
      expect(onDismiss).toHaveBeenCalledWith('scroll');
    });

    it('is not, unless asked', () => {
      const { onDismiss } = setup();
      window.scrollTo(0, 200);
      window.dispatchEvent(new Event('scroll'));
      expect(onDismiss).not.toHaveBeenCalled();
    });
  });

  describe('when asked to close on resize', () => {
    it('is dismissed when the window’s width changes, not its height (a phone’s keyboard)', () => {
      const { onDismiss } = setup({ onResize: true });
      vi.spyOn(window, 'innerHeight', 'get').mockReturnValue(300);
      window.dispatchEvent(new Event('resize'));
      expect(onDismiss).not.toHaveBeenCalled();
      vi.spyOn(window, 'innerWidth', 'get').mockReturnValue(1400);
      window.dispatchEvent(new Event('resize'));
      expect(onDismiss).toHaveBeenCalledWith('resize');
    });
  });

  it('stops listening once stopped', () => {
    const { onDismiss } = setup({ onScroll: true, onResize: true });
    stop();
    press('page');
    window.scrollTo(0, 200);
    window.dispatchEvent(new Event('scroll'));
    expect(onDismiss).not.toHaveBeenCalled();
  });
});
