import type { MountContext } from '../../shared/islands/define-island';
import { followScroll } from './scroll';
import { lazyPart } from '../../shared/islands/lazy-part';

/**
 * The header island's mount, with the page: the scroll behaviour, and the parts whose views wait for the shopper
 * (the drawer's toggle, the location button, the mega menu on a desktop). One module (parts.tsx) holds the drawer
 * and the city dialog, which every width shows, and whichever is reached first brings the other along; the mega
 * menu, a desktop's alone, is its own (mega.tsx), so a phone never loads it.
 */
export const MEGA_MEDIA = '(min-width: 993px)';

export function mount(root: HTMLElement, _props: unknown, ctx: MountContext) {
  const d = ctx.disposables;
  followScroll(root, d);
  const parts = () => import('./parts');
  const part = (name: string) => root.querySelector<HTMLElement>(`[data-header-part="${name}"]`);
  const drawer = part('drawer');
  const city = part('city');
  const mega = part('mega');
  if (drawer) lazyPart('header', drawer, () => parts().then((m) => m.mountDrawer(root)), d);
  if (city) lazyPart('header', city, () => parts().then((m) => m.mountCity), d);
  if (mega) lazyPart('header', mega, () => import('./mega').then((m) => m.mountMega(root)), d, MEGA_MEDIA);
}
