import { mountPreact } from '../../shared/islands/mount-preact';
import { categoriesOf } from './categories';
import { CityPicker } from './CityDialog';
import { MenuDrawer } from './MenuDrawer';
import { restPlaceService } from './place-service';
import type { PartMount } from '../../shared/islands/lazy-part';
import './header-parts.css';

/**
 * The header's views for every width, loaded when the shopper first reaches for one of them (lazy-part.ts): the
 * drawer and the city dialog. Each renders over its own part of the server markup only, keeping the part's icon, and
 * reads the categories from the bottom bar. The mega menu, a desktop's alone, is a module of its own (mega.tsx).
 */
const iconOf = (part: HTMLElement) => part.querySelector('svg')?.outerHTML ?? '';

export const mountDrawer =
  (header: HTMLElement): PartMount =>
  (part) =>
    mountPreact(part, <MenuDrawer categories={categoriesOf(header)} iconHtml={iconOf(part)} />);

export const mountCity: PartMount = (part) => mountPreact(part, <CityPicker service={restPlaceService()} iconHtml={iconOf(part)} />);
