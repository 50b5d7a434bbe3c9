import type { Disposables } from '../../shared/islands/disposables';
import { matches } from '../../shared/platform/media';
import { isBehindDark } from './contrast';

/**
 * The bar's own behaviour, on its server markup (spec sections 2, 4, 9): exactly one active item, first the one
 * the style variable `--hsa-nav-active` names (default 0), then the clicked one; a clicked icon pulses (scale 1.16,
 * 160 ms; not for shoppers who asked for less motion); the on-dark / on-light look from what lies behind, checked
 * again as the page scrolls, at most once per frame.
 */
export const PULSE = { scale: 1.16, ms: 160 } as const;
export const ACTIVE_VARIABLE = '--hsa-nav-active';

export interface Bar {
  items(): HTMLElement[];
  active(): number;
  setActive(index: number): void;
}

export function styleActiveIndex(root: HTMLElement): number {
  const value = parseInt(getComputedStyle(root).getPropertyValue(ACTIVE_VARIABLE).trim(), 10);
  return Number.isInteger(value) && value >= 0 ? value : 0;
}

export function pulse(item: Element): void {
  if (matches('(prefers-reduced-motion: reduce)')) return;
  const icon = item.querySelector<HTMLElement>('.mobile-nav__icon');
  icon?.animate?.([{ transform: 'scale(1)' }, { transform: `scale(${PULSE.scale})` }, { transform: 'scale(1)' }], { duration: PULSE.ms, easing: 'ease-out' });
}

export function setupBar(root: HTMLElement, d: Disposables, servicesIndex: number): Bar {
  const items = () => Array.from(root.querySelectorAll<HTMLElement>('.mobile-nav__item'));
  let active = 0;
  // Set by the first frame or by a click (or the services modal) before it, which outranks the style variable.
  let settled = false;
  const show = (index: number) => {
    const list = items();
    active = index >= 0 && index < list.length ? index : 0;
    list.forEach((item, i) => item.classList.toggle('is-active', i === active));
  };
  const setActive = (index: number) => {
    settled = true;
    show(index);
  };
  d.add(() => items().forEach((item) => item.classList.remove('is-active')));

  d.listen(root, 'click', (event) => {
    const item = (event.target as Element | null)?.closest?.<HTMLElement>('.mobile-nav__item');
    if (!item || !root.contains(item)) return;
    const index = items().indexOf(item);
    // The services item is active while its modal is open (the modal says so), not after a click.
    if (index !== servicesIndex) setActive(index);
    pulse(item);
  });

  let frame = 0;
  const look = () => {
    frame = 0;
    // The style variable is read in the first frame, with the look, not while the page's scripts start: a computed
    // style read there made the browser work out the whole page's style inside the site bundle's start (7-9 ms of
    // one task at 4x CPU); in the frame it is the style the frame works out anyway.
    if (!settled) setActive(styleActiveIndex(root));
    const dark = isBehindDark(root);
    root.classList.toggle('is-on-dark', dark);
    root.classList.toggle('is-on-light', !dark);
  };
  const schedule = () => {
    if (!frame) frame = requestAnimationFrame(look);
  };
  schedule();
  d.listen(window, 'scroll', schedule, { passive: true });
  d.listen(window, 'resize', schedule, { passive: true });
  d.add(() => {
    cancelAnimationFrame(frame);
    root.classList.remove('is-on-dark', 'is-on-light');
  });

  return { items, active: () => active, setActive };
}
