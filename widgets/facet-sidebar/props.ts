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
