import { prepareAnnouncer } from '../a11y/announcer';
import type { SchemaLike } from '../api/fetch-json';
import { getConfig } from '../api/page-config';
import { pageAsksFor } from './page-islands';
import { emit, on } from '../events/bridge';
import type { EventName, IslandErrorDetail } from '../events/event-map';
import { holdClicks, type HeldClicks } from './adopt';
import { createDisposables, type Cleanup, type Disposables } from './disposables';
import { parseLoadOn, when, type LoadOn } from './load-strategy';
import { parseProps } from './props';

export interface MountContext {
  /** Everything set up here is torn down on unmount. */
  disposables: Disposables;
  /** Aborted on unmount: pass it to fetches. */
  signal: AbortSignal;
  /**
   * What triggered the load: the shopper's event for `interaction`, or, for a `wakeOn` event, a CustomEvent of that
   * name carrying the bridge's detail (the view replays it: the mini-cart opens for `hsa:mini-cart-open`).
   */
  trigger?: Event | undefined;
  /**
   * `wakeOn` events that came after the trigger while the view was loading (an add's `hsa:mini-cart-open` arriving
   * before the mini-cart's view): the view acts on them at mount, in order, as it would have had it been listening.
   */
  missed?: readonly Event[] | undefined;
}

export type MountFn<P> = (root: HTMLElement, props: P, ctx: MountContext) => Cleanup | void | Promise<Cleanup | void>;

export interface IslandDefinition<P> {
  /** Matches `data-island="{name}"` on the root. */
  name: string;
  /** The roots; default `[data-island="{name}"]`. */
  selector?: string;
  /**
   * The props check: a schema (the contracts' kit, or zod/mini), or `propsGuard()` for an island that loads with the
   * page (schema code then stays off the load path). Props come from a JSON script child or data attributes.
   * Checked when the root is found.
   * Leave it out and export `props` from the view module instead (`load`'s answer): the check then comes with the
   * view, at the trigger, and is not on the page's load path; a failure is the same (the fallback stays, a
   * cancelable `island:error`), only later.
   */
  props?: SchemaLike<P>;
  /**
   * When the view loads, unless the root says otherwise with `data-load-on`.
   * @defaultValue 'load'
   */
  loadOn?: LoadOn;
  /**
   * Events (the bridge's, so jQuery triggers count too) that load the view whatever `loadOn` says: the mini-cart
   * loads on interaction, or when an add starts anywhere on the page.
   */
  wakeOn?: readonly EventName[];
  /** Returns the view module; keep the import dynamic so the entry stays tiny. */
  load: () => Promise<ViewModule<P>> | ViewModule<P>;
}

/** What `load` answers: the view's mount, and its props check when the definition leaves `props` out. */
export interface ViewModule<P> {
  mount: MountFn<P>;
  props?: SchemaLike<P>;
}

export interface IslandController {
  /** Finds and claims roots under `scope` (and new ones added later, when scope is the document). */
  start(scope?: ParentNode): Cleanup;
  /** Whether the root has a mounted view. */
  isMounted(root: Element): boolean;
}

interface RootState {
  cancelTrigger: Cleanup;
  held: HeldClicks | null;
  /** Wake events heard between the trigger and the mount. */
  missed: Event[];
  stopListening: Cleanup;
  controller: AbortController;
  disposables: Disposables;
  mounted: boolean;
}

/** Reports a failure on the root: a cancelable `island:error`, and a console warning unless someone handled it. */
export function reportIslandError(target: Element | Document, detail: IslandErrorDetail): void {
  const node = target instanceof Document ? target.body : target;
  const notHandled = node ? emit('island:error', detail, node) : true;
  if (notHandled) console.warn(`[hsa] ${detail.island} (${detail.reason}): ${detail.message}`);
}

export function createIsland<P>(def: IslandDefinition<P>): IslandController {
  const selector = def.selector ?? `[data-island="${def.name}"]`;
  const states = new WeakMap<Element, RootState>();

  function fail(root: HTMLElement, reason: IslandErrorDetail['reason'], message: string, issues?: unknown) {
    root.setAttribute('data-island-state', 'failed');
    reportIslandError(root, { island: def.name, reason, message, issues });
  }

  function claim(root: HTMLElement): void {
    if (states.has(root)) return;
    // With the page, or with the view (def.props left out: checked in mount()).
    const parsed = def.props ? parseProps(root, def.props) : ({ ok: true, props: undefined } as const);
    const controller = new AbortController();
    const disposables = createDisposables();
    const state: RootState = { cancelTrigger: () => {}, held: null, missed: [], stopListening: () => {}, controller, disposables, mounted: false };
    states.set(root, state);
    if (!parsed.ok) {
      fail(root, 'props', parsed.message, parsed.issues);
      return;
    }
    const strategy = parseLoadOn(root.dataset.loadOn, def.loadOn ?? 'load');
    let started = false;
    let cancelWhen: Cleanup = () => {};
    const wakeListeners: Cleanup[] = [];
    const stopListening = () => wakeListeners.splice(0).forEach((off) => off());
    const start = (trigger?: Event) => {
      if (started) return;
      started = true;
      cancelWhen();
      // Loading on the shopper's move: what they click meanwhile waits for the view (adopt.ts).
      if (trigger) state.held = holdClicks(root, trigger);
      void mount(root, parsed.props as P | undefined, state, trigger);
    };
    state.stopListening = stopListening;
    state.cancelTrigger = () => {
      cancelWhen();
      stopListening();
    };
    cancelWhen = when(strategy, root, start);
    if (started) return; // loaded at once: it listens for itself from its first render
    for (const name of def.wakeOn ?? []) {
      wakeListeners.push(
        on(name, (detail) => {
          const event = new CustomEvent(name, { detail });
          if (started) state.missed.push(event); // loading: the view hears it at mount
          else start(event);
        }),
      );
    }
  }

  /** No view after all: the fallback does what the shopper asked (the held click follows the cart link). */
  function giveUp(root: HTMLElement, state: RootState, reason: IslandErrorDetail['reason'], message: string, issues?: unknown) {
    state.stopListening();
    state.held?.release(null);
    state.held = null;
    fail(root, reason, message, issues);
  }

  async function mount(root: HTMLElement, checked: P | undefined, state: RootState, trigger?: Event) {
    let view: ViewModule<P>;
    try {
      view = await def.load();
    } catch (error) {
      giveUp(root, state, 'load', error instanceof Error ? error.message : String(error));
      return;
    }
    if (state.controller.signal.aborted) return;
    let props = checked as P;
    if (!def.props) {
      const parsed = view.props ? parseProps(root, view.props) : ({ ok: false, message: 'the view exports no props check' } as const);
      if (!parsed.ok) {
        giveUp(root, state, 'props', parsed.message, 'issues' in parsed ? parsed.issues : undefined);
        return;
      }
      props = parsed.props;
    }
    try {
      // From here on the view listens for itself: events after this line are its own to hear.
      state.stopListening();
      const cleanup = await view.mount(root, props, {
        disposables: state.disposables,
        signal: state.controller.signal,
        trigger,
        missed: state.missed.splice(0),
      });
      state.disposables.add(cleanup ?? undefined);
      state.mounted = true;
      root.setAttribute('data-island-state', 'mounted');
      state.disposables.add(() => root.removeAttribute('data-island-state'));
      state.held?.release(root);
    } catch (error) {
      state.disposables.dispose();
      state.held?.release(null);
      fail(root, 'mount', error instanceof Error ? error.message : String(error));
    }
    state.held = null;
  }

  function release(root: Element): void {
    const state = states.get(root);
    if (!state) return;
    states.delete(root);
    state.cancelTrigger();
    state.held?.cancel();
    state.controller.abort();
    state.disposables.dispose();
  }

  function rootsIn(node: ParentNode): HTMLElement[] {
    const found: HTMLElement[] = [];
    if (node instanceof HTMLElement && node.matches(selector)) found.push(node);
    node.querySelectorAll<HTMLElement>(selector).forEach((el) => found.push(el));
    return found;
  }

  return {
    start(scope: ParentNode = document) {
      prepareIslands();
      const claimed = rootsIn(scope);
      claimed.forEach(claim);
      let observer: MutationObserver | null = null;
      if (scope === document && typeof MutationObserver !== 'undefined') {
        // Fragments and listing refreshes replace server markup: mount what arrives, release what leaves.
        observer = new MutationObserver((records) => {
          for (const record of records) {
            record.removedNodes.forEach((node) => {
              if (node instanceof HTMLElement && !node.isConnected) rootsIn(node).forEach(release);
            });
            record.addedNodes.forEach((node) => {
              if (node instanceof HTMLElement) rootsIn(node).forEach(claim);
            });
          }
        });
        observer.observe(document.documentElement, { childList: true, subtree: true });
      }
      return () => {
        observer?.disconnect();
        rootsIn(scope).forEach(release);
        claimed.forEach(release);
      };
    },
    isMounted(root) {
      return states.get(root)?.mounted ?? false;
    },
  };
}

/**
 * Once per page, before any island or behaviour claims anything: the page config (the nonce, the message overrides),
 * the live region (one that exists before its first message is read more reliably), and `html.hsa-js`, which says a
 * script runs to a browser that does not know `@media (scripting)` (Chrome before 120, Safari before 17): the theme's
 * `.nojs-only` controls go (theme.css), which otherwise stand beside their scripted twins.
 */
export function prepareIslands(): void {
  getConfig();
  if (typeof document === 'undefined') return;
  document.documentElement.classList.add('hsa-js');
  if (document.body) prepareAnnouncer();
}

/** Entry files call this: define the island and start it once the document is parsed. */
export function defineIsland<P>(def: IslandDefinition<P>): IslandController {
  const island = createIsland(def);
  onDocumentReady(() => pageAsksFor(def.name) && island.start(document));
  return island;
}

/**
 * Starts wait their turn, in order: once the starts run in one task have taken TURN_MS, the rest go on in the next
 * task, so the page's input and rendering get a word in between. With the site bundle every island and behaviour
 * starts while one module is evaluated; in one task that was a long task (33 ms of blocking time at 4× CPU).
 */
const TURN_MS = 8;
const waiting: Array<() => void> = [];
let turnBegan = -1;
let drainScheduled = false;

/** Whether the current task still has time for a start (its turn begins with its first start). */
function inTurn(): boolean {
  const now = performance.now();
  if (turnBegan < 0) {
    turnBegan = now;
    setTimeout(() => (turnBegan = -1), 0);
  }
  return now - turnBegan <= TURN_MS;
}

function run(start: () => void): void {
  try {
    start();
  } catch (error) {
    // one start that throws (each reports its own failures) never holds back the ones after it
    console.warn('[hsa] an island failed to start', error);
  }
}

function drain(): void {
  drainScheduled = false;
  while (waiting.length && inTurn()) run(waiting.shift()!);
  if (waiting.length) scheduleDrain();
}

function scheduleDrain(): void {
  if (drainScheduled) return;
  drainScheduled = true;
  setTimeout(drain, 0);
}

export function onDocumentReady(callback: () => void): void {
  const queue = () => {
    // While the page's deferred scripts are evaluated (readyState 'interactive': the site bundle's own module task,
    // about 40 ms at 4x CPU before any start), the first turn waits for a task of its own too.
    if (!waiting.length && document.readyState === 'complete' && inTurn()) return run(callback);
    waiting.push(callback);
    scheduleDrain();
  };
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', queue, { once: true });
  else queue();
}
