import { getConfig } from '../../shared/api/page-config';
import { on } from '../../shared/events/bridge';
import { wooHandlesAddToCart } from '../../shared/events/woo-scripts';
import type { Disposables } from '../../shared/islands/disposables';
import { onFirstReach } from '../../shared/islands/load-strategy';
import { observeMatches } from '../../shared/islands/observe';
import { followCartRefreshes } from '../../shared/stores/cart-follow';

/**
 * Add to cart (spec sections 4 and 7) on WooCommerce's `ajax_add_to_cart` buttons: loading, then added; the
 * 'View cart' link; requests queued one at a time with every other cart write; fragments applied, the mini-cart
 * refreshed and opened; an error with product_url goes to the product page; a failure the server did not explain
 * is checked with the server (it may have added anyway) and otherwise said next to the button, the cart as it was.
 *
 * This module is what every page sets: the delegated listeners. What a press does (the request, the fragments,
 * the messages) is actions.ts, loaded at the shopper's first reach for a button (onFirstReach) or at the press.
 */
export const BUTTON_SELECTOR = '.ajax_add_to_cart';

/** The module of what a press does (the add, the remove), loaded once. */
export const actions = () => import('./actions');

/** Buttons whose press waits for actions.ts: a second press meanwhile is the same press. */
const pending = new WeakSet<Element>();

/** Loads actions.ts at the shopper's first reach for a control `selector` matches, so that it is there by the press. */
export function warmOnReach(d: Disposables, doc: Document, selector: string): void {
  d.add(onFirstReach(doc, selector, () => void actions()));
}

/**
 * WooCommerce's add-to-cart.js sent the add of a button the shopper clicked: when its `added_to_cart` comes, do what
 * our own add does after its answer beyond what that script does itself (announce it, open the mini-cart).
 */
function followWooAdds(d: Disposables, doc: Document): void {
  const clicked = new WeakSet<Element>();
  d.listen(doc, 'click', (event) => {
    const button = (event.target as Element | null)?.closest?.<HTMLElement>(BUTTON_SELECTOR);
    if (button?.dataset.product_id && wooHandlesAddToCart() && !(event.ctrlKey || event.metaKey || event.shiftKey || event.button !== 0)) clicked.add(button);
  });
  d.add(
    on('added_to_cart', ({ button, fragments }, event) => {
      // Our own adds (a native event of ours) open the panel themselves; an event a script sent without a click
      // on the page (a plugin's own add) does not open it.
      if (event || !button || !clicked.has(button)) return;
      clicked.delete(button);
      if (!fragments || getConfig().redirectAfterAdd) return;
      void actions().then((m) => m.afterWooAdd(button));
    }),
  );
}

export function setupAddToCart(d: Disposables, doc: Document): void {
  d.add(followCartRefreshes());
  followWooAdds(d, doc);
  warmOnReach(d, doc, BUTTON_SELECTOR);
  d.listen(doc, 'click', (event) => {
    const button = (event.target as Element | null)?.closest?.<HTMLElement>(BUTTON_SELECTOR);
    if (!button || event.defaultPrevented || !button.dataset.product_id) return;
    // Ctrl/Cmd/Shift-click keeps the link's own meaning (open the no-JS add in a new tab or window).
    if (event.ctrlKey || event.metaKey || event.shiftKey || event.button !== 0) return;
    // WooCommerce's add-to-cart.js sends this add (one request per click): followWooAdds does the rest.
    if (wooHandlesAddToCart()) return;
    event.preventDefault();
    if (button.classList.contains('loading') || pending.has(button)) return; // a double click: the first is on its way
    pending.add(button);
    // Loading at once, while actions.ts may still be on its way (addToCart sets the same).
    button.classList.remove('added');
    button.classList.add('loading');
    button.setAttribute('aria-busy', 'true');
    void actions()
      .then((m) => m.addToCart(button))
      .catch(() => {
        // actions.ts could not load (the network went): the link's own add, as without JavaScript.
        button.classList.remove('loading');
        button.removeAttribute('aria-busy');
        const href = button.getAttribute('href');
        if (href) window.location.assign(href);
      })
      .finally(() => pending.delete(button));
  });
  // The buttons are links in WooCommerce's markup; with this behaviour they act, so they are buttons (and Space
  // presses them, as it would a button).
  d.add(
    observeMatches(doc.body, `a${BUTTON_SELECTOR}`, (el) => {
      el.setAttribute('role', 'button');
      return () => el.removeAttribute('role');
    }),
  );
  // Space presses a button on key up, once, like a native one (held down it does not repeat).
  let pressed: HTMLElement | null = null;
  d.listen(doc, 'keydown', (event) => {
    const el = event.target as HTMLElement | null;
    if (event.key !== ' ' || event.isComposing || !el?.matches?.(`a${BUTTON_SELECTOR}`)) return;
    event.preventDefault(); // no page scroll
    if (!event.repeat) pressed = el;
  });
  d.listen(doc, 'keyup', (event) => {
    const el = event.target as HTMLElement | null;
    if (event.key !== ' ' || pressed !== el || !el) return;
    pressed = null;
    event.preventDefault();
    el.click();
  });
}
