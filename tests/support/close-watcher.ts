import { vi } from 'vitest';

/**
 * The HTML standard's CloseWatcher as a browser holds it, for happy-dom (which has none): the active watchers in the
 * order they were made, and `back()`, a close request (Android's Back) to the newest, which is then let go. Undo
 * with `vi.unstubAllGlobals()`.
 */
export function fakeCloseWatchers() {
  const active: Array<{ onclose: (() => void) | null; destroy(): void }> = [];
  class FakeCloseWatcher {
    onclose: (() => void) | null = null;
    constructor() {
      active.push(this);
    }
    destroy() {
      const at = active.indexOf(this);
      if (at >= 0) active.splice(at, 1);
    }
  }
  vi.stubGlobal('CloseWatcher', FakeCloseWatcher);
  return {
    active,
    back() {
      const newest = active.pop();
      newest?.onclose?.();
    },
  };
}
