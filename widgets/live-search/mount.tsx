import { fetchJson } from '../../shared/api/fetch-json';
import { searchSchema } from '../../shared/api/lazy-contracts';
import { wcAjaxUrl } from '../../shared/api/page-config';
import type { MountContext } from '../../shared/islands/define-island';
import { mountPreact } from '../../shared/islands/mount-preact';
import { LiveSearch } from './LiveSearch';
import type { LiveSearchIslandProps } from './props';
import { createSearchClient } from './search-client';
import './live-search.css';

/** The props check, run when this view has loaded (the entry leaves it out, so it is not on the page's load path). */
export { liveSearchProps as props } from './props';

/** FiboSearch's endpoint, or the theme's (props.endpoint, `{query}` where the text goes). */
export function searchUrl(query: string, endpoint?: string): string {
  const q = encodeURIComponent(query);
  return endpoint ? endpoint.replace('{query}', q) : `${wcAjaxUrl('dgwt_wcas_ajax_search')}&s=${q}`;
}

/**
 * Mounts the live search over its fallback form. The fallback's text box and submit button get the `data-adopt`
 * keys of the view's, so the focus, the text typed while the view loaded and a press of the button carry over,
 * whatever ids the theme gave them. The form's action, hidden post type and placeholder are the theme's.
 */
export function mount(root: HTMLElement, props: LiveSearchIslandProps, ctx: MountContext) {
  const form = root.querySelector('form');
  const input = form?.querySelector<HTMLInputElement>('input[name="s"]');
  input?.setAttribute('data-adopt', 'live-search-input');
  form?.querySelector('[type="submit"]')?.setAttribute('data-adopt', 'live-search-submit');
  const id = input?.id.endsWith('-input') ? input.id.slice(0, -'-input'.length) : undefined;

  const client = createSearchClient((query, signal) =>
    fetchJson(searchSchema('searchResponseSchema'), { url: searchUrl(query, props.endpoint), nonce: false, signal }),
  );
  ctx.disposables.add(() => client.cancel());
  const extras = () => import('./extras');

  ctx.disposables.add(
    mountPreact(
      root,
      <LiveSearch
        {...props}
        client={client}
        id={id}
        action={form?.getAttribute('action') ?? '/'}
        postType={form?.querySelector<HTMLInputElement>('input[name="post_type"]')?.value ?? 'product'}
        placeholder={input?.placeholder}
        query={input?.defaultValue}
        details={props.detailsPanel ? (items) => extras().then((m) => m.fetchDetails(items, ctx.signal)) : undefined}
        prices={props.dynamicPrices ? (ids) => extras().then((m) => m.fetchPrices(ids, ctx.signal)) : undefined}
      />,
    ),
  );
}
