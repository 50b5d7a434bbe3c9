import { render } from 'preact';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ComboboxItem } from '../../../shared/ui/combobox-state';
import { useCombobox } from '../../../shared/ui/use-combobox';

/**
 * Issue 9: "the suggestion list is painted within one frame of the response arriving". Preact runs effects after the
 * browser paints (requestAnimationFrame); here no frame ever comes, so what is in the DOM after the render that
 * received the answer is what the first paint shows. The options must be there, the list open.
 */
let answer: (items: ComboboxItem[]) => void = () => {};

function Box() {
  const [items, setItems] = useState<ComboboxItem[]>([]);
  answer = setItems;
  const cb = useCombobox({ items });
  return (
    <div>
      <label {...cb.labelProps}>جستجو</label>
      <input {...cb.inputProps} />
      <div {...cb.listboxProps}>
        {cb.state.items.map((item) => ('options' in item ? null : <div key={item.id} {...cb.optionProps(item)}>{item.label}</div>))}
      </div>
    </div>
  );
}

const flushRender = async () => {
  for (let i = 0; i < 3; i++) await Promise.resolve();
};

afterEach(async () => {
  render(null, document.body);
  // Preact's effects fall back to a 100 ms timer when no frame comes; it calls cancelAnimationFrame, so it must run
  // while this file's DOM is still up (on a loaded machine it ran after the teardown: an unhandled ReferenceError).
  await new Promise((resolve) => setTimeout(resolve, 150));
});

describe('the combobox paints an answer in the frame it arrives', () => {
  it('shows the options and opens the list in the render that receives them, before any effect runs', async () => {
    const frames: FrameRequestCallback[] = [];
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation((cb) => (frames.push(cb), frames.length));
    render(<Box />, document.body);
    const input = document.querySelector('input')!;
    input.value = 'د';
    input.dispatchEvent(new Event('input', { bubbles: true }));
    await flushRender();
    answer([{ id: '1', label: 'دریل' }, { id: '2', label: 'دریل چکشی' }]);
    await flushRender();
    expect([...document.querySelectorAll('[role="option"]')].map((o) => o.textContent)).toEqual(['دریل', 'دریل چکشی']);
    expect(document.querySelector('[role="listbox"]')!.hasAttribute('hidden')).toBe(false);
    expect(input.getAttribute('aria-expanded')).toBe('true');
  });
});
