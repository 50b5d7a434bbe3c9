import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/preact';
import { announce } from '../../../shared/a11y/announcer';
import { describe, expect, it } from 'vitest';
import { Dialog, useDialogTrigger, type DialogProps } from '../../../shared/ui/Dialog';
import { useOverlayState } from '../../../shared/ui/use-overlay-trigger';

/**
 * Dialog (modal), APG https://www.w3.org/WAI/ARIA/apg/patterns/dialog-modal/, on a page with something before and
 * after it. happy-dom does not move focus on Tab: a test sends the keydown to the focused element and checks where
 * focus went and that the browser's own move was prevented at the edges.
 */
const TITLE = 'ورود / ثبت‌نام';

function Login(props: Partial<DialogProps> & { nested?: boolean }) {
  const dialog = useOverlayState();
  const city = useOverlayState();
  return (
    <>
      <button {...useDialogTrigger(dialog)}>{TITLE}</button>
      <main>
        <a href="/product-category/drill/">دریل</a>
      </main>
      <Dialog state={dialog} title={TITLE} {...props}>
        <label>
          شماره موبایل <input inputMode="numeric" />
        </label>
        {props.nested && <button {...useDialogTrigger(city)}>انتخاب شهر</button>}
        <button type="button">ارسال کد تأیید</button>
      </Dialog>
      <Dialog state={city} title="انتخاب شهر">
        <button type="button">تهران</button>
      </Dialog>
    </>
  );
}

const trigger = () => screen.getByRole('button', { name: TITLE });
const key = (k: string, init: KeyboardEventInit = {}) => {
  const event = new KeyboardEvent('keydown', { key: k, bubbles: true, cancelable: true, ...init });
  act(() => void (document.activeElement ?? document.body).dispatchEvent(event));
  return event;
};

function open(props: Partial<DialogProps> & { nested?: boolean } = {}) {
  render(<Login {...props} />);
  trigger().focus();
  fireEvent.click(trigger());
  return screen.getByRole('dialog', { name: TITLE });
}

describe('Dialog', () => {
  describe('given a closed dialog', () => {
    it('is not in the page, and its trigger says it opens a dialog and is collapsed', () => {
      render(<Login />);
      expect(screen.queryByRole('dialog')).toBeNull();
      expect(trigger().getAttribute('aria-haspopup')).toBe('dialog');
      expect(trigger().getAttribute('aria-expanded')).toBe('false');
      expect(trigger().hasAttribute('aria-controls')).toBe(false);
    });
  });

  describe('when opened', () => {
    it('is a modal dialog named by its title, controlled by the expanded trigger', () => {
      const dialog = open();
      expect(dialog.getAttribute('aria-modal')).toBe('true');
      expect(trigger().getAttribute('aria-expanded')).toBe('true');
      expect(trigger().getAttribute('aria-controls')).toBe(dialog.id);
    });

    it('moves focus to its first tabbable, the × button named «بستن»', () => {
      const dialog = open();
      expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'بستن' }));
      expect(within(dialog).getByRole('button', { name: 'بستن' }).textContent).toBe('×');
    });

    it('moves focus where `initialFocus` says', () => {
      const dialog = open({ initialFocus: () => document.querySelector('input') });
      expect(document.activeElement).toBe(within(dialog).getByRole('textbox', { name: 'شماره موبایل' }));
    });

    it('is described by its description', () => {
      open({ description: 'کد تأیید به این شماره فرستاده می‌شود.' });
      expect(screen.getByRole('dialog', { name: TITLE, description: 'کد تأیید به این شماره فرستاده می‌شود.' })).toBeTruthy();
    });

    it('makes the rest of the page inert and locks its scrolling', () => {
      open();
      expect(screen.getByRole('main').closest('[inert]')).not.toBeNull();
      expect(trigger().closest('[inert]')).not.toBeNull();
      expect(screen.getByRole('dialog').closest('[inert]')).toBeNull();
      expect(document.documentElement.style.overflow).toBe('hidden');
    });
  });

  describe('given an open dialog', () => {
    it('Tab on the last control wraps to the first', () => {
      const dialog = open();
      within(dialog).getByRole('button', { name: 'ارسال کد تأیید' }).focus();
      expect(key('Tab').defaultPrevented).toBe(true);
      expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'بستن' }));
    });

    it('Shift+Tab on the first control wraps to the last', () => {
      const dialog = open();
      expect(key('Tab', { shiftKey: true }).defaultPrevented).toBe(true);
      expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'ارسال کد تأیید' }));
    });

    it('Tab between inner controls is left to the browser', () => {
      const dialog = open();
      within(dialog).getByRole('textbox').focus();
      expect(key('Tab').defaultPrevented).toBe(false);
    });

    describe('pressing Escape', () => {
      it('closes it, gives focus back to the trigger, and the page is live and scrolls again', () => {
        open();
        key('Escape');
        expect(screen.queryByRole('dialog')).toBeNull();
        expect(document.activeElement).toBe(trigger());
        expect(trigger().getAttribute('aria-expanded')).toBe('false');
        expect(document.querySelector('[inert]')).toBeNull();
        expect(document.documentElement.style.overflow).toBe('');
      });

      it('gives focus back to the trigger even when the click did not focus it (Safari)', () => {
        render(<Login />);
        fireEvent.click(trigger());
        expect(document.activeElement).not.toBe(trigger());
        key('Escape');
        expect(document.activeElement).toBe(trigger());
      });

      it('does nothing while an IME is composing', () => {
        open();
        key('Escape', { isComposing: true });
        expect(screen.queryByRole('dialog')).not.toBeNull();
      });
    });

    it('the × button closes it and focus goes back to the trigger', () => {
      const dialog = open();
      fireEvent.click(within(dialog).getByRole('button', { name: 'بستن' }));
      expect(screen.queryByRole('dialog')).toBeNull();
      expect(document.activeElement).toBe(trigger());
    });

    describe('a click on the backdrop', () => {
      it('closes it, focus back to the trigger; the press itself does not take focus away first', () => {
        open();
        const backdrop = document.querySelector<HTMLElement>('.hsa-dialog-backdrop')!;
        expect(fireEvent.mouseDown(backdrop)).toBe(false); // default prevented: focus stays in the dialog
        fireEvent.click(backdrop);
        expect(screen.queryByRole('dialog')).toBeNull();
        expect(document.activeElement).toBe(trigger());
      });

      it('does nothing when `closeOnBackdrop` is off', () => {
        open({ closeOnBackdrop: false });
        fireEvent.click(document.querySelector('.hsa-dialog-backdrop')!);
        expect(screen.queryByRole('dialog')).not.toBeNull();
      });
    });

    it('a press on the page behind does not close it (the page is inert; only the backdrop closes)', () => {
      open();
      fireEvent.pointerDown(screen.getByRole('main'));
      expect(screen.queryByRole('dialog')).not.toBeNull();
    });
  });

  describe('given a dialog opened from inside an open dialog', () => {
    function openBoth() {
      const login = open({ nested: true });
      const cityButton = within(login).getByRole('button', { name: 'انتخاب شهر' });
      cityButton.focus();
      fireEvent.click(cityButton);
      return { login, cityButton, city: screen.getByRole('dialog', { name: 'انتخاب شهر' }) };
    }

    it('stacks on it: both open, the lower one inert, focus in the top one, Tab wraps in the top one', () => {
      const { login, city } = openBoth();
      expect(screen.getAllByRole('dialog')).toHaveLength(2);
      expect(login.closest('[inert]')).not.toBeNull();
      expect(city.closest('[inert]')).toBeNull();
      const tehran = within(city).getByRole('button', { name: 'تهران' });
      tehran.focus();
      key('Tab');
      expect(document.activeElement).toBe(within(city).getByRole('button', { name: 'بستن' }));
    });

    it('Escape closes the top one and focus goes back into the lower one, whose page stays inert; again closes that', () => {
      const { login, cityButton } = openBoth();
      key('Escape');
      expect(screen.getAllByRole('dialog')).toEqual([login]);
      expect(login.closest('[inert]')).toBeNull();
      expect(document.activeElement).toBe(cityButton);
      expect(screen.getByRole('main').closest('[inert]')).not.toBeNull();
      expect(document.documentElement.style.overflow).toBe('hidden');
      key('Escape');
      expect(screen.queryByRole('dialog')).toBeNull();
      expect(document.activeElement).toBe(trigger());
      expect(document.querySelector('[inert]')).toBeNull();
      expect(document.documentElement.style.overflow).toBe('');
    });
  });

  it('holds the announcer\'s region while open: what the page announces is said inside the dialog (a screen reader reads nothing else behind aria-modal)', async () => {
    const dialog = open();
    announce('۹۶ محصول');
    await waitFor(() => expect(within(dialog).getByRole('status').textContent).toBe('۹۶ محصول'));
    expect(document.querySelector('[data-hsa-announcer]')?.textContent ?? '').toBe('');
  });

  it('rendered in place (`portal={false}`), it is still modal: its page is inert, and live again on close', () => {
    open({ portal: false });
    const dialog = screen.getByRole('dialog');
    expect(dialog.closest('[inert]')).toBeNull();
    expect(screen.getByRole('main').hasAttribute('inert')).toBe(true);
    key('Escape');
    expect(document.querySelector('[inert]')).toBeNull();
    expect(document.activeElement).toBe(trigger());
  });
});
