import { useRef, useState } from 'react';

/**
 * A value a primitive owns unless its parent does (Radix's controlled / uncontrolled props): with `value` given
 * the parent decides and hears of changes through `onChange`; without it the primitive keeps its own, starting
 * from `defaultValue`.
 */
export function useControllable<T>(value: T | undefined, defaultValue: T, onChange?: (next: T) => void): [T, (next: T) => void] {
  const [own, setOwn] = useState(defaultValue);
  const latest = useRef(onChange);
  latest.current = onChange;
  const controlled = value !== undefined;
  const current = controlled ? value : own;
  const set = (next: T) => {
    if (Object.is(next, current)) return;
    if (!controlled) setOwn(next);
    latest.current?.(next);
  };
  return [current, set];
}
