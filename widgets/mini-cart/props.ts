import * as z from 'zod/mini';

/** The mini-cart's props (data attributes on the root): `data-cart-url` overrides the config's cart page. */
export const miniCartPropsSchema = z.looseObject({
  cartUrl: z.optional(z.string().check(z.minLength(1))),
});
export type MiniCartIslandProps = z.output<typeof miniCartPropsSchema>;
