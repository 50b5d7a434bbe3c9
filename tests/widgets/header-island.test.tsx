import { fireEvent, screen, waitFor } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createIsland } from '../../shared/islands/define-island';
import { siteHeader } from '../../demo-pages/templates/header';
import type { SiteContext } from '../../demo-pages/templates/site-context';
import { raw } from '../../demo-pages/templates/html';
import { mount } from '../../widgets/header/mount';
import { headerProps } from '../../widgets/header/props';
import { PROVINCES_FIXTURE } from '../../stories/fixtures/header';
import { fakeFetch, json, setPageConfig } from '../support/page';

/**
 * The header island on the demo store's own server markup: its parts load when reached for, a click made meanwhile
 * is not lost, and the islands nested in the header (mini-cart, live search, login) are never rendered over.
 */
const site = {
  siteName: 'ابزارآلات هسا',
  path: '/',
  nonce: 'n',
  cart: { count: 2, bodyHtml: raw('') },
  theme: { logo: '/static/logo.svg' },
  city: null,
  categories: [
    { slug: 'electric-tools', name: 'ابزار برقی', children: [{ slug: 'drill', name: 'دریل', brands: [{ slug: 'ronix', name: 'رونیکس' }] }] },
    { slug: 'hand-tools', name: 'ابزار دستی', children: [{ slug: 'hammer', name: 'چکش', brands: [] }] },
  ],
} as unknown as SiteContext;

// Each test's island is unmounted after it: an open dialog left behind would stay on the overlay stack.
const running: Array<() => void> = [];
afterEach(() => running.splice(0).forEach((stop) => stop()));

async function startHeader(city: string | null = null) {
  setPageConfig();
  document.body.innerHTML = siteHeader({ ...site, city }).toString();
  const fetch = fakeFetch(() => json({ provinces: PROVINCES_FIXTURE }));
  vi.stubGlobal('fetch', fetch.fn);
  const started = createIsland({ name: 'header', props: headerProps, load: () => ({ mount }) }).start(document);
  let stopped = false;
  const stop = () => void (stopped || ((stopped = true), started()));
  running.push(stop);
  // The theme's root says data-load-on="idle".
  await waitFor(() => expect(document.querySelector('[data-island="header"]')!.getAttribute('data-island-state')).toBe('mounted'));
  return { root: document.querySelector<HTMLElement>('[data-island="header"]')!, stop, fetch };
}

describe('the header island', () => {
  it('shows the city the server read from gk_city on its location button', async () => {
    await startHeader('اصفهان');
    expect(screen.getByRole('button', { name: 'انتخاب شهر اصفهان' })).toBeTruthy();
  });

  it('loads the city dialog when the location button is reached for, and the click made meanwhile opens it', async () => {
    const { root } = await startHeader();
    const fallback = screen.getByRole('button', { name: 'انتخاب شهر' });
    fireEvent.pointerDown(fallback);
    fireEvent.click(fallback);
    const dialog = await screen.findByRole('dialog', { name: 'انتخاب شهر' }, { timeout: 8000 });
    expect(dialog).toBeTruthy();
    expect(root.querySelector('[data-header-part="city"]')!.getAttribute('data-part-state')).toBe('mounted');
  });

  it('never renders over the islands nested in it: the mini-cart, the search and the login keep their nodes', async () => {
    const { root, stop } = await startHeader();
    const nested = Array.from(root.querySelectorAll('[data-island]'));
    expect(nested.map((el) => el.getAttribute('data-island')).sort()).toEqual(['live-search', 'login', 'mini-cart']);
    const menu = screen.getByRole('link', { name: 'منو' });
    fireEvent.pointerDown(menu);
    fireEvent.click(menu);
    const drawer = await screen.findByRole('dialog', { name: 'منو' }, { timeout: 8000 });
    // The view's effects run after its first paint: focus in the drawer says the layer is live.
    await waitFor(() => expect(drawer.contains(document.activeElement)).toBe(true));
    fireEvent.keyDown(drawer, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    for (const el of nested) expect(el.isConnected && root.contains(el)).toBe(true);
    expect(Array.from(root.querySelectorAll('[data-island]'))).toEqual(nested);
    stop();
    // Unmounted, the parts' fallbacks are back and the nested islands still in their places.
    expect(screen.getByRole('link', { name: 'منو' })).toBeTruthy();
    expect(Array.from(root.querySelectorAll('[data-island]'))).toEqual(nested);
  });

  it('builds the drawer from the category bar\'s server markup (the categories; the brands are the mega menu\'s)', async () => {
    await startHeader();
    const menu = screen.getByRole('link', { name: 'منو' });
    fireEvent.pointerDown(menu);
    fireEvent.click(menu);
    const drawer = await screen.findByRole('dialog', { name: 'منو' }, { timeout: 8000 });
    expect(Array.from(drawer.querySelectorAll('a')).map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['ابزار برقی', '/product-category/electric-tools/'],
      ['دریل', '/product-category/drill/'],
      ['ابزار دستی', '/product-category/hand-tools/'],
      ['چکش', '/product-category/hammer/'],
    ]);
  });
});
