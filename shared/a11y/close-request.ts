/** The HTML standard's CloseWatcher (Chrome 126+), not yet in TypeScript's DOM types. */
type CloseWatcherClass = new () => { onclose: (() => void) | null; destroy(): void };

/**
 * A phone's Back (Android's back button or gesture) closes the top layer, as Escape does, instead of leaving the
 * page with the shopper's search or filters: each open layer holds a CloseWatcher (the overlay manager's, overlay.ts;
 * the compare tray's sheet), and the browser sends a close request to the newest one. No history entries, so the
 * listing's own history is left alone. Only with a coarse pointer: on a desktop an Escape no layer hears (a popover
 * with focus elsewhere) stays unheard, as before. Where the browser has no CloseWatcher (Safari, Chrome before 126),
 * Back leaves the page as it always did. Returns what lets the watcher go (when the layer closes another way).
 */
export function watchBack(close: () => void): () => void {
  const Watcher = (window as { CloseWatcher?: CloseWatcherClass }).CloseWatcher;
  if (!Watcher || !matchMedia('(pointer: coarse)').matches) return () => {};
  const watcher = new Watcher();
  watcher.onclose = close;
  return () => watcher.destroy();
}
