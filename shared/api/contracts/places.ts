import * as z from './schema';

/**
 * The place service of the city dialog (spec section 7, "Maps service"): the list of provinces and cities the
 * dialog searches, and reverse geocoding of the shopper's position to a city. The demo store answers both from its
 * gazetteer (demo-pages/server/routes/geo.ts); a site with a maps service answers the same shapes.
 */
const place = z.looseObject({ name: z.string().check(z.minLength(1)), lat: z.number(), lng: z.number() });

/** GET {rest root}/hsa/v1/places */
export const placesSchema = z.looseObject({
  provinces: z.array(z.looseObject({ name: z.string().check(z.minLength(1)), cities: z.array(place) })),
});

/** GET {rest root}/hsa/v1/places/reverse?lat=…&lng=… */
export const reverseGeocodeSchema = z.looseObject({
  city: z.looseObject({ name: z.string().check(z.minLength(1)), province: z.string(), lat: z.number(), lng: z.number(), distanceKm: z.number() }),
});

export type PlacesResponse = z.infer<typeof placesSchema>;
export type ReverseGeocodeResponse = z.infer<typeof reverseGeocodeSchema>;
