import type { PopupTriggers } from '../../shared/api/contracts/popups';

/**
 * The popup's triggers (spec section 4): each watches the page and the first to fire opens the popup; then every
 * watcher stops. Framework-free, so the tests drive them with a fake clock and synthetic events.
 */
export type TriggerName = keyof PopupTriggers;

export interface TriggerEnv {
  win: Window;
  /** Touch-first devices have no exit intent (no pointer leaves through the top). */
  touch: boolean;
  /** For the adblock bait's id. @defaultValue Math.random */
  random?: () => number;
}

/** Six random characters (spec section 9, "Adblock probe id"). */
export function baitId(random: () => number = Math.random): string {
  let id = '';
  const letters = 'abcdefghijklmnopqrstuvwxyz';
  for (let i = 0; i < 6; i++) id += letters[Math.floor(random() * letters.length)];
  return id;
}

function scrollPercent(win: Window): number {
  const doc = win.document.documentElement;
  const room = doc.scrollHeight - win.innerHeight;
  return room <= 0 ? 100 : (win.scrollY / room) * 100;
}

/** Where a shopper types text: a popup waits while one of these has focus. */
const TYPING = 'input:not([type]),input:is([type=text],[type=search],[type=email],[type=tel],[type=url],[type=number],[type=password]),textarea,[contenteditable]:not([contenteditable=false])';

export function watchTriggers(triggers: PopupTriggers, env: TriggerEnv, fire: (name: TriggerName) => void): () => void {
  const { win } = env;
  const doc = win.document;
  const stops: Array<() => void> = [];
  let done = false;
  const stop = () => stops.splice(0).forEach((s) => s());
  const listen = (target: EventTarget, type: string, fn: (e: Event) => void, opts: AddEventListenerOptions = { passive: true }) => {
    target.addEventListener(type, fn, opts);
    stops.push(() => target.removeEventListener(type, fn, opts));
  };
  const later = (ms: number, fn: () => void) => {
    const timer = win.setTimeout(fn, ms);
    stops.push(() => win.clearTimeout(timer));
  };
  const once = (name: TriggerName) => {
    if (done) return;
    done = true;
    stop();
    // A shopper typing into a field is not interrupted (WCAG 3.2.2): the popup waits while a text field has focus,
    // looked at again every 400 ms (a field the page replaced or removed, or a window left and come back to, fire
    // no focusout to wait for; the field that has focus when the shopper returns is still the field). It waits too
    // while another modal dialog is open (the login, a side panel, the mini-cart): it opened over them and took
    // their focus, and two Escapes were needed (found by an exploratory pass). Not for a popup of ours: a second one
    // replaces it unless avoid_multiple_popups says otherwise (spec section 4), the controller's call.
    const wait = () => (doc.activeElement?.matches(TYPING) || doc.querySelector('[aria-modal="true"]:not([hidden],.hsa-popup)') ? later(400, wait) : fire(name));
    wait();
  };
  // A scroll made by moving focus with Tab is not the shopper scrolling: a popup it opened would take focus away
  // from where Tab put it (WCAG 3.2.1, on focus). A wheel, a touch, a press or any other key scrolls for real.
  let tabbing = false;
  if (triggers.scrolling || triggers.scrolling_to) {
    listen(doc, 'keydown', (e) => (tabbing = (e as KeyboardEvent).key === 'Tab'), { capture: true, passive: true });
    for (const type of ['pointerdown', 'wheel', 'touchstart']) listen(doc, type, () => (tabbing = false), { capture: true, passive: true });
  }

  if (triggers.page_load !== undefined) later(triggers.page_load * 1000, () => once('page_load'));

  if (triggers.scrolling) {
    const { direction, offset } = triggers.scrolling;
    let last = win.scrollY;
    listen(win, 'scroll', () => {
      const y = win.scrollY;
      const moved = y - last;
      last = y;
      if (!tabbing && (direction === 'up' ? moved < 0 : moved > 0 && scrollPercent(win) >= offset)) once('scrolling');
    });
  }

  if (triggers.scrolling_to) {
    const selector = triggers.scrolling_to;
    const check = () => {
      const target = doc.querySelector(selector);
      if (target && target.getBoundingClientRect().top < win.innerHeight) once('scrolling_to');
    };
    listen(win, 'scroll', () => tabbing || check());
  }

  if (triggers.click !== undefined) {
    let clicks = 0;
    const needed = triggers.click;
    listen(doc, 'click', () => {
      if (++clicks >= needed) once('click');
    });
  }

  if (triggers.inactivity !== undefined) {
    const ms = triggers.inactivity * 1000;
    let timer = win.setTimeout(() => once('inactivity'), ms);
    stops.push(() => win.clearTimeout(timer));
    const reset = () => {
      win.clearTimeout(timer);
      timer = win.setTimeout(() => once('inactivity'), ms);
    };
    for (const type of ['mousemove', 'keydown', 'scroll', 'touchstart', 'click']) listen(doc, type, reset);
  }

  if (triggers.exit_intent && !env.touch) {
    // The pointer leaving the window through its top edge (towards the tabs and the address bar).
    listen(doc, 'mouseout', (event) => {
      const e = event as MouseEvent;
      if (!e.relatedTarget && e.clientY <= 0) once('exit_intent');
    });
  }

  if (triggers.adblock !== undefined) {
    // A bait an ad blocker's cosmetic filters hide: if it has no box after the delay, one is at work.
    const bait = doc.createElement('div');
    bait.id = baitId(env.random);
    bait.className = 'adsbox ad-banner adsbygoogle';
    bait.setAttribute('aria-hidden', 'true');
    bait.style.cssText = 'position:absolute;inset-block-start:-10px;block-size:1px;inline-size:1px;';
    doc.body.append(bait);
    stops.push(() => bait.remove());
    later(triggers.adblock * 1000, () => {
      const blocked = !bait.isConnected || bait.offsetHeight === 0 || win.getComputedStyle(bait).display === 'none';
      if (blocked) once('adblock');
      else stop();
    });
  }

  return () => {
    done = true;
    stop();
  };
}
