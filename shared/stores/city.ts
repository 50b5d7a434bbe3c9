import { atom, onMount } from 'nanostores';
import { cookie } from '../platform/storage';

/** $city: the shopper's city, shown in the header and kept on the device (cookie `gk_city`, 365 days). */
export const CITY_COOKIE = 'gk_city';
export const CITY_COOKIE_DAYS = 365;

export const $city = atom<string | null>(null);

onMount($city, () => {
  $city.set(cookie.get(CITY_COOKIE));
});

export function setCity(name: string): void {
  const value = name.trim();
  if (!value) return;
  cookie.set(CITY_COOKIE, value, { days: CITY_COOKIE_DAYS });
  $city.set(value);
}
