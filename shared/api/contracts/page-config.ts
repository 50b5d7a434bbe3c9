import * as z from 'zod/mini';

/**
 * The page config the theme prints once per page, as `<script type="application/json" id="hsa-config">` (or as
 * `window.hsaConfig` from `wp_localize_script`). Every field has a default, so a missing field never breaks a page.
 */
const countFromString = z.pipe(
  z.union([z.number(), z.string()]),
  z.transform((value) => {
    const n = typeof value === 'number' ? value : Number.parseInt(value, 10);
    return Number.isFinite(n) && n >= 0 ? Math.floor(n) : 0;
  }),
);

export const pageConfigSchema = z.object({
  siteName: z._default(z.string(), ''),
  homeUrl: z._default(z.string(), '/'),
  cartUrl: z._default(z.string(), '/checkout-cart/'),
  checkoutUrl: z._default(z.string(), '/checkout/'),
  /** The page is the cart page (no "View cart" link after an add). */
  isCart: z._default(z.boolean(), false),
  /** The page is the checkout page (an add refreshes the checkout). */
  isCheckout: z._default(z.boolean(), false),
  rest: z._default(
    z.object({
      root: z._default(z.string(), '/wp-json/'),
      nonce: z._default(z.string(), ''),
    }),
    { root: '/wp-json/', nonce: '' },
  ),
  /** WordPress's admin-ajax URL; `?action=rest-nonce` there gives a fresh REST nonce. */
  ajaxUrl: z._default(z.string(), '/wp-admin/admin-ajax.php'),
  /** WooCommerce's `wc_ajax_url`, with `%%endpoint%%` where the endpoint goes. */
  wcAjaxUrl: z._default(z.string(), '/?wc-ajax=%%endpoint%%'),
  /** The REST namespace of the mini-cart call, without the version. */
  cartNamespace: z._default(z.string(), 'hsa-cart'),
  /** The count the server rendered (the spec gives it as a string, "0"). */
  cartCount: z._default(countFromString, 0),
  /** Go to the cart page after an add (WooCommerce's setting; off on this site). */
  redirectAfterAdd: z._default(z.boolean(), false),
  /** Message overrides, keyed like shared/platform/messages.ts. */
  i18n: z._default(z.record(z.string(), z.string()), {}),
});

export type PageConfig = z.output<typeof pageConfigSchema>;
