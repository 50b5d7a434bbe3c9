import { cleanup } from '@testing-library/preact';
import { afterEach, beforeEach, vi } from 'vitest';
import { resetConfig } from '../../shared/api/page-config';

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
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  vi.useRealTimers();
  delete (globalThis as { jQuery?: unknown }).jQuery;
});
