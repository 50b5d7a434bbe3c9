import { useRef } from 'react';
import type { ComponentChildren } from 'preact';
import { useModalLayer } from './use-modal-layer';
import { useOverlayTrigger, type OverlayState, type TriggerProps } from './use-overlay-trigger';
import './Popover.css';

/**
 * Popover: a non-modal panel under its trigger (the account dropdown; WAI-ARIA APG, Disclosure:
 * https://www.w3.org/WAI/ARIA/apg/patterns/disclosure/). The trigger sets its own `aria-expanded` and
 * `aria-controls`. A press outside closes it, and so does focus moving outside it and its trigger (Tab on past it:
 * the keyboard's press outside; focus stays where it went), and Escape while focus is in it or on its trigger (focus
 * then goes back to the trigger); optionally a page scroll or a change of window width. No focus trap: Tab moves on
 * through the page, and the popover closes behind it. One overlay at a time: opening it closes another, unless it opens from inside that one.
 * A layer opened from inside it (a confirming dialog) stacks on it: focus and presses there are not outside, and it stays open under it.
 *
 *   const menu = useOverlayState();
 *   <div class="hsa-popover-anchor">
 *     <button {...usePopoverTrigger(menu)}>…</button>
 *     <Popover state={menu}>…</Popover>
 *   </div>
 */
export interface PopoverProps {
  state: OverlayState;
  children?: ComponentChildren;
  /** Its accessible name, if it needs one (it is then a named group). */
  label?: string;
  /** The trigger's edge it lines up with. @defaultValue 'end' */
  align?: 'start' | 'end';
  /** Move focus into it on open (its first tabbable, else itself). @defaultValue false */
  autoFocus?: boolean;
  /** @defaultValue false */
  closeOnScroll?: boolean;
  /** @defaultValue false */
  closeOnResize?: boolean;
  class?: string;
}

/** The trigger part: `aria-expanded`, `aria-controls` and the toggle. */
export function usePopoverTrigger(state: OverlayState): TriggerProps {
  return useOverlayTrigger(state);
}

export function Popover(props: PopoverProps) {
  const { state } = props;
  const panel = useRef<HTMLDivElement>(null);
  useModalLayer({
    state,
    panel,
    nonModal: true,
    autoFocus: props.autoFocus,
    escapeWithin: () => [panel.current, state.trigger.current],
    closeOnFocusOut: true,
    closeOnScroll: props.closeOnScroll,
    closeOnResize: props.closeOnResize,
  });

  return (
    <div
      ref={panel}
      id={state.id}
      class={`hsa-popover hsa-popover--${props.align ?? 'end'} ${props.class ?? ''}`}
      role={props.label ? 'group' : undefined}
      aria-label={props.label}
      tabIndex={-1}
      hidden={!state.open}
    >
      {props.children}
    </div>
  );
}
