import { fireEvent, render, screen } from '@testing-library/preact';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { tabbables } from '../../../shared/a11y/focusable';
import { Slider, sliderText, type SliderProps } from '../../../shared/ui/Slider';

/** The price facet's two-thumb slider (APG multi-thumb slider), in an RTL page. */
function Price(props: Partial<SliderProps> & { start?: [number, number] }) {
  const [value, setValue] = useState<[number, number]>(props.start ?? [100_000, 900_000]);
  return (
    <div dir="rtl">
      <button type="button">قبل</button>
      <Slider labels={['حداقل قیمت', 'حداکثر قیمت']} min={0} max={1_000_000} step={10_000} suffix=" تومان" value={value} onChange={setValue} {...props} />
      <button type="button">بعد</button>
    </div>
  );
}
const low = () => screen.getByRole('slider', { name: 'حداقل قیمت' });
const high = () => screen.getByRole('slider', { name: 'حداکثر قیمت' });
const key = (el: Element, k: string, init: KeyboardEventInit = {}) => fireEvent.keyDown(el, { key: k, ...init });

describe('the two-thumb slider', () => {
  it('names each thumb and says its value in Persian digits with separators and the suffix; each bounds the other', () => {
    render(<Price />);
    expect(low().getAttribute('aria-valuetext')).toBe('۱۰۰٬۰۰۰ تومان');
    expect(high().getAttribute('aria-valuetext')).toBe('۹۰۰٬۰۰۰ تومان');
    expect(low().getAttribute('aria-valuemin')).toBe('0');
    expect(low().getAttribute('aria-valuemax')).toBe('900000');
    expect(high().getAttribute('aria-valuemin')).toBe('100000');
    expect(high().getAttribute('aria-valuemax')).toBe('1000000');
    expect(sliderText(1234567, 'از ')).toBe('از ۱٬۲۳۴٬۵۶۷');
  });

  it('Tab reaches the lower thumb then the upper one, Shift+Tab comes back in reverse', () => {
    render(<Price />);
    const order = tabbables(document.body).map((el) => el.getAttribute('aria-label') ?? el.textContent);
    expect(order).toEqual(['قبل', 'حداقل قیمت', 'حداکثر قیمت', 'بعد']);
    // Shift+Tab is the same list read backwards: nothing is a Tab stop in one direction only
    expect([...order].reverse()).toEqual(['بعد', 'حداکثر قیمت', 'حداقل قیمت', 'قبل']);
  });

  describe('given RTL, the keys', () => {
    it('ArrowLeft raises and ArrowRight lowers; Up/Down raise/lower; PageUp/PageDown move ten steps (a tenth of this range)', () => {
      const commit = vi.fn();
      render(<Price onCommit={commit} />);
      key(low(), 'ArrowLeft');
      expect(low().getAttribute('aria-valuenow')).toBe('110000');
      key(low(), 'ArrowRight');
      key(low(), 'ArrowRight');
      expect(low().getAttribute('aria-valuenow')).toBe('90000');
      key(high(), 'ArrowDown');
      expect(high().getAttribute('aria-valuenow')).toBe('890000');
      key(high(), 'ArrowUp');
      key(high(), 'PageDown');
      expect(high().getAttribute('aria-valuenow')).toBe('800000');
      key(low(), 'PageUp');
      expect(low().getAttribute('aria-valuenow')).toBe('190000');
      expect(commit).toHaveBeenLastCalledWith([190000, 800000]);
      expect(commit).toHaveBeenCalledTimes(7);
    });

    it('PageUp/PageDown move a tenth of a wide range (a price range of 41 million in steps of 1,000)', () => {
      render(<Price min={1_426_000} max={42_500_000} step={1000} start={[1_426_000, 42_500_000]} />);
      key(low(), 'PageUp');
      expect(low().getAttribute('aria-valuenow')).toBe(String(1_426_000 + 4_107_000));
      key(high(), 'PageDown');
      expect(high().getAttribute('aria-valuenow')).toBe(String(42_500_000 - 4_107_000));
    });

    it('Home and End go to the thumb bounds: the lower thumb never passes the upper one', () => {
      render(<Price />);
      key(low(), 'End');
      expect(low().getAttribute('aria-valuenow')).toBe('900000');
      key(low(), 'ArrowLeft');
      expect(low().getAttribute('aria-valuenow')).toBe('900000');
      key(high(), 'Home');
      expect(high().getAttribute('aria-valuenow')).toBe('900000');
      key(low(), 'Home');
      key(high(), 'End');
      expect([low().getAttribute('aria-valuenow'), high().getAttribute('aria-valuenow')]).toEqual(['0', '1000000']);
    });

    it('does nothing while an IME composes', () => {
      const commit = vi.fn();
      render(<Price onCommit={commit} />);
      key(low(), 'ArrowLeft', { isComposing: true });
      expect(low().getAttribute('aria-valuenow')).toBe('100000');
      expect(commit).not.toHaveBeenCalled();
    });
  });

  it('is disabled when min equals max: no Tab stop, keys do nothing', () => {
    const change = vi.fn();
    render(
      <div dir="rtl">
        <Slider labels={['حداقل قیمت', 'حداکثر قیمت']} min={500} max={500} value={[500, 500]} onChange={change} />
      </div>,
    );
    expect(low().getAttribute('aria-disabled')).toBe('true');
    expect(tabbables(document.body)).toHaveLength(0);
    key(high(), 'ArrowDown');
    expect(change).not.toHaveBeenCalled();
  });
});
