import { jqueryEvents, type EventMap, type EventName } from './event-map';

/**
 * The event bridge. `emit` dispatches a native CustomEvent on `document.body` and, when jQuery is on the page,
 * triggers the same event through jQuery with WooCommerce's argument list (jQuery's `.trigger()` never reaches
 * native listeners, and native events never reach jQuery handlers). `on` hears both, once each.
 */

interface JQueryLike {
  event?: { triggered?: string | undefined };
  (target: unknown): {
    on(type: string, handler: (...args: unknown[]) => void): unknown;
    off(type: string, handler: (...args: unknown[]) => void): unknown;
    trigger(type: string, args?: unknown[]): unknown;
  };
}

function jq(): JQueryLike | null {
  const candidate = (globalThis as { jQuery?: unknown }).jQuery;
  return typeof candidate === 'function' ? (candidate as JQueryLike) : null;
}

/** Set while we trigger through jQuery ourselves, so our own jQuery listener does not hear our event twice. */
let ownJqueryTrigger: string | null = null;

function toJqueryArgs<K extends EventName>(name: K, detail: EventMap[K]): unknown[] {
  const $ = jq();
  const wrap = (el: Element | undefined) => (el && $ ? $(el) : undefined);
  switch (name) {
    case 'added_to_cart':
    case 'removed_from_cart': {
      const d = detail as EventMap['added_to_cart'];
      return [d.fragments, d.cartHash, wrap(d.button)];
    }
    case 'adding_to_cart': {
      const d = detail as EventMap['adding_to_cart'];
      return [wrap(d.button), d.data];
    }
    case 'wc_cart_button_updated':
      return [wrap((detail as EventMap['wc_cart_button_updated']).button)];
    default:
      return [];
  }
}

function unwrapElement(value: unknown): Element | undefined {
  if (value instanceof Element) return value;
  const first = (value as { 0?: unknown } | null | undefined)?.[0];
  return first instanceof Element ? first : undefined;
}

function fromJqueryArgs<K extends EventName>(name: K, args: unknown[]): EventMap[K] {
  switch (name) {
    case 'added_to_cart':
    case 'removed_from_cart':
      return {
        fragments: (args[0] && typeof args[0] === 'object' ? args[0] : undefined) as Record<string, string> | undefined,
        cartHash: typeof args[1] === 'string' ? args[1] : undefined,
        button: unwrapElement(args[2]),
      } as EventMap[K];
    case 'adding_to_cart':
      return { button: unwrapElement(args[0]), data: (args[1] ?? {}) as Record<string, string> } as EventMap[K];
    case 'wc_cart_button_updated':
      return { button: unwrapElement(args[0]) } as EventMap[K];
    default:
      return {} as EventMap[K];
  }
}

/**
 * Sends an event to native listeners and, for WooCommerce's events, to jQuery handlers too, each once.
 * jQuery's `.on()` listens natively as well, so during our native dispatch `jQuery.event.triggered` is set to the
 * event's name: jQuery's own guard (the one it uses around native methods) then skips its handlers, which hear the
 * event from our jQuery trigger instead, with WooCommerce's arguments.
 */
export function emit<K extends EventName>(name: K, detail: EventMap[K], target: EventTarget = document.body): boolean {
  const event = new CustomEvent(name, { detail, bubbles: true, cancelable: true });
  const $ = jq();
  const viaJquery = Boolean($ && (jqueryEvents as readonly string[]).includes(name) && target === document.body);
  const guard = viaJquery ? $!.event : undefined;
  const previous = guard?.triggered;
  if (guard) guard.triggered = name;
  let notCanceled: boolean;
  try {
    notCanceled = target.dispatchEvent(event);
  } finally {
    if (guard) guard.triggered = previous;
  }
  if (viaJquery) {
    ownJqueryTrigger = name;
    try {
      $!(document.body).trigger(name, toJqueryArgs(name, detail));
    } catch (error) {
      // a broken third-party handler must not break our flow
      console.warn(`[hsa] a jQuery handler of ${name} threw`, error);
    } finally {
      ownJqueryTrigger = null;
    }
  }
  return notCanceled;
}

/**
 * Listens for an event from native dispatches and from jQuery triggers, each heard once. Returns the unsubscribe.
 */
export function on<K extends EventName>(
  name: K,
  handler: (detail: EventMap[K], event: Event | null) => void,
  target: EventTarget = document.body,
): () => void {
  const native = (event: Event) => handler(((event as CustomEvent).detail ?? {}) as EventMap[K], event);
  target.addEventListener(name, native);
  const wantsJquery = target === document.body && (jqueryEvents as readonly string[]).includes(name);
  const viaJquery = (jqEvent: { originalEvent?: Event } | undefined, ...args: unknown[]) => {
    // Our own trigger, or a native event (jQuery wraps those in originalEvent): the native listener has it.
    if (ownJqueryTrigger === name || jqEvent?.originalEvent) return;
    handler(fromJqueryArgs(name, args), null);
  };
  let $: JQueryLike | null = null;
  const attach = () => {
    $ = jq();
    $?.(document.body).on(name, viaJquery as (...args: unknown[]) => void);
  };
  // A theme may print jQuery after our modules run (in the footer, or deferred): try again once the page has loaded.
  const lateAttach = () => {
    if (!$) attach();
  };
  if (wantsJquery) {
    attach();
    if (!$ && document.readyState !== 'complete') window.addEventListener('load', lateAttach, { once: true });
  }
  return () => {
    target.removeEventListener(name, native);
    window.removeEventListener('load', lateAttach);
    ($ as JQueryLike | null)?.(document.body).off(name, viaJquery as (...args: unknown[]) => void);
  };
}
