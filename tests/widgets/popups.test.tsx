import { act, screen } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { emit } from '../../shared/events/bridge';
import { createDisposables, type Disposables } from '../../shared/islands/disposables';
import { mount } from '../../widgets/popups/mount';

const popup = (settings: Record<string, unknown>, body = '<p>متن</p><button type="button">عضویت</button>') =>
  `<div data-hsa-popup hidden><script type="application/json" data-popup-settings>${JSON.stringify(settings)}</script>${body}</div>`;

let disposables: Disposables;
let root: HTMLElement;
function start(markup: string, props = { loggedIn: false, roles: [] as string[] }, trigger?: Event) {
  document.body.insertAdjacentHTML('beforeend', `<button id="before">پیش</button>${markup}<div data-island="popups"></div>`);
  root = document.querySelector('[data-island="popups"]')!;
  act(() => void mount(root, props, { disposables, signal: new AbortController().signal, trigger }));
}

/** Moves the fake clock on, then lets the view's module land (mount.tsx loads it when the first popup opens). */
async function advance(ms: number) {
  act(() => void vi.advanceTimersByTime(ms));
  await act(async () => void (await vi.dynamicImportSettled()));
}

beforeEach(() => {
  vi.useFakeTimers();
  disposables = createDisposables();
});
afterEach(() => act(() => disposables.dispose()));

describe('popups island', () => {
  describe('given a page-load popup', () => {
    beforeEach(() => start(popup({ id: 1, title: 'خبرنامه', triggers: { page_load: 2 }, conditions: { times: { count: 1, period: 'day', count_on: 'close' } }, rules: { do_not_show_again: true } })));

    it('opens after its delay as a modal dialog named by its title, holding the server content', async () => {
      await advance(1999);
      expect(screen.queryByRole('dialog')).toBeNull();
      await advance(1);
      const dialog = screen.getByRole('dialog', { name: 'خبرنامه' });
      expect(dialog.getAttribute('aria-modal')).toBe('true');
      expect(dialog.textContent).toContain('متن');
    });

    it('focus is in the dialog at once and on its first control after 250 ms', async () => {
      await advance(2000);
      const dialog = screen.getByRole('dialog', { name: 'خبرنامه' });
      expect(document.activeElement).toBe(dialog);
      await advance(249);
      expect(document.activeElement).toBe(dialog);
      await advance(1);
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'بستن' }));
    });

    it('Escape closes it, its content goes back to the server markup, and a close is counted', async () => {
      await advance(2000);
      act(() => void document.activeElement!.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true })));
      expect(screen.queryByRole('dialog')).toBeNull();
      expect(document.querySelector('[data-hsa-popup]')!.textContent).toContain('متن');
      expect(JSON.parse(localStorage.getItem('hsa_popup_1')!).counted).toHaveLength(1);
    });

    it("'do not show again' closes it and switches it off for good", async () => {
      await advance(2000);
      act(() => screen.getByRole('button', { name: 'دیگر نشان نده' }).click());
      expect(screen.queryByRole('dialog')).toBeNull();
      expect(JSON.parse(localStorage.getItem('hsa_popup_1')!).disabled).toBe(true);
    });
  });

  it('a popup over its daily limit waits for no trigger', async () => {
    localStorage.setItem('hsa_popup_2', JSON.stringify({ counted: [Date.now() - 1000] }));
    start(popup({ id: 2, title: 'یک بار', triggers: { page_load: 0 }, conditions: { times: { count: 1, period: 'day' } } }));
    await advance(100);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('hidden from logged-in visitors when its condition says so', async () => {
    start(popup({ id: 3, title: 'مهمان', triggers: { page_load: 0 }, conditions: { logged_in: { users: 'all' } } }), { loggedIn: true, roles: [] });
    await advance(100);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('avoid_multiple_popups: the second triggered popup stays shut once another was shown', async () => {
    start(popup({ id: 4, title: 'اول', triggers: { page_load: 1 } }) + popup({ id: 5, title: 'دوم', triggers: { page_load: 3 }, rules: { avoid_multiple_popups: true } }));
    await advance(1000);
    act(() => screen.getByRole('button', { name: 'بستن' }).click());
    await advance(2000);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('without avoid_multiple_popups the second one opens, replacing the first (one overlay at a time)', async () => {
    start(popup({ id: 6, title: 'اول', triggers: { page_load: 1 } }) + popup({ id: 7, title: 'دوم', triggers: { page_load: 2 } }));
    await advance(1000);
    expect(screen.getAllByRole('dialog').map((d) => d.getAttribute('aria-labelledby'))).toEqual(['hsa-popup-6-title']);
    await advance(1000);
    expect(screen.getAllByRole('dialog').map((d) => d.getAttribute('aria-labelledby'))).toEqual(['hsa-popup-7-title']);
  });

  it('a popup:open action opens it whatever its triggers, and on close focus goes back to the link', async () => {
    start(popup({ id: 8, title: 'از پیوند', triggers: {} }) + '<a id="link" href="#">باز کن</a>');
    const link = document.getElementById('link')!;
    link.focus();
    act(() => void emit('hsa:popup-action', { action: 'open', id: '8', trigger: link }));
    await advance(0);
    expect(screen.getByRole('dialog', { name: 'از پیوند' })).toBeTruthy();
    act(() => void emit('hsa:popup-action', { action: 'close', id: '' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(link);
  });

  it('a popup:open action that woke the island (pressed before its idle load) opens the popup at mount', async () => {
    const wake = new CustomEvent('hsa:popup-action', { detail: { action: 'open', id: '11' } });
    start(popup({ id: 11, title: 'زودتر از بارگذاری', triggers: {} }), undefined, wake);
    await advance(0);
    expect(screen.getByRole('dialog', { name: 'زودتر از بارگذاری' })).toBeTruthy();
  });

  it('closing rules: Escape switched off, the × shown after its delay, closed by itself after N seconds', async () => {
    start(popup({ id: 9, title: 'قوانین', triggers: { page_load: 0 }, rules: { close_on_escape: false, close_button_delay: 2, close_automatically: 5 } }));
    await advance(0);
    const dialog = screen.getByRole('dialog', { name: 'قوانین' });
    expect(dialog.classList.contains('hsa-popup--close-later')).toBe(true);
    act(() => void dialog.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true })));
    expect(screen.queryByRole('dialog')).not.toBeNull();
    await advance(2000);
    expect(dialog.classList.contains('hsa-popup--close-later')).toBe(false);
    await advance(3000);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('the report names the faulty field, and settings that are not JSON are reported as such', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const broken = '<div data-hsa-popup hidden><script type="application/json" data-popup-settings>{"id":12,</script><p>x</p></div>';
    start(popup({ id: 13, title: 'کلیک', triggers: { click: 0 } }) + broken + popup({ id: 14, title: 'سالم', triggers: { page_load: 0 } }));
    await advance(0);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('popup settings: triggers.click: expected a whole number ≥ 1, got 0'));
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('popup settings: not valid JSON'));
    expect(screen.getAllByRole('dialog').map((d) => d.getAttribute('aria-labelledby'))).toEqual(['hsa-popup-14-title']);
  });

  it('a popup whose settings do not parse is reported and left alone; the others work', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    start(popup({ title: 'بی‌شناسه' }) + popup({ id: 10, title: 'سالم', triggers: { page_load: 0 } }));
    await advance(0);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('popup settings'));
    expect(screen.getByRole('dialog', { name: 'سالم' })).toBeTruthy();
  });
});
