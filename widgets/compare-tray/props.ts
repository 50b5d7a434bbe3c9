import { propsGuard } from '../../shared/islands/props';

/**
 * The compare tray's props (data attributes on the root): `data-max`, the archive's max-compare setting (1 to 4,
 * default 4: the comparison page shows at most 4), and `data-compare-url`, the comparison page (default `/compare/`).
 * Checked by hand: the tray loads with the listing, and zod must not come with it.
 */
export interface CompareTrayProps {
  max?: number | undefined;
  compareUrl?: string | undefined;
}

export function readMax(value: unknown): number | null | undefined {
  if (value === undefined) return undefined;
  if (typeof value === 'number') return Number.isInteger(value) && value >= 1 && value <= 4 ? value : null;
  return typeof value === 'string' && /^[1-4]$/.test(value) ? Number(value) : null;
}

export const compareTrayProps = propsGuard<CompareTrayProps>(({ max, compareUrl }) => {
  const limit = readMax(max);
  if (limit === null) return 'max: a whole number from 1 to 4 is needed';
  if (compareUrl !== undefined && (typeof compareUrl !== 'string' || compareUrl.length === 0)) return 'compareUrl: a non-empty URL is needed';
  return { max: limit, compareUrl };
});

/** The same check as JSON Schema, for the WordPress plugin's hsa_island_mount() (scripts/build-wp.ts exports it). */
export const propsJsonSchema = {
  type: 'object',
  properties: {
    max: { anyOf: [{ type: 'integer', minimum: 1, maximum: 4 }, { type: 'string', pattern: '^[1-4]$' }] },
    compareUrl: { type: 'string', minLength: 1 },
  },
};
