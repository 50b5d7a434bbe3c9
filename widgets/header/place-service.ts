import { fetchJson } from '../../shared/api/fetch-json';
import { placesSchema } from '../../shared/api/lazy-contracts';
import { restUrl } from '../../shared/api/page-config';

/**
 * The place service the city dialog stands on (spec section 7, "Maps service"): the provinces and cities to choose
 * from, and reverse geocoding of the shopper's position. The demo store answers from its gazetteer
 * (`{rest root}hsa/v1/places`); a site with a maps service gives another implementation of this interface.
 */
export interface Place {
  name: string;
  lat: number;
  lng: number;
}

export interface Province {
  name: string;
  cities: Place[];
}

export interface PlaceService {
  /** Every province with its cities; rejects when they cannot be had. */
  provinces(signal?: AbortSignal): Promise<Province[]>;
  /** The city at (or nearest to) a position; rejects when it cannot be determined. */
  reverse(position: { lat: number; lng: number }, signal?: AbortSignal): Promise<Place & { province: string }>;
}

export function restPlaceService(): PlaceService {
  let list: Promise<Province[]> | null = null;
  return {
    provinces(signal) {
      // The schemas load beside the request, from the platform's lazy contracts chunk.
      list ??= fetchJson(placesSchema('placesSchema'), { url: restUrl('hsa', 'places'), signal }).then((result) => {
        if (!result.ok) throw new Error(result.error.kind);
        return result.data.provinces;
      });
      // A failed list is asked again next time.
      list.catch(() => (list = null));
      return list;
    },
    async reverse({ lat, lng }, signal) {
      const url = `${restUrl('hsa', 'places/reverse')}?lat=${lat.toFixed(6)}&lng=${lng.toFixed(6)}`;
      const result = await fetchJson(placesSchema('reverseGeocodeSchema'), { url, signal });
      if (!result.ok) throw new Error(result.error.kind);
      return result.data.city;
    },
  };
}
