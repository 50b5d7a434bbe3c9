import { useStore } from '@nanostores/react';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { FacetDefinition } from '../../shared/api/contracts/listing';
import { track } from '../../shared/platform/analytics';
import { t } from '../../shared/platform/messages/facet-sidebar';
import { local } from '../../shared/platform/storage';
import { $listing, setFacet, setSort, type SortValue } from '../../shared/stores/listing';
import { useDisclosure } from '../../shared/ui/Disclosure';
import { Chips, removeSelection } from './Chips';
import { FacetList } from './FacetList';
import { MobileSheets } from './MobileSheets';

/**
 * The facet sidebar (spec section 2, "Product listing"): «فیلترها» with the active-filter chips and «حذف همه», the
 * facets, the related categories (the server's block, kept), collapsible on desktop with the choice remembered in
 * `hsa_sidebar_collapsed`. At 390 px the column gives way to the bottom bar's sheets (MobileSheets).
 */
export const COLLAPSED_KEY = 'hsa_sidebar_collapsed';

export interface FacetSidebarViewProps {
  facets: readonly FacetDefinition[];
  /** The server's related-categories block, moved into the view as it is. */
  related?: Element | null | undefined;
  /** The bottom bar's links, which open the sheets. */
  bar?: HTMLElement | null | undefined;
}

/** A change from any facet: the sort facet sorts, every other sets its values. */
export function changeFacet(facets: readonly FacetDefinition[], name: string, values: string[]): void {
  if (facets.find((f) => f.name === name)?.type === 'sort') setSort((values[0] ?? 'date') as SortValue);
  else setFacet(name, values);
}

/** In the render's own task (a layout effect): no frame without it, and mountPreact finds a link focused in it. */
function Related({ node }: { node: Element }) {
  const box = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    box.current?.append(node);
  }, [node]);
  return <div ref={box} class="facet-sidebar__related" />;
}

export function FacetSidebar({ facets, related, bar }: FacetSidebarViewProps) {
  const state = useStore($listing);
  const settings = state.settings;
  const [collapsed, setCollapsed] = useState(() => local.get(COLLAPSED_KEY) === '1');
  const toggle = useDisclosure({
    open: !collapsed,
    onOpenChange: (open) => {
      setCollapsed(!open);
      local.set(COLLAPSED_KEY, open ? '0' : '1');
      track('sidebar_toggle', { collapsed: !open });
    },
  });
  if (!settings) return null;
  return (
    <div class={`facet-sidebar ${collapsed ? 'is-collapsed' : ''}`}>
      <div class="facet-sidebar__head">
        <h2 class="facet-sidebar__title" tabIndex={-1}>
          {t('filters')}
        </h2>
        <button class="facet-sidebar__toggle" {...toggle.triggerProps}>
          {t(collapsed ? 'showFilters' : 'hideFilters')}
        </button>
      </div>
      <div class="facet-sidebar__panel" {...toggle.panelProps}>
        <Chips selections={settings.selections} onRemove={removeSelection} />
        <FacetList facets={facets} settings={settings} values={state.query.facets} onChange={(name, values) => changeFacet(facets, name, values)} idBase="fs" adoptKeys />
      </div>
      {related && <Related node={related} />}
      <MobileSheets facets={facets} bar={bar} />
    </div>
  );
}
