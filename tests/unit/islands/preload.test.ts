import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { __vitePreload } from '../../../shared/islands/preload';

/**
 * The helper every `import()` of a built island goes through (vite.config.ts puts it in the place of Vite's own): the
 * files an imported chunk needs are asked for once each, beside it, and the import waits for its style sheets. happy-dom
 * answers a style sheet as it joins the page: with a load when told to count a file it does not fetch as loaded, with an
 * error otherwise. Each case uses files of its own: the helper remembers what it asked for, as a page does.
 */
const BASE = 'https://shop.example/dist/islands/site-bundle.js';
const settings = (window as unknown as { happyDOM: { settings: { disableCSSFileLoading: boolean; handleDisabledFileLoadingAsSuccess: boolean } } }).happyDOM.settings;
const links = () => [...document.head.querySelectorAll('link')].map((l) => `${l.rel} ${l.getAttribute('href')}`);

beforeEach(() => {
  settings.disableCSSFileLoading = true;
  settings.handleDisabledFileLoadingAsSuccess = true;
});
afterEach(() => {
  document.head.innerHTML = '';
  vi.restoreAllMocks();
});

describe('the import helper', () => {
  it('asks for each chunk and style sheet beside the import, resolved from the importing file, and gives the module', async () => {
    const view = { mount: () => {} };
    const got = await __vitePreload(async () => view, ['../chunks/a1.js', '../assets/a1.css'], BASE);
    expect(got).toBe(view);
    expect(links()).toEqual(['modulepreload https://shop.example/dist/chunks/a1.js', 'stylesheet https://shop.example/dist/assets/a1.css']);
  });

  it('asks for nothing the page has linked already, nor twice; a file linked only as a preload is still asked for as a style sheet', async () => {
    document.head.innerHTML = '<link rel="modulepreload" href="https://shop.example/dist/chunks/b1.js"><link rel="stylesheet" href="https://shop.example/dist/assets/b1.css"><link rel="preload" as="style" href="https://shop.example/dist/assets/b2.css">';
    await __vitePreload(async () => 1, ['../chunks/b1.js', '../assets/b1.css', '../assets/b2.css', '../chunks/b2.js'], BASE);
    await __vitePreload(async () => 2, ['../chunks/b2.js', '../assets/b2.css'], BASE);
    expect(links().slice(3)).toEqual(['stylesheet https://shop.example/dist/assets/b2.css', 'modulepreload https://shop.example/dist/chunks/b2.js']);
  });

  it('loads the module only once its style sheets have loaded', async () => {
    settings.disableCSSFileLoading = false; // fetched: nothing answers until the test says so
    const fetched = vi.spyOn(HTMLLinkElement.prototype, 'href', 'set');
    const load = vi.fn(async () => 'view');
    const pending = __vitePreload(load, ['../assets/c1.css'], BASE);
    expect(fetched).toHaveBeenCalled();
    await Promise.resolve();
    await Promise.resolve();
    expect(load).not.toHaveBeenCalled();
    document.head.querySelector('link')!.dispatchEvent(new Event('load'));
    await expect(pending).resolves.toBe('view');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('a style sheet that fails fails the import with Vite\'s event, and is asked for again by the next import', async () => {
    settings.handleDisabledFileLoadingAsSuccess = false;
    const heard: unknown[] = [];
    const listen = (e: Event) => heard.push((e as Event & { payload: unknown }).payload);
    window.addEventListener('vite:preloadError', listen);
    const load = vi.fn(async () => 'view');
    await expect(__vitePreload(load, ['../assets/d1.css'], BASE)).rejects.toThrow('Unable to preload CSS for https://shop.example/dist/assets/d1.css');
    expect(load).not.toHaveBeenCalled();
    expect(heard).toHaveLength(1);
    expect(links()).toEqual([]); // the failed link left the page
    settings.handleDisabledFileLoadingAsSuccess = true;
    await expect(__vitePreload(load, ['../assets/d1.css'], BASE)).resolves.toBe('view');
    expect(links()).toEqual(['stylesheet https://shop.example/dist/assets/d1.css']);
    window.removeEventListener('vite:preloadError', listen);
  });

  it('a site that cancels the event takes the failure over, and the import goes on', async () => {
    settings.handleDisabledFileLoadingAsSuccess = false;
    const cancel = (e: Event) => e.preventDefault();
    window.addEventListener('vite:preloadError', cancel);
    await expect(__vitePreload(async () => 'view', ['../assets/e1.css'], BASE)).resolves.toBe('view');
    window.removeEventListener('vite:preloadError', cancel);
  });

  it('a module that fails to load is told as the event too, and fails the import', async () => {
    const heard: unknown[] = [];
    const listen = (e: Event) => heard.push((e as Event & { payload: unknown }).payload);
    window.addEventListener('vite:preloadError', listen);
    const failure = new TypeError('Failed to fetch dynamically imported module');
    await expect(__vitePreload(() => Promise.reject(failure), ['../chunks/f1.js'], BASE)).rejects.toBe(failure);
    expect(heard).toEqual([failure]);
    window.removeEventListener('vite:preloadError', listen);
  });

  it('puts the page\'s CSP nonce on each link', async () => {
    const meta = document.createElement('meta');
    meta.setAttribute('property', 'csp-nonce');
    meta.setAttribute('nonce', 'r4nd0m');
    document.head.append(meta);
    await __vitePreload(async () => 1, ['../chunks/g1.js', '../assets/g1.css'], BASE);
    expect([...document.head.querySelectorAll('link')].map((l) => l.getAttribute('nonce'))).toEqual(['r4nd0m', 'r4nd0m']);
  });
});
