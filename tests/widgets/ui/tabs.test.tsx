import { fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { useEffect, useState } from 'preact/hooks';
import { describe, expect, it, vi } from 'vitest';
import { tabbables } from '../../../shared/a11y/focusable';
import { Tabs, type TabItem, type TabsProps } from '../../../shared/ui/Tabs';

/** The mega menu's tab groups (fa-IR-strings.md: «ابزار برقی» / «ابزار دستی»), and a third. */
const groups: TabItem[] = [
  { id: 'electric', label: 'ابزار برقی', content: 'دریل، فرز، پیچ‌گوشتی شارژی' },
  { id: 'hand', label: 'ابزار دستی', content: <a href="/product-category/hand-tools/">همه ابزار دستی</a> },
  { id: 'anchors', label: 'انکر و رول‌پلاک', content: 'انکر میخی، رول‌پلاک' },
];

const tab = (name: string) => screen.getByRole('tab', { name });
const selected = () => screen.getAllByRole('tab').find((t) => t.getAttribute('aria-selected') === 'true')?.textContent;
const key = (k: string, init: KeyboardEventInit = {}) => {
  const event = new KeyboardEvent('keydown', { key: k, bubbles: true, cancelable: true, ...init });
  document.activeElement!.dispatchEvent(event);
  return event;
};
const renderTabs = (props: Partial<TabsProps> = {}) => render(<Tabs label="دسته‌بندی کالاها" tabs={groups} {...props} />);

describe('the tabs', () => {
  describe('given the first tab selected', () => {
    it('is a named tablist whose selected tab controls the visible panel, labelled by it', () => {
      renderTabs();
      expect(screen.getByRole('tablist', { name: 'دسته‌بندی کالاها' })).toBeTruthy();
      expect(selected()).toBe('ابزار برقی');
      const panel = screen.getByRole('tabpanel', { name: 'ابزار برقی' });
      expect(tab('ابزار برقی').getAttribute('aria-controls')).toBe(panel.id);
      expect(screen.getAllByRole('tabpanel')).toHaveLength(1); // the others are hidden
    });

    it('Tab reaches the selected tab only (roving tabindex), then the panel, which is a Tab stop when nothing in it is', () => {
      renderTabs();
      expect(tabbables(document.body)).toEqual([tab('ابزار برقی'), screen.getByRole('tabpanel')]);
      expect(screen.getByRole('tabpanel').getAttribute('tabindex')).toBe('0');
    });

    it('a panel with a link in it is not a Tab stop itself: Tab goes from the tab to the link', async () => {
      renderTabs({ defaultValue: 'hand' });
      await waitFor(() => expect(screen.getByRole('tabpanel').hasAttribute('tabindex')).toBe(false));
      expect(tabbables(document.body)).toEqual([tab('ابزار دستی'), screen.getByRole('link', { name: 'همه ابزار دستی' })]);
    });
  });

  describe('in a right-to-left page, with automatic activation', () => {
    it('ArrowLeft moves forward and shows the tab; ArrowRight moves back; both wrap', async () => {
      const onValueChange = vi.fn();
      renderTabs({ onValueChange });
      tab('ابزار برقی').focus();
      expect(key('ArrowLeft').defaultPrevented).toBe(true);
      expect(document.activeElement).toBe(tab('ابزار دستی'));
      await waitFor(() => expect(selected()).toBe('ابزار دستی'));
      expect(onValueChange).toHaveBeenLastCalledWith('hand');
      key('ArrowRight');
      await waitFor(() => expect(selected()).toBe('ابزار برقی'));
      key('ArrowRight');
      expect(document.activeElement).toBe(tab('انکر و رول‌پلاک'));
      await waitFor(() => expect(selected()).toBe('انکر و رول‌پلاک'));
      key('ArrowLeft');
      await waitFor(() => expect(selected()).toBe('ابزار برقی'));
      expect(tabbables(document.body)[0]).toBe(tab('ابزار برقی'));
    });

    it('Home and End go to the first and last tab', async () => {
      renderTabs();
      tab('ابزار برقی').focus();
      key('End');
      await waitFor(() => expect(selected()).toBe('انکر و رول‌پلاک'));
      key('Home');
      await waitFor(() => expect(selected()).toBe('ابزار برقی'));
    });

    it('ArrowDown does nothing in horizontal tabs, nor does any key while an IME composes', () => {
      renderTabs();
      tab('ابزار برقی').focus();
      expect(key('ArrowDown').defaultPrevented).toBe(false);
      expect(key('ArrowLeft', { isComposing: true }).defaultPrevented).toBe(false);
      expect(document.activeElement).toBe(tab('ابزار برقی'));
    });

    it('a disabled tab is skipped', () => {
      render(<Tabs label="دسته‌بندی کالاها" tabs={groups.map((g) => (g.id === 'hand' ? { ...g, disabled: true } : g))} />);
      tab('ابزار برقی').focus();
      key('ArrowLeft');
      expect(document.activeElement).toBe(tab('انکر و رول‌پلاک'));
    });
  });

  it('in a left-to-right block, ArrowRight moves forward', async () => {
    render(
      <div dir="ltr">
        <Tabs label="دسته‌بندی کالاها" tabs={groups} />
      </div>,
    );
    tab('ابزار برقی').focus();
    key('ArrowRight');
    expect(document.activeElement).toBe(tab('ابزار دستی'));
    await waitFor(() => expect(selected()).toBe('ابزار دستی'));
  });

  describe('with manual activation', () => {
    it('arrows move focus only; Enter or Space (a click) shows the focused tab', async () => {
      renderTabs({ activation: 'manual' });
      tab('ابزار برقی').focus();
      key('ArrowLeft');
      expect(document.activeElement).toBe(tab('ابزار دستی'));
      await new Promise((resolve) => setTimeout(resolve, 10));
      expect(selected()).toBe('ابزار برقی');
      expect(tabbables(document.body)[0]).toBe(tab('ابزار برقی')); // Tab back into the list lands on the selected tab
      fireEvent.click(tab('ابزار دستی'));
      await waitFor(() => expect(selected()).toBe('ابزار دستی'));
    });
  });

  describe('vertical', () => {
    it('says so, and moves with Down and Up, not Left and Right', async () => {
      renderTabs({ orientation: 'vertical' });
      expect(screen.getByRole('tablist').getAttribute('aria-orientation')).toBe('vertical');
      tab('ابزار برقی').focus();
      expect(key('ArrowLeft').defaultPrevented).toBe(false);
      key('ArrowDown');
      await waitFor(() => expect(selected()).toBe('ابزار دستی'));
      key('ArrowUp');
      await waitFor(() => expect(selected()).toBe('ابزار برقی'));
    });
  });

  describe('lazy panels', () => {
    it('are rendered on first activation, then kept', async () => {
      const hand = vi.fn(() => <p>آچار، انبردست</p>);
      render(<Tabs label="دسته‌بندی کالاها" lazy tabs={[groups[0]!, { id: 'hand', label: 'ابزار دستی', content: hand }]} />);
      expect(hand).not.toHaveBeenCalled();
      expect(screen.queryByText('آچار، انبردست')).toBeNull();
      fireEvent.click(tab('ابزار دستی'));
      await waitFor(() => expect(screen.getByText('آچار، انبردست')).toBeTruthy());
      fireEvent.click(tab('ابزار برقی'));
      await waitFor(() => expect(selected()).toBe('ابزار برقی'));
      expect(screen.getByText('آچار، انبردست')).toBeTruthy(); // kept, hidden
    });

    it('content that arrives later (a fetched template) updates whether the panel is a Tab stop', async () => {
      function Fetched() {
        const [ready, setReady] = useState(false);
        useEffect(() => void setTimeout(() => setReady(true), 20), []);
        return ready ? <a href="/product-category/anchors/">همه انکرها</a> : <p>در حال بارگذاری…</p>;
      }
      render(<Tabs label="دسته‌بندی کالاها" lazy tabs={[{ id: 'anchors', label: 'انکر', content: () => <Fetched /> }]} />);
      expect(screen.getByRole('tabpanel').getAttribute('tabindex')).toBe('0');
      await waitFor(() => expect(screen.getByRole('tabpanel').hasAttribute('tabindex')).toBe(false));
    });
  });

  it('controlled: shows the tab its parent gives', () => {
    renderTabs({ value: 'anchors' });
    expect(selected()).toBe('انکر و رول‌پلاک');
  });
});
