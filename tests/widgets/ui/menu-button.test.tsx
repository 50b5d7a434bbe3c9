import { fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { describe, expect, it, vi } from 'vitest';
import { MenuButton, type MenuItem } from '../../../shared/ui/MenuButton';

/** The header's account menu (spec section 2: «حساب کاربری», «خروج»). */
const account = (logout = vi.fn()): MenuItem[] => [
  { id: 'orders', label: 'سفارش‌ها', href: '#orders' },
  { id: 'addresses', label: 'آدرس‌ها', href: '#addresses' },
  { id: 'wallet', label: 'کیف پول', disabled: true, onSelect: vi.fn() },
  { id: 'logout', label: 'خروج', onSelect: logout },
];

const button = () => screen.getByRole('button', { name: 'حساب کاربری' });
const item = (name: string) => screen.getByRole('menuitem', { name });
const key = (k: string, init: KeyboardEventInit = {}) => {
  const event = new KeyboardEvent('keydown', { key: k, bubbles: true, cancelable: true, ...init });
  document.activeElement!.dispatchEvent(event);
  return event;
};
const isOpen = () => button().getAttribute('aria-expanded') === 'true';

async function opened(how: 'click' | 'ArrowDown' | 'ArrowUp' = 'click', items = account()) {
  render(
    <>
      <MenuButton label="حساب کاربری" items={items} />
      <a href="#after">پس از منو</a>
    </>,
  );
  button().focus();
  if (how === 'click') fireEvent.click(button());
  else key(how);
  await waitFor(() => expect(isOpen()).toBe(true));
}

describe('the menu button', () => {
  describe('given a closed menu', () => {
    it('is a button that says it has a menu, collapsed, and controls it; the menu is hidden', () => {
      render(<MenuButton label="حساب کاربری" items={account()} />);
      expect(button().getAttribute('aria-haspopup')).toBe('menu');
      expect(button().getAttribute('aria-expanded')).toBe('false');
      const menu = document.getElementById(button().getAttribute('aria-controls')!)!;
      expect(menu.getAttribute('role')).toBe('menu');
      expect(menu.hidden).toBe(true);
      expect(screen.queryByRole('menu')).toBeNull();
    });

    it('a click opens it with focus on the first item', async () => {
      await opened('click');
      expect(screen.getByRole('menu', { name: 'حساب کاربری' })).toBeTruthy();
      await waitFor(() => expect(document.activeElement).toBe(item('سفارش‌ها')));
    });

    it('ArrowDown opens it on the first item, ArrowUp on the last', async () => {
      await opened('ArrowUp');
      await waitFor(() => expect(document.activeElement).toBe(item('خروج')));
    });
  });

  describe('given an open menu', () => {
    it('its items are not Tab stops of their own (tabindex -1); arrows move between them and wrap', async () => {
      await opened();
      await waitFor(() => expect(document.activeElement).toBe(item('سفارش‌ها')));
      expect(screen.getAllByRole('menuitem').every((el) => el.tabIndex === -1)).toBe(true);
      expect(key('ArrowDown').defaultPrevented).toBe(true);
      expect(document.activeElement).toBe(item('آدرس‌ها'));
      key('ArrowDown'); // a disabled item is still focusable (APG)
      expect(document.activeElement).toBe(item('کیف پول'));
      key('ArrowDown');
      key('ArrowDown');
      expect(document.activeElement).toBe(item('سفارش‌ها'));
      key('ArrowUp');
      expect(document.activeElement).toBe(item('خروج'));
      key('Home');
      expect(document.activeElement).toBe(item('سفارش‌ها'));
      key('End');
      expect(document.activeElement).toBe(item('خروج'));
    });

    it('a letter moves to the next item starting with it', async () => {
      await opened();
      await waitFor(() => expect(document.activeElement).toBe(item('سفارش‌ها')));
      key('خ');
      expect(document.activeElement).toBe(item('خروج'));
      key('ا');
      expect(document.activeElement).toBe(item('آدرس‌ها')); // آ folds to ا
    });

    it('Escape closes it and gives focus back to the button, and no dialog around it sees the Escape', async () => {
      await opened();
      await waitFor(() => expect(document.activeElement).toBe(item('سفارش‌ها')));
      expect(key('Escape').defaultPrevented).toBe(true);
      await waitFor(() => expect(isOpen()).toBe(false));
      expect(document.activeElement).toBe(button());
    });

    it('Tab closes it and lets focus move on', async () => {
      await opened();
      await waitFor(() => expect(document.activeElement).toBe(item('سفارش‌ها')));
      expect(key('Tab').defaultPrevented).toBe(false);
      await waitFor(() => expect(isOpen()).toBe(false));
    });

    it('Shift+Tab closes it too', async () => {
      await opened();
      await waitFor(() => expect(document.activeElement).toBe(item('سفارش‌ها')));
      expect(key('Tab', { shiftKey: true }).defaultPrevented).toBe(false);
      await waitFor(() => expect(isOpen()).toBe(false));
    });

    it('a press outside closes it and leaves focus where the shopper put it', async () => {
      await opened();
      const elsewhere = screen.getByRole('link', { name: 'پس از منو' });
      fireEvent.pointerDown(elsewhere);
      elsewhere.focus();
      await waitFor(() => expect(isOpen()).toBe(false));
      expect(document.activeElement).toBe(elsewhere);
    });

    it('a press on the button closes it (the button is not outside)', async () => {
      await opened();
      fireEvent.pointerDown(button());
      fireEvent.click(button());
      await waitFor(() => expect(isOpen()).toBe(false));
    });

    it('choosing an action runs it, closes the menu and gives focus back to the button', async () => {
      const logout = vi.fn();
      await opened('click', account(logout));
      fireEvent.click(item('خروج'));
      expect(logout).toHaveBeenCalledTimes(1);
      await waitFor(() => expect(isOpen()).toBe(false));
      expect(document.activeElement).toBe(button());
    });

    it('a disabled item does nothing', async () => {
      const items = account();
      await opened('click', items);
      fireEvent.click(item('کیف پول'));
      expect(items[2]!.onSelect).not.toHaveBeenCalled();
      expect(isOpen()).toBe(true);
    });

    it('Space on a link item follows the link', async () => {
      await opened();
      await waitFor(() => expect(document.activeElement).toBe(item('سفارش‌ها')));
      const click = vi.fn((event: Event) => event.preventDefault());
      item('سفارش‌ها').addEventListener('click', click);
      expect(key(' ').defaultPrevented).toBe(true);
      expect(click).toHaveBeenCalledTimes(1);
    });

    it('no key is handled while an IME composes', async () => {
      await opened();
      await waitFor(() => expect(document.activeElement).toBe(item('سفارش‌ها')));
      expect(key('ArrowDown', { isComposing: true }).defaultPrevented).toBe(false);
      expect(key('Escape', { isComposing: true }).defaultPrevented).toBe(false);
      expect(document.activeElement).toBe(item('سفارش‌ها'));
      expect(isOpen()).toBe(true);
    });
  });
});
