import { act, fireEvent, render, screen, within } from '@testing-library/preact';
import { describe, expect, it, vi } from 'vitest';
import { Dialog, useDialogTrigger } from '../../../shared/ui/Dialog';
import { Popover, usePopoverTrigger, type PopoverProps } from '../../../shared/ui/Popover';
import { useOverlayState } from '../../../shared/ui/use-overlay-trigger';

/** Popover (non-modal), the header's account dropdown (spec section 2). */
function Header(props: Partial<PopoverProps>) {
  const account = useOverlayState();
  const city = useOverlayState();
  return (
    <>
      <div class="hsa-popover-anchor">
        <button {...usePopoverTrigger(account)}>حساب کاربری</button>
        <Popover state={account} {...props}>
          <a href="/my-account/">سفارش‌ها</a>
          <a href="/my-account/customer-logout/">خروج</a>
        </Popover>
      </div>
      <div class="hsa-popover-anchor">
        <button {...usePopoverTrigger(city)}>انتخاب شهر</button>
        <Popover state={city} label="انتخاب شهر">
          <button type="button">تهران</button>
        </Popover>
      </div>
      <p>
        <a href="/">صفحه اصلی</a>
      </p>
    </>
  );
}

const trigger = () => screen.getByRole('button', { name: 'حساب کاربری' });
const controlled = (button: HTMLElement) => document.getElementById(button.getAttribute('aria-controls')!)!;
const panel = () => controlled(trigger());
const key = (target: Element, k: string, init: KeyboardEventInit = {}) => {
  const event = new KeyboardEvent('keydown', { key: k, bubbles: true, cancelable: true, ...init });
  act(() => void target.dispatchEvent(event));
  return event;
};
function open(props: Partial<PopoverProps> = {}) {
  render(<Header {...props} />);
  trigger().focus();
  fireEvent.click(trigger());
  return panel();
}

describe('Popover', () => {
  describe('given a closed popover', () => {
    it('is in the page but hidden; its trigger is collapsed and names it with aria-controls', () => {
      render(<Header />);
      expect(trigger().getAttribute('aria-expanded')).toBe('false');
      expect(trigger().hasAttribute('aria-haspopup')).toBe(false);
      expect(panel().hidden).toBe(true);
      expect(panel().classList.contains('hsa-popover')).toBe(true);
    });
  });

  describe('when its trigger is pressed', () => {
    it('shows, the trigger is expanded, and focus stays on the trigger', () => {
      const popover = open();
      expect(popover.hidden).toBe(false);
      expect(trigger().getAttribute('aria-expanded')).toBe('true');
      expect(document.activeElement).toBe(trigger());
      expect(document.documentElement.style.overflow).toBe(''); // non-modal: the page still scrolls
      expect(document.querySelector('[inert]')).toBeNull();
    });

    it('moves focus to its first link with autoFocus', () => {
      const popover = open({ autoFocus: true });
      expect(document.activeElement).toBe(within(popover).getByRole('link', { name: 'سفارش‌ها' }));
    });

    it('is a named group when it has a label', () => {
      render(<Header />);
      fireEvent.click(screen.getByRole('button', { name: 'انتخاب شهر' }));
      expect(screen.getByRole('group', { name: 'انتخاب شهر' }).hidden).toBe(false);
    });
  });

  describe('given an open popover', () => {
    it('a second press on the trigger closes it (the press is not an outside press)', () => {
      const popover = open();
      fireEvent.pointerDown(trigger());
      fireEvent.click(trigger());
      expect(popover.hidden).toBe(true);
      expect(trigger().getAttribute('aria-expanded')).toBe('false');
    });

    it('a press outside closes it, and focus is not pulled to the trigger: it goes where the shopper pressed', () => {
      const popover = open({ autoFocus: true });
      const home = screen.getByRole('link', { name: 'صفحه اصلی' });
      fireEvent.pointerDown(home);
      expect(document.activeElement).not.toBe(trigger());
      home.focus(); // what the browser does next with the press
      expect(popover.hidden).toBe(true);
      expect(document.activeElement).toBe(home);
    });

    it('does not trap focus: Tab on its last link is left to the browser', () => {
      const popover = open({ autoFocus: true });
      const last = within(popover).getByRole('link', { name: 'خروج' });
      last.focus();
      expect(key(last, 'Tab').defaultPrevented).toBe(false);
    });

    it('closes when focus moves on past it (Tab, Shift+Tab), focus staying where it went; not while it moves inside or to the trigger', () => {
      const popover = open({ autoFocus: true });
      act(() => within(popover).getByRole('link', { name: 'خروج' }).focus());
      act(() => trigger().focus());
      expect(popover.hidden).toBe(false);
      act(() => within(popover).getByRole('link', { name: 'خروج' }).focus());
      const home = screen.getByRole('link', { name: 'صفحه اصلی' });
      act(() => home.focus()); // Tab on past its last link
      expect(popover.hidden).toBe(true);
      expect(trigger().getAttribute('aria-expanded')).toBe('false');
      expect(document.activeElement).toBe(home);
      fireEvent.click(trigger());
      act(() => screen.getByRole('button', { name: 'انتخاب شهر' }).focus()); // Shift+Tab or Tab from the trigger
      expect(panel().hidden).toBe(true);
    });

    describe('pressing Escape', () => {
      it('with focus inside, closes it and focus goes back to the trigger', () => {
        const popover = open({ autoFocus: true });
        key(document.activeElement!, 'Escape');
        expect(popover.hidden).toBe(true);
        expect(document.activeElement).toBe(trigger());
      });

      it('with focus on the trigger, closes it', () => {
        const popover = open();
        key(trigger(), 'Escape');
        expect(popover.hidden).toBe(true);
      });

      it('with focus elsewhere on the page, is not asked: focus leaving closed it already', () => {
        const popover = open();
        const home = screen.getByRole('link', { name: 'صفحه اصلی' });
        act(() => home.focus());
        expect(popover.hidden).toBe(true);
        key(home, 'Escape');
        expect(document.activeElement).toBe(home);
      });

      it('while an IME is composing, does nothing', () => {
        const popover = open();
        key(trigger(), 'Escape', { isComposing: true });
        expect(popover.hidden).toBe(false);
      });
    });

    it('opening another popover closes it (one at a time)', () => {
      const popover = open();
      fireEvent.click(screen.getByRole('button', { name: 'انتخاب شهر' }));
      expect(popover.hidden).toBe(true);
      expect(screen.getByRole('group', { name: 'انتخاب شهر' }).hidden).toBe(false);
    });

    it('stays open on scroll and resize unless asked', () => {
      const popover = open();
      vi.spyOn(window, 'scrollY', 'get').mockReturnValue(300);
      vi.spyOn(window, 'innerWidth', 'get').mockReturnValue(500);
      act(() => {
        window.dispatchEvent(new Event('scroll'));
        window.dispatchEvent(new Event('resize'));
      });
      expect(popover.hidden).toBe(false);
    });

    it('closes on a page scroll with closeOnScroll', () => {
      const popover = open({ closeOnScroll: true });
      vi.spyOn(window, 'scrollY', 'get').mockReturnValue(300);
      act(() => void window.dispatchEvent(new Event('scroll')));
      expect(popover.hidden).toBe(true);
    });

    it('closes on a change of window width with closeOnResize', () => {
      const popover = open({ closeOnResize: true });
      vi.spyOn(window, 'innerWidth', 'get').mockReturnValue(500);
      act(() => void window.dispatchEvent(new Event('resize')));
      expect(popover.hidden).toBe(true);
    });
  });

  it('lines up with the trigger’s inline end by default, or its start', () => {
    open({ align: 'start' });
    expect(panel().classList.contains('hsa-popover--start')).toBe(true);
    expect(controlled(screen.getByRole('button', { name: 'انتخاب شهر' })).classList.contains('hsa-popover--end')).toBe(true);
  });

  describe('given a popover opened inside an open dialog', () => {
    function Nested() {
      const dialog = useOverlayState();
      const menu = useOverlayState();
      return (
        <>
          <button {...useDialogTrigger(dialog)}>ورود / ثبت‌نام</button>
          <Dialog state={dialog} title="ورود / ثبت‌نام">
            <div class="hsa-popover-anchor">
              <button {...usePopoverTrigger(menu)}>کشور</button>
              <Popover state={menu} label="کشور">
                <button type="button">ایران</button>
              </Popover>
            </div>
          </Dialog>
        </>
      );
    }

    it('keeps the dialog open; Escape closes the popover first, then the dialog', () => {
      render(<Nested />);
      fireEvent.click(screen.getByRole('button', { name: 'ورود / ثبت‌نام' }));
      const country = screen.getByRole('button', { name: 'کشور' });
      country.focus();
      fireEvent.click(country);
      expect(screen.getByRole('group', { name: 'کشور' }).hidden).toBe(false);
      expect(screen.queryByRole('dialog')).not.toBeNull();
      key(country, 'Escape');
      expect(controlled(country).hidden).toBe(true);
      expect(document.activeElement).toBe(country);
      expect(screen.queryByRole('dialog')).not.toBeNull();
      key(country, 'Escape');
      expect(screen.queryByRole('dialog')).toBeNull();
    });
  });
  describe('given a dialog opened from inside an open popover', () => {
    function Account() {
      const menu = useOverlayState();
      const confirm = useOverlayState();
      return (
        <>
          <div class="hsa-popover-anchor">
            <button {...usePopoverTrigger(menu)}>حساب کاربری</button>
            <Popover state={menu}>
              <button {...useDialogTrigger(confirm)}>خروج</button>
              <Dialog state={confirm} title="خروج از حساب">
                <button type="button">بله</button>
              </Dialog>
            </Popover>
          </div>
          <a href="/">صفحه اصلی</a>
        </>
      );
    }
    function openBoth() {
      render(<Account />);
      trigger().focus();
      fireEvent.click(trigger());
      const logout = screen.getByRole('button', { name: 'خروج' });
      logout.focus();
      fireEvent.click(logout);
      return logout;
    }

    it('keeps the popover open while focus and presses are in the dialog; focus goes back into the popover when the dialog closes', () => {
      const logout = openBoth();
      const dialog = screen.getByRole('dialog', { name: 'خروج از حساب' });
      expect(dialog.contains(document.activeElement)).toBe(true);
      expect(panel().hidden).toBe(false);
      const yes = within(dialog).getByRole('button', { name: 'بله' });
      fireEvent.pointerDown(yes);
      yes.focus();
      expect(panel().hidden).toBe(false);
      fireEvent.pointerDown(document.querySelector('.hsa-dialog-backdrop')!);
      expect(panel().hidden).toBe(false);
      key(yes, 'Escape');
      expect(screen.queryByRole('dialog')).toBeNull();
      expect(panel().hidden).toBe(false);
      expect(document.activeElement).toBe(logout);
    });

    it('still closes on a press outside both once the dialog is closed', () => {
      openBoth();
      fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: /بستن|×/ }));
      expect(screen.queryByRole('dialog')).toBeNull();
      fireEvent.pointerDown(screen.getByRole('link', { name: 'صفحه اصلی' }));
      expect(panel().hidden).toBe(true);
    });
  });
});
