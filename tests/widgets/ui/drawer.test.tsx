import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/preact';
import { describe, expect, it, vi } from 'vitest';
import { useDialogTrigger } from '../../../shared/ui/Dialog';
import { Drawer, type DrawerProps } from '../../../shared/ui/Drawer';
import { useOverlayState } from '../../../shared/ui/use-overlay-trigger';

/** Drawer: the modal dialog of the mobile menu (spec section 2), sliding from an inline edge. */
function MobileMenu(props: Partial<DrawerProps>) {
  const menu = useOverlayState();
  return (
    <>
      <button {...useDialogTrigger(menu)}>منو</button>
      <main>
        <p>محتوای صفحه</p>
      </main>
      <Drawer state={menu} title="منو" {...props}>
        <nav aria-label="دسته‌بندی‌ها">
          <a href="/product-category/electric-tools/">ابزار برقی</a>
          <a href="/product-category/hand-tools/">ابزار دستی</a>
        </nav>
      </Drawer>
    </>
  );
}

const trigger = () => screen.getByRole('button', { name: 'منو' });
const key = (k: string, init: KeyboardEventInit = {}) => {
  const event = new KeyboardEvent('keydown', { key: k, bubbles: true, cancelable: true, ...init });
  act(() => void (document.activeElement ?? document.body).dispatchEvent(event));
  return event;
};
function open(props: Partial<DrawerProps> = {}) {
  render(<MobileMenu {...props} />);
  trigger().focus();
  fireEvent.click(trigger());
  return screen.getByRole('dialog', { name: 'منو' });
}

describe('Drawer', () => {
  it('slides from the inline-start edge by default, or from the end', () => {
    open();
    expect(document.querySelector('.hsa-dialog-layer')!.classList.contains('hsa-drawer-layer--start')).toBe(true);
    cleanup();
    open({ side: 'end' });
    expect(document.querySelector('.hsa-dialog-layer')!.classList.contains('hsa-drawer-layer--end')).toBe(true);
  });

  describe('given an open drawer', () => {
    it('is a modal dialog with focus inside, the page inert and not scrolling', () => {
      const drawer = open();
      expect(drawer.getAttribute('aria-modal')).toBe('true');
      expect(drawer.contains(document.activeElement)).toBe(true);
      expect(screen.getByRole('main').closest('[inert]')).not.toBeNull();
      expect(document.documentElement.style.overflow).toBe('hidden');
    });

    it('Tab on the last link wraps to the × button, Shift+Tab there wraps back', () => {
      const drawer = open();
      within(drawer).getByRole('link', { name: 'ابزار دستی' }).focus();
      expect(key('Tab').defaultPrevented).toBe(true);
      expect(document.activeElement).toBe(within(drawer).getByRole('button', { name: 'بستن' }));
      expect(key('Tab', { shiftKey: true }).defaultPrevented).toBe(true);
      expect(document.activeElement).toBe(within(drawer).getByRole('link', { name: 'ابزار دستی' }));
    });

    it('Escape closes it and focus goes back to the menu button', () => {
      open();
      key('Escape');
      expect(screen.queryByRole('dialog')).toBeNull();
      expect(document.activeElement).toBe(trigger());
      expect(document.querySelector('[inert]')).toBeNull();
    });

    it('a click on the overlay behind it closes it', () => {
      open();
      fireEvent.click(document.querySelector('.hsa-dialog-backdrop')!);
      expect(screen.queryByRole('dialog')).toBeNull();
      expect(document.activeElement).toBe(trigger());
    });

    describe('with closeOnResize', () => {
      it('closes when the window’s width changes, not when only its height does (a phone keyboard)', () => {
        open({ closeOnResize: true });
        vi.spyOn(window, 'innerHeight', 'get').mockReturnValue(400);
        act(() => void window.dispatchEvent(new Event('resize')));
        expect(screen.queryByRole('dialog')).not.toBeNull();
        vi.spyOn(window, 'innerWidth', 'get').mockReturnValue(1200);
        act(() => void window.dispatchEvent(new Event('resize')));
        expect(screen.queryByRole('dialog')).toBeNull();
        expect(document.activeElement).toBe(trigger());
      });
    });

    describe('with closeOnScroll', () => {
      it('leaves the page free to scroll (a locked page could never scroll, so never close it)', () => {
        open({ closeOnScroll: true });
        expect(document.documentElement.style.overflow).toBe('');
        expect(screen.getByRole('main').closest('[inert]')).not.toBeNull();
      });

      it('closes when the page scrolls', () => {
        open({ closeOnScroll: true });
        act(() => void window.dispatchEvent(new Event('scroll'))); // the lock's own event: nothing moved
        expect(screen.queryByRole('dialog')).not.toBeNull();
        vi.spyOn(window, 'scrollY', 'get').mockReturnValue(90);
        act(() => void window.dispatchEvent(new Event('scroll')));
        expect(screen.queryByRole('dialog')).toBeNull();
      });
    });

    it('does not close on resize or scroll unless asked', () => {
      open();
      vi.spyOn(window, 'innerWidth', 'get').mockReturnValue(1200);
      vi.spyOn(window, 'scrollY', 'get').mockReturnValue(90);
      act(() => {
        window.dispatchEvent(new Event('resize'));
        window.dispatchEvent(new Event('scroll'));
      });
      expect(screen.queryByRole('dialog')).not.toBeNull();
    });
  });
});
