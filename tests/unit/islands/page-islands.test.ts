import { afterEach, describe, expect, it, vi } from 'vitest';
import { forgetPageIslands, pageAsksFor } from '../../../shared/islands/page-islands';

afterEach(() => {
  document.getElementById('hsa-islands')?.remove();
  forgetPageIslands();
  vi.restoreAllMocks();
});

function printList(text: string) {
  const el = document.createElement('script');
  el.type = 'application/json';
  el.id = 'hsa-islands';
  el.textContent = text;
  document.body.append(el);
}

describe('the islands a page asked for (#hsa-islands)', () => {
  it('names what may start; nothing else does', () => {
    printList('["mini-cart","site-wide"]');
    expect(pageAsksFor('mini-cart')).toBe(true);
    expect(pageAsksFor('site-wide')).toBe(true);
    expect(pageAsksFor('attribution')).toBe(false);
  });

  it('without the list, everything loaded starts (a theme printing entries by hand)', () => {
    expect(pageAsksFor('attribution')).toBe(true);
  });

  it('a list that is not a JSON list of names: a warning, and everything starts', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    printList('{"mini-cart": true}');
    expect(pageAsksFor('attribution')).toBe(true);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('#hsa-islands is not a JSON list'));
    forgetPageIslands();
    document.getElementById('hsa-islands')!.textContent = '["mini-cart",';
    expect(pageAsksFor('mini-cart')).toBe(true);
    expect(warn).toHaveBeenCalledTimes(2);
  });

  it('is read once per page', () => {
    printList('["mini-cart"]');
    expect(pageAsksFor('login')).toBe(false);
    document.getElementById('hsa-islands')!.textContent = '["login"]';
    expect(pageAsksFor('login')).toBe(false);
  });
});
