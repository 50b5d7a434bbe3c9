import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CartOutcome } from '../../shared/stores/cart-sync';
import { $cart } from '../../shared/stores/cart';
import {
  $miniCart,
  announceCountChanges,
  applyOutcome,
  closeMiniCart,
  loadMiniCartPanel,
  openMiniCart,
  removeLine,
  setQty,
  startMiniCart,
  toggleMiniCart,
  type MiniCartPanel,
} from '../../widgets/mini-cart/store';

/**
 * The mini-cart's store and actions on their own (widgets/mini-cart/store.ts): the server calls and the announcer are
 * stand-ins, so each rule is seen without a view. The island with its views is tests/widgets/mini-cart.test.tsx.
 */
const sync = vi.hoisted(() => ({ refreshCart: vi.fn() }));
const writes = vi.hoisted(() => ({ changeLineQuantity: vi.fn(), removeLine: vi.fn() }));
const announcer = vi.hoisted(() => ({ announce: vi.fn() }));
vi.mock('../../shared/stores/cart-sync', () => sync);
vi.mock('../../widgets/mini-cart/cart-actions', () => writes);
vi.mock('../../shared/a11y/announcer', () => announcer);

const Panel: MiniCartPanel = () => null;
const line = { key: 'a1', productId: 7, quantity: 2 };
const ok = (messages: string[] = []): CartOutcome => ({ ok: true, messages });

/** A promise the test settles by hand: an answer that has not come yet. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

let stop: () => void = () => {};
let loadPanel = vi.fn((): Promise<MiniCartPanel> => Promise.resolve(Panel));

beforeEach(() => {
  sync.refreshCart.mockReset().mockResolvedValue(ok());
  writes.changeLineQuantity.mockReset().mockResolvedValue(ok());
  writes.removeLine.mockReset().mockResolvedValue(ok());
  announcer.announce.mockReset();
  loadPanel = vi.fn((): Promise<MiniCartPanel> => Promise.resolve(Panel));
  stop = startMiniCart({ cartUrl: '/checkout-cart/', loadPanel });
});

afterEach(() => {
  stop();
  vi.restoreAllMocks();
});

describe('open, close, toggle', () => {
  it('toggle opens, loads the panel’s behaviour, counts a view_cart, and closes the second time', async () => {
    const dataLayer = ((window as unknown as { dataLayer: unknown[] }).dataLayer ??= []);
    const before = dataLayer.length;
    toggleMiniCart();
    expect($miniCart.get()).toMatchObject({ open: true, opener: null });
    expect(dataLayer.slice(before)).toEqual([{ event: 'view_cart' }]);
    await vi.waitFor(() => expect($miniCart.get().Panel).toBe(Panel));
    toggleMiniCart();
    expect($miniCart.get().open).toBe(false);
    expect(dataLayer.slice(before)).toHaveLength(1);
    expect(loadPanel).toHaveBeenCalledTimes(1);
  });

  it('openMiniCart remembers its opener (focus goes back there) and clears the last messages; close forgets it', () => {
    applyOutcome(ok(['پیام قبلی']));
    const add = document.createElement('button');
    openMiniCart(add);
    expect($miniCart.get()).toMatchObject({ open: true, opener: add, messages: [] });
    closeMiniCart();
    expect($miniCart.get()).toMatchObject({ open: false, opener: null });
  });

  it('an opener that is not an element (a jQuery event’s detail) leaves focus to go back to the button', () => {
    openMiniCart({} as Element);
    expect($miniCart.get().opener).toBeNull();
  });

  it('loads the panel once, however many reach for it at once', async () => {
    const slow = deferred<MiniCartPanel>();
    loadPanel.mockReturnValueOnce(slow.promise);
    const first = loadMiniCartPanel();
    const second = loadMiniCartPanel();
    openMiniCart();
    slow.resolve(Panel);
    expect(await Promise.all([first, second])).toEqual([true, true]);
    expect(await loadMiniCartPanel()).toBe(true);
    expect(loadPanel).toHaveBeenCalledTimes(1);
  });
});

describe('the panel’s behaviour cannot be loaded', () => {
  it('the button goes to the cart page, and the next reach tries again', async () => {
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {});
    loadPanel.mockRejectedValueOnce(new Error('chunk gone'));
    toggleMiniCart();
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('/checkout-cart/'));
    expect($miniCart.get()).toMatchObject({ open: false, Panel: null });
    expect(await loadMiniCartPanel()).toBe(true);
    expect(loadPanel).toHaveBeenCalledTimes(2);
  });

  it('an open after an add closes again (the add already did its work on the page)', async () => {
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {});
    loadPanel.mockRejectedValueOnce(new Error('offline'));
    openMiniCart();
    await vi.waitFor(() => expect($miniCart.get().open).toBe(false));
    expect(assign).not.toHaveBeenCalled();
  });
});

describe('asking the server on the first open', () => {
  it('the first open by the button asks once; later opens do not', () => {
    toggleMiniCart();
    toggleMiniCart();
    toggleMiniCart();
    expect(sync.refreshCart).toHaveBeenCalledTimes(1);
  });

  it('an open after an add asks every time, and the button’s first open then does not ask again', () => {
    openMiniCart();
    closeMiniCart();
    openMiniCart();
    closeMiniCart();
    expect(sync.refreshCart).toHaveBeenCalledTimes(2);
    toggleMiniCart();
    expect(sync.refreshCart).toHaveBeenCalledTimes(2);
  });

  it('starts over for the next mount', () => {
    toggleMiniCart();
    stop();
    stop = startMiniCart({ cartUrl: '/checkout-cart/', loadPanel });
    expect($miniCart.get()).toMatchObject({ open: false, checkedWithServer: false, Panel: null });
    toggleMiniCart();
    expect(sync.refreshCart).toHaveBeenCalledTimes(2);
  });

  it('a panel that arrives after an unmount does not reach the next mount’s state', async () => {
    const slow = deferred<MiniCartPanel>();
    loadPanel.mockReturnValueOnce(slow.promise);
    const loading = loadMiniCartPanel();
    stop();
    const neverLoads = vi.fn(() => new Promise<MiniCartPanel>(() => {}));
    stop = startMiniCart({ cartUrl: '/checkout-cart/', loadPanel: neverLoads });
    slow.resolve(Panel);
    expect(await loading).toBe(false);
    expect($miniCart.get().Panel).toBeNull();
  });
});

describe('line changes', () => {
  it('+ and − wrap changeLineQuantity, × wraps removeLine, each marking its control pending until the answer', async () => {
    const answer = deferred<CartOutcome>();
    writes.changeLineQuantity.mockReturnValueOnce(answer.promise);
    const change = setQty(line, 1);
    expect($miniCart.get().pending).toEqual({ key: 'a1', action: 'inc' });
    expect(writes.changeLineQuantity).toHaveBeenCalledWith(line, 1);
    answer.resolve(ok());
    expect(await change).toEqual(ok());
    expect($miniCart.get().pending).toBeNull();

    await setQty(line, -1);
    expect(writes.changeLineQuantity).toHaveBeenLastCalledWith(line, -1);
    const removal = removeLine({ key: 'b2', productId: 9 });
    expect($miniCart.get().pending).toEqual({ key: 'b2', action: 'remove' });
    await removal;
    expect(writes.removeLine).toHaveBeenCalledWith({ key: 'b2', productId: 9 });
  });

  it('one change at a time: another asked for while one is on its way is ignored', async () => {
    const answer = deferred<CartOutcome>();
    writes.changeLineQuantity.mockReturnValueOnce(answer.promise);
    const first = setQty(line, 1);
    expect(await setQty(line, 1)).toBeNull();
    expect(await removeLine(line)).toBeNull();
    expect(writes.changeLineQuantity).toHaveBeenCalledTimes(1);
    expect(writes.removeLine).not.toHaveBeenCalled();
    expect($miniCart.get().pending).toEqual({ key: 'a1', action: 'inc' });
    answer.resolve(ok());
    await first;
    await setQty(line, 1); // the answer came: the next one goes
    expect(writes.changeLineQuantity).toHaveBeenCalledTimes(2);
  });

  it('shows the change’s messages when its answer comes', async () => {
    writes.changeLineQuantity.mockResolvedValueOnce({ ok: true, messages: ['حداکثر تعداد قابل خرید: ۵', 'موجودی انبار محدود است.'] });
    await setQty(line, 1);
    expect($miniCart.get().messages).toEqual(['حداکثر تعداد قابل خرید: ۵', 'موجودی انبار محدود است.']);
  });

  it('a change that throws does not leave the mini-cart waiting forever', async () => {
    writes.removeLine.mockRejectedValueOnce(new Error('boom'));
    await expect(removeLine(line)).rejects.toThrow('boom');
    expect($miniCart.get().pending).toBeNull();
  });
});

describe('applyOutcome', () => {
  it('replaces the messages with the outcome’s, and an outcome without any clears them', () => {
    applyOutcome({ messages: ['یک', 'دو'] });
    expect($miniCart.get().messages).toEqual(['یک', 'دو']);
    applyOutcome({ messages: ['سه'] });
    expect($miniCart.get().messages).toEqual(['سه']);
    applyOutcome({ messages: [] });
    expect($miniCart.get().messages).toEqual([]);
  });
});

describe('announceCountChanges', () => {
  it('says the count when it changes, not when the body changes alone, and stops when asked', () => {
    $cart.set({ count: 2, html: '<div></div>', hash: null, revision: 1 });
    const off = announceCountChanges();
    $cart.set({ ...$cart.get(), html: '<div>x</div>', revision: 2 });
    expect(announcer.announce).not.toHaveBeenCalled();
    $cart.set({ ...$cart.get(), count: 4 });
    expect(announcer.announce).toHaveBeenCalledWith('تعداد کالاهای سبد خرید: ۴', 'cart-count');
    off();
    $cart.set({ ...$cart.get(), count: 5 });
    expect(announcer.announce).toHaveBeenCalledTimes(1);
  });
});
