import type { Meta, StoryObj } from '@storybook/preact';
import { CATEGORY_TREE } from '../../demo-pages/db/generator/categories';
import { t } from '../../shared/platform/messages';
import { useDialogTrigger } from '../../shared/ui/Dialog';
import { Drawer } from '../../shared/ui/Drawer';
import { useOverlayState } from '../../shared/ui/use-overlay-trigger';
import './overlay-stories.css';

/**
 * Drawer, shared/ui/Drawer.tsx: the mobile side drawer of spec section 2 (an overlay behind it; closes on an overlay
 * click, Escape, a window resize or a scroll), with the demo store's categories.
 */
interface MenuArgs {
  open: boolean;
  side: 'start' | 'end';
  withSubcategories: boolean;
}

function MobileMenu({ open, side, withSubcategories }: MenuArgs) {
  const menu = useOverlayState({ defaultOpen: open });
  return (
    <div class="sb-stage" style={{ paddingInline: '16px' }}>
      <button class="button" {...useDialogTrigger(menu)}>
        {t('menu')}
      </button>
      <Drawer state={menu} title={t('menu')} side={side} closeOnScroll closeOnResize>
        <nav aria-label={t('allCategories')}>
          <ul class="sb-list">
            {CATEGORY_TREE.map((category) => (
              <li key={category.slug}>
                <a href={`/product-category/${category.slug}/`}>{category.name}</a>
                {withSubcategories && (
                  <ul class="sb-list" style={{ paddingInlineStart: '16px' }}>
                    {category.children.map((child) => (
                      <li key={child.slug}>
                        <a href={`/product-category/${child.slug}/`}>{child.name}</a>
                      </li>
                    ))}
                  </ul>
                )}
              </li>
            ))}
          </ul>
        </nav>
      </Drawer>
    </div>
  );
}

const meta = {
  title: 'Primitives/Drawer',
  component: MobileMenu,
  args: { open: true, side: 'start', withSubcategories: false },
  argTypes: { side: { control: 'inline-radio', options: ['start', 'end'] } },
} satisfies Meta<typeof MobileMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = { args: { open: false } };

/** From the inline-start edge: the right one on this RTL page. */
export const OpenFromStart: Story = { name: 'Open, from the start edge' };

export const OpenFromEnd: Story = { name: 'Open, from the end edge', args: { side: 'end' } };

/** Every subcategory: longer than a phone's screen, the drawer's body scrolls. */
export const LongMenu: Story = { name: 'Long menu', args: { withSubcategories: true } };
