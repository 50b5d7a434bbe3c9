import type { SchemaLike } from './fetch-json';
import type * as Cart from './contracts/cart';

/**
 * The response schemas, loaded on the first call that needs them and not with the page: zod/mini and the contracts
 * build their own chunk (vite.config.ts, group `contracts`), which downloads while the first request is on its way.
 */
type CartSchemaName = { [K in keyof typeof Cart]: (typeof Cart)[K] extends SchemaLike<unknown> ? K : never }[keyof typeof Cart];

export function cartSchema<K extends CartSchemaName>(name: K): () => Promise<(typeof Cart)[K]> {
  return () => import('./contracts/cart').then((contracts) => contracts[name]);
}
