import { afterEach, describe, expect, it, vi } from 'vitest';
import { waitFor } from '@testing-library/preact';
import { createDisposables } from '../../../shared/islands/disposables';
import { lazyPart, type PartMount } from '../../../shared/islands/lazy-part';

/**
 * A part of an island's markup whose view loads when the shopper reaches for it (the header's mega menu, city button
 * and drawer toggle). The island itself may start late (the header waits for the page to be idle, or for the
 * shopper's first move on it): a part already reached by then loads at once, and the next press waits for its view.
 */
let d = createDisposables();
afterEach(() => {
  d.dispose();
  d = createDisposables();
  document.body.innerHTML = '';
});

function cityPart() {
  document.body.innerHTML = '<div data-header-part="city"><button type="button" data-adopt="city">انتخاب شهر</button></div>';
  return document.querySelector<HTMLElement>('[data-header-part]')!;
}

/** A view with the same button, whose presses are counted. */
function view(presses: string[]): PartMount {
  return (part) => {
    const fallback = part.firstElementChild!;
    const button = document.createElement('button');
    button.setAttribute('data-adopt', 'city');
    button.addEventListener('click', () => presses.push('view'));
    fallback.replaceWith(button);
    return () => button.replaceWith(fallback);
  };
}

describe('lazyPart', () => {
  it('loads when the shopper reaches the part, and holds a press made meanwhile for the view', async () => {
    const part = cityPart();
    const load = vi.fn(async () => view(presses));
    const presses: string[] = [];
    lazyPart('header', part, load, d);
    expect(load).not.toHaveBeenCalled();
    part.querySelector('button')!.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    expect(load).toHaveBeenCalledOnce();
    part.querySelector('button')!.click();
    await waitFor(() => expect(presses).toEqual(['view']));
  });

  it('loads at once when the focus is in the part already (tabbed to before the island started), and the next press waits for the view', async () => {
    const part = cityPart();
    part.querySelector('button')!.focus();
    const presses: string[] = [];
    const load = vi.fn(async () => view(presses));
    lazyPart('header', part, load, d);
    expect(load).toHaveBeenCalledOnce();
    const fallback = part.querySelector('button')!;
    fallback.addEventListener('click', () => presses.push('fallback'));
    fallback.click(); // Enter, before the view is there
    await waitFor(() => expect(presses).toEqual(['view']));
    expect(part.getAttribute('data-part-state')).toBe('mounted');
  });
});
