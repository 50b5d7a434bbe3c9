import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createDisposables, type Disposables } from '../../shared/islands/disposables';
import { setupAccordions } from '../../widgets/page-widgets/accordion';
import { openFromHash } from '../../widgets/page-widgets/hash-links';
import { loadTabTemplate } from '../../widgets/page-widgets/lazy-tab';
import { applySticky } from '../../widgets/page-widgets/sticky';
import { setupSwitchers } from '../../widgets/page-widgets/switcher';
import { setupTabs, type LazyLoader } from '../../widgets/page-widgets/tabs';
import { actionHref, parseUrlAction } from '../../widgets/page-widgets/url-actions';

const TABS = `<div data-hsa-tabs>
  <div role="tablist" aria-label="دربارهٔ جشنواره">
    <button type="button" role="tab" id="t1" aria-controls="p1" aria-selected="true">پیشنهادها</button>
    <button type="button" role="tab" id="t2" aria-controls="p2" aria-selected="false" tabindex="-1">گارانتی</button>
    <button type="button" role="tab" id="t3" aria-controls="p3" aria-selected="false" tabindex="-1">برندها</button>
  </div>
  <button type="button" data-tabs-pause hidden></button>
  <div role="tabpanel" id="p1" aria-labelledby="t1">یک</div>
  <div role="tabpanel" id="p2" aria-labelledby="t2" hidden>دو</div>
  <div role="tabpanel" id="p3" aria-labelledby="t3" hidden data-template-id="301"><a href="/brands/">برندها</a></div>
</div>`;

let disposables: Disposables;
let lazy: ReturnType<typeof vi.fn<LazyLoader>>;
const key = (el: Element, k: string) => el.dispatchEvent(new KeyboardEvent('keydown', { key: k, bubbles: true, cancelable: true }));
const selected = () => Array.from(document.querySelectorAll('[role="tab"][aria-selected="true"]')).map((t) => t.textContent);

beforeEach(() => {
  disposables = createDisposables();
  lazy = vi.fn<LazyLoader>();
});
afterEach(() => disposables.dispose());

describe('tabs on server markup', () => {
  beforeEach(() => {
    document.body.innerHTML = TABS;
    setupTabs(document, disposables, lazy);
  });

  it('ArrowLeft moves to the next tab in RTL and selects it (one tab stop), Home/End, wrapping', () => {
    const first = document.getElementById('t1')!;
    first.focus();
    key(first, 'ArrowLeft');
    expect(selected()).toEqual(['گارانتی']);
    expect(document.activeElement?.id).toBe('t2');
    expect(document.getElementById('p2')!.hidden).toBe(false);
    expect(document.getElementById('p1')!.hidden).toBe(true);
    expect(Array.from(document.querySelectorAll('[role="tab"]')).map((t) => (t as HTMLElement).tabIndex)).toEqual([-1, 0, -1]);
    key(document.activeElement!, 'ArrowRight');
    expect(selected()).toEqual(['پیشنهادها']);
    key(document.activeElement!, 'ArrowRight'); // wraps to the last
    expect(selected()).toEqual(['برندها']);
    key(document.activeElement!, 'Home');
    expect(selected()).toEqual(['پیشنهادها']);
  });

  it('nothing moves while an IME composes', () => {
    const first = document.getElementById('t1')!;
    first.focus();
    first.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowLeft', bubbles: true, isComposing: true }));
    expect(selected()).toEqual(['پیشنهادها']);
  });

  it('a lazy panel asks for its template when first shown, not before, and not once loaded', () => {
    document.getElementById('t2')!.click();
    expect(lazy).not.toHaveBeenCalled();
    document.getElementById('t3')!.click();
    expect(lazy).toHaveBeenCalledWith(document.getElementById('p3'), '301');
    document.getElementById('p3')!.dataset.templateState = 'loaded';
    document.getElementById('t1')!.click();
    document.getElementById('t3')!.click();
    expect(lazy).toHaveBeenCalledTimes(1);
  });

  it('#tab_id and #panel_id open their tab', () => {
    location.hash = '#t2';
    expect(openFromHash(document, lazy)).toBe(true);
    expect(selected()).toEqual(['گارانتی']);
    location.hash = '#p3';
    openFromHash(document, lazy);
    expect(selected()).toEqual(['برندها']);
    location.hash = '#nothing';
    expect(openFromHash(document, lazy)).toBe(false);
    location.hash = '';
  });

  it('an in-page link followed (focus) gives the focus to the tab it opened; the address the page opened at does not', () => {
    (document.activeElement as HTMLElement | null)?.blur();
    location.hash = '#p2';
    openFromHash(document, lazy);
    expect(document.activeElement).toBe(document.body);
    location.hash = '#p3';
    openFromHash(document, lazy, true);
    expect(document.activeElement).toBe(document.getElementById('t3'));
    location.hash = '';
  });
});

describe('tabs autoplay (WCAG 2.2.2)', () => {
  it('switches at the interval, waits while hovered or focused, and the pause button stops it', () => {
    vi.useFakeTimers();
    document.body.innerHTML = TABS.replace('data-hsa-tabs', 'data-hsa-tabs data-autoplay="1000"');
    setupTabs(document, disposables, lazy);
    const widget = document.querySelector<HTMLElement>('[data-hsa-tabs]')!;
    const pause = document.querySelector<HTMLButtonElement>('[data-tabs-pause]')!;
    expect(pause.hidden).toBe(false);
    expect(pause.textContent).toBe('توقف نمایش خودکار');
    vi.advanceTimersByTime(1000);
    expect(selected()).toEqual(['گارانتی']);
    widget.dispatchEvent(new MouseEvent('mouseenter'));
    vi.advanceTimersByTime(3000);
    expect(selected()).toEqual(['گارانتی']);
    widget.dispatchEvent(new MouseEvent('mouseleave'));
    pause.click();
    expect(pause.getAttribute('aria-pressed')).toBe('true');
    expect(pause.textContent).toBe('ادامهٔ نمایش خودکار');
    vi.advanceTimersByTime(3000);
    expect(selected()).toEqual(['گارانتی']);
    pause.click();
    vi.advanceTimersByTime(1000);
    expect(selected()).toEqual(['برندها']);
  });
});

describe('accordion', () => {
  beforeEach(() => {
    document.body.innerHTML = `<div data-hsa-accordion>
      <h3><button type="button" id="a1" aria-expanded="true" aria-controls="r1">ارسال</button></h3><div id="r1" role="region" aria-labelledby="a1">۱</div>
      <h3><button type="button" id="a2" aria-expanded="false" aria-controls="r2">مرجوعی</button></h3><div id="r2" role="region" aria-labelledby="a2" hidden>۲</div>
    </div>`;
    setupAccordions(document, disposables);
  });
  it('one item open at a time; a second press closes it; Up/Down between headers', () => {
    document.getElementById('a2')!.click();
    expect(document.getElementById('a1')!.getAttribute('aria-expanded')).toBe('false');
    expect(document.getElementById('r1')!.hidden).toBe(true);
    expect(document.getElementById('r2')!.hidden).toBe(false);
    document.getElementById('a2')!.click();
    expect(document.getElementById('r2')!.hidden).toBe(true);
    document.getElementById('a1')!.focus();
    key(document.getElementById('a1')!, 'ArrowDown');
    expect(document.activeElement?.id).toBe('a2');
  });
  it('#toggle_id opens its item', () => {
    location.hash = '#a2';
    openFromHash(document, lazy);
    expect(document.getElementById('a2')!.getAttribute('aria-expanded')).toBe('true');
    location.hash = '';
  });
});

it('switcher: the switch shows exactly one of its two panels', () => {
  document.body.innerHTML = `<div data-hsa-switcher><button type="button" role="switch" aria-checked="false">قیمت عمده</button>
    <div data-switcher-panel="off">خرده</div><div data-switcher-panel="on" hidden>عمده</div></div>`;
  setupSwitchers(document, disposables);
  const button = document.querySelector<HTMLElement>('[role="switch"]')!;
  button.click();
  expect(button.getAttribute('aria-checked')).toBe('true');
  expect(Array.from(document.querySelectorAll<HTMLElement>('[data-switcher-panel]')).map((p) => p.hidden)).toEqual([true, false]);
  button.click();
  expect(Array.from(document.querySelectorAll<HTMLElement>('[data-switcher-panel]')).map((p) => p.hidden)).toEqual([false, true]);
});

it('sticky elements stick only in their device modes (mobile ≤ 767, tablet ≤ 1024)', () => {
  document.body.innerHTML = '<div id="s" data-hsa-sticky="desktop,tablet"></div>';
  const el = document.getElementById('s')!;
  applySticky(document, 1366);
  expect(el.classList.contains('is-sticky')).toBe(true);
  applySticky(document, 1024);
  expect(el.classList.contains('is-sticky')).toBe(true);
  applySticky(document, 767);
  expect(el.classList.contains('is-sticky')).toBe(false);
});

describe('URL actions', () => {
  it('reads the page builder’s encoded href with base64 JSON settings', () => {
    expect(parseUrlAction(actionHref('popup:open', { id: 101 }))).toEqual({ name: 'popup:open', settings: { id: '101', do_not_show_again: false } });
    expect(parseUrlAction(actionHref('popup:close', { id: '7', do_not_show_again: 'yes' }))).toMatchObject({ settings: { id: '7', do_not_show_again: true } });
    expect(parseUrlAction(actionHref('off_canvas:toggle', { id: 'guide' }))).toMatchObject({ name: 'off_canvas:toggle', settings: { id: 'guide' } });
    expect(parseUrlAction(actionHref('reload-page'))).toMatchObject({ name: 'reload-page' });
  });
  it('bad settings or an unknown action are a message, not a throw', () => {
    expect(parseUrlAction('#elementor-action%3Aaction%3Dpopup%3Aopen%26settings%3D%25%25%25')).toMatch(/base64 JSON/);
    expect(parseUrlAction(actionHref('popup:open', {}))).toMatch(/id: missing/);
    expect(parseUrlAction(actionHref('launch:rocket' as never))).toMatch(/unknown action/);
  });
});

describe('lazy tab content (spec section 7)', () => {
  beforeEach(() => {
    document.head.innerHTML = '<script type="application/json" id="hsa-config">{"rest":{"root":"/wp-json/","nonce":"n"}}</script>';
  });
  const answer = (body: unknown, status = 200) => vi.fn(async () => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }));

  it('sanitises the content, adds same-origin scripts once and styles once, refuses a script from another host', async () => {
    const fetch = answer({
      template_content: '<p>بوش</p><img src="/x.svg" alt="" onerror="alert(1)"><script>alert(2)</script>',
      template_scripts: { a: '/static/tab.js', b: 'https://evil.example/x.js' },
      template_styles: { s: '/static/tab.css' },
    });
    vi.stubGlobal('fetch', fetch);
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const one = document.body.appendChild(document.createElement('div'));
    const two = document.body.appendChild(document.createElement('div'));
    await loadTabTemplate(one, '301');
    await loadTabTemplate(one, '301');
    await loadTabTemplate(two, '302');
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(String((fetch.mock.calls[0] as unknown[])[0])).toContain('/wp-json/jet-tabs-api/v1/elementor-template?id=301&dev=false');
    expect(one.innerHTML).toContain('<p>بوش</p>');
    expect(one.querySelector('[onerror], script')).toBeNull();
    expect(document.head.querySelectorAll('script[src$="/static/tab.js"]')).toHaveLength(1);
    expect(document.head.querySelectorAll('script[src*="evil"]')).toHaveLength(0);
    expect(document.head.querySelectorAll('link[href$="/static/tab.css"]')).toHaveLength(1);
    expect(errors).toHaveBeenCalledWith(expect.stringContaining('not on this site'));
  });

  it('a failed request keeps the fallback and lets the next showing try again', async () => {
    vi.stubGlobal('fetch', answer({ code: 'rest_no_template' }, 404));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const panel = document.body.appendChild(document.createElement('div'));
    panel.innerHTML = '<a href="/brands/">برندها</a>';
    await loadTabTemplate(panel, '999');
    expect(panel.innerHTML).toBe('<a href="/brands/">برندها</a>');
    expect(panel.dataset.templateState).toBeUndefined();
    expect(panel.hasAttribute('aria-busy')).toBe(false);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('template 999 did not load'));
  });
});
