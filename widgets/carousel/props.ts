import { propsGuard } from '../../shared/islands/props';

/**
 * The carousel's props (data attributes on the root, printed by the theme): `data-kind` picks the settings of spec
 * section 9 ("Carousels"), `data-single="true"` is a page-builder carousel set to show one slide on tablets. Checked
 * by hand: a guard is a few bytes, and zod would add its weight to an island with a 9 KB budget.
 */
export const CAROUSEL_KINDS = ['products', 'categories', 'brands', 'brand-categories', 'page-builder'] as const;
export type CarouselKind = (typeof CAROUSEL_KINDS)[number];

export interface CarouselProps {
  kind: CarouselKind;
  single: boolean;
}

export const carouselProps = propsGuard<CarouselProps>(({ kind, single }) => {
  if (!CAROUSEL_KINDS.includes(kind as CarouselKind)) return `kind: one of ${CAROUSEL_KINDS.join(', ')} is needed`;
  if (single !== undefined && single !== 'true' && single !== 'false' && typeof single !== 'boolean') return 'single: true or false';
  return { kind: kind as CarouselKind, single: single === true || single === 'true' };
});

/** The same check as JSON Schema, for the WordPress plugin's hsa_island_mount() (scripts/build-wp.ts exports it). */
export const propsJsonSchema = {
  type: 'object',
  required: ['kind'],
  properties: {
    kind: { type: 'string', enum: [...CAROUSEL_KINDS] },
    single: { anyOf: [{ type: 'boolean' }, { type: 'string', enum: ['true', 'false'] }] },
  },
};
