import type { Meta, StoryObj } from '@storybook/preact';
import { t } from '../../shared/platform/messages';
import { Accordion, type AccordionItem, type AccordionProps } from '../../shared/ui/Accordion';

/**
 * Accordion (shared/ui/Accordion.tsx), drawn as the listing's facet sidebar (spec section 4, "Facet accordions"):
 * headings wrapping buttons, one or many open, Up/Down/Home/End between headers.
 */
const choices = (names: string[]) => (
  <ul style={{ margin: 0, paddingInlineStart: '1.2rem' }}>
    {names.map((name) => (
      <li key={name}>
        <a href={`?filter=${encodeURIComponent(name)}`}>{name}</a>
      </li>
    ))}
  </ul>
);

const facets: AccordionItem[] = [
  { id: 'brand', title: t('searchBrands'), content: choices(['رونیکس', 'بوش', 'ماکیتا', 'اکتیو']) },
  { id: 'price', title: 'قیمت', content: choices(['تا ۵۰۰٬۰۰۰ تومان', '۵۰۰٬۰۰۰ تا ۲٬۰۰۰٬۰۰۰ تومان', 'بیش از ۲٬۰۰۰٬۰۰۰ تومان']) },
  { id: 'karbord', title: 'کاربرد', content: choices(['تاسیسات', 'صنعتی عمومی']) },
  { id: 'tavan', title: 'توان', content: choices(['تا ۸۰۰ وات', 'بیش از ۸۰۰ وات']) },
];

const more: AccordionItem[] = [
  { id: 'anker', title: 'نوع انکر و طول انکر برای نصب روی بتن، آجر و سنگ', content: choices(['انکر شیمیایی', 'انکر فلزی', 'رول‌پلاک']) },
  { id: 'wheel', title: 'نوع چرخ', content: choices(['چرخ صنعتی', 'چرخ مبلی']) },
  { id: 'color', title: 'رنگ', content: choices(['مشکی', 'زرد', 'آبی']) },
];

/** The facets, with what a story changes; args stay plain data (Storybook serialises them). */
function Facets({ many, disabled, ...props }: Omit<AccordionProps, 'items'> & { many?: boolean; disabled?: string }) {
  const items = (many ? [...facets, ...more] : facets).map((f) => (f.id === disabled ? { ...f, disabled: true } : f));
  return <Accordion items={items} {...props} />;
}

const meta = {
  title: 'Primitives/Accordion',
  component: Facets,
  decorators: [
    (Story) => (
      <div class="container sb-stage sb-stage--narrow">
        <h2>{t('filters')}</h2>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Facets>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AllClosed: Story = { name: 'All closed' };

export const OneOpen: Story = { name: 'One open at a time', args: { defaultValue: ['brand'] } };

export const ManyOpen: Story = { name: 'Many open', args: { multiple: true, defaultValue: ['brand', 'karbord'] } };

/** A page-builder accordion keeps one item open: its header is aria-disabled while it is the open one. */
export const AlwaysOneOpen: Story = { name: 'Always one open (not collapsible)', args: { defaultValue: ['price'], collapsible: false } };

export const DisabledItem: Story = { name: 'Disabled item', args: { disabled: 'tavan', defaultValue: ['brand'] } };

/** More than six panels: the panels are no longer regions (APG: landmark noise). */
export const ManyPanels: Story = { name: 'Many panels, long Persian text', args: { many: true, multiple: true, defaultValue: ['anker'] } };
