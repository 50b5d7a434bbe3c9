import { matches, onMediaChange } from '../platform/media';
import type { Cleanup } from './disposables';

/**
 * When an island loads its view (Astro's client directives): `data-load-on="load|idle|visible|interaction|media:(…)"`.
 * `when()` calls `start` once, at the trigger, and returns a cancel for a root that goes away first.
 */
export type LoadOn = 'load' | 'idle' | 'visible' | 'interaction' | `media:${string}`;

export function parseLoadOn(value: string | undefined | null, fallback: LoadOn): LoadOn {
  if (!value) return fallback;
  const v = value.trim();
  if (v === 'load' || v === 'idle' || v === 'visible' || v === 'interaction') return v;
  if (v.startsWith('media:') && v.length > 6) return v as LoadOn;
  return fallback;
}

const INTERACTION_EVENTS = ['pointerover', 'pointerdown', 'focusin', 'touchstart', 'keydown'] as const;

export function when(strategy: LoadOn, root: HTMLElement, start: (trigger?: Event) => void): Cleanup {
  let done = false;
  const once = (trigger?: Event) => {
    if (done) return;
    done = true;
    cancel();
    start(trigger);
  };
  let cancel: Cleanup = () => {};

  if (strategy === 'load') {
    once();
  } else if (strategy === 'idle') {
    const w = window as Window & { requestIdleCallback?: (cb: () => void, o?: { timeout: number }) => number; cancelIdleCallback?: (id: number) => void };
    if (w.requestIdleCallback) {
      const id = w.requestIdleCallback(() => once(), { timeout: 2000 });
      cancel = () => w.cancelIdleCallback?.(id);
    } else {
      const id = window.setTimeout(() => once(), 200);
      cancel = () => window.clearTimeout(id);
    }
  } else if (strategy === 'visible') {
    if (typeof IntersectionObserver === 'undefined') {
      once();
    } else {
      const observer = new IntersectionObserver(
        (entries) => {
          if (entries.some((entry) => entry.isIntersecting)) once();
        },
        { rootMargin: '200px' },
      );
      observer.observe(root);
      cancel = () => observer.disconnect();
    }
  } else if (strategy === 'interaction') {
    const handler = (event: Event) => once(event);
    for (const type of INTERACTION_EVENTS) root.addEventListener(type, handler, { passive: true, capture: true });
    cancel = () => {
      for (const type of INTERACTION_EVENTS) root.removeEventListener(type, handler, { capture: true });
    };
  } else {
    const query = strategy.slice('media:'.length);
    if (matches(query)) once();
    else cancel = onMediaChange(query, (now) => now && once());
  }
  return () => {
    done = true;
    cancel();
  };
}
