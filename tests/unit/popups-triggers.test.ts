import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { baitId, watchTriggers, type TriggerName } from '../../widgets/popups/triggers';

let fired: TriggerName[];
let stop: () => void;
const watch = (triggers: Parameters<typeof watchTriggers>[0], touch = false) => {
  stop = watchTriggers(triggers, { win: window, touch, random: () => 0.5 }, (name) => fired.push(name));
};
const scrollTo = (y: number) => {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  window.dispatchEvent(new Event('scroll'));
};

beforeEach(() => {
  vi.useFakeTimers();
  fired = [];
  Object.defineProperty(document.documentElement, 'scrollHeight', { value: 3000, configurable: true });
  Object.defineProperty(window, 'innerHeight', { value: 1000, configurable: true });
  scrollTo(0);
});
afterEach(() => {
  stop?.();
  vi.useRealTimers();
  document.body.innerHTML = '';
});

describe('popup triggers', () => {
  it('page_load fires after its delay, once', () => {
    watch({ page_load: 5 });
    vi.advanceTimersByTime(4999);
    expect(fired).toEqual([]);
    vi.advanceTimersByTime(1);
    vi.advanceTimersByTime(10_000);
    expect(fired).toEqual(['page_load']);
  });

  it('scrolling down fires at the percentage, not before', () => {
    watch({ scrolling: { direction: 'down', offset: 50 } });
    scrollTo(900); // 45 %
    expect(fired).toEqual([]);
    scrollTo(1000); // 50 %
    expect(fired).toEqual(['scrolling']);
  });

  it('scrolling up fires on the first move up only', () => {
    watch({ scrolling: { direction: 'up', offset: 0 } });
    scrollTo(500);
    expect(fired).toEqual([]);
    scrollTo(400);
    expect(fired).toEqual(['scrolling']);
  });

  it('scrolling to an element fires when its top enters the viewport', () => {
    document.body.innerHTML = '<div id="far"></div>';
    const far = document.getElementById('far')!;
    let top = 2000;
    far.getBoundingClientRect = () => ({ top }) as DOMRect;
    watch({ scrolling_to: '#far' });
    scrollTo(500);
    expect(fired).toEqual([]);
    top = 900;
    scrollTo(1100);
    expect(fired).toEqual(['scrolling_to']);
  });

  it('a scroll made by Tab moving focus fires nothing; a wheel, a touch or another key scrolls for real (WCAG 3.2.1)', () => {
    document.body.innerHTML = '<div id="far"></div>';
    const far = document.getElementById('far')!;
    let top = 2000;
    far.getBoundingClientRect = () => ({ top }) as DOMRect;
    watch({ scrolling: { direction: 'down', offset: 50 }, scrolling_to: '#far' });
    const key = (k: string) => document.body.dispatchEvent(new KeyboardEvent('keydown', { key: k, bubbles: true }));
    key('Tab');
    top = 500;
    scrollTo(1500);
    scrollTo(1800);
    expect(fired).toEqual([]);
    key('PageDown');
    scrollTo(1900);
    expect(fired).toEqual(['scrolling']);
  });

  it.each(['wheel', 'touchstart', 'pointerdown'])('after Tab, a %s makes the next scroll count again', (type) => {
    watch({ scrolling: { direction: 'down', offset: 10 } });
    document.body.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab', bubbles: true }));
    scrollTo(600);
    expect(fired).toEqual([]);
    document.body.dispatchEvent(new Event(type, { bubbles: true }));
    scrollTo(700);
    expect(fired).toEqual(['scrolling']);
  });

  it('a trigger that fires while the shopper types into a field waits while a text field has focus (WCAG 3.2.2), even one the page put in its place', () => {
    document.body.innerHTML = '<input id="q" type="search"><input id="box" type="checkbox"><select id="sort"><option>a</option></select><input id="range" type="range">';
    const field = document.getElementById('q') as HTMLInputElement;
    field.focus();
    watch({ page_load: 2 });
    vi.advanceTimersByTime(2000);
    expect(fired).toEqual([]);
    vi.advanceTimersByTime(5000);
    expect(fired, 'still typing').toEqual([]);
    // The page puts another field in its place (a view adopting the search box): still typing.
    const copy = document.createElement('input');
    field.replaceWith(copy);
    copy.focus();
    vi.advanceTimersByTime(1000);
    expect(fired).toEqual([]);
    copy.blur();
    vi.advanceTimersByTime(400);
    expect(fired).toEqual(['page_load']);
    stop();
    fired = [];
    // Controls that take no typing (a checkbox, a sort select, a range) hold nothing.
    for (const id of ['box', 'sort', 'range']) {
      stop();
      fired = [];
      (document.getElementById(id) as HTMLElement).focus();
      watch({ page_load: 1 });
      vi.advanceTimersByTime(1000);
      expect(fired, id).toEqual(['page_load']);
    }
  });

  it('a trigger that fires while another modal dialog is open waits until it closes (the login, a side panel, the mini-cart)', () => {
    document.body.innerHTML = '<div role="dialog" aria-modal="true"><button>بستن</button></div>';
    const dialog = document.querySelector<HTMLElement>('[role="dialog"]')!;
    dialog.querySelector('button')!.focus();
    watch({ page_load: 2 });
    vi.advanceTimersByTime(2000);
    expect(fired).toEqual([]);
    vi.advanceTimersByTime(5000);
    expect(fired, 'the dialog is still open').toEqual([]);
    // a panel kept in the page and hidden when closed (the mini-cart's) holds nothing
    dialog.hidden = true;
    vi.advanceTimersByTime(400);
    expect(fired).toEqual(['page_load']);
    // nor does a popup of ours: a second replaces it, unless avoid_multiple_popups (the controller's call)
    stop();
    fired = [];
    document.body.innerHTML = '<div class="hsa-dialog hsa-popup" role="dialog" aria-modal="true"></div>';
    watch({ page_load: 1 });
    vi.advanceTimersByTime(1000);
    expect(fired).toEqual(['page_load']);
  });

  it('a trigger held for a focused field is dropped when the watch stops', () => {
    document.body.innerHTML = '<textarea></textarea>';
    const field = document.querySelector('textarea')!;
    field.focus();
    watch({ page_load: 1 });
    vi.advanceTimersByTime(1000);
    stop();
    field.blur();
    vi.advanceTimersByTime(1000);
    expect(fired).toEqual([]);
  });

  it('click count: fires on the nth click', () => {
    watch({ click: 3 });
    document.body.click();
    document.body.click();
    expect(fired).toEqual([]);
    document.body.click();
    expect(fired).toEqual(['click']);
  });

  it('inactivity: activity restarts the clock', () => {
    watch({ inactivity: 10 });
    vi.advanceTimersByTime(9000);
    document.dispatchEvent(new Event('mousemove'));
    vi.advanceTimersByTime(9000);
    expect(fired).toEqual([]);
    vi.advanceTimersByTime(1000);
    expect(fired).toEqual(['inactivity']);
  });

  it('exit intent: the pointer leaving through the top, not the sides; nothing on touch devices', () => {
    watch({ exit_intent: true });
    document.dispatchEvent(new MouseEvent('mouseout', { clientY: 300, relatedTarget: null }));
    expect(fired).toEqual([]);
    document.dispatchEvent(new MouseEvent('mouseout', { clientY: -2, relatedTarget: null }));
    expect(fired).toEqual(['exit_intent']);
    stop();
    fired = [];
    watch({ exit_intent: true }, true);
    document.dispatchEvent(new MouseEvent('mouseout', { clientY: -2, relatedTarget: null }));
    expect(fired).toEqual([]);
  });

  describe('adblock', () => {
    it('a bait with a 6-letter random id; fires after the delay when it was hidden, and is removed', () => {
      expect(baitId(() => 0)).toBe('aaaaaa');
      expect(baitId()).toMatch(/^[a-z]{6}$/);
      watch({ adblock: 2 });
      const bait = document.getElementById('nnnnnn')!;
      expect(bait).not.toBeNull();
      bait.style.display = 'none'; // what a blocker's cosmetic filter does
      vi.advanceTimersByTime(2000);
      expect(fired).toEqual(['adblock']);
      expect(document.getElementById('nnnnnn')).toBeNull();
    });
    it('does not fire when the bait kept its box', () => {
      watch({ adblock: 1 });
      const bait = document.getElementById('nnnnnn')!;
      Object.defineProperty(bait, 'offsetHeight', { value: 1 });
      vi.advanceTimersByTime(1000);
      expect(fired).toEqual([]);
      expect(bait.isConnected).toBe(false);
    });
  });

  it('the first trigger wins and stops the others', () => {
    watch({ page_load: 5, click: 1 });
    document.body.click();
    vi.advanceTimersByTime(6000);
    expect(fired).toEqual(['click']);
  });
});
