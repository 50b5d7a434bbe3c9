import { useEffect, useLayoutEffect, useRef } from 'react';
import { render } from 'preact';
import { tabbables } from '../../shared/a11y/focusable';
import { Drawer } from '../../shared/ui/Drawer';
import { useOverlayState } from '../../shared/ui/use-overlay-trigger';

/**
 * Off-canvas panels (spec section 2): `<div data-hsa-off-canvas="{id}" data-title="…" data-side="start|end"
 * hidden>content</div>` opened by the off_canvas URL actions, on the Drawer primitive (focus in and back, Tab
 * wrap, Escape, backdrop, inert page). Loaded on the first action only. The panel's server markup moves into the
 * drawer while open and goes back on close.
 */
export const OFF_CANVAS_FOCUS_DELAY = 100;

let host: HTMLElement | null = null;
let openId: string | null = null;

export function OffCanvas({ source, opener, onClosed }: { source: HTMLElement; opener: HTMLElement | null; onClosed: () => void }) {
  const id = source.dataset.hsaOffCanvas!;
  const state = useOverlayState({ defaultOpen: true, id: `hsa-off-canvas-${id}`, onOpenChange: (open) => !open && onClosed() });
  if (opener && !state.opener.current) state.opener.current = opener;
  const body = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const nodes = Array.from(source.childNodes);
    body.current?.append(...nodes);
    return () => source.append(...nodes);
  }, []);
  useEffect(() => {
    // Focus enters the drawer at once and reaches its first control after the slide (spec section 9: 100 ms).
    const timer = window.setTimeout(() => {
      const panel = document.getElementById(state.id);
      if (panel && document.activeElement === panel) (tabbables(panel)[0] ?? panel).focus({ preventScroll: true });
    }, OFF_CANVAS_FOCUS_DELAY);
    return () => window.clearTimeout(timer);
  }, []);
  return (
    <Drawer state={state} title={source.dataset.title ?? ''} side={source.dataset.side === 'end' ? 'end' : 'start'} class="hsa-off-canvas" initialFocus={() => document.getElementById(state.id)}>
      <div ref={body} />
    </Drawer>
  );
}

function show(source: HTMLElement | null, opener: HTMLElement | null): void {
  host ??= document.body.appendChild(document.createElement('div'));
  openId = source ? source.dataset.hsaOffCanvas! : null;
  render(source ? <OffCanvas key={openId} source={source} opener={opener} onClosed={() => show(null, null)} /> : null, host);
}

export function offCanvasAction(action: 'open' | 'close' | 'toggle', id: string, opener: HTMLElement | null): void {
  const source = document.querySelector<HTMLElement>(`[data-hsa-off-canvas="${CSS.escape(id)}"]`);
  if (!source) {
    console.warn(`[hsa] page-widgets: no off-canvas panel ${JSON.stringify(id)}`);
    return;
  }
  const isOpen = openId === id;
  if (action === 'open' || (action === 'toggle' && !isOpen)) show(source, opener);
  else if (isOpen) show(null, null);
}
