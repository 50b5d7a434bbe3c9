import { cleanStores } from 'nanostores';
import { afterEach, describe, expect, it } from 'vitest';
import { $city, setCity } from '../../../shared/stores/city';
import { $compare, clearCompare, COMPARE_STORAGE_KEY, toggleCompare } from '../../../shared/stores/compare';
import { $session, setSession } from '../../../shared/stores/session';

afterEach(() => {
  cleanStores($compare, $city);
  localStorage.clear();
  document.cookie = 'gk_city=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
});

describe('$compare', () => {
  it('restores the ids kept on the device, dropping what is not a valid id', () => {
    localStorage.setItem(COMPARE_STORAGE_KEY, '4,x,9,4');
    const off = $compare.listen(() => {});
    expect($compare.get()).toEqual([4, 9]);
    off();
  });

  it('adds and removes, refuses past the limit, and keeps the selection on the device', () => {
    const off = $compare.listen(() => {});
    expect([1, 2, 3, 4].map((id) => toggleCompare(id))).toEqual(['added', 'added', 'added', 'added']);
    expect(toggleCompare(5)).toBe('limit');
    expect(toggleCompare(2)).toBe('removed');
    expect(localStorage.getItem(COMPARE_STORAGE_KEY)).toBe('1,3,4');
    clearCompare();
    expect(localStorage.getItem(COMPARE_STORAGE_KEY)).toBeNull();
    off();
  });
});

describe('$city', () => {
  it('keeps the chosen city in the gk_city cookie and reads it back', () => {
    const off = $city.listen(() => {});
    setCity('  اصفهان ');
    expect($city.get()).toBe('اصفهان');
    expect(document.cookie).toContain(`gk_city=${encodeURIComponent('اصفهان')}`);
    setCity('   ');
    expect($city.get()).toBe('اصفهان');
    off();
  });
});

describe('$session', () => {
  it('starts as a guest', () => {
    expect($session.get()).toEqual({ loggedIn: false, displayName: null });
    setSession({ loggedIn: true, displayName: 'مریم' });
    expect($session.get().loggedIn).toBe(true);
    setSession({ loggedIn: false, displayName: null });
  });
});
