import { createElement } from 'preact';

/**
 * Child islands inside a parent island's fallback (the header holds the mini-cart, the live search and the login).
 * Before the parent's view renders, each top-level child root is swapped for a comment marking its place in the
 * fallback; the view renders `<IslandSlot name="mini-cart" />` where it wants it, and the slot takes the very same
 * element (with the child's view, listeners and focus state inside, mounted or not). Preact never diffs it: the slot
 * renders no children of its own, and Preact only removes nodes it created.
 */
export const ISLAND_SELECTOR = '[data-island]';

interface Lifted {
  child: HTMLElement;
  mark: Comment;
  placed: boolean;
}

const lifted = new WeakMap<HTMLElement, Lifted[]>();

export interface ChildRoots {
  /**
   * Puts each lifted child into the view's slot of its name, and the ones the view gave no slot at the end of the
   * root, so they stay on the page (with a warning). Called once the view has rendered: a slot's ref can run before
   * its parents are in the page.
   */
  place(): void;
  /** Children the view gave no slot: appended at the end of the root, so they stay on the page (and warned about). */
  placeUnslotted(): void;
  /** Puts every child back where it was in the fallback (before the parent unmounts or after a failed render). */
  restore(): void;
}

function topLevelChildren(root: HTMLElement): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>(ISLAND_SELECTOR)).filter((el) => el.parentElement?.closest(ISLAND_SELECTOR) === root);
}

export function adoptChildRoots(root: HTMLElement): ChildRoots {
  const list: Lifted[] = topLevelChildren(root).map((child) => {
    const mark = document.createComment(` island ${child.dataset.island ?? ''} `);
    child.replaceWith(mark);
    return { child, mark, placed: false };
  });
  lifted.set(root, list);
  return {
    place() {
      root.querySelectorAll<HTMLElement>('[data-island-slot]').forEach((slot) => {
        if (slot.closest(ISLAND_SELECTOR) === root) fill(slot, slot.dataset.islandSlot ?? '');
      });
      this.placeUnslotted();
    },
    placeUnslotted() {
      for (const entry of list) {
        if (entry.placed) continue;
        console.warn(`[hsa] ${root.dataset.island}: no <IslandSlot name="${entry.child.dataset.island}"> for a nested island; it was put at the end`);
        root.append(entry.child);
        entry.placed = true;
      }
    },
    restore() {
      for (const entry of list) {
        entry.mark.replaceWith(entry.child);
        entry.placed = false;
      }
      lifted.delete(root);
    },
  };
}

/** Called by a slot element as it enters the page: takes the first lifted child of that name from its parent root. */
function fill(slot: HTMLElement | null, name: string): void {
  if (!slot || slot.firstElementChild) return;
  const root = slot.parentElement?.closest<HTMLElement>(ISLAND_SELECTOR);
  const entry = root ? lifted.get(root)?.find((e) => (!e.placed || !e.child.isConnected) && e.child.dataset.island === name) : undefined;
  if (!entry) return;
  slot.append(entry.child);
  entry.placed = true;
}

/**
 * Where a parent island's view puts a nested island. `display: contents`, so the slot adds no box of its own and
 * the child lays out as it did in the fallback. Render it unconditionally and unkeyed: a slot Preact re-creates
 * would take the child out of the page with it.
 */
export function IslandSlot({ name }: { name: string }) {
  return createElement('div', { 'data-island-slot': name, style: { display: 'contents' }, ref: (el: HTMLElement | null) => fill(el, name) });
}
