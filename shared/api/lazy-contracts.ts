import type { SchemaLike } from './fetch-json';
import type * as Cart from './contracts/cart';
import type * as Login from './contracts/login';
import type * as Places from './contracts/places';
import type * as Listing from './contracts/listing';
import type * as Search from './contracts/search';
import type * as Compare from './contracts/compare';

/**
 * The response schemas, loaded on the first call that needs them and not with the page: the contracts and the schema
 * kit they are written in (contracts/schema.ts) build their own chunk (vite.config.ts, group `contracts`), which
 * downloads while the first request is on its way.
 */
type CartSchemaName = { [K in keyof typeof Cart]: (typeof Cart)[K] extends SchemaLike<unknown> ? K : never }[keyof typeof Cart];

export function cartSchema<K extends CartSchemaName>(name: K): () => Promise<(typeof Cart)[K]> {
  return () => import('./contracts/cart').then((contracts) => contracts[name]);
}

type ListingSchemaName = { [K in keyof typeof Listing]: (typeof Listing)[K] extends SchemaLike<unknown> ? K : never }[keyof typeof Listing];

/** The listing refresh and facet sidebar schemas (shared/api/contracts/listing.ts), in the same lazy chunk. */
export function listingSchema<K extends ListingSchemaName>(name: K): () => Promise<(typeof Listing)[K]> {
  return () => import('./contracts/listing').then((contracts) => contracts[name]);
}

type SearchSchemaName = { [K in keyof typeof Search]: (typeof Search)[K] extends SchemaLike<unknown> ? K : never }[keyof typeof Search];

/** The live search's schemas (shared/api/contracts/search.ts: FiboSearch's answers), in the same lazy chunk. */
export function searchSchema<K extends SearchSchemaName>(name: K): () => Promise<(typeof Search)[K]> {
  return () => import('./contracts/search').then((contracts) => contracts[name]);
}

type LoginSchemaName = { [K in keyof typeof Login]: (typeof Login)[K] extends SchemaLike<unknown> ? K : never }[keyof typeof Login];

/** The login calls' schemas (shared/api/contracts/login.ts), in the same lazy chunk. */
export function loginSchema<K extends LoginSchemaName>(name: K): () => Promise<(typeof Login)[K]> {
  return () => import('./contracts/login').then((contracts) => contracts[name]);
}

type PlacesSchemaName = { [K in keyof typeof Places]: (typeof Places)[K] extends SchemaLike<unknown> ? K : never }[keyof typeof Places];

/** The city dialog's place service schemas (shared/api/contracts/places.ts), in the same lazy chunk. */
export function placesSchema<K extends PlacesSchemaName>(name: K): () => Promise<(typeof Places)[K]> {
  return () => import('./contracts/places').then((contracts) => contracts[name]);
}

type CompareSchemaName = { [K in keyof typeof Compare]: (typeof Compare)[K] extends SchemaLike<unknown> ? K : never }[keyof typeof Compare];

/** The comparison modal's search schema (shared/api/contracts/compare.ts), in the same lazy chunk. */
export function compareSchema<K extends CompareSchemaName>(name: K): () => Promise<(typeof Compare)[K]> {
  return () => import('./contracts/compare').then((contracts) => contracts[name]);
}
