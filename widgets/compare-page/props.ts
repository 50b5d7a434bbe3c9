import { propsGuard } from '../../shared/islands/props';

/**
 * The comparison page island's props (data attributes on the toolbar root): `data-ids`, the products the server put
 * in the table (comma-separated; it is the table that is read, this says what the server meant), and `data-max`,
 * the page's limit (1 to 4, default 4). Checked by hand, so the contract schemas come only with the modal's first search.
 */
export interface ComparePageProps {
  ids: string;
  max?: number | undefined;
}

export const comparePageProps = propsGuard<ComparePageProps>(({ ids = '', max }) => {
  if (typeof ids !== 'string' || !/^[0-9,]{0,200}$/.test(ids)) return 'ids: comma-separated product ids are needed';
  if (max === undefined) return { ids };
  const limit = typeof max === 'number' ? max : typeof max === 'string' && /^[1-4]$/.test(max) ? Number(max) : NaN;
  if (!Number.isInteger(limit) || limit < 1 || limit > 4) return 'max: a whole number from 1 to 4 is needed';
  return { ids, max: limit };
});

/** The same check as JSON Schema, for the WordPress plugin's hsa_island_mount() (scripts/build-wp.ts exports it). */
export const propsJsonSchema = {
  type: 'object',
  properties: {
    ids: { type: 'string', pattern: '^[0-9,]{0,200}$' },
    max: { anyOf: [{ type: 'integer', minimum: 1, maximum: 4 }, { type: 'string', pattern: '^[1-4]$' }] },
  },
};
