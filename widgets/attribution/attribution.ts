import type { Disposables } from '../../shared/islands/disposables';
import { when } from '../../shared/islands/load-strategy';
import type { AttributionValues, BlocksWindow, FIELDS } from './checkout-fields';
import { deleteAll } from './sbjs';
import { recordPageView } from './tracker';

/**
 * Order attribution on every page (spec sections 3, 4, 7, 8 and 9). The page view is recorded when the browser is
 * idle, or at once on a checkout page, whose fields part (checkout-fields.ts) loads only there. A submit that comes
 * first records the page and fills the fields before the form's data is read.
 *
 * `window.wc_order_attribution` is WooCommerce's own object: its `params` (printed by WooCommerce's
 * wp_localize_script) are read, and its `setOrderTracking(allow)` is what consent tools call.
 */
export interface AttributionParams {
  /** @defaultValue true */
  allowTracking: boolean;
  /** @defaultValue 'wc_order_attribution_' */
  prefix: string;
}

export interface AttributionApi {
  params?: Partial<AttributionParams> & Record<string, unknown>;
  /** Set once the checkout part has loaded (on a page with a checkout). */
  fields?: typeof FIELDS;
  getAttributionData?: () => AttributionValues;
  setOrderTracking?: (allow: boolean) => void;
}

export type AttributionWindow = BlocksWindow & { wc_order_attribution?: AttributionApi; sbjs?: unknown };

export const DEFAULT_PREFIX = 'wc_order_attribution_';

/** Markup of a checkout: WooCommerce's classic form, its inputs element, or the checkout block. */
const CHECKOUT = `form.checkout,wc-order-attribution-inputs,.wp-block-woocommerce-checkout`;

export function setupAttribution(d: Disposables, doc: Document): void {
  const w = window as AttributionWindow;
  const api = (w.wc_order_attribution ??= {});
  // WooCommerce printed `allowTracking` as a boolean, older versions as 'yes'/'no'.
  const params: AttributionParams = { ...api.params, allowTracking: ![false, 'no'].includes(api.params?.allowTracking as unknown as string), prefix: String(api.params?.prefix ?? DEFAULT_PREFIX) };
  let recorded = false;
  let update = () => {};

  const start = () => {
    if (!recorded) {
      recorded = true;
      // WooCommerce's own sourcebuster on the page (not dequeued) has counted this page already: count it once.
      if (!params.allowTracking) deleteAll(doc);
      else if (!w.sbjs) recordPageView(doc, new Date());
    }
    update();
  };

  api.params = params as AttributionApi['params'];
  api.setOrderTracking = (allow) => {
    params.allowTracking = allow;
    recorded = false;
    start();
  };

  d.listen(doc, 'submit', start, { capture: true });
  if (doc.querySelector(CHECKOUT) || w.wp?.data) {
    start();
    void import('./checkout-fields').then((part) => {
      if (d.disposed) return;
      const checkout = part.connectCheckout(doc, () => params.allowTracking, params.prefix, w);
      d.add(checkout.stop);
      update = checkout.update;
      Object.assign(api, { fields: part.FIELDS, getAttributionData: checkout.read });
    });
  } else d.add(when('idle', doc.documentElement, start));
}
