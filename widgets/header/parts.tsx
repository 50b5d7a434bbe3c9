import { mountPreact } from '../../shared/islands/mount-preact';
import { readCategories, type CategoryTree } from './categories';
import { CityPicker } from './CityDialog';
import { MegaMenu } from './MegaMenu';
import { MenuDrawer } from './MenuDrawer';
import { restPlaceService } from './place-service';
import type { PartMount } from '../../shared/islands/lazy-part';
import './header-parts.css';

/**
 * The header's views, loaded when the shopper first reaches for one of them (lazy-part.ts): each renders over its
 * own part of the server markup only, keeping the part's icon, and reads the categories from the bottom bar.
 */
const iconOf = (part: HTMLElement) => part.querySelector('svg')?.outerHTML ?? '';

// Read once: the mega menu's view takes the bar's server markup out of the page, and the drawer may open after it.
const trees = new WeakMap<HTMLElement, CategoryTree[]>();
const categoriesOf = (header: HTMLElement) => trees.get(header) ?? (trees.set(header, readCategories(header)), trees.get(header)!);

export const mountDrawer =
  (header: HTMLElement): PartMount =>
  (part) =>
    mountPreact(part, <MenuDrawer categories={categoriesOf(header)} iconHtml={iconOf(part)} />);

export const mountCity: PartMount = (part) => mountPreact(part, <CityPicker service={restPlaceService()} iconHtml={iconOf(part)} />);

export const mountMega =
  (header: HTMLElement): PartMount =>
  (part) =>
    mountPreact(part, <MegaMenu categories={categoriesOf(header)} currentPath={location.pathname} />);
