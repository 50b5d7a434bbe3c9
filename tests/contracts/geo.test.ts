import { beforeAll, describe, expect, it } from 'vitest';
import { placesSchema, reverseGeocodeSchema } from '../../shared/api/contracts/places';
import { distanceKm, nearestCity, PROVINCES } from '../../demo-pages/db/gazetteer/cities';
import { demoApp, Shopper } from './support';

/** The city dialog's place service (spec section 7, "Maps service") against the schemas the header parses it with. */
const { app } = demoApp({ products: 40 });
const shopper = new Shopper(app);
// The nonce as a cached page would refresh it (WordPress's rest-nonce): no page render needed.
beforeAll(async () => {
  shopper.nonce = await (await shopper.request('/wp-admin/admin-ajax.php?action=rest-nonce')).text();
});
const get = (path: string, nonce = shopper.nonce) => shopper.request(path, { headers: nonce ? { 'X-WP-Nonce': nonce } : {} });

describe('the gazetteer', () => {
  it('holds the 31 provinces, each with its centre and unique city names', () => {
    expect(PROVINCES).toHaveLength(31);
    const names = PROVINCES.flatMap((p) => p.cities.map((c) => c.name));
    expect(new Set(names).size).toBe(names.length);
    for (const p of PROVINCES) {
      expect(p.cities.length).toBeGreaterThan(0);
      for (const c of p.cities) {
        // Iran lies between about 25–40° N and 44–64° E.
        expect(c.lat).toBeGreaterThan(25);
        expect(c.lat).toBeLessThan(40);
        expect(c.lng).toBeGreaterThan(44);
        expect(c.lng).toBeLessThan(64);
      }
    }
  });

  it('measures Tehran–Mashhad at about 740 km and finds each city nearest to itself', () => {
    const tehran = PROVINCES[0]!.cities[0]!;
    const mashhad = PROVINCES.find((p) => p.name === 'خراسان رضوی')!.cities[0]!;
    expect(distanceKm(tehran, mashhad)).toBeGreaterThan(720);
    expect(distanceKm(tehran, mashhad)).toBeLessThan(760);
    for (const p of PROVINCES) for (const c of p.cities) expect(nearestCity(c).name).toBe(c.name);
  });
});

describe('GET /wp-json/hsa/v1/places', () => {
  it('answers every province and city in the shape the dialog parses', async () => {
    const response = await get('/wp-json/hsa/v1/places');
    expect(response.status).toBe(200);
    const parsed = placesSchema.safeParse(await response.json());
    expect(parsed.success).toBe(true);
    expect(parsed.data!.provinces.map((p) => p.name)).toContain('خراسان جنوبی');
  });

  it('wants the nonce, as every REST route', async () => {
    expect((await get('/wp-json/hsa/v1/places', '')).status).toBe(403);
  });
});

describe('GET /wp-json/hsa/v1/places/reverse', () => {
  it('answers the nearest city to a point (a street in Isfahan → اصفهان)', async () => {
    const response = await get('/wp-json/hsa/v1/places/reverse?lat=32.66&lng=51.68');
    expect(response.status).toBe(200);
    const parsed = reverseGeocodeSchema.safeParse(await response.json());
    expect(parsed.success).toBe(true);
    expect(parsed.data!.city).toMatchObject({ name: 'اصفهان', province: 'اصفهان' });
    expect(parsed.data!.city.distanceKm).toBeLessThan(5);
  });

  it.each(['lat=abc&lng=51', 'lat=91&lng=51', 'lat=35', 'lat=35&lng=1e3', 'lat=&lng='])('rejects %s with a WordPress 400', async (query) => {
    const response = await get(`/wp-json/hsa/v1/places/reverse?${query}`);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: 'rest_invalid_param', data: { status: 400 } });
  });
});
