import { render, type ComponentChild } from 'preact';
import type { Cleanup } from './disposables';

/**
 * Renders a Preact view over an island's server fallback, which it replaces in the same task (no paint in between,
 * so nothing shifts), and puts the fallback back on unmount so the page works as it did before.
 */
export function mountPreact(root: HTMLElement, view: ComponentChild): Cleanup {
  const fallback = Array.from(root.childNodes);
  root.replaceChildren();
  try {
    render(view, root);
  } catch (error) {
    root.replaceChildren(...fallback);
    throw error;
  }
  return () => {
    render(null, root);
    root.replaceChildren(...fallback);
  };
}
