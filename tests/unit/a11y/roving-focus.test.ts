import { afterEach, describe, expect, it } from 'vitest';
import { arrowStep, isRtl } from '../../../shared/a11y/direction';
import { moveFocus, stepIndex, typeaheadIndex } from '../../../shared/a11y/roving-focus';

afterEach(() => {
  document.body.innerHTML = '';
  document.documentElement.removeAttribute('dir');
});

const key = (k: string, init: KeyboardEventInit = {}) => new KeyboardEvent('keydown', { key: k, cancelable: true, ...init });

describe('arrow keys that follow the reading direction', () => {
  it('in RTL, ArrowLeft is next and ArrowRight is previous; in LTR the other way round', () => {
    document.body.innerHTML = '<div dir="rtl"><b id="r"></b></div><div dir="ltr"><b id="l"></b></div>';
    const rtl = document.getElementById('r')!;
    const ltr = document.getElementById('l')!;
    expect(isRtl(rtl)).toBe(true);
    expect(isRtl(ltr)).toBe(false);
    expect(arrowStep(key('ArrowLeft'), 'horizontal', rtl)).toBe('next');
    expect(arrowStep(key('ArrowRight'), 'horizontal', rtl)).toBe('prev');
    expect(arrowStep(key('ArrowRight'), 'horizontal', ltr)).toBe('next');
    expect(arrowStep(key('ArrowLeft'), 'horizontal', ltr)).toBe('prev');
  });

  it('vertical widgets use Up/Down and ignore Left/Right; Home/End go to the ends in both', () => {
    const el = document.body;
    expect(arrowStep(key('ArrowDown'), 'vertical', el)).toBe('next');
    expect(arrowStep(key('ArrowUp'), 'vertical', el)).toBe('prev');
    expect(arrowStep(key('ArrowLeft'), 'vertical', el)).toBeNull();
    expect(arrowStep(key('ArrowDown'), 'horizontal', el)).toBeNull();
    expect(arrowStep(key('Home'), 'horizontal', el)).toBe('first');
    expect(arrowStep(key('End'), 'vertical', el)).toBe('last');
  });

  it('nothing while an IME composes, nor with a modifier', () => {
    expect(arrowStep(key('Home', { isComposing: true }), 'vertical', document.body)).toBeNull();
    expect(arrowStep(key('ArrowDown', { altKey: true }), 'vertical', document.body)).toBeNull();
  });
});

describe('stepping through items', () => {
  it('wraps at both ends by default, stays put without wrap', () => {
    expect(stepIndex(2, 3, 'next')).toBe(0);
    expect(stepIndex(0, 3, 'prev')).toBe(2);
    expect(stepIndex(2, 3, 'next', false)).toBe(2);
    expect(stepIndex(-1, 3, 'prev')).toBe(2);
    expect(stepIndex(-1, 0, 'next')).toBe(-1);
  });

  it('moveFocus focuses the item the key leads to and prevents the page from scrolling', () => {
    document.body.innerHTML = '<div dir="rtl"><button>الف</button><button>ب</button></div>';
    const [a, b] = Array.from(document.querySelectorAll('button'));
    a!.focus();
    const event = key('ArrowLeft');
    expect(moveFocus(event, [a!, b!], 'horizontal')).toBe(b);
    expect(document.activeElement).toBe(b);
    expect(event.defaultPrevented).toBe(true);
    const other = key('a');
    expect(moveFocus(other, [a!, b!], 'horizontal')).toBeNull();
    expect(other.defaultPrevented).toBe(false);
  });

  it('type-ahead finds the next label starting with the letter, folding Arabic letter forms, wrapping', () => {
    const labels = ['سفارش‌ها', 'کیف پول', 'خروج', 'سبد خرید'];
    expect(typeaheadIndex(labels, 0, 'س')).toBe(3);
    expect(typeaheadIndex(labels, 3, 'س')).toBe(0);
    expect(typeaheadIndex(labels, -1, 'ك')).toBe(1); // Arabic kaf, as some keyboards type it
    expect(typeaheadIndex(labels, 0, 'ز')).toBe(-1);
  });
});
