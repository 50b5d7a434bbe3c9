import { mountPreact } from '../../shared/islands/mount-preact';
import type { PartMount } from '../../shared/islands/lazy-part';
import { categoriesOf } from './categories';
import { MegaMenu } from './MegaMenu';
import './mega.css';

/**
 * The mega menu's view (MegaMenu.tsx, with the DisclosureNav and Tabs primitives), a module of its own: only a
 * desktop's category bar holds it (mount.ts MEGA_MEDIA), so a phone, which reaches for the drawer and the city
 * dialog (parts.tsx), never loads it.
 */
export const mountMega =
  (header: HTMLElement): PartMount =>
  (part) =>
    mountPreact(part, <MegaMenu categories={categoriesOf(header)} currentPath={location.pathname} />);
