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
