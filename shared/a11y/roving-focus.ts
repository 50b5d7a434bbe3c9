import { normalizePersian } from '../platform/persian-text';
import { arrowStep, type Orientation, type Step } from './direction';

/**
 * Moving focus inside a composite widget (tabs, accordion headers, menus, navigation buttons) with the arrow keys,
 * Home and End, and, in menus, by first letter. WAI-ARIA APG, "Keyboard Navigation Inside Components":
 * https://www.w3.org/WAI/ARIA/apg/practices/keyboard-interface/#kbd_general_within
 */

/** The index `step` leads to from `current` (-1: none yet) among `count` items; -1 when there are none. */
export function stepIndex(current: number, count: number, step: Step, wrap = true): number {
  if (count === 0) return -1;
  if (step === 'first') return 0;
  if (step === 'last') return count - 1;
  if (current < 0) return step === 'next' ? 0 : count - 1;
  const to = current + (step === 'next' ? 1 : -1);
  if (to >= 0 && to < count) return to;
  return wrap ? (to + count) % count : current;
}

/**
 * Handles an arrow, Home or End keydown among `items` (the enabled ones, in order): focuses the one it leads to,
 * prevents the default (no page scroll) and returns it; null when the key is not for this widget.
 */
export function moveFocus(event: KeyboardEvent, items: HTMLElement[], orientation: Orientation, wrap = true): HTMLElement | null {
  const host = items[0];
  const step = host ? arrowStep(event, orientation, host) : null;
  if (!step) return null;
  const target = items[stepIndex(items.indexOf(document.activeElement as HTMLElement), items.length, step, wrap)];
  if (!target) return null;
  event.preventDefault();
  target.focus();
  return target;
}

/**
 * Type-ahead (APG menu): the index of the next item after `current` whose label starts with the typed character,
 * wrapping; -1 when none. Letter forms (ي/ی, ك/ک, a leading آ/ا) and case are folded, so Arabic and Persian
 * keyboard layouts both match.
 */
export function typeaheadIndex(labels: string[], current: number, char: string): number {
  const fold = (text: string) => normalizePersian(text).replace(/^آ/, 'ا'); // آ is typed as ا often enough
  const key = fold(char);
  if (!key) return -1;
  for (let i = 1; i <= labels.length; i++) {
    const index = (current + i) % labels.length;
    if (fold(labels[index] ?? '').startsWith(key)) return index;
  }
  return -1;
}
