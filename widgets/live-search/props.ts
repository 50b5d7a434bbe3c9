import { propsGuard } from '../../shared/islands/props';
import type { LiveSearchOptions } from './LiveSearch';
import type { ShowOptions } from './Row';

/**
 * The live search's props, from a `<script type="application/json" data-island-props>` child or data attributes
 * (`data-layout="icon"`). Checked by hand: the entry is on every page, and zod must not come with it.
 * - `layout`: 'classic' | 'icon'; `history`, `submitDisabled`, `darken`, `voice`, `detailsPanel`, `dynamicPrices`:
 *   booleans (or "1"/"0", "true"/"false" and a bare attribute's "" from data attributes);
 * - `show`: which row fields show ({ image, price, sku, desc, sale, featured, vendor });
 * - `endpoint`: the search URL, `{query}` where the text goes (default: `wc-ajax=dgwt_wcas_ajax_search&s=`).
 */
export interface LiveSearchIslandProps extends Omit<LiveSearchOptions, 'show'> {
  show?: Partial<ShowOptions>;
  detailsPanel?: boolean;
  dynamicPrices?: boolean;
  endpoint?: string;
}

const FLAGS = ['history', 'submitDisabled', 'darken', 'voice', 'detailsPanel', 'dynamicPrices'] as const;
const SHOW_KEYS = ['image', 'price', 'sku', 'desc', 'sale', 'featured', 'vendor'] as const;
/** A JSON boolean, or a data attribute's text for one. */
const flagOf = (value: unknown) =>
  typeof value === 'boolean' ? value : value === '1' || value === 'true' || value === '' ? true : value === '0' || value === 'false' ? false : undefined;

export const liveSearchProps = propsGuard<LiveSearchIslandProps>((raw) => {
  const { layout, endpoint, show } = raw;
  const props: LiveSearchIslandProps = {};
  if (layout !== undefined && layout !== 'classic' && layout !== 'icon') return "layout: 'classic' or 'icon'";
  if (layout) props.layout = layout;
  for (const key of FLAGS) {
    const value = raw[key];
    if (value === undefined) continue;
    const flag = flagOf(value);
    if (flag === undefined) return `${key}: not a boolean`;
    props[key] = flag;
  }
  if (endpoint !== undefined) {
    if (typeof endpoint !== 'string' || !endpoint.includes('{query}')) return 'endpoint: a URL with {query}';
    props.endpoint = endpoint;
  }
  if (show !== undefined) {
    const given = show as Record<string, unknown> | null;
    if (!given || typeof given !== 'object' || SHOW_KEYS.some((k) => given[k] !== undefined && typeof given[k] !== 'boolean')) return 'show: booleans by field';
    props.show = Object.fromEntries(SHOW_KEYS.filter((k) => given[k] !== undefined).map((k) => [k, given[k] as boolean]));
  }
  return props;
});

/** A flag as JSON Schema: a JSON boolean, or a data attribute's text for one (what `flagOf` reads). */
const FLAG_SCHEMA = { anyOf: [{ type: 'boolean' }, { type: 'string', enum: ['1', 'true', '', '0', 'false'] }] };

/**
 * The same check as JSON Schema, for the WordPress plugin's hsa_island_mount() (scripts/build-wp.ts exports it). A
 * literal, not built from FLAGS and SHOW_KEYS, so the bundler drops it from the browser entry.
 */
export const propsJsonSchema = {
  type: 'object',
  properties: {
    layout: { type: 'string', enum: ['classic', 'icon'] },
    history: FLAG_SCHEMA,
    submitDisabled: FLAG_SCHEMA,
    darken: FLAG_SCHEMA,
    voice: FLAG_SCHEMA,
    detailsPanel: FLAG_SCHEMA,
    dynamicPrices: FLAG_SCHEMA,
    // An array is taken too, as no fields (the guard reads it by key; PHP's empty `array()` prints as []).
    show: {
      type: ['object', 'array'],
      properties: {
        image: { type: 'boolean' },
        price: { type: 'boolean' },
        sku: { type: 'boolean' },
        desc: { type: 'boolean' },
        sale: { type: 'boolean' },
        featured: { type: 'boolean' },
        vendor: { type: 'boolean' },
      },
    },
    endpoint: { type: 'string', pattern: '\\{query\\}', examples: ['/?wc-ajax=dgwt_wcas_ajax_search&s={query}'] },
  },
};
