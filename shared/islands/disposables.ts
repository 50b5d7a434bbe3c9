/**
 * Collects every listener, timer and observer an island or behaviour sets up, so `mount()`'s cleanup is one call
 * and nothing leaks (Embla's EventStore does the same).
 */
export type Cleanup = () => void;

export interface Disposables {
  add(cleanup: Cleanup | void | undefined): void;
  listen<K extends keyof DocumentEventMap>(
    target: Document,
    type: K,
    handler: (event: DocumentEventMap[K]) => void,
    options?: AddEventListenerOptions,
  ): void;
  listen<K extends keyof WindowEventMap>(
    target: Window,
    type: K,
    handler: (event: WindowEventMap[K]) => void,
    options?: AddEventListenerOptions,
  ): void;
  listen(target: EventTarget, type: string, handler: (event: Event) => void, options?: AddEventListenerOptions): void;
  timeout(callback: () => void, ms: number): number;
  dispose(): void;
  readonly disposed: boolean;
}

export function createDisposables(): Disposables {
  let cleanups: Cleanup[] = [];
  let disposed = false;
  const api: Disposables = {
    add(cleanup) {
      if (!cleanup) return;
      if (disposed) cleanup();
      else cleanups.push(cleanup);
    },
    listen(target: EventTarget, type: string, handler: (event: never) => void, options?: AddEventListenerOptions) {
      const listener = handler as unknown as EventListener;
      target.addEventListener(type, listener, options);
      api.add(() => target.removeEventListener(type, listener, options));
    },
    timeout(callback, ms) {
      const id = window.setTimeout(callback, ms);
      api.add(() => window.clearTimeout(id));
      return id;
    },
    dispose() {
      if (disposed) return;
      disposed = true;
      const list = cleanups;
      cleanups = [];
      // last in, first out: what was set up last may depend on what came before
      for (let i = list.length - 1; i >= 0; i--) {
        try {
          list[i]!();
        } catch (error) {
          console.warn('[hsa] a cleanup threw', error);
        }
      }
    },
    get disposed() {
      return disposed;
    },
  };
  return api;
}
