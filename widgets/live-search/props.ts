import { propsGuard } from '../../shared/islands/props';
import type { LiveSearchOptions } from './LiveSearch';
import type { ShowOptions } from './Row';

/**
 * The live search's props, from a `<script type="application/json" data-island-props>` child or data attributes
 * (`data-layout="icon"`). Checked by hand: the entry is on every page, and zod must not come with it.
 * - `layout`: 'classic' | 'icon'; `history`, `submitDisabled`, `darken`, `voice`, `detailsPanel`, `dynamicPrices`:
 *   booleans (or "1"/"0", "true"/"false" from data attributes);
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

function flag(value: unknown): boolean | undefined | string {
  if (value === undefined || typeof value === 'boolean') return value;
  if (value === '1' || value === 'true' || value === '') return true;
  if (value === '0' || value === 'false') return false;
  return 'not a boolean';
}

export const liveSearchProps = propsGuard<LiveSearchIslandProps>((raw) => {
  const props: LiveSearchIslandProps = {};
  if (raw.layout !== undefined) {
    if (raw.layout !== 'classic' && raw.layout !== 'icon') return "layout: 'classic' or 'icon'";
    props.layout = raw.layout;
  }
  for (const key of FLAGS) {
    const value = flag(raw[key]);
    if (typeof value === 'string') return `${key}: ${value}`;
    if (value !== undefined) props[key] = value;
  }
  if (raw.endpoint !== undefined) {
    if (typeof raw.endpoint !== 'string' || !raw.endpoint.includes('{query}')) return 'endpoint: a URL with {query}';
    props.endpoint = raw.endpoint;
  }
  if (raw.show !== undefined) {
    const show = raw.show as Record<string, unknown> | null;
    if (!show || typeof show !== 'object') return 'show: an object';
    props.show = {};
    for (const key of SHOW_KEYS) {
      if (show[key] === undefined) continue;
      if (typeof show[key] !== 'boolean') return `show.${key}: not a boolean`;
      props.show[key] = show[key];
    }
  }
  return props;
});
