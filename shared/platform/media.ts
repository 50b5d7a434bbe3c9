/** Media queries that never throw (old engines, happy-dom without matchMedia). */
export function matches(query: string): boolean {
  try {
    return typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia(query).matches;
  } catch {
    return false;
  }
}

/** Calls `callback` whenever the query starts or stops matching; returns the unsubscribe. */
export function onMediaChange(query: string, callback: (matches: boolean) => void): () => void {
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return () => {};
  const list = window.matchMedia(query);
  const listener = (event: MediaQueryListEvent) => callback(event.matches);
  list.addEventListener('change', listener);
  return () => list.removeEventListener('change', listener);
}

/** The page builder's device mode at a viewport width (spec section 9): mobile up to 767 px, tablet up to 1024 px. */
export function builderDevice(width: number): 'mobile' | 'tablet' | 'desktop' {
  return width <= 767 ? 'mobile' : width <= 1024 ? 'tablet' : 'desktop';
}
