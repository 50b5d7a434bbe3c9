import type { Hono } from 'hono';
import { nearestCity, PROVINCES } from '../../db/gazetteer/cities';
import { restError, type Env } from '../http';
import type { Store } from '../store';
import { NONCE_MESSAGE } from './rest';

/**
 * The place service of the city dialog, answered from the demo gazetteer (spec section 7, "Maps service"; shapes in
 * shared/api/contracts/places.ts). Under /wp-json/ with WordPress's nonce check, as any REST route (registered before
 * restRoutes, whose catch-all answers rest_no_route, so the check is made here).
 * - GET /wp-json/hsa/v1/places: every province with its cities;
 * - GET /wp-json/hsa/v1/places/reverse?lat=…&lng=…: the nearest city to the point (400 for a point that is not one).
 */
const COORDINATE = /^-?\d{1,3}(\.\d{1,12})?$/;

function coordinate(value: string | undefined, limit: number): number | null {
  if (value === undefined || !COORDINATE.test(value.trim())) return null;
  const n = Number(value);
  return Math.abs(n) <= limit ? n : null;
}

export function geoRoutes(app: Hono<Env>, store: Store): void {
  app.use('/wp-json/hsa/v1/places/*', async (c, next) => {
    const nonce = c.req.header('X-WP-Nonce') ?? c.req.query('_wpnonce');
    if (!store.sessions.verifyNonce(c.get('sessionId'), nonce)) return restError(c, 403, 'rest_cookie_invalid_nonce', NONCE_MESSAGE);
    return next();
  });
  app.get('/wp-json/hsa/v1/places', (c) => c.json({ provinces: PROVINCES }));

  app.get('/wp-json/hsa/v1/places/reverse', (c) => {
    const lat = coordinate(c.req.query('lat'), 90);
    const lng = coordinate(c.req.query('lng'), 180);
    if (lat === null || lng === null) return restError(c, 400, 'rest_invalid_param', 'مختصات نامعتبر است.');
    const city = nearestCity({ lat, lng });
    return c.json({ city: { ...city, distanceKm: Math.round(city.distanceKm * 10) / 10 } });
  });
}
