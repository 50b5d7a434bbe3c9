import { cleanup, configure } from '@testing-library/preact';
import { afterEach, beforeEach, vi } from 'vitest';
import { cleanStores } from 'nanostores';
import { resetConfig } from '../../shared/api/page-config';
import { $cart } from '../../shared/stores/cart';
import { forgetRefreshUnderWay } from '../../shared/stores/cart-sync';
import { $compare } from '../../shared/stores/compare';
import { $city } from '../../shared/stores/city';

// waitFor / findBy give up after 1 s by default: on a loaded 2-core CI machine a mount, a lazy chunk and a fake
// server's answer took longer (the mini-cart's Tab-wrap test failed on it twice). A wait that never comes true still
// fails, at 5 s.
configure({ asyncUtilTimeout: 5_000 });

/** Every widget test starts from an empty page, empty storage, no jQuery and a fresh page config. */
beforeEach(() => {
  document.head.innerHTML = '';
  document.body.innerHTML = '';
  document.documentElement.setAttribute('lang', 'fa');
  document.documentElement.setAttribute('dir', 'rtl');
  try {
    localStorage.clear();
    sessionStorage.clear();
  } catch {
    // a test may have replaced storage with one that throws
  }
  resetConfig();
});

afterEach(() => {
  cleanup();
  // Stores keep their subscriptions (and the event listeners those set up) between tests unless cleaned.
  cleanStores($cart, $compare, $city);
  forgetRefreshUnderWay();
  $cart.set({ count: 0, html: null, hash: null, revision: 0 });
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  vi.useRealTimers();
  delete (globalThis as { jQuery?: unknown }).jQuery;
});
