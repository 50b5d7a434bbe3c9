import { afterEach, describe, expect, it } from 'vitest';
import { trapFocus } from '../../../shared/a11y/focus-scope';

/**
 * The focus scope of modal dialogs (APG Dialog (Modal)). happy-dom does not move focus on Tab, so each test sends
 * the keydown to the focused element and checks what the scope did: at the edges it moves focus itself and
 * prevents the browser's move; inside, it leaves the browser alone.
 */
let releases: Array<() => void> = [];

afterEach(() => {
  releases.forEach((release) => release());
  releases = [];
  document.body.innerHTML = '';
});

function scope(labels: string[], options: Parameters<typeof trapFocus>[1] = {}) {
  const container = document.createElement('div');
  container.tabIndex = -1;
  for (const label of labels) {
    const button = document.createElement('button');
    button.textContent = label;
    container.append(button);
  }
  document.body.append(container);
  releases.push(trapFocus(container, options));
  return { container, buttons: Array.from(container.querySelectorAll('button')) };
}

function outsideButton(label = 'بیرون') {
  const button = document.createElement('button');
  button.textContent = label;
  document.body.prepend(button);
  return button;
}

function tab(shiftKey = false): KeyboardEvent {
  const event = new KeyboardEvent('keydown', { key: 'Tab', shiftKey, bubbles: true, cancelable: true });
  (document.activeElement ?? document.body).dispatchEvent(event);
  return event;
}

describe('a focus scope', () => {
  it('focuses its first tabbable on activation, or the given element', () => {
    const { buttons } = scope(['یک', 'دو', 'سه']);
    expect(document.activeElement).toBe(buttons[0]);
    const second = scope(['چهار', 'پنج'], { initialFocus: null });
    expect(document.activeElement).toBe(second.buttons[0]);
  });

  it('focuses the container when nothing inside is tabbable', () => {
    const { container } = scope([]);
    expect(document.activeElement).toBe(container);
    expect(tab().defaultPrevented).toBe(true);
    expect(document.activeElement).toBe(container);
  });

  describe('given focus on the last item', () => {
    it('Tab wraps to the first', () => {
      const { buttons } = scope(['یک', 'دو', 'سه']);
      buttons[2]!.focus();
      const event = tab();
      expect(event.defaultPrevented).toBe(true);
      expect(document.activeElement).toBe(buttons[0]);
    });
  });

  describe('given focus on the first item', () => {
    it('Shift+Tab wraps to the last', () => {
      const { buttons } = scope(['یک', 'دو', 'سه']);
      const event = tab(true);
      expect(event.defaultPrevented).toBe(true);
      expect(document.activeElement).toBe(buttons[2]);
    });
  });

  describe('given focus on the container itself', () => {
    it('Shift+Tab goes to the last item, not out of the scope', () => {
      const { container, buttons } = scope(['یک', 'دو']);
      container.focus();
      expect(tab(true).defaultPrevented).toBe(true);
      expect(document.activeElement).toBe(buttons[1]);
    });
  });

  it('leaves Tab between inner items to the browser', () => {
    const { buttons } = scope(['یک', 'دو', 'سه']);
    buttons[1]!.focus();
    expect(tab().defaultPrevented).toBe(false);
    expect(tab(true).defaultPrevented).toBe(false);
  });

  it('skips disabled and hidden items at the edges', () => {
    const { container, buttons } = scope(['یک', 'دو', 'سه']);
    buttons[2]!.disabled = true;
    buttons[0]!.hidden = true;
    container.focus();
    buttons[1]!.focus();
    expect(tab().defaultPrevented).toBe(true);
    expect(document.activeElement).toBe(buttons[1]);
  });

  it('pulls focus that escapes (a click, a script) back inside', () => {
    const outside = outsideButton();
    const { buttons } = scope(['یک', 'دو']);
    outside.focus();
    expect(document.activeElement).toBe(buttons[0]);
  });

  describe('given two stacked scopes', () => {
    it('only the top one traps; the lower one traps again once the top is released', () => {
      const lower = scope(['پایین یک', 'پایین دو']);
      const upper = scope(['بالا یک', 'بالا دو', 'بالا سه']);
      expect(document.activeElement).toBe(upper.buttons[0]);
      upper.buttons[2]!.focus();
      tab();
      expect(document.activeElement).toBe(upper.buttons[0]);
      // the lower scope does not act on keys in the upper one: Tab between its items is the browser's
      upper.buttons[1]!.focus();
      expect(tab().defaultPrevented).toBe(false);
      expect(document.activeElement).toBe(upper.buttons[1]);
      // focus moving to the lower scope is pulled into the top one
      lower.buttons[0]!.focus();
      expect(document.activeElement).toBe(upper.buttons[0]);

      releases.pop()!();
      lower.buttons[1]!.focus();
      expect(tab().defaultPrevented).toBe(true);
      expect(document.activeElement).toBe(lower.buttons[0]);
    });
  });

  it('stops trapping once released', () => {
    const outside = outsideButton();
    const { buttons } = scope(['یک', 'دو']);
    releases.pop()!();
    buttons[1]!.focus();
    expect(tab().defaultPrevented).toBe(false);
    outside.focus();
    expect(document.activeElement).toBe(outside);
  });
});
