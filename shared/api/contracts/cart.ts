import * as z from './schema';

/**
 * The cart calls (spec sections 3 and 7; wire-shapes.md). Objects are loose: a plugin that adds a field must not
 * turn a good answer into a schema error.
 */
const stringList = z._default(z.array(z.string()), []);

export const fragmentsSchema = z.record(z.string(), z.string());

/** POST {rest root}/hsa-cart/v1/cart — the mini-cart action response. */
export const miniCartResponseSchema = z.looseObject({
  html: z.optional(z.string()),
  count: z.optional(z.number()),
  cart_hash: z.optional(z.string()),
  meta: z.optional(
    z.looseObject({
      applied: z.number(),
      requested: z.number(),
      sold_individually: z._default(z.boolean(), false),
      max: z._default(z.number(), 0),
      min: z._default(z.number(), 0),
    }),
  ),
  notices: z.optional(
    z.looseObject({
      error: stringList,
      notice: stringList,
      success: stringList,
    }),
  ),
  error: z.optional(z.string()),
  hint: z.optional(z.string()),
});
export type MiniCartResponse = z.output<typeof miniCartResponseSchema>;
export type QuantityMeta = NonNullable<MiniCartResponse['meta']>;
export type CartNotices = NonNullable<MiniCartResponse['notices']>;

export const miniCartRequestSchema = z.discriminatedUnion('action', [
  z.object({ action: z.literal('refresh') }),
  z.object({ action: z.literal('set_qty'), key: z.string(), qty: z.number(), product_id: z.number() }),
  z.object({ action: z.literal('remove'), key: z.string(), product_id: z.number() }),
]);
export type MiniCartRequest = z.output<typeof miniCartRequestSchema>;

/** POST /?wc-ajax=add_to_cart — fragments + cart_hash, or error + product_url. */
export const addToCartResponseSchema = z.looseObject({
  error: z.optional(z.union([z.boolean(), z.string()])),
  product_url: z.optional(z.string()),
  fragments: z.optional(fragmentsSchema),
  cart_hash: z.optional(z.string()),
});
export type AddToCartResponse = z.output<typeof addToCartResponseSchema>;

/** POST /?wc-ajax=remove_from_cart — fragments + cart_hash, or wp_send_json_error()'s `{ success: false }`. */
export const removeFromCartResponseSchema = z.looseObject({
  success: z.optional(z.boolean()),
  fragments: z.optional(fragmentsSchema),
  cart_hash: z.optional(z.string()),
});
export type RemoveFromCartResponse = z.output<typeof removeFromCartResponseSchema>;

/** ?wc-ajax=update_order_review — the checkout's fragments after an add on the checkout page. */
export const orderReviewSchema = z.looseObject({
  result: z.optional(z.string()),
  fragments: z.optional(z.record(z.string(), z.string())),
});
