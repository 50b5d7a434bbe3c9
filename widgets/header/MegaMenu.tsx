import { t } from '../../shared/platform/messages/header';
import { DisclosureNav, type NavSection } from '../../shared/ui/DisclosureNav';
import { Tabs } from '../../shared/ui/Tabs';
import type { CategoryTree } from './categories';

/**
 * The mega category menu (spec section 2): APG's disclosure navigation (DisclosureNav: buttons and links, not
 * role=menu; RTL arrow keys; Escape; one panel at a time) opening on a resting mouse (hover intent) or from the
 * keyboard, and closing as the page scrolls (the bar it hangs from hides). Its «دسته‌بندی کالاها» panel holds top tabs, one per top category of the catalogue (the «ابزار برقی»
 * and «ابزار دستی» groups among them), each with vertical sub-tabs of its sub-categories whose panels link to them
 * and to the links the theme printed under them (their brands: «دریل رونیکس»); the top categories stay links in the
 * bar beside it.
 */
export const MEGA_HOVER_DELAY = 150;

export function MegaMenu({ categories, currentPath }: { categories: CategoryTree[]; currentPath?: string }) {
  const tabs = categories.map((category, i) => ({
    id: `c${i}`,
    label: category.name,
    content: () => (
      <div class="mega-menu__group">
        <a class="mega-menu__all" href={category.href} aria-current={category.href === currentPath ? 'page' : undefined}>
          {category.name}
        </a>
        {category.children.length > 0 && (
          <Tabs
            label={category.name}
            orientation="vertical"
            lazy
            class="mega-menu__sub"
            tabs={category.children.map((child, j) => ({
              id: `c${i}s${j}`,
              label: child.name,
              content: () => (
                <>
                  <a class="mega-menu__sub-all" href={child.href} aria-current={child.href === currentPath ? 'page' : undefined}>
                    {child.name}
                  </a>
                  {child.links.length > 0 && (
                    <ul class="mega-menu__links">
                      {child.links.map((link) => (
                        <li key={link.href}>
                          <a href={link.href}>{link.name}</a>
                        </li>
                      ))}
                    </ul>
                  )}
                </>
              ),
            }))}
          />
        )}
      </div>
    ),
  }));
  const sections: NavSection[] = [
    // The theme prints this button (data-adopt="mega-all"), so focus and a press on it carry over to this one.
    { id: 'all', label: t('allCategories'), adopt: 'mega-all', content: <Tabs label={t('allCategories')} lazy class="mega-menu__top" tabs={tabs} /> },
    ...categories.map((category, i) => ({ id: `top${i}`, label: category.name, href: category.href })),
  ];
  return <DisclosureNav label={t('allCategories')} sections={sections} openOnHover hoverDelay={MEGA_HOVER_DELAY} closeOnScroll class="mega-menu" />;
}
