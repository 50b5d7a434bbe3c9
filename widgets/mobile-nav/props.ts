import { propsGuard } from '../../shared/islands/props';

/**
 * The bottom bar's config (spec section 3, "Mobile navigation configuration"): `cartCount`, a number given as a
 * string ("0"), the badge's count until the cart says otherwise; `servicesIndex`, the item that opens the services
 * modal. Checked by hand: the bar loads with every page, and zod must not come with it.
 */
export interface MobileNavProps {
  cartCount: number;
  /** @defaultValue 3 */
  servicesIndex: number;
}

const count = (value: unknown): number | null => {
  const text = typeof value === 'number' ? String(value) : value;
  return typeof text === 'string' && /^\d{1,6}$/.test(text.trim()) ? Number(text) : null;
};

export const mobileNavProps = propsGuard<MobileNavProps>(({ cartCount = '0', servicesIndex = 3 }) => {
  const cart = count(cartCount);
  const services = count(servicesIndex);
  if (cart === null) return 'cartCount: a count is needed, as a string of digits';
  if (services === null || services > 20) return 'servicesIndex: an item index is needed';
  return { cartCount: cart, servicesIndex: services };
});

/** White space as JavaScript's `trim()` sees it, listed (PHP's `\\s` takes U+0085 and misses the no-break spaces). */
const WS = '[\\x09-\\x0d \u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]*';

/**
 * The same check as JSON Schema, for the WordPress plugin's hsa_island_mount() (scripts/build-wp.ts exports it): a
 * count is a whole number of up to six digits, or its digits as text (white space around it allowed); the services
 * item is one of 0–20 either way. Literals, so the bundler drops them from the browser entry.
 */
export const propsJsonSchema = {
  type: 'object',
  properties: {
    cartCount: {
      anyOf: [
        { type: 'integer', minimum: 0, maximum: 999999 },
        { type: 'string', pattern: `^${WS}[0-9]{1,6}${WS}$`, examples: ['12'] },
      ],
    },
    servicesIndex: {
      anyOf: [
        { type: 'integer', minimum: 0, maximum: 20 },
        { type: 'string', pattern: `^${WS}(0{0,5}[0-9]|0{0,4}1[0-9]|0{0,4}20)${WS}$`, examples: ['3'] },
      ],
    },
  },
};
