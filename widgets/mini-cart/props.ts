import { propsGuard } from '../../shared/islands/props';

/**
 * The mini-cart's props (data attributes on the root): `data-cart-url` overrides the config's cart page. Checked by
 * hand: the mini-cart's entry loads with every page, and zod must not come with it.
 */
export interface MiniCartIslandProps {
  cartUrl?: string | undefined;
}

export const miniCartPropsSchema = propsGuard<MiniCartIslandProps>(({ cartUrl }) => {
  if (cartUrl === undefined) return {};
  return typeof cartUrl === 'string' && cartUrl.length > 0 ? { cartUrl } : 'cartUrl: a non-empty URL is needed';
});

/** The same check as JSON Schema, for the WordPress plugin's hsa_island_mount() (scripts/build-wp.ts exports it). */
export const propsJsonSchema = {
  type: 'object',
  properties: { cartUrl: { type: 'string', minLength: 1 } },
};
