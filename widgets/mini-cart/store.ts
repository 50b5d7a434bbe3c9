import { atom } from 'nanostores';
import type { ComponentType } from 'preact';
import { announce } from '../../shared/a11y/announcer';
import { cartEcommerce, track } from '../../shared/platform/analytics';
import { t } from '../../shared/platform/i18n';
import { $cart, lineQuantity } from '../../shared/stores/cart';
import { refreshCart } from '../../shared/stores/cart-sync';
import type { LineControl } from './body-focus';
import { changeLineQuantity, removeLine as sendRemove, type CartOutcome } from './cart-actions';
import type { MiniCartPanelProps } from './MiniCartPanel';

/**
 * $miniCart: what the mini-cart is doing (open or not, who opened it, the messages, the line change waiting for its
 * answer, whether its panel's behaviour is here), with its actions next to it as plain functions. Views read it with
 * `useStore` and call the actions; the reactions to page events are subscribed by mount.tsx. One mini-cart per page
 * (the header's), so one store.
 */
export type MiniCartPanel = ComponentType<MiniCartPanelProps>;

export interface MiniCartState {
  open: boolean;
  /** Where focus goes back on close when something other than the cart button opened it (the add button). */
  opener: HTMLElement | null;
  /** Quantity messages and server notices of the last change, shown together (spec section 5). */
  messages: string[];
  /** The line control whose change is on its way: the only one, until its answer. */
  pending: LineControl | null;
  /** The panel's behaviour (MiniCartPanel.tsx), once loaded: the panel opens only with it. */
  Panel: MiniCartPanel | null;
  /** The server was asked for the cart since the island started (by an open after an add, or a first open). */
  checkedWithServer: boolean;
}

export interface MiniCartOptions {
  /** The cart page: where the button goes when the panel's behaviour cannot be loaded. */
  cartUrl: string;
  /**
   * Loads the panel's behaviour. Given by mount.tsx: the store never imports the views (the panel imports the
   * store, so an import back would be a cycle), and a test can hand it a loader that fails.
   */
  loadPanel: () => Promise<MiniCartPanel>;
}

/** A line of the body, as its data attributes give it. */
export interface CartLineRef {
  key: string;
  productId: number;
  quantity: number;
}

const initialState = (): MiniCartState => ({ open: false, opener: null, messages: [], pending: null, Panel: null, checkedWithServer: false });

export const $miniCart = atom<MiniCartState>(initialState());

let options: MiniCartOptions | null = null;
let loading: Promise<boolean> | null = null;

function patch(change: Partial<MiniCartState>): void {
  $miniCart.set({ ...$miniCart.get(), ...change });
}

/** Called by mount.tsx; the returned cleanup puts the store back as it was, for the next mount. */
export function startMiniCart(given: MiniCartOptions): () => void {
  options = given;
  loading = null;
  return () => {
    if (options !== given) return;
    options = null;
    loading = null;
    $miniCart.set(initialState());
  };
}

/**
 * Loads the panel's behaviour once (the shopper reaches for the button, an add starts, the panel opens); resolves
 * to whether it is here. A failed load is tried again at the next reach, and closes what waited for it.
 */
export function loadMiniCartPanel(): Promise<boolean> {
  if ($miniCart.get().Panel) return Promise.resolve(true);
  const started = options;
  if (!started) return Promise.resolve(false);
  loading ??= started.loadPanel().then(
    (Panel) => {
      // Unmounted meanwhile: the next mount starts from its own state.
      if (options === started) patch({ Panel });
      return options === started;
    },
    () => {
      if (options !== started) return false;
      loading = null;
      patch({ open: false });
      return false;
    },
  );
  return loading;
}

/** Opens the panel for an add (or any "show cart" control) and asks the server for the cart as it is now. */
export function openMiniCart(opener?: Element | null): void {
  void loadMiniCartPanel();
  patch({ open: true, opener: opener instanceof HTMLElement ? opener : null, messages: [], checkedWithServer: true });
  void refreshCart();
}

export function closeMiniCart(): void {
  const state = $miniCart.get();
  if (state.open || state.opener) patch({ open: false, opener: null });
}

/** The cart button: opens or closes; without the panel's behaviour (offline, a removed chunk) it goes to the cart page. */
export function toggleMiniCart(): void {
  const state = $miniCart.get();
  if (state.open) return closeMiniCart();
  const started = options;
  void loadMiniCartPanel().then((ready) => {
    if (!ready && started && options === started) window.location.assign(started.cartUrl);
  });
  patch({ open: true, opener: null, messages: [], checkedWithServer: true });
  track('view_cart');
  // A cached page may show another cart: the first open asks the server (an open after an add already did).
  if (!state.checkedWithServer) void refreshCart();
}

/** Shows what a change (or any cart call) came back with: its messages replace the last ones, none clears them. */
export function applyOutcome(outcome: Pick<CartOutcome, 'messages'>): void {
  patch({ messages: [...outcome.messages] });
}

/**
 * One change at a time: the answer decides what the next one starts from, so a change asked for while another is
 * on its way is ignored (its control is `aria-disabled` meanwhile). Resolves to the outcome, or null when ignored.
 */
async function changeLine(control: LineControl, send: () => Promise<CartOutcome>): Promise<CartOutcome | null> {
  if ($miniCart.get().pending) return null;
  patch({ pending: control });
  let outcome: CartOutcome;
  try {
    outcome = await send();
  } finally {
    patch({ pending: null });
  }
  applyOutcome(outcome);
  return outcome;
}

/** A line's title, read before an answer replaces the body: what went is said by it. */
const titleOf = (key: string) => document.querySelector(`[data-key="${key}"] .mini-cart-item__title`)?.textContent;
/** What went, said with the new count (announceCountChanges). */
const sayRemoved = (title: string | null | undefined) => title && announce(t('removedFromCart', { title }));

/** + and −: the line's quantity plus or minus one, from the newest body when the request leaves (cart-actions.ts). */
export async function setQty(line: CartLineRef, delta: 1 | -1): Promise<CartOutcome | null> {
  // − on a line of one takes it out: said as a remove is
  const title = delta < 0 && (lineQuantity(line.key) ?? line.quantity) <= 1 ? titleOf(line.key) : null;
  const outcome = await changeLine({ key: line.key, action: delta > 0 ? 'inc' : 'dec' }, () => changeLineQuantity(line, delta));
  if (outcome?.ok) {
    // GA4 counts a + as one more added and a − as one removed.
    track(delta > 0 ? 'add_to_cart' : 'remove_from_cart', cartEcommerce([{ item_id: String(line.productId), quantity: 1 }]));
    sayRemoved(title);
  }
  return outcome;
}

export async function removeLine(line: Omit<CartLineRef, 'quantity'>): Promise<CartOutcome | null> {
  const quantity = lineQuantity(line.key) ?? undefined; // read before the answer replaces the body
  const title = titleOf(line.key);
  const outcome = await changeLine({ key: line.key, action: 'remove' }, () => sendRemove(line));
  if (outcome?.ok) {
    track('remove_from_cart', cartEcommerce([{ item_id: String(line.productId), quantity }]));
    sayRemoved(title);
  }
  return outcome;
}

/**
 * Says the new count whenever it changes (spec section 4), from now on; through the open panel's own live region,
 * as screen readers ignore the page behind a modal dialog (announcer.ts). Returns the unsubscribe.
 */
export function announceCountChanges(): () => void {
  let last = 0;
  const off = $cart.listen(({ count }) => {
    if (count === last) return;
    last = count;
    announce(t('cartCountAnnounce', { count }), 'cart-count');
  });
  last = $cart.get().count;
  return off;
}
