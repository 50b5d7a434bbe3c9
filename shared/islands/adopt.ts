import type { Cleanup } from './disposables';

/**
 * Adopt, don't replace (DESIGN.md section 3). An island that loads on interaction mounts over a fallback the
 * shopper may be using: the search box they are typing in, the cart link they just tapped. Across the swap this keeps
 * the focused control, the text typed into the fallback's fields and the selection, and holds the clicks made while
 * the view was loading, to replay them on the view's matching control (or on the fallback's, if the view never came).
 *
 * A fallback control and the view's control match by `data-adopt`, else `id`, else `name`: give both the same one.
 */
export function adoptKeyOf(el: Element): string | null {
  const adopt = el.getAttribute('data-adopt');
  if (adopt) return `[data-adopt="${CSS.escape(adopt)}"]`;
  if (el.id) return `#${CSS.escape(el.id)}`;
  const name = el.getAttribute('name');
  return name ? `${el.localName}[name="${CSS.escape(name)}"]` : null;
}

/** The element of `root` with that key, not inside a nested island (someone else's room); the first `accept`s. */
export function findAdopted(root: HTMLElement, key: string, accept = (_el: HTMLElement) => true): HTMLElement | null {
  for (const el of Array.from(root.querySelectorAll<HTMLElement>(key))) {
    const owner = el.closest('[data-island]');
    if ((!owner || owner === root || !root.contains(owner)) && accept(el)) return el;
  }
  return null;
}

/**
 * Until the returned function is called, the arrow keys, Home and End pressed without a modifier on a control of
 * `root` (that `accept`s it) which is not a text field (there they move the caret; no IME composes elsewhere) do
 * nothing; called with a root holding the focus, it sends them again, in order, to the focused control (the view's,
 * which took the focus over, or the same control once its module is there). What moves in a widget a shopper quicker
 * than its module would otherwise lose, or scroll the page with.
 */
export function holdKeys(root: Node, accept = (_target: Element): unknown => true): (replayIn?: Node | null) => void {
  const keys: string[] = [];
  const onKey = (event: Event) => {
    const { key, target, altKey, ctrlKey, metaKey, shiftKey } = event as KeyboardEvent;
    // with a modifier it is left alone: the browser's or the system's (Alt+← is Back), and sent again it would lose it
    if (!/^(Arrow|Home$|End$)/.test(key) || altKey || ctrlKey || metaKey || shiftKey || (target as Element).closest?.('input,textarea,select,[contenteditable]') !== null || !accept(target as Element)) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    keys.push(key);
  };
  root.addEventListener('keydown', onKey, true);
  return (replayIn) => {
    root.removeEventListener('keydown', onKey, true);
    // each to the control focused then (a key may move the focus: ← ← goes two categories on)
    for (const key of replayIn ? keys.splice(0) : []) {
      const focused = document.activeElement;
      if (!replayIn?.contains(focused)) return;
      focused!.dispatchEvent(new KeyboardEvent('keydown', { bubbles: true, cancelable: true, key }));
    }
  };
}

export interface HeldClicks {
  /** Replays the held clicks on the view's matching controls (after mount), or on the fallback's (failure). */
  release(replayIn: HTMLElement | null): void;
  cancel: Cleanup;
}

function controlOf(root: HTMLElement, target: EventTarget | null): { control: HTMLElement; key: string | null } | null {
  const control = (target as Element | null)?.closest?.<HTMLElement>('a, button, input, [role="button"], summary');
  if (!control || !root.contains(control)) return null;
  let keyed: HTMLElement | null = control;
  while (keyed && keyed !== root && !adoptKeyOf(keyed)) keyed = keyed.parentElement;
  return { control, key: keyed && keyed !== root ? adoptKeyOf(keyed) : null };
}

/**
 * A press that began on the fallback and ends after the view replaced it: the browser sends its click to what the
 * press and the release have in common (no longer the control, often nothing), so the shopper's tap would be lost.
 * When the press ends, the view's matching control gets the click, unless the browser already gave it one.
 */
function finishPress(root: HTMLElement, key: string): void {
  const target = findAdopted(root, key);
  if (!target) return;
  let clicked = false;
  const onClick = (event: Event) => {
    if (event.target instanceof Node && target.contains(event.target)) clicked = true;
  };
  const done = () => {
    root.removeEventListener('click', onClick, true);
    document.removeEventListener('pointerup', onUp, true);
    document.removeEventListener('pointercancel', done, true);
    window.clearTimeout(expiry);
  };
  // The click of a release comes in the same task as its pointerup: look once that task is over.
  const onUp = () => window.setTimeout(() => (done(), clicked || target.click()), 0);
  root.addEventListener('click', onClick, true);
  document.addEventListener('pointerup', onUp, true);
  document.addEventListener('pointercancel', done, true);
  const expiry = window.setTimeout(done, 10_000);
}

/**
 * From the trigger until the view is there, a click inside the fallback does not act (the cart link would leave the
 * page the shopper is opening a panel on); it is replayed once, on the matching control, when the view has mounted.
 * So are the arrow keys, Home and End (holdKeys): the mega menu's button reached by Tab, then ← at once to the next
 * category, was lost (or scrolled the page); they go, in order, to the view's focused control.
 */
export function holdClicks(root: HTMLElement, trigger?: Event): HeldClicks {
  const held: Array<{ target: HTMLElement; key: string | null }> = [];
  let pressed: string | null = null;
  const onPointerDown = (event: Event) => {
    pressed = (event as PointerEvent).button === 0 ? (controlOf(root, event.target)?.key ?? null) : null;
  };
  // The press that triggered the load is under way as this starts listening: it counts too.
  if (trigger?.type === 'pointerdown') onPointerDown(trigger);
  const onClick = (event: MouseEvent) => {
    pressed = null;
    if (event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return; // a new tab is the shopper's own
    const found = controlOf(root, event.target);
    if (!found) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    held.push({ target: found.control, key: found.key });
  };
  root.addEventListener('pointerdown', onPointerDown, true);
  root.addEventListener('click', onClick, true);
  const keys = holdKeys(root);
  const cancel = () => {
    root.removeEventListener('pointerdown', onPointerDown, true);
    root.removeEventListener('click', onClick, true);
    keys();
  };
  return {
    cancel,
    release(replayIn) {
      cancel();
      keys(replayIn);
      const last = held.pop(); // a double tap while loading is one tap
      held.length = 0;
      if (!last) {
        if (replayIn && pressed) finishPress(replayIn, pressed);
        return;
      }
      const target = replayIn ? (last.key ? findAdopted(replayIn, last.key) : null) : last.target;
      target?.click();
    },
  };
}
