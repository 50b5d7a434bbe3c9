import { t } from '../../shared/platform/messages/header';
import { useDialogTrigger } from '../../shared/ui/Dialog';
import { Drawer } from '../../shared/ui/Drawer';
import { useOverlayState } from '../../shared/ui/use-overlay-trigger';
import type { CategoryTree } from './categories';

/**
 * The mobile side drawer (spec section 2): the «منو» button opens a Drawer from the inline-start edge with the
 * catalogue's categories; it closes on the overlay, Escape, ×, a scroll or a change of the window's width, and
 * focus goes back to the button (all from the Drawer primitive).
 */
export interface MenuDrawerProps {
  categories: CategoryTree[];
  iconHtml: string;
  defaultOpen?: boolean;
}

export function MenuDrawer({ categories, iconHtml, defaultOpen }: MenuDrawerProps) {
  const drawer = useOverlayState({ defaultOpen });
  return (
    <>
      <button class="header-action site-header__menu-toggle" data-adopt="header-menu" {...useDialogTrigger(drawer)}>
        <span class="site-header__icon" aria-hidden="true" dangerouslySetInnerHTML={{ __html: iconHtml }} />
        <span class="header-action__label">{t('menu')}</span>
      </button>
      <Drawer state={drawer} title={t('menu')} side="start" closeOnScroll closeOnResize class="header-drawer">
        <nav aria-label={t('allCategories')}>
          <ul class="header-drawer__list">
            {categories.map((category) => (
              <li key={category.href}>
                <a class="header-drawer__top" href={category.href}>
                  {category.name}
                </a>
                {category.children.length > 0 && (
                  <ul class="header-drawer__sub">
                    {category.children.map((child) => (
                      <li key={child.href}>
                        <a href={child.href}>{child.name}</a>
                      </li>
                    ))}
                  </ul>
                )}
              </li>
            ))}
          </ul>
        </nav>
      </Drawer>
    </>
  );
}
