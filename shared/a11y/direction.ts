/**
 * Arrow keys that follow the reading direction. In a right-to-left page the next item of a horizontal widget sits
 * to the left, so ArrowLeft moves forward and ArrowRight back (WAI-ARIA APG, "Keyboard Navigation Inside
 * Components": https://www.w3.org/WAI/ARIA/apg/practices/keyboard-interface/). Mirrored in left-to-right text.
 */
export type Orientation = 'horizontal' | 'vertical';
export type Step = 'next' | 'prev' | 'first' | 'last';

/** True when `el` lays out right to left (its computed direction, or the nearest `dir` attribute). */
export function isRtl(el: Element): boolean {
  // The dir attribute as fallback: some DOMs (happy-dom) do not compute `direction` from it.
  return getComputedStyle(el).direction === 'rtl' || el.closest('[dir]')?.getAttribute('dir') === 'rtl';
}

/**
 * The step a key asks for in a widget of this orientation, or null when the key is not for it (or an IME is
 * composing: Persian keyboards compose). Home and End go to the ends in either orientation.
 */
export function arrowStep(event: KeyboardEvent, orientation: Orientation, el: Element): Step | null {
  if (event.isComposing || event.altKey || event.ctrlKey || event.metaKey) return null;
  switch (event.key) {
    case 'Home':
      return 'first';
    case 'End':
      return 'last';
    case 'ArrowDown':
      return orientation === 'vertical' ? 'next' : null;
    case 'ArrowUp':
      return orientation === 'vertical' ? 'prev' : null;
    case 'ArrowLeft':
    case 'ArrowRight':
      if (orientation === 'vertical') return null;
      return (event.key === 'ArrowLeft') === isRtl(el) ? 'next' : 'prev';
  }
  return null;
}
