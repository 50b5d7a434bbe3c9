import { fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { describe, expect, it } from 'vitest';
import { tabbables } from '../../../shared/a11y/focusable';
import { DisclosureNav, type NavSection } from '../../../shared/ui/DisclosureNav';
import { Tabs } from '../../../shared/ui/Tabs';

/** The mega menu: two sections of category links, one of tabs (spec section 2), and a plain link. */
const sections: NavSection[] = [
  {
    id: 'electric',
    label: 'ابزار برقی',
    links: [
      { label: 'دریل', href: '/product-category/drills/', current: true },
      { label: 'فرز', href: '/product-category/grinders/' },
    ],
  },
  { id: 'hand', label: 'ابزار دستی', links: [{ label: 'آچار', href: '/product-category/wrenches/' }] },
  {
    id: 'all',
    label: 'دسته‌بندی کالاها',
    content: <Tabs label="گروه‌ها" tabs={[{ id: 'a', label: 'انکر', content: <a href="/product-category/anchors/">انکر میخی</a> }, { id: 'b', label: 'چسب', content: 'چسب سیلیکون' }]} />,
  },
  { id: 'brands', label: 'برندها', href: '/brands/' },
];

const trigger = (name: string) => screen.getByRole('button', { name });
const panelOf = (name: string) => document.getElementById(trigger(name).getAttribute('aria-controls')!)!;
const expanded = () => screen.getAllByRole('button').filter((b) => b.getAttribute('aria-expanded') === 'true').map((b) => b.textContent);
const key = (k: string, init: KeyboardEventInit = {}) => {
  const event = new KeyboardEvent('keydown', { key: k, bubbles: true, cancelable: true, ...init });
  document.activeElement!.dispatchEvent(event);
  return event;
};
const renderNav = (openOnHover = false) =>
  render(
    <>
      <DisclosureNav label="دسته‌بندی کالاها" sections={sections} openOnHover={openOnHover} />
      <main>
        <a href="#main">محتوای اصلی</a>
      </main>
    </>,
  );

async function open(name: string) {
  trigger(name).focus();
  fireEvent.click(trigger(name));
  await waitFor(() => expect(trigger(name).getAttribute('aria-expanded')).toBe('true'));
}

describe('the disclosure navigation', () => {
  describe('given every panel closed', () => {
    it('is a named navigation of links and buttons (not a menu), each button controlling its hidden panel', () => {
      renderNav();
      expect(screen.getByRole('navigation', { name: 'دسته‌بندی کالاها' })).toBeTruthy();
      expect(screen.queryByRole('menu')).toBeNull();
      expect(screen.getByRole('link', { name: 'برندها' }).getAttribute('href')).toBe('/brands/');
      expect(trigger('ابزار برقی').getAttribute('aria-expanded')).toBe('false');
      expect(panelOf('ابزار برقی').hidden).toBe(true);
    });

    it('Tab reaches the top level only', () => {
      renderNav();
      expect(tabbables(document.body).map((el) => el.textContent)).toEqual([
        'ابزار برقی',
        'ابزار دستی',
        'دسته‌بندی کالاها',
        'برندها',
        'محتوای اصلی',
      ]);
    });

    it('in RTL, ArrowLeft moves to the next top-level item and ArrowRight back; Home and End to the ends', () => {
      renderNav();
      trigger('ابزار برقی').focus();
      expect(key('ArrowLeft').defaultPrevented).toBe(true);
      expect(document.activeElement).toBe(trigger('ابزار دستی'));
      key('ArrowRight');
      expect(document.activeElement).toBe(trigger('ابزار برقی'));
      key('End');
      expect(document.activeElement).toBe(screen.getByRole('link', { name: 'برندها' }));
      key('Home');
      expect(document.activeElement).toBe(trigger('ابزار برقی'));
    });
  });

  describe('given an open panel of links', () => {
    it('shows its links, the current page marked, and Tab goes from its button into them', async () => {
      renderNav();
      await open('ابزار برقی');
      expect(screen.getByRole('link', { name: 'دریل' }).getAttribute('aria-current')).toBe('page');
      expect(tabbables(document.body).map((el) => el.textContent).slice(0, 4)).toEqual(['ابزار برقی', 'دریل', 'فرز', 'ابزار دستی']);
    });

    it('opening another panel closes it', async () => {
      renderNav();
      await open('ابزار برقی');
      await open('ابزار دستی');
      expect(expanded()).toEqual(['ابزار دستی']);
    });

    it('ArrowDown on its button goes to the first link; Down and Up move through the links without wrapping', async () => {
      renderNav();
      await open('ابزار برقی');
      expect(key('ArrowDown').defaultPrevented).toBe(true);
      expect(document.activeElement).toBe(screen.getByRole('link', { name: 'دریل' }));
      key('ArrowDown');
      expect(document.activeElement).toBe(screen.getByRole('link', { name: 'فرز' }));
      key('ArrowDown');
      expect(document.activeElement).toBe(screen.getByRole('link', { name: 'فرز' }));
      key('ArrowUp');
      expect(document.activeElement).toBe(screen.getByRole('link', { name: 'دریل' }));
    });

    it('Escape from a link closes the panel and gives focus back to its button', async () => {
      renderNav();
      await open('ابزار برقی');
      screen.getByRole('link', { name: 'فرز' }).focus();
      expect(key('Escape').defaultPrevented).toBe(true);
      await waitFor(() => expect(expanded()).toEqual([]));
      expect(document.activeElement).toBe(trigger('ابزار برقی'));
    });

    it('focus leaving the navigation closes it', async () => {
      renderNav();
      await open('ابزار برقی');
      const outside = screen.getByRole('link', { name: 'محتوای اصلی' });
      fireEvent.focusOut(screen.getByRole('link', { name: 'فرز' }), { relatedTarget: outside });
      await waitFor(() => expect(expanded()).toEqual([]));
    });

    it('focus moving inside the navigation keeps it open', async () => {
      renderNav();
      await open('ابزار برقی');
      fireEvent.focusOut(trigger('ابزار برقی'), { relatedTarget: screen.getByRole('link', { name: 'دریل' }) });
      await new Promise((resolve) => setTimeout(resolve, 10));
      expect(expanded()).toEqual(['ابزار برقی']);
    });

    it('a press outside closes it', async () => {
      renderNav();
      await open('ابزار برقی');
      fireEvent.pointerDown(screen.getByRole('link', { name: 'محتوای اصلی' }));
      await waitFor(() => expect(expanded()).toEqual([]));
    });

    it('with closeOnScroll, a scroll closes it; made from a link inside (Space, Page Down), focus goes back to its button', async () => {
      render(<DisclosureNav label="دسته‌بندی کالاها" sections={sections} closeOnScroll />);
      await open('ابزار برقی');
      screen.getByRole('link', { name: 'فرز' }).focus();
      window.scrollTo(0, 300);
      fireEvent.scroll(window);
      await waitFor(() => expect(expanded()).toEqual([]));
      expect(document.activeElement).toBe(trigger('ابزار برقی'));
      window.scrollTo(0, 0);
      // focus elsewhere in the navigation (not in the open panel) stays where it is
      await open('ابزار برقی');
      trigger('ابزار دستی').focus();
      window.scrollTo(0, 300);
      fireEvent.scroll(window);
      await waitFor(() => expect(expanded()).toEqual([]));
      expect(document.activeElement).toBe(trigger('ابزار دستی'));
      window.scrollTo(0, 0);
    });

    it('no key is handled while an IME composes', async () => {
      renderNav();
      await open('ابزار برقی');
      expect(key('Escape', { isComposing: true }).defaultPrevented).toBe(false);
      expect(key('ArrowDown', { isComposing: true }).defaultPrevented).toBe(false);
      expect(expanded()).toEqual(['ابزار برقی']);
    });
  });

  describe('given an open panel of tabs', () => {
    it('leaves the arrow keys to the tabs; Down and Up move through the stops the tabs leave them; Escape still closes it', async () => {
      renderNav();
      // Rendered while its panel was closed: the tab panel holds a link, so it is no Tab stop of its own.
      expect(document.querySelector('[role="tabpanel"]:not([hidden])')!.hasAttribute('tabindex')).toBe(false);
      await open('دسته‌بندی کالاها');
      const first = screen.getByRole('tab', { name: 'انکر' });
      first.focus();
      // The page does not scroll under the open panel (which closed it): Down goes on to the panel's link.
      expect(key('ArrowDown').defaultPrevented).toBe(true);
      expect(document.activeElement).toBe(screen.getByRole('link', { name: 'انکر میخی' }));
      expect(key('ArrowDown').defaultPrevented).toBe(true); // the last stop: no wrap, no scroll
      expect(document.activeElement).toBe(screen.getByRole('link', { name: 'انکر میخی' }));
      key('ArrowUp');
      expect(document.activeElement).toBe(first);
      key('ArrowLeft');
      expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'چسب' }));
      key('Escape');
      await waitFor(() => expect(expanded()).toEqual([]));
      expect(document.activeElement).toBe(trigger('دسته‌بندی کالاها'));
    });
  });

  describe('opening on hover (the mega menu)', () => {
    it('a mouse resting on an item opens it and leaving closes it; touch does not', async () => {
      renderNav(true);
      const item = trigger('ابزار دستی').closest('li')!;
      fireEvent.pointerEnter(item, { pointerType: 'touch' });
      await new Promise((resolve) => setTimeout(resolve, 10));
      expect(expanded()).toEqual([]);
      fireEvent.pointerEnter(item, { pointerType: 'mouse' });
      await waitFor(() => expect(expanded()).toEqual(['ابزار دستی']));
      fireEvent.pointerLeave(item, { pointerType: 'mouse' });
      await waitFor(() => expect(expanded()).toEqual([]));
    });

    it('is off unless asked', async () => {
      renderNav(false);
      fireEvent.pointerEnter(trigger('ابزار دستی').closest('li')!, { pointerType: 'mouse' });
      await new Promise((resolve) => setTimeout(resolve, 10));
      expect(expanded()).toEqual([]);
    });
  });
});
