/**
 * Makes the page behind a modal layer inert (WAI-ARIA APG, Dialog (Modal):
 * https://www.w3.org/WAI/ARIA/apg/patterns/dialog-modal/): every sibling of the layer and of each of its ancestors
 * up to <body> gets `inert`, so neither Tab, a screen reader's virtual cursor nor a pointer reaches it.
 *
 * Layers stack: an element made inert by two open dialogs stays inert until both have closed, and an element that
 * was inert before any of them (the theme's own) is never touched. Elements marked `data-hsa-above-modal` (the
 * toast region) stay live: what they say must reach the shopper while a dialog is open, also as the content of a
 * portal's host (createPortal's `<hsa-portal>`).
 */
const owners = new Map<Element, number>();
const SKIP = new Set(['SCRIPT', 'STYLE', 'LINK', 'META', 'TEMPLATE', 'NOSCRIPT']);
const ABOVE = 'data-hsa-above-modal';
const aboveModal = (el: Element) => el.hasAttribute(ABOVE) || (el.localName === 'hsa-portal' && !!el.firstElementChild?.hasAttribute(ABOVE));

export function inertOthers(layer: Element): () => void {
  const marked: Element[] = [];
  for (let node: Element = layer; node !== document.body && node.parentElement; node = node.parentElement) {
    for (const sibling of Array.from(node.parentElement.children)) {
      if (sibling === node || SKIP.has(sibling.tagName) || aboveModal(sibling)) continue;
      const count = owners.get(sibling) ?? 0;
      if (count === 0 && sibling.hasAttribute('inert')) continue;
      owners.set(sibling, count + 1);
      sibling.setAttribute('inert', '');
      marked.push(sibling);
    }
  }
  let released = false;
  return () => {
    if (released) return;
    released = true;
    for (const el of marked) {
      const count = (owners.get(el) ?? 1) - 1;
      if (count > 0) owners.set(el, count);
      else {
        owners.delete(el);
        el.removeAttribute('inert');
      }
    }
  };
}
