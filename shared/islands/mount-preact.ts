import { render, type ComponentChild } from 'preact';
import { restoreAdoption, snapshotAdoption } from './adopt-fields';
import type { Cleanup } from './disposables';
import { adoptChildRoots, type ChildRoots } from './slots';

/**
 * Renders a Preact view over an island's server fallback, in the same task (no paint in between, so nothing
 * shifts), and puts the fallback back on unmount so the page works as it did before.
 *
 * - Adopt: focus, typed text and the selection inside the fallback carry over to the view's matching controls
 *   (adopt.ts), so a shopper typing while the island loaded loses nothing.
 * - Nested islands: every `[data-island]` inside the fallback is someone else's room. It is lifted out before the
 *   view renders and placed into the view's `<IslandSlot name="…">` (slots.ts), never rendered over or unmounted, and
 *   put back in its place in the fallback on unmount. It keeps its own mount state, whichever mounted first.
 */
/**
 * A focused element the view moves rather than draws again (a nested island's control, the header's search box typed
 * into before the header loaded, moved with its island into the parent's slot; a block of server markup the view
 * takes in, as the facet sidebar's related categories) loses focus as it moves: it gets focus and its caret back.
 */
function keepMovedFocus(root: HTMLElement): () => void {
  const el = document.activeElement as HTMLInputElement | null;
  if (!el || !root.contains(el)) return () => {};
  let range: [number | null, number | null] = [null, null];
  try {
    range = [el.selectionStart ?? null, el.selectionEnd ?? null];
  } catch {
    // a field type without a selection
  }
  return () => {
    if (!el.isConnected || document.activeElement === el) return;
    el.focus({ preventScroll: true });
    if (range[0] !== null) el.setSelectionRange(range[0], range[1]);
  };
}

export function mountPreact(root: HTMLElement, view: ComponentChild): Cleanup {
  const adoption = snapshotAdoption(root);
  const movedFocus = keepMovedFocus(root);
  const children: ChildRoots = adoptChildRoots(root);
  const fallback = Array.from(root.childNodes);
  root.replaceChildren();
  try {
    render(view, root);
    children.place();
  } catch (error) {
    render(null, root);
    root.replaceChildren(...fallback);
    children.restore();
    throw error;
  }
  restoreAdoption(root, adoption);
  movedFocus();
  return () => {
    render(null, root);
    root.replaceChildren(...fallback);
    children.restore(); // in the same task: the child never looks removed to the islands' observer
  };
}
