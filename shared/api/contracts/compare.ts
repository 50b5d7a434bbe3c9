import * as z from './schema';

/**
 * The comparison modal's search (spec sections 3 and 7): `GET {rest root}/hsa/v1/compare/search?q=&ids=&limit=10`
 * answers `{ items: [{ id, title, thumb, sku, price }] }`. Loose objects: a plugin may add fields. The id may come as
 * a numeric string (PHP), the price as a number (toman) or as the shop's formatted text; a row without a usable id
 * is dropped rather than failing the whole answer.
 */
export const compareItemSchema = z.looseObject({
  id: z.pipe(
    z.union([z.number(), z.string().check(z.regex(/^\d+$/))]),
    z.transform((value) => Number(value)),
  ).check(z.refine((id) => Number.isSafeInteger(id) && id > 0, 'a positive product id')),
  title: z.string(),
  thumb: z._default(z.string(), ''),
  sku: z._default(z.string(), ''),
  price: z.optional(z.union([z.number(), z.string()])),
});
export type CompareItem = z.output<typeof compareItemSchema>;

export const compareSearchResponseSchema = z.looseObject({
  items: z._default(z.array(compareItemSchema), []),
});
export type CompareSearchResponse = z.output<typeof compareSearchResponseSchema>;
