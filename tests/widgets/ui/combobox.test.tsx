import { fireEvent, render, screen, waitFor, within } from '@testing-library/preact';
import { useMemo, useState } from 'preact/hooks';
import { describe, expect, it, vi } from 'vitest';
import { Combobox } from '../../../shared/ui/Combobox';
import type { ComboboxItem, ComboboxOption } from '../../../shared/ui/combobox-state';
import { normalizePersian } from '../../../shared/platform/persian-text';
import { fakeCloseWatchers } from '../../support/close-watcher';

/** Live search's shape: rows under the headings «محصولات» and «دسته‌بندی‌ها», each linking to its page. */
const products: ComboboxOption[] = [
  { id: 'p1', label: 'دریل چکشی رونیکس', href: '/product/drill-ronix/' },
  { id: 'p2', label: 'دریل شارژی بوش', href: '/product/drill-bosch/' },
];
const categories: ComboboxOption[] = [{ id: 'c1', label: 'دریل و پیچ‌گوشتی', href: '/product-category/drills/' }];

function Search(props: { onSelect?: (o: ComboboxOption, how: { newTab: boolean }) => void | false; onQuery?: (q: string) => void; delay?: number }) {
  const [query, setQuery] = useState('');
  const items = useMemo<ComboboxItem[]>(() => {
    const q = normalizePersian(query);
    if (!q) return [];
    const match = (o: ComboboxOption) => normalizePersian(o.label).includes(q);
    return [
      { id: 'products', label: 'محصولات', options: products.filter(match) },
      { id: 'categories', label: 'دسته‌بندی‌ها', options: categories.filter(match) },
    ].filter((g) => g.options.length > 0);
  }, [query]);
  return (
    <form onSubmit={(e) => e.preventDefault()}>
      <Combobox
        label="جستجو"
        items={items}
        onQueryChange={(q) => {
          setQuery(q);
          props.onQuery?.(q);
        }}
        onSelect={props.onSelect ?? (() => false)}
        announceDelay={props.delay ?? 10}
      />
      <button type="submit">جستجو کن</button>
    </form>
  );
}

const box = () => screen.getByRole('combobox', { name: 'جستجو' }) as HTMLInputElement;
const key = (k: string, init: KeyboardEventInit = {}) => {
  const event = new KeyboardEvent('keydown', { key: k, bubbles: true, cancelable: true, ...init });
  box().dispatchEvent(event);
  return event;
};
const activeText = () => {
  const id = box().getAttribute('aria-activedescendant');
  return id ? document.getElementById(id)?.textContent : null;
};

async function typed(text = 'دریل', onSelect?: (o: ComboboxOption, how: { newTab: boolean }) => void | false) {
  render(<Search onSelect={onSelect} />);
  box().focus();
  fireEvent.input(box(), { target: { value: text } });
  await waitFor(() => expect(box().getAttribute('aria-expanded')).toBe('true'));
}

describe('the combobox', () => {
  it('is a text box with role combobox, list autocomplete, and a listbox it controls, named by the visible label', () => {
    render(<Search />);
    expect(box().getAttribute('aria-autocomplete')).toBe('list');
    expect(box().getAttribute('aria-expanded')).toBe('false');
    const listbox = document.getElementById(box().getAttribute('aria-controls')!)!;
    expect(listbox.getAttribute('role')).toBe('listbox');
    expect(listbox.hidden).toBe(true);
    expect(screen.getByText('جستجو').tagName).toBe('LABEL');
  });

  describe('given typed text with grouped results', () => {
    it('shows the listbox with its groups, each named by its heading', async () => {
      await typed();
      const listbox = screen.getByRole('listbox', { name: 'جستجو' });
      expect(within(listbox).getByRole('group', { name: 'محصولات' })).toBeTruthy();
      expect(within(listbox).getAllByRole('option').map((o) => o.textContent)).toEqual([
        'دریل چکشی رونیکس',
        'دریل شارژی بوش',
        'دریل و پیچ‌گوشتی',
      ]);
      expect(box().hasAttribute('aria-activedescendant')).toBe(false);
    });

    it('ArrowDown moves through the options, skipping the group headings, and wraps to the first', async () => {
      await typed();
      const seen = [];
      for (let i = 0; i < 4; i++) {
        expect(key('ArrowDown').defaultPrevented).toBe(true);
        await waitFor(() => expect(activeText()).not.toBeNull());
        seen.push(activeText());
      }
      expect(seen).toEqual(['دریل چکشی رونیکس', 'دریل شارژی بوش', 'دریل و پیچ‌گوشتی', 'دریل چکشی رونیکس']);
      expect(screen.getByRole('option', { name: 'دریل چکشی رونیکس' }).getAttribute('aria-selected')).toBe('true');
      expect(screen.getByRole('option', { name: 'دریل شارژی بوش' }).getAttribute('aria-selected')).toBe('false');
    });

    it('ArrowUp from the first option wraps to the last', async () => {
      await typed();
      key('ArrowDown');
      await waitFor(() => expect(activeText()).toBe('دریل چکشی رونیکس'));
      key('ArrowUp');
      await waitFor(() => expect(activeText()).toBe('دریل و پیچ‌گوشتی'));
    });

    it('Home and End move the caret while no option is active, and move in the list once one is', async () => {
      await typed();
      expect(key('End').defaultPrevented).toBe(false);
      expect(activeText()).toBeNull();
      key('ArrowDown');
      await waitFor(() => expect(activeText()).toBe('دریل چکشی رونیکس'));
      expect(key('End').defaultPrevented).toBe(true);
      await waitFor(() => expect(activeText()).toBe('دریل و پیچ‌گوشتی'));
      key('Home');
      await waitFor(() => expect(activeText()).toBe('دریل چکشی رونیکس'));
    });

    it('Left and Right arrows go back to the text (no option active) and still move the caret', async () => {
      await typed();
      key('ArrowDown');
      await waitFor(() => expect(activeText()).not.toBeNull());
      expect(key('ArrowRight').defaultPrevented).toBe(false);
      await waitFor(() => expect(box().hasAttribute('aria-activedescendant')).toBe(false));
      expect(box().getAttribute('aria-expanded')).toBe('true');
    });

    it('Enter on the active option chooses it: its label fills the box, the list closes', async () => {
      const onSelect = vi.fn(() => false as const);
      await typed('دریل', onSelect);
      key('ArrowDown');
      key('ArrowDown');
      await waitFor(() => expect(activeText()).toBe('دریل شارژی بوش'));
      expect(key('Enter').defaultPrevented).toBe(true);
      expect(onSelect).toHaveBeenCalledWith(products[1], { newTab: false });
      await waitFor(() => expect(box().value).toBe('دریل شارژی بوش'));
      expect(box().getAttribute('aria-expanded')).toBe('false');
    });

    it('Enter follows the option’s link; Ctrl+Enter and Cmd+Enter open it in a new tab', async () => {
      const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {});
      const open = vi.spyOn(window, 'open').mockImplementation(() => null);
      await typed('دریل', () => {});
      key('ArrowDown');
      await waitFor(() => expect(activeText()).toBe('دریل چکشی رونیکس'));
      key('Enter', { ctrlKey: true });
      expect(open).toHaveBeenCalledWith('/product/drill-ronix/', '_blank', 'noopener');
      fireEvent.input(box(), { target: { value: 'بوش' } });
      await waitFor(() => expect(box().getAttribute('aria-expanded')).toBe('true'));
      key('ArrowDown');
      await waitFor(() => expect(activeText()).toBe('دریل شارژی بوش'));
      key('Enter', { metaKey: true });
      expect(open).toHaveBeenLastCalledWith('/product/drill-bosch/', '_blank', 'noopener');
      fireEvent.input(box(), { target: { value: 'دریل' } });
      await waitFor(() => expect(box().getAttribute('aria-expanded')).toBe('true'));
      key('ArrowUp');
      await waitFor(() => expect(activeText()).toBe('دریل و پیچ‌گوشتی'));
      key('Enter');
      expect(assign).toHaveBeenCalledWith('/product-category/drills/');
      expect(open).toHaveBeenCalledTimes(2);
    });

    it('Enter with no active option is left to the form (the search submits)', async () => {
      const onSelect = vi.fn();
      await typed('دریل', onSelect);
      expect(key('Enter').defaultPrevented).toBe(false);
      expect(onSelect).not.toHaveBeenCalled();
    });

    it('Escape closes the list and keeps the text; a second Escape clears it; a third is left to what holds the box', async () => {
      const onQuery = vi.fn();
      render(<Search onQuery={onQuery} />);
      fireEvent.input(box(), { target: { value: 'دریل' } });
      await waitFor(() => expect(box().getAttribute('aria-expanded')).toBe('true'));
      expect(key('Escape').defaultPrevented).toBe(true);
      await waitFor(() => expect(box().getAttribute('aria-expanded')).toBe('false'));
      expect(box().value).toBe('دریل');
      expect(key('Escape').defaultPrevented).toBe(true);
      await waitFor(() => expect(box().value).toBe(''));
      expect(onQuery).toHaveBeenLastCalledWith('');
      expect(key('Escape').defaultPrevented).toBe(false);
    });

    it("a phone's Back closes the open list first and keeps the text, as the first Escape (a close request, close-request.ts); a list closed another way lets go of it", async () => {
      vi.spyOn(window, 'matchMedia').mockImplementation((query: string) => ({ matches: query === '(pointer: coarse)', media: query, addEventListener() {}, removeEventListener() {} }) as unknown as MediaQueryList);
      const watchers = fakeCloseWatchers();
      try {
        render(<Search />);
        fireEvent.input(box(), { target: { value: 'دریل' } });
        await waitFor(() => expect(watchers.active).toHaveLength(1));
        watchers.back();
        await waitFor(() => expect(box().getAttribute('aria-expanded')).toBe('false'));
        expect(box().value).toBe('دریل');
        fireEvent.input(box(), { target: { value: 'دریل ش' } });
        await waitFor(() => expect(watchers.active).toHaveLength(1));
        key('Escape');
        await waitFor(() => expect(watchers.active).toHaveLength(0));
      } finally {
        vi.unstubAllGlobals();
        vi.restoreAllMocks();
      }
    });

    it('Tab closes the list without choosing, and lets focus move on', async () => {
      const onSelect = vi.fn();
      await typed('دریل', onSelect);
      key('ArrowDown');
      await waitFor(() => expect(activeText()).not.toBeNull());
      expect(key('Tab').defaultPrevented).toBe(false);
      await waitFor(() => expect(box().getAttribute('aria-expanded')).toBe('false'));
      expect(onSelect).not.toHaveBeenCalled();
      expect(box().value).toBe('دریل');
    });

    it('Shift+Tab closes it too', async () => {
      await typed();
      expect(key('Tab', { shiftKey: true }).defaultPrevented).toBe(false);
      await waitFor(() => expect(box().getAttribute('aria-expanded')).toBe('false'));
    });

    it('no key is handled while a Persian IME composes', async () => {
      const onSelect = vi.fn();
      await typed('دریل', onSelect);
      key('ArrowDown');
      await waitFor(() => expect(activeText()).toBe('دریل چکشی رونیکس'));
      for (const k of ['ArrowDown', 'ArrowUp', 'End', 'Enter', 'Escape']) {
        expect(key(k, { isComposing: true }).defaultPrevented).toBe(false);
      }
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(activeText()).toBe('دریل چکشی رونیکس');
      expect(box().getAttribute('aria-expanded')).toBe('true');
      expect(onSelect).not.toHaveBeenCalled();
    });

    it('a click on an option keeps focus in the box and chooses it', async () => {
      const onSelect = vi.fn(() => false as const);
      await typed('دریل', onSelect);
      const option = screen.getByRole('option', { name: 'دریل و پیچ‌گوشتی' });
      expect(fireEvent.mouseDown(option)).toBe(false); // default prevented: the box keeps focus
      fireEvent.click(option);
      expect(onSelect).toHaveBeenCalledWith(categories[0], { newTab: false });
      await waitFor(() => expect(box().value).toBe('دریل و پیچ‌گوشتی'));
    });

    it('leaving the box closes the list', async () => {
      await typed();
      screen.getByRole('button', { name: 'جستجو کن' }).focus();
      await waitFor(() => expect(box().getAttribute('aria-expanded')).toBe('false'));
    });
  });

  describe('given a closed list', () => {
    it('ArrowDown opens it on the first option, ArrowUp on the last', async () => {
      await typed();
      key('Escape');
      await waitFor(() => expect(box().getAttribute('aria-expanded')).toBe('false'));
      key('ArrowUp');
      await waitFor(() => expect(activeText()).toBe('دریل و پیچ‌گوشتی'));
      key('Escape');
      await waitFor(() => expect(box().getAttribute('aria-expanded')).toBe('false'));
      key('ArrowDown');
      await waitFor(() => expect(activeText()).toBe('دریل چکشی رونیکس'));
      expect(box().getAttribute('aria-expanded')).toBe('true');
    });

    it('Alt+ArrowDown opens it without making an option active; Alt+ArrowUp closes it', async () => {
      await typed();
      key('Escape');
      await waitFor(() => expect(box().getAttribute('aria-expanded')).toBe('false'));
      key('ArrowDown', { altKey: true });
      await waitFor(() => expect(box().getAttribute('aria-expanded')).toBe('true'));
      expect(activeText()).toBeNull();
      key('ArrowUp', { altKey: true });
      await waitFor(() => expect(box().getAttribute('aria-expanded')).toBe('false'));
    });
  });

  describe('a press on the text box', () => {
    const cities: ComboboxItem[] = [{ id: 'fars', label: 'فارس', options: [{ id: 'shiraz', label: 'شیراز' }, { id: 'marvdasht', label: 'مرودشت' }] }];
    const List = (props: { openOnPress?: boolean }) => <Combobox label="جستجو" items={cities} openOnPress={props.openOnPress} onSelect={() => false} announceDelay={10} />;

    it('opens a list worth browsing with nothing typed when openOnPress is set (a touch shopper has no ArrowDown), no option active', async () => {
      render(<List openOnPress />);
      box().focus();
      fireEvent.click(box());
      await waitFor(() => expect(box().getAttribute('aria-expanded')).toBe('true'));
      expect(within(screen.getByRole('listbox')).getAllByRole('option').map((o) => o.textContent)).toEqual(['شیراز', 'مرودشت']);
      expect(activeText()).toBeNull();
      fireEvent.click(box()); // a second press leaves it open
      expect(box().getAttribute('aria-expanded')).toBe('true');
    });

    it('does nothing by default: the list waits for typing or an arrow key', async () => {
      render(<List />);
      box().focus();
      fireEvent.click(box());
      await new Promise((r) => setTimeout(r, 20));
      expect(box().getAttribute('aria-expanded')).toBe('false');
      expect(screen.getByRole('listbox', { hidden: true }).hidden).toBe(true);
    });
  });

  describe('the result count', () => {
    const region = () => document.querySelector('[data-hsa-announcer]');

    it('is announced in Persian digits once typing pauses', async () => {
      await typed();
      await waitFor(() => expect(region()?.textContent).toBe('۳ نتیجه پیدا شد'));
    });

    it('says when nothing was found, and shows it under the box', async () => {
      render(<Search />);
      fireEvent.input(box(), { target: { value: 'اره' } });
      await waitFor(() => expect(region()?.textContent).toBe('نتیجه‌ای یافت نشد.'));
      expect(document.querySelector('.hsa-combobox')!.textContent).toContain('نتیجه‌ای یافت نشد.');
      expect(screen.queryByRole('listbox')).toBeNull();
    });

    it('is said once for quick typing: only the last count', async () => {
      render(<Search delay={150} />);
      for (const text of ['د', 'در', 'دری', 'دریل ش']) fireEvent.input(box(), { target: { value: text } });
      await waitFor(() => expect(region()?.textContent).toBe('۱ نتیجه پیدا شد'));
      await new Promise((resolve) => setTimeout(resolve, 250));
      expect(region()?.textContent).toBe('۱ نتیجه پیدا شد');
    });
  });
});
