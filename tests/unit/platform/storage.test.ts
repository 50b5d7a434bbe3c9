import { afterEach, describe, expect, it, vi } from 'vitest';
import { cookie, local, session } from '../../../shared/platform/storage';

const throwing = {
  getItem: () => {
    throw new DOMException('denied', 'SecurityError');
  },
  setItem: () => {
    throw new DOMException('full', 'QuotaExceededError');
  },
  removeItem: () => {
    throw new DOMException('denied', 'SecurityError');
  },
};

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
  document.cookie.split(';').forEach((c) => (document.cookie = `${c.split('=')[0]!.trim()}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`));
});

describe('storage that never throws', () => {
  it('stores and reads in local and session storage', () => {
    expect(local.set('k', 'v')).toBe(true);
    expect(local.get('k')).toBe('v');
    expect(session.set('s', '1')).toBe(true);
    expect(session.get('s')).toBe('1');
    expect(local.remove('k')).toBe(true);
    expect(local.get('k')).toBeNull();
  });

  it('answers "nothing stored" and false when storage throws (private mode, full quota)', () => {
    vi.stubGlobal('localStorage', throwing);
    expect(() => local.get('k')).not.toThrow();
    expect(local.get('k')).toBeNull();
    expect(local.set('k', 'v')).toBe(false);
    expect(local.remove('k')).toBe(false);
    expect(local.getJson('k', (v): v is number[] => Array.isArray(v), [])).toEqual([]);
  });

  it('answers "nothing stored" when reading the storage property itself throws', () => {
    Object.defineProperty(window, 'sessionStorage', { configurable: true, get: () => { throw new DOMException('blocked', 'SecurityError'); } });
    expect(session.get('x')).toBeNull();
    expect(session.set('x', '1')).toBe(false);
    // happy-dom's own storage back for the next test
    Object.defineProperty(window, 'sessionStorage', { configurable: true, value: localStorage });
  });

  it('drops a corrupted JSON value and returns the fallback', () => {
    localStorage.setItem('history', '{not json');
    expect(local.getJson('history', (v): v is string[] => Array.isArray(v), ['fallback'])).toEqual(['fallback']);
    expect(localStorage.getItem('history')).toBeNull();
    localStorage.setItem('history', '{"a":1}');
    expect(local.getJson('history', (v): v is string[] => Array.isArray(v), [])).toEqual([]);
    expect(local.setJson('history', ['a'])).toBe(true);
    expect(local.getJson('history', (v): v is string[] => Array.isArray(v), [])).toEqual(['a']);
  });

  it('writes cookies with a path and reads them back', () => {
    expect(cookie.set('store_notice42', 'hidden')).toBe(true);
    expect(cookie.get('store_notice42')).toBe('hidden');
    cookie.remove('store_notice42');
    expect(cookie.get('store_notice42')).toBeNull();
  });
});
