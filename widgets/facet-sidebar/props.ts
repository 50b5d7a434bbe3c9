import { propsGuard } from '../../shared/islands/props';

/**
 * The props' first look, by hand (zod stays off the page's load path): an endpoint and a list of facets. The view
 * module checks them whole with the contract's schema (shared/api/contracts/listing.ts, facetSidebarPropsSchema)
 * before anything renders; props that fail it leave the server sidebar as it is.
 */
export interface FacetSidebarRawProps {
  endpoint: string;
  facets: unknown[];
}

export const facetSidebarProps = propsGuard<FacetSidebarRawProps>(({ endpoint, facets }) => {
  if (typeof endpoint !== 'string' || endpoint === '') return 'endpoint: a URL is needed';
  if (!Array.isArray(facets)) return 'facets: a list is needed';
  return { endpoint, facets };
});

/**
 * The same check as JSON Schema, for the WordPress plugin's hsa_island_mount() (scripts/build-wp.ts exports it): the
 * guard's first look, not the contract's whole check, so PHP and the browser agree on what reaches the view.
 */
export const propsJsonSchema = {
  type: 'object',
  required: ['endpoint', 'facets'],
  properties: { endpoint: { type: 'string', minLength: 1 }, facets: { type: 'array' } },
};
