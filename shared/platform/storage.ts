import Cookies from 'js-cookie';

/**
 * Storage that never throws. Private mode, a full quota, a blocked cookie jar or a value another script corrupted
 * all come back as "nothing stored" (reads) or `false` (writes), so an island keeps working without memory.
 */

export interface SafeStorage {
  get(key: string): string | null;
  set(key: string, value: string): boolean;
  remove(key: string): boolean;
  /** Reads JSON; a corrupted value is removed and `fallback` returned. */
  getJson<T>(key: string, isValid: (value: unknown) => value is T, fallback: T): T;
  setJson(key: string, value: unknown): boolean;
}

type StorageName = 'localStorage' | 'sessionStorage';

function backend(name: StorageName): Storage | null {
  try {
    // Reading the property itself throws in some sandboxed iframes and with cookies blocked.
    return typeof window === 'undefined' ? null : window[name];
  } catch {
    return null;
  }
}

function webStorage(name: StorageName): SafeStorage {
  const api: SafeStorage = {
    get(key) {
      try {
        return backend(name)?.getItem(key) ?? null;
      } catch {
        return null;
      }
    },
    set(key, value) {
      try {
        const store = backend(name);
        if (!store) return false;
        store.setItem(key, value);
        return true;
      } catch {
        return false; // quota exceeded or storage disabled
      }
    },
    remove(key) {
      try {
        backend(name)?.removeItem(key);
        return true;
      } catch {
        return false;
      }
    },
    getJson(key, isValid, fallback) {
      const raw = api.get(key);
      if (raw == null) return fallback;
      try {
        const value: unknown = JSON.parse(raw);
        if (isValid(value)) return value;
      } catch {
        // fall through: corrupted
      }
      api.remove(key);
      return fallback;
    },
    setJson(key, value) {
      try {
        return api.set(key, JSON.stringify(value));
      } catch {
        return false; // cyclic value
      }
    },
  };
  return api;
}

export const local = webStorage('localStorage');
export const session = webStorage('sessionStorage');

export interface CookieOptions {
  /** Days until it expires; a session cookie when absent. */
  days?: number;
  path?: string;
  sameSite?: 'Lax' | 'Strict' | 'None';
}

export const cookie = {
  get(name: string): string | null {
    try {
      return Cookies.get(name) ?? null;
    } catch {
      return null; // a malformed cookie header another script wrote
    }
  },
  set(name: string, value: string, options: CookieOptions = {}): boolean {
    try {
      Cookies.set(name, value, {
        path: options.path ?? '/',
        sameSite: options.sameSite ?? 'Lax',
        ...(options.days !== undefined ? { expires: options.days } : {}),
        secure: typeof location !== 'undefined' && location.protocol === 'https:',
      });
      return Cookies.get(name) === value;
    } catch {
      return false;
    }
  },
  remove(name: string, path = '/'): void {
    try {
      Cookies.remove(name, { path });
    } catch {
      // nothing to do: a cookie we cannot remove is a cookie we could not read either
    }
  },
};
