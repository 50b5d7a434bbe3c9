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
 * What was held while a view loaded, in the shopper's order: a key's name, or a press to make again (holdClicks,
 * the page widgets' holdWidgetInput), so that Enter then Escape on the mega menu's button opens it and closes it.
 */
export type HeldInput = Array<string | ((replayIn: Node) => void)>;

/**
 * Until the returned function is called, the arrow keys, Home, End and Escape pressed without a modifier on a control
 * of `root` (that `accept`s it) which is not a text field (there they move the caret; no IME composes elsewhere) do
 * nothing; called with a root holding the focus, it sends them again, in order with the presses others put in `held`,
 * each to the control focused then (the view's, which took the focus over, or the same control once its module is
 * there). What moves in a widget a shopper quicker than its module would otherwise lose, or scroll the page with.
 */
export function holdKeys(root: Node, accept = (_target: Element): unknown => true, held: HeldInput = []): (replayIn?: Node | null) => void {
  let sending = false;
  const onKey = (event: Event) => {
    const { key, target, altKey, ctrlKey, metaKey, shiftKey } = event as KeyboardEvent;
    // with a modifier it is left alone: the browser's or the system's (Alt+← is Back), and sent again it would lose it
    if (sending || !/^(Arrow|Home$|End$|Escape$)/.test(key) || altKey || ctrlKey || metaKey || shiftKey || (target as Element).closest?.('input,textarea,select,[contenteditable]') !== null || !accept(target as Element)) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    held.push(key);
  };
  root.addEventListener('keydown', onKey, true);
  return async (replayIn) => {
    // a key to the control focused then (a key may move the focus: ← ← goes two categories on), none outside the view;
    // one the shopper presses while they go is held too, and goes after them
    for (let item; replayIn && (item = held.shift()); ) {
      // each once the view has drawn what the one before did: a view's handlers read its last render (Escape closes
      // an open menu, and Enter's press has only asked to open it)
      await new Promise((done) => setTimeout(done));
      const focused = document.activeElement;
      sending = true;
      if (typeof item != 'string') item(replayIn);
      else if (replayIn.contains(focused)) focused!.dispatchEvent(new KeyboardEvent('keydown', { bubbles: true, cancelable: true, key: item }));
      sending = false;
    }
    root.removeEventListener('keydown', onKey, true);
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
 * So are the arrow keys, Home, End and Escape (holdKeys): the mega menu's button reached by Tab, then ← at once to the
 * next category, was lost (or scrolled the page); they go to the view's focused control, in order with the click (Enter
 * then Escape opened the menu and left it open: the Escape went to the fallback, the click came after).
 */
export function holdClicks(root: HTMLElement, trigger?: Event): HeldClicks {
  const held: HeldInput = [];
  let last: ReturnType<typeof controlOf> | undefined;
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
    // one press, the last (a double tap while loading is one tap), in its place among the keys
    held.push((replayIn) => last == found && found.key && findAdopted(replayIn as HTMLElement, found.key)?.click());
    last = found;
  };
  root.addEventListener('pointerdown', onPointerDown, true);
  root.addEventListener('click', onClick, true);
  const keys = holdKeys(root, undefined, held);
  const release = (replayIn?: HTMLElement | null) => {
    root.removeEventListener('pointerdown', onPointerDown, true);
    root.removeEventListener('click', onClick, true);
    if (replayIn && !last && pressed) finishPress(replayIn, pressed);
    // no view: the fallback's own control, as if nothing had been held (the keys go with the view)
    keys(replayIn);
    if (replayIn === null) last?.control.click();
  };
  return { cancel: release, release };
}
