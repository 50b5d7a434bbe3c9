import { useRef, useState } from 'react';
import { isRtl } from '../a11y/direction';
import { formatNumber } from '../platform/digits';
import { useDomId } from './use-controllable';
import './Slider.css';

/**
 * A range slider with two thumbs (the price facet). WAI-ARIA APG, Multi-Thumb Slider:
 * https://www.w3.org/WAI/ARIA/apg/patterns/slider-multithumb/
 * Each thumb is its own Tab stop with role=slider, aria-valuemin/max bounded by the other thumb, and a Persian
 * aria-valuetext (digits, thousands separator, prefix and suffix). In RTL the track runs from the right, so
 * ArrowLeft raises the value and ArrowRight lowers it; Up/Down raise/lower in any direction; PageUp/PageDown move
 * a tenth of the range (at least ten steps); Home/End go to the thumb's bounds. Keys are ignored while an IME composes.
 */
export interface SliderProps {
  /** The accessible names of the lower and the upper thumb. */
  labels: [string, string];
  min: number;
  max: number;
  /** @defaultValue 1 */
  step?: number;
  /** [low, high]; the slider is controlled. */
  value: [number, number];
  /** Every move (drag, key). */
  onChange: (value: [number, number]) => void;
  /** When a move ends: a key press, or the pointer let go. The listing refreshes here, not on every pixel. */
  onCommit?: (value: [number, number]) => void;
  /** Shown before and after each number (a currency word). */
  prefix?: string;
  suffix?: string;
  /** Disabled (no range to choose in: min equals max). @defaultValue min >= max */
  disabled?: boolean;
  id?: string;
  class?: string;
}

/** A number as a shopper reads it: Persian digits, ٬ between thousands, the prefix and suffix around it. */
export function sliderText(n: number, prefix = '', suffix = ''): string {
  return `${prefix}${formatNumber(n)}${suffix}`.trim();
}

const clamp = (n: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, n));

export function Slider({ labels, min, max, step = 1, value, onChange, onCommit, prefix = '', suffix = '', disabled = min >= max, id, class: className = '' }: SliderProps) {
  const base = useDomId(id);
  const track = useRef<HTMLDivElement>(null);
  const [dragging, setDragging] = useState<0 | 1 | null>(null);
  const span = max - min || 1;
  const snap = (n: number) => clamp(Math.round((n - min) / step) * step + min, min, max);
  const bounds = (thumb: 0 | 1): [number, number] => (thumb === 0 ? [min, value[1]] : [value[0], max]);
  const move = (thumb: 0 | 1, to: number): [number, number] => {
    const [lo, hi] = bounds(thumb);
    const next: [number, number] = [...value];
    next[thumb] = clamp(snap(to), lo, hi);
    if (next[0] !== value[0] || next[1] !== value[1]) onChange(next);
    return next;
  };

  // A tenth of the range, at least ten steps: over a price range of 41 million in steps of 1,000, ten steps were
  // 10,000 toman, and the middle was 2,000 presses away.
  const page = step * Math.max(10, Math.round((max - min) / step / 10));
  const onKeyDown = (thumb: 0 | 1) => (event: KeyboardEvent) => {
    if (disabled || event.isComposing || event.altKey || event.ctrlKey || event.metaKey) return;
    const rtl = isRtl(event.currentTarget as Element);
    const [lo, hi] = bounds(thumb);
    const current = value[thumb];
    let to: number | null = null;
    switch (event.key) {
      case 'ArrowUp':
        to = current + step;
        break;
      case 'ArrowDown':
        to = current - step;
        break;
      case 'ArrowLeft':
        to = current + (rtl ? step : -step);
        break;
      case 'ArrowRight':
        to = current + (rtl ? -step : step);
        break;
      case 'PageUp':
        to = current + page;
        break;
      case 'PageDown':
        to = current - page;
        break;
      case 'Home':
        to = lo;
        break;
      case 'End':
        to = hi;
        break;
    }
    if (to === null) return;
    event.preventDefault();
    const next = move(thumb, to);
    if (next[thumb] !== current) onCommit?.(next);
  };

  // Where on the track a pointer is, as a value: the track's start edge is its right side in RTL.
  const valueAt = (clientX: number): number => {
    const el = track.current;
    if (!el) return min;
    const rect = el.getBoundingClientRect();
    const fraction = rect.width ? (clientX - rect.left) / rect.width : 0;
    return min + (isRtl(el) ? 1 - fraction : fraction) * span;
  };
  let latest = value;
  const onPointerDown = (event: PointerEvent) => {
    if (disabled || event.button !== 0) return;
    const at = valueAt(event.clientX);
    // the nearer thumb follows the pointer; on a tie the one that can still move towards it
    const thumb: 0 | 1 = Math.abs(at - value[0]) < Math.abs(at - value[1]) || (value[0] === value[1] && at < value[0]) ? 0 : 1;
    setDragging(thumb);
    (event.currentTarget as HTMLElement).setPointerCapture?.(event.pointerId);
    latest = move(thumb, at);
    document.getElementById(`${base}-${thumb}`)?.focus();
    event.preventDefault();
  };
  const onPointerMove = (event: PointerEvent) => {
    if (dragging !== null) latest = move(dragging, valueAt(event.clientX));
  };
  const onPointerUp = () => {
    if (dragging === null) return;
    setDragging(null);
    onCommit?.(latest);
  };

  const percent = (n: number) => ((clamp(n, min, max) - min) / span) * 100;
  return (
    <div class={`hsa-slider ${disabled ? 'is-disabled' : ''} ${className}`}>
      <div
        class="hsa-slider__track"
        ref={track}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onPointerCancel={onPointerUp}
      >
        <div class="hsa-slider__range" style={{ insetInlineStart: `${percent(value[0])}%`, insetInlineEnd: `${100 - percent(value[1])}%` }} />
        {([0, 1] as const).map((thumb) => {
          const [lo, hi] = bounds(thumb);
          return (
            <div
              key={thumb}
              id={`${base}-${thumb}`}
              class="hsa-slider__thumb"
              role="slider"
              tabIndex={disabled ? -1 : 0}
              aria-label={labels[thumb]}
              aria-valuemin={lo}
              aria-valuemax={hi}
              aria-valuenow={value[thumb]}
              aria-valuetext={sliderText(value[thumb], prefix, suffix)}
              aria-orientation="horizontal"
              aria-disabled={disabled || undefined}
              style={{ insetInlineStart: `${percent(value[thumb])}%` }}
              onKeyDown={onKeyDown(thumb)}
            />
          );
        })}
      </div>
      <p class="hsa-slider__values" aria-hidden="true">
        <span>{sliderText(value[0], prefix, suffix)}</span>
        <span>{sliderText(value[1], prefix, suffix)}</span>
      </p>
    </div>
  );
}
