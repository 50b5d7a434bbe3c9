import { afterEach, describe, expect, it, vi } from 'vitest';
import { $overlay, openOverlay } from '../../../shared/a11y/overlay';

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
});
