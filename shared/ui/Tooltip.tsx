import { useEffect, useRef, useState } from 'react';
import type { ComponentChildren } from 'preact';
import { announce } from '../a11y/announcer';
import { onEscapeFirst, TOOLTIP_FLASH_MS } from './flash-tooltip';
import { useDomId } from './use-controllable';
import './Tooltip.css';

/**
 * Tooltip, WAI-ARIA APG: https://www.w3.org/WAI/ARIA/apg/patterns/tooltip/
 * `role="tooltip"`, always in the page and named by its anchor's `aria-describedby`; shown while the anchor (or the
 * tooltip itself, so it can be read under a magnifier) is hovered or the anchor is focused, hidden on blur, on
 * leaving and on Escape (which then goes no further: an open dialog behind stays open). `flash()` shows it for
 * 1.8 s without hover or focus, and announces it: the compare limit (spec sections 4 and 9). For server markup
 * that no Preact view renders, flash-tooltip.ts does the same.
 *
 *   const tip = useTooltip();
 *   <Tooltip tip={tip} content={t('compareLimit', { MAX: 4 })}>
 *     <button {...tip.anchorProps}>…</button>
 *   </Tooltip>
 */
export interface TooltipState {
  id: string;
  open: boolean;
  show(): void;
  hide(): void;
  /** Shows it for `ms` and announces its text. @defaultValue 1800 ms */
  flash(ms?: number): void;
  anchorProps: { 'aria-describedby': string; onFocus: () => void; onBlur: () => void };
}

export function useTooltip(): TooltipState {
  const id = useDomId();
  const [open, setOpen] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>();
  // Every show or hide ends a flash's countdown.
  const set = (next: boolean) => () => {
    clearTimeout(timer.current);
    setOpen(next);
  };
  const show = set(true);
  const hide = set(false);

  useEffect(() => () => clearTimeout(timer.current), []);
  useEffect(() => (open ? onEscapeFirst(hide) : undefined), [open]);

  return {
    id,
    open,
    show,
    hide,
    flash: (ms = TOOLTIP_FLASH_MS) => {
      show();
      timer.current = setTimeout(hide, ms);
      announce(document.getElementById(id)?.textContent ?? '');
    },
    anchorProps: { 'aria-describedby': id, onFocus: show, onBlur: hide },
  };
}

export function Tooltip({ tip, content, children, class: className = '' }: { tip: TooltipState; content: ComponentChildren; children: ComponentChildren; class?: string }) {
  return (
    <span class={`hsa-tooltip-host ${className}`} onPointerEnter={tip.show} onPointerLeave={tip.hide}>
      {children}
      <span id={tip.id} role="tooltip" class="hsa-tooltip" hidden={!tip.open}>
        {content}
      </span>
    </span>
  );
}
