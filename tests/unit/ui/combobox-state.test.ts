import { describe, expect, it } from 'vitest';
import {
  activeOption,
  createCombobox,
  isExpanded,
  select,
  selectableOptions,
  update,
  setOptions,
  setQuery,
  type ComboboxItem,
  type ComboboxState,
} from '../../../shared/ui/combobox-state';
import type { Step } from '../../../shared/a11y/direction';

// The single-step actions are the reducer's (`update`), its only public way in; named here so the cases read as before.
const move = (state: ComboboxState, step: Step) => update(state, step);
const open = (state: ComboboxState) => update(state, 'open');
const close = (state: ComboboxState) => update(state, 'close');
const clear = (state: ComboboxState) => update(state, 'clear');
const deactivate = (state: ComboboxState) => update(state, 'deactivate');

/** Live search's shape: products and categories under headings, one disabled row. */
const drill = { id: 'p1', label: 'دریل چکشی رونیکس', href: '/product/drill/' };
const grinder = { id: 'p2', label: 'فرز آهنگری', href: '/product/grinder/' };
const soldOut = { id: 'p3', label: 'پیچ‌گوشتی شارژی', disabled: true };
const tools = { id: 'c1', label: 'ابزار برقی', href: '/product-category/electric/' };
const grouped: ComboboxItem[] = [
  { id: 'products', label: 'محصولات', options: [drill, soldOut, grinder] },
  { id: 'categories', label: 'دسته‌بندی‌ها', options: [tools] },
];

const typed = (query = 'در') => setOptions(setQuery(createCombobox(), query), grouped);
const activeLabel = (state: ReturnType<typeof typed>) => activeOption(state)?.label;

describe('the combobox state', () => {
  it('starts closed, with no option active', () => {
    const state = createCombobox('', grouped);
    expect(state.open).toBe(false);
    expect(isExpanded(state)).toBe(false);
    expect(activeOption(state)).toBeUndefined();
  });

  it('lists the options the keys move through: groups flattened, headings and disabled options left out', () => {
    expect(selectableOptions(grouped).map((o) => o.id)).toEqual(['p1', 'p2', 'c1']);
  });

  describe('given typed text with grouped results', () => {
    it('is open with nothing active until an arrow key', () => {
      const state = typed();
      expect(state.query).toBe('در');
      expect(isExpanded(state)).toBe(true);
      expect(state.active).toBe(-1);
    });

    it('next walks the options across groups, skipping the headings and the disabled one, and wraps to the first', () => {
      let state = typed();
      const seen: Array<string | undefined> = [];
      for (let i = 0; i < 4; i++) seen.push(activeLabel((state = move(state, 'next'))));
      expect(seen).toEqual([drill.label, grinder.label, tools.label, drill.label]);
    });

    it('prev from nothing goes to the last option, and from the first wraps to the last', () => {
      let state = move(typed(), 'prev');
      expect(activeLabel(state)).toBe(tools.label);
      state = move(move(state, 'first'), 'prev');
      expect(activeLabel(state)).toBe(tools.label);
    });

    it('first and last go to the ends', () => {
      expect(activeLabel(move(typed(), 'last'))).toBe(tools.label);
      expect(activeLabel(move(move(typed(), 'last'), 'first'))).toBe(drill.label);
    });

    it('new text forgets the active option', () => {
      expect(setQuery(move(typed(), 'next'), 'دری').active).toBe(-1);
    });

    it('new results keep the active option active when it is still there, at its new place', () => {
      const state = move(move(typed(), 'next'), 'next'); // grinder
      const next = setOptions(state, [grinder, drill]);
      expect(activeLabel(next)).toBe(grinder.label);
      expect(next.active).toBe(0);
      expect(setOptions(state, [drill]).active).toBe(-1);
    });

    it('the same items again change nothing (a view can skip the render)', () => {
      const state = typed();
      expect(setOptions(state, [...grouped])).toBe(state);
    });

    it('select takes the active option: its label becomes the text and the list closes', () => {
      const [state, chosen] = select(move(typed(), 'next'));
      expect(chosen).toBe(drill);
      expect(state.query).toBe(drill.label);
      expect(state.open).toBe(false);
      expect(state.active).toBe(-1);
    });

    it('select with nothing active, or a disabled option, chooses nothing and changes nothing', () => {
      const state = typed();
      expect(select(state)).toEqual([state, undefined]);
      expect(select(state, soldOut)).toEqual([state, undefined]);
    });

    it('update applies a keyboard action: the steps, open, close, clear, deactivate', () => {
      expect(activeLabel(update(typed(), 'last'))).toBe(tools.label);
      expect(activeLabel(update(update(typed(), 'last'), 'next'))).toBe(drill.label);
      expect(update(typed(), 'close').open).toBe(false);
      expect(update(close(typed()), 'open').open).toBe(true);
      expect(update(typed(), 'clear').query).toBe('');
      expect(update(move(typed(), 'next'), 'deactivate').active).toBe(-1);
    });

    it('close hides the list and keeps the text; clear then empties it', () => {
      const closed = close(move(typed(), 'next'));
      expect([closed.open, closed.active, closed.query]).toEqual([false, -1, 'در']);
      const cleared = clear(closed);
      expect([cleared.open, cleared.query]).toEqual([false, '']);
    });

    it('deactivate returns to the text with the list still open', () => {
      const state = deactivate(move(typed(), 'next'));
      expect(state.active).toBe(-1);
      expect(isExpanded(state)).toBe(true);
    });
  });

  describe('given a closed list', () => {
    const closed = () => close(typed());

    it('next opens it on the first option, prev on the last (APG)', () => {
      expect(activeLabel(move(closed(), 'next'))).toBe(drill.label);
      expect(activeLabel(move(closed(), 'prev'))).toBe(tools.label);
      expect(move(closed(), 'next').open).toBe(true);
    });

    it('open shows it without making an option active', () => {
      const state = open(closed());
      expect(isExpanded(state)).toBe(true);
      expect(state.active).toBe(-1);
    });
  });

  it('an open list with no results is not expanded, and the keys have nothing to move to', () => {
    const state = setOptions(setQuery(createCombobox(), 'zzz'), []);
    expect(isExpanded(state)).toBe(false);
    expect(move(state, 'next')).toBe(state);
  });
});
