import { accordionHeaderFor, openAccordionItem } from './accordion';
import { selectTab, tabFor, type LazyLoader } from './tabs';

/**
 * Hash links (spec section 2): `#{tab_id}` and `#{toggle_id}` open the matching tab or accordion item, on load and
 * on `hashchange`, and scroll it into view 80 px below the top (the sticky header's room). With `focus` (an in-page
 * link followed, not the address the page opened at), the tab or the item's button takes the focus, where the link
 * would have put it had its target been shown: it fell to <body>.
 */
export const HASH_SCROLL_OFFSET = 80;

export function openFromHash(doc: Document, loadLazy: LazyLoader, focus = false): boolean {
  const win = doc.defaultView;
  let id = '';
  try {
    id = decodeURIComponent(doc.location.hash.slice(1));
  } catch {
    return false;
  }
  const target = id ? doc.getElementById(id) : null;
  if (!target || !win) return false;
  const tab = tabFor(target);
  const header = tab ? null : accordionHeaderFor(target);
  if (tab) selectTab(tab, loadLazy);
  else if (header) openAccordionItem(header);
  else return false;
  const el = tab ?? header!;
  win.scrollTo({ top: el.getBoundingClientRect().top + win.scrollY - HASH_SCROLL_OFFSET });
  if (focus) el.focus({ preventScroll: true });
  return true;
}
