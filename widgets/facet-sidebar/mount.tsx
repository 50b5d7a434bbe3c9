import type { MountContext } from '../../shared/islands/define-island';
import { mountPreact } from '../../shared/islands/mount-preact';
import { ensureListing } from '../../shared/stores/listing';
import { FacetSidebar } from './FacetSidebar';
import type { FacetSidebarRawProps } from './props';
import './facet-sidebar.css';

/** The props check, run when this view has loaded (the entry leaves it out, so it is not on the page's load path). */
export { facetSidebarProps as props } from './props';

/**
 * Mounts the sidebar: the props are checked whole with the contract (ensureListing, which also starts $listing
 * unless the grid did first); the server's related-categories block moves into the view unchanged and goes back
 * with the fallback on unmount.
 */
export async function mount(root: HTMLElement, _props: FacetSidebarRawProps, ctx: MountContext) {
  const props = await ensureListing(root.ownerDocument);
  if (!props || ctx.signal.aborted) throw new Error('facet-sidebar: props do not match the listing contract');
  const related = root.querySelector('[data-related-cats]');
  const bar = root.ownerDocument.querySelector<HTMLElement>('[data-listing-bar]');
  const focusedHere = root.contains(root.ownerDocument.activeElement);
  ctx.disposables.add(mountPreact(root, <FacetSidebar facets={props.facets} related={related} bar={bar} />));
  // At 390 px the view's facets are the bottom bar's sheets, not the column: a keyboard user who was in the server's
  // facets there stays in the sidebar (its region, then its related categories), not dropped to the page's start.
  if (focusedHere && !root.contains(root.ownerDocument.activeElement)) {
    root.tabIndex = -1;
    root.focus({ preventScroll: true });
  }
}
