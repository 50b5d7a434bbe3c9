import type { Cleanup } from './disposables';

/**
 * Calls `enhance` for every element matching `selector` now and for each one added later (fragments, refreshed
 * listings), once per element. The cleanup each call returns runs when the behaviour stops, so whatever it added
 * to server markup is taken off again (convention 7).
 */
export function observeMatches(root: ParentNode & Node, selector: string, enhance: (el: HTMLElement) => Cleanup | void): Cleanup {
  const cleanups = new Map<HTMLElement, Cleanup>();
  const visit = (el: HTMLElement) => {
    if (cleanups.has(el)) return;
    const cleanup = enhance(el);
    cleanups.set(el, cleanup ?? (() => {}));
  };
  const scan = (node: ParentNode) => {
    if (node instanceof HTMLElement && node.matches(selector)) visit(node);
    node.querySelectorAll<HTMLElement>(selector).forEach(visit);
  };
  scan(root);
  let observer: MutationObserver | null = null;
  if (typeof MutationObserver !== 'undefined') {
    observer = new MutationObserver((records) => {
      for (const record of records) {
        record.addedNodes.forEach((node) => {
          if (node instanceof HTMLElement) scan(node);
        });
        record.removedNodes.forEach((node) => {
          if (!(node instanceof HTMLElement)) return;
          for (const [el] of cleanups) if (!el.isConnected && (node === el || node.contains(el))) cleanups.delete(el);
        });
      }
    });
    observer.observe(root, { childList: true, subtree: true });
  }
  return () => {
    observer?.disconnect();
    for (const cleanup of cleanups.values()) cleanup();
    cleanups.clear();
  };
}
