import { useId, useRef, useState } from 'react';

/**
 * A value a primitive owns unless its parent does (Radix's controlled / uncontrolled props): with `value` given
 * the parent decides and hears of changes through `onChange`; without it the primitive keeps its own, starting
 * from `defaultValue`.
 */
export function useControllable<T, Extra extends unknown[] = []>(
  value: T | undefined,
  defaultValue: T,
  onChange?: (next: T, ...extra: Extra) => void,
): [T, (next: T, ...extra: Extra) => void] {
  const [own, setOwn] = useState(defaultValue);
  const latest = useRef(onChange);
  latest.current = onChange;
  const controlled = value !== undefined;
  const current = controlled ? value : own;
  // `extra` travels with the change to onChange (an overlay's close reason).
  const set = (next: T, ...extra: Extra) => {
    if (Object.is(next, current)) return;
    if (!controlled) setOwn(next);
    latest.current?.(next, ...extra);
  };
  return [current, set];
}

/**
 * The element id a primitive gives its parts: the one its props name, else a unique one (Preact's useId, its
 * non-word characters dropped so the id also works unescaped in a CSS selector).
 */
export function useDomId(id?: string): string {
  const generated = useId();
  return id ?? `hsa${generated.replace(/\W/g, '')}`;
}
