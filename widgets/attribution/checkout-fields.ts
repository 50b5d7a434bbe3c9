import { readCookies, unpack, type Container } from './sbjs';
import { MAIN, UTM_PARAMS } from './visit-source';

/**
 * The checkout's part of order attribution (spec sections 3, 7 and 8), loaded only on a page with a checkout: the
 * fields read from the visitor-source cookies, written into the classic checkout form's hidden inputs and given to
 * the block checkout as extension data.
 */

/**
 * The order-attribution fields (spec section 3) and the `container.alias` each is read from, as WooCommerce maps
 * them; their order is the order of the hidden inputs.
 */
export type AttributionField =
  | 'source_type'
  | 'referrer'
  | `utm_${Exclude<(typeof UTM_PARAMS)[number], ''>}`
  | 'session_entry'
  | 'session_start_time'
  | 'session_pages'
  | 'session_count'
  | 'user_agent';

export const FIELDS = Object.fromEntries([
  ['source_type', 'current.typ'],
  ['referrer', 'current_add.rf'],
  ...UTM_PARAMS.slice(1).map((name, i) => [`utm_${name}`, `current.${MAIN[i + 1]}`]),
  ['session_entry', 'current_add.ep'],
  ['session_start_time', 'current_add.fd'],
  ['session_pages', 'session.pgs'],
  ['session_count', 'udata.vst'],
  ['user_agent', 'udata.uag'],
]) as Record<AttributionField, string>;

/** A field's value; null when tracking is off (the block checkout's schema takes null, an input gets ''). */
export type AttributionValues = Record<AttributionField, string | null>;

export const INPUTS_ELEMENT = 'wc-order-attribution-inputs';
/** The block checkout's extension-data namespace. */
export const EXTENSION_NAMESPACE = 'woocommerce/order-attribution';

/** The fields as the cookies hold them now; all null when tracking is off (the cookies are gone then too). */
export function attributionValues(doc: Document, allowTracking: boolean): AttributionValues {
  const values = {} as AttributionValues;
  const cookies = readCookies(doc);
  for (const [field, path] of Object.entries(FIELDS)) {
    const [container, alias] = path.split('.') as [Container, string];
    values[field as AttributionField] = (allowTracking && unpack(cookies.get(container) ?? null)?.[alias]) || null;
  }
  return values;
}

/**
 * Writes the values into every `<wc-order-attribution-inputs>` of the page (the classic checkout form carries one,
 * empty, as WooCommerce prints it): its hidden inputs are created on first use. A checkout form without the element,
 * or an element missing some of its inputs, is a console warning (spec section 8) and nothing the shopper sees.
 */
export function fillInputs(doc: Document, values: AttributionValues, prefix: string): void {
  const elements = doc.querySelectorAll(INPUTS_ELEMENT);
  let missing = !elements.length && !!doc.querySelector('form.checkout');
  for (const element of elements) {
    const fresh = !element.querySelector('input');
    for (const [field, value] of Object.entries(values)) {
      const name = prefix + field;
      let input = element.querySelector<HTMLInputElement>(`input[name="${name}"]`);
      if (!input && fresh) {
        input = element.appendChild(doc.createElement('input'));
        input.type = 'hidden';
        input.name = name;
      }
      if (input) input.value = value ?? '';
      else missing = true;
    }
  }
  if (missing) console.warn(`[hsa] order attribution: inputs missing; the <${INPUTS_ELEMENT}> element was likely manipulated.`);
}

interface WpData {
  dispatch?(store: string): { __internalSetExtensionData?: (namespace: string, data: unknown, replace?: boolean) => void } | undefined;
  subscribe?(listener: () => void, store?: string): () => void;
}
export type BlocksWindow = Window & { wp?: { data?: WpData }; wc?: { wcBlocksData?: { CHECKOUT_STORE_KEY?: string } } };

const storeKey = (w: BlocksWindow) => w.wc?.wcBlocksData?.CHECKOUT_STORE_KEY ?? 'wc/store/checkout';

/** The block checkout's copy of the fields: its Store API checkout request carries them as extension data. */
export function setBlockCheckoutData(values: AttributionValues, w: BlocksWindow): boolean {
  try {
    w.wp!.data!.dispatch!(storeKey(w))!.__internalSetExtensionData!(EXTENSION_NAMESPACE, values, true);
    return true;
  } catch {
    return false; // no block checkout on this page, or its store is not registered yet
  }
}

/** The checkout block may register its store after this runs: it gets the values at the store's first change. */
export function whenCheckoutStoreChanges(read: () => AttributionValues, w: BlocksWindow): () => void {
  let done = false;
  let off: (() => void) | undefined;
  try {
    off = w.wp!.data!.subscribe!(() => {
      if (!done) done = setBlockCheckoutData(read(), w);
      if (done) off?.();
    }, storeKey(w));
  } catch {
    // no wp.data: not a block checkout
  }
  return () => off?.();
}

/**
 * Fills the checkout's fields now and gives them to the block checkout when its store appears; `allowed` says
 * whether tracking is on at the moment. Returns the values' reader, the update to call again after a page view or a
 * change of consent, and the cleanup.
 */
export function connectCheckout(doc: Document, allowed: () => boolean, prefix: string, w: BlocksWindow = window): { read: () => AttributionValues; update: () => void; stop: () => void } {
  const read = () => attributionValues(doc, allowed());
  const update = () => {
    const values = read();
    fillInputs(doc, values, prefix);
    setBlockCheckoutData(values, w);
  };
  update();
  return { read, update, stop: whenCheckoutStoreChanges(read, w) };
}
