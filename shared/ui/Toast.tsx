import { useStore } from '@nanostores/react';
import { atom } from 'nanostores';
import { useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { matches } from '../platform/media';
import './Toast.css';

/**
 * Toast: a short message that comes and goes on its own (WAI-ARIA APG, Alert:
 * https://www.w3.org/WAI/ARIA/apg/patterns/alert/). Read politely from a `role="status"` region, errors at once
 * from a `role="alert"` one; both regions are in the page before any message, as a region born with its text is
 * often not read. The login's timings (spec section 9): fade in 160 ms, shown 2.1 s, fade out 260 ms; with reduced
 * motion no fade, the same 2.1 s. The time shown stops while the pointer or focus is on the toast.
 *
 * One at a time, in order: the login's messages follow each other («code sent», then «login successful»), each is
 * read whole, and a single toast never covers more of a phone's screen than one line. The same message already
 * waiting is not queued twice. `toast()` works from anywhere; one `<ToastRegion />` per page shows them, at the end
 * of <body>, live above an open modal (`data-hsa-above-modal`: the inert page does not take it along).
 */
export type ToastKind = 'info' | 'success' | 'error';

export const TOAST_TIMING = { fadeIn: 160, visible: 2100, fadeOut: 260 } as const;

interface ToastItem {
  id: number;
  message: string;
  kind: ToastKind;
}

const $toasts = atom<readonly ToastItem[]>([]);
let lastId = 0;

export function toast(message: string, options: { kind?: ToastKind } = {}): void {
  const kind = options.kind ?? 'info';
  const queue = $toasts.get();
  if (!message || queue.some((item) => item.message === message && item.kind === kind)) return;
  $toasts.set([...queue, { id: ++lastId, message, kind }]);
}

/** Empties the queue (a test's or a story's fresh start). */
export function clearToasts(): void {
  $toasts.set([]);
}

type Phase = 'in' | 'shown' | 'out';

/** One toast, as it looks in each phase; ToastRegion runs the timing. */
export function ToastMessage({ kind, message, phase = 'shown', onPause }: { kind: ToastKind; message: string; phase?: Phase; onPause?: (paused: boolean) => void }) {
  const pause = () => onPause?.(true);
  const resume = () => onPause?.(false);
  return (
    <div class={`hsa-toast hsa-toast--${kind}`} data-phase={phase} onPointerEnter={pause} onPointerLeave={resume} onFocusIn={pause} onFocusOut={resume}>
      {message}
    </div>
  );
}

function TimedToast({ item, onDone }: { item: ToastItem; onDone: () => void }) {
  const [still] = useState(() => matches('(prefers-reduced-motion: reduce)'));
  const [phase, setPhase] = useState<Phase>(still ? 'shown' : 'in');
  const [paused, setPaused] = useState(false);
  const left = useRef<number>(TOAST_TIMING.visible);

  // One timer per phase; only the time shown counts down across pauses.
  useEffect(() => {
    const shown = phase === 'shown';
    if (shown && paused) return;
    const started = Date.now();
    const id = setTimeout(
      phase === 'in' ? () => setPhase('shown') : shown && !still ? () => setPhase('out') : onDone,
      phase === 'in' ? TOAST_TIMING.fadeIn : shown ? left.current : TOAST_TIMING.fadeOut,
    );
    return () => {
      clearTimeout(id);
      if (shown) left.current -= Date.now() - started;
    };
  }, [phase, paused]);

  return <ToastMessage kind={item.kind} message={item.message} phase={phase} onPause={setPaused} />;
}

export function ToastRegion() {
  const queue = useStore($toasts);
  const current = queue[0];
  const done = () => $toasts.set($toasts.get().filter((item) => item !== current));
  const shown = (urgent: boolean) => current && (current.kind === 'error') === urgent && <TimedToast key={current.id} item={current} onDone={done} />;
  return createPortal(
    <div class="hsa-toasts" data-hsa-above-modal="">
      <div role="status" aria-live="polite" aria-atomic="true">
        {shown(false)}
      </div>
      <div role="alert" aria-atomic="true">
        {shown(true)}
      </div>
    </div>,
    document.body,
  );
}
