import { matches, onMediaChange } from '../platform/media';
import type { Cleanup } from './disposables';

/**
 * When an island loads its view (Astro's client directives):
 * `data-load-on="load|idle|visible|interaction|engaged|media:(…)"`. `engaged` is `visible`, but only once the shopper
 * has done something on the page (a pointer, a key, a touch, a wheel or a scroll that moved): a root in the first
 * screen waits for the first gesture, one further down for the scroll that brings it near. `when()` calls `start`
 * once, at the trigger, and returns a cancel for a root that goes away first.
 */
export type LoadOn = 'load' | 'idle' | 'visible' | 'interaction' | 'engaged' | `media:${string}`;

export function parseLoadOn(value: string | undefined | null, fallback: LoadOn): LoadOn {
  if (!value) return fallback;
  const v = value.trim();
  if (v === 'load' || v === 'idle' || v === 'visible' || v === 'interaction' || v === 'engaged') return v;
  if (v.startsWith('media:') && v.length > 6) return v as LoadOn;
  return fallback;
}

/**
 * The event another island's code dispatches on a root to wake it (`wakeIsland`): named, so that no listener of the
 * shopper's own events (a press, a scroll) takes it for theirs.
 */
const WAKE = 'hsa:wake';
/** Wakes an `interaction` island from outside its root (the bottom bar's links, a card's compare toggle). */
export const wakeIsland = (root: Element): boolean => root.dispatchEvent(new Event(WAKE));
/**
 * On the root: a wheel over it, or a native swipe of a scroller inside it (scroll does not bubble, capture sees it);
 * and the wake.
 */
const INTERACTION_EVENTS = ['pointerover', 'pointerdown', 'focusin', 'touchstart', 'keydown', 'wheel', 'scroll', WAKE] as const;
/** Anywhere on the page, for `engaged` (not pointerover: a page laid out under a resting mouse fires it). */
const PAGE_EVENTS = ['pointermove', 'pointerdown', 'touchstart', 'keydown', 'wheel', 'scroll'] as const;

function onVisible(root: HTMLElement, once: () => void, margin = '200px'): Cleanup {
  if (typeof IntersectionObserver === 'undefined') {
    once();
    return () => {};
  }
  const observer = new IntersectionObserver(
    (entries) => {
      if (entries.some((entry) => entry.isIntersecting)) once();
    },
    { rootMargin: margin },
  );
  observer.observe(root);
  return () => observer.disconnect();
}

/**
 * The shopper has done something on this page: roots claimed later (a refreshed listing's) only wait to be near.
 * One set of passive listeners for the page, from the first `engaged` root until the first gesture.
 */
let engaged = false;
let listening = false;
const waiting = new Set<() => void>();
const GESTURE_OPTIONS = { passive: true, capture: true } as const;

function onGesture(event: Event): void {
  // Only the shopper's own events: a page's other scripts may dispatch made-up ones.
  if (!event.isTrusted) return;
  // The page's own scroll event while it is still at its top is no gesture: a phone's viewport settling while the
  // page lays out fires such events (seen at 4-6x CPU: the home page's carousels then loaded with no input at all).
  // The page never scrolls sideways (tests/e2e/pages.test.ts), so its top is scrollY 0.
  if (event.type === 'scroll' && !(event.target instanceof Element) && !scrollY) return;
  engaged = true;
  PAGE_EVENTS.forEach((type) => window.removeEventListener(type, onGesture, GESTURE_OPTIONS));
  const callbacks = [...waiting];
  waiting.clear();
  callbacks.forEach((callback) => callback());
}

/** What counts as reaching for a control before pressing it: a pointer over it, focus, a touch. */
const REACH_EVENTS = ['pointerover', 'focusin', 'touchstart'] as const;

/**
 * The shopper's first reach (a pointer over it, focus, a touch) for any element `selector` matches in `doc`, markup
 * added later included: `reached` is called once with it, and the listeners go. For code that loads before the press
 * (add-to-cart's actions, the compare tray's view) when a control stands for it all over the page, not one root.
 */
export function onFirstReach(doc: Document, selector: string, reached: (target: Element) => void): Cleanup {
  const stop = () => {
    for (const type of REACH_EVENTS) doc.removeEventListener(type, handler, true);
  };
  const handler = (event: Event) => {
    const target = (event.target as Element | null)?.closest?.(selector);
    if (!target) return;
    stop();
    reached(target);
  };
  for (const type of REACH_EVENTS) doc.addEventListener(type, handler, { capture: true, passive: true });
  return stop;
}

/** Calls `then` at the shopper's first gesture anywhere on the page, or at once after one; returns its cancel. */
function onFirstGesture(then: () => void): Cleanup {
  if (engaged) {
    then();
    return () => {};
  }
  if (!listening) {
    listening = true;
    PAGE_EVENTS.forEach((type) => window.addEventListener(type, onGesture, GESTURE_OPTIONS));
  }
  waiting.add(then);
  return () => waiting.delete(then);
}

/** Calls `then` with the shopper's first move on `root` (INTERACTION_EVENTS); returns its cancel. */
function onInteraction(root: HTMLElement, then: (event: Event) => void): Cleanup {
  for (const type of INTERACTION_EVENTS) root.addEventListener(type, then, { passive: true, capture: true });
  return () => INTERACTION_EVENTS.forEach((type) => root.removeEventListener(type, then, { capture: true }));
}

/** Runs `start` once, when `strategy` says; `margin` is how near the screen 'visible' means (200 px ahead by default). */
export function when(strategy: LoadOn, root: HTMLElement, start: (trigger?: Event) => void, margin?: string): Cleanup {
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
    const idle = 'requestIdleCallback' in window; // Safari has none
    const id = idle ? requestIdleCallback(() => once(), { timeout: 2000 }) : window.setTimeout(() => once(), 200);
    // or sooner, when the shopper reaches it first (the header's buttons, tabbed to on a busy phone before the page
    // is idle, did nothing): no trigger passed on, what the mount sets up hears what comes next (lazy-part.ts)
    const off = onInteraction(root, () => once());
    cancel = () => {
      if (idle) cancelIdleCallback(id);
      else clearTimeout(id);
      off();
    };
  } else if (strategy === 'visible') {
    cancel = onVisible(root, () => once(), margin);
  } else if (strategy === 'engaged') {
    // No trigger passed on: a click on a slide's link while the view loads is the link's, not held for the view.
    let stopVisible: Cleanup = () => {};
    const stopGesture = onFirstGesture(() => (stopVisible = onVisible(root, () => once())));
    cancel = () => {
      stopGesture();
      stopVisible();
    };
  } else if (strategy === 'interaction') {
    cancel = onInteraction(root, once);
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
