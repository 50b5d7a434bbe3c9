import type { Meta, StoryObj } from '@storybook/preact';
import { t } from '../../shared/platform/messages';
import { Disclosure, type DisclosureOptions } from '../../shared/ui/Disclosure';

/**
 * Disclosure (shared/ui/Disclosure.tsx): a button that shows or hides a region, as a category description's
 * «بیشتر بخوانید» or a facet. The button sets its own aria-expanded and aria-controls.
 */
/** A category description's «بیشتر بخوانید», short or long; args stay plain data (Storybook serialises them). */
function CategoryDescription({ long, ...options }: DisclosureOptions & { long?: boolean }) {
  if (!long) {
    return (
      <Disclosure summary={t('readMore')} {...options}>
        دریل‌های چکشی برای سوراخ‌کاری در بتن و آجر ساخته شده‌اند؛ ضربه در کنار چرخش، کار را سریع‌تر می‌کند.
      </Disclosure>
    );
  }
  return (
    <Disclosure summary="راهنمای انتخاب دریل مناسب برای کارهای ساختمانی، تاسیساتی و صنعتی عمومی با توجه به توان و بازه سرعت" {...options}>
      <p>
        توان موتور (وات) و تعداد ضربه در دقیقه دو عددی هستند که بیش از همه در انتخاب دریل اثر دارند. برای کارهای خانگی
        دریل ۵۰۰ تا ۷۰۰ وات کافی است و برای بتن مسلح، دریل بتن‌کن با توان ۱۰۰۰ وات یا بیشتر پیشنهاد می‌شود.
      </p>
      <p>جنس بدنه، وزن و لرزش دستگاه را هم پیش از خرید بسنجید.</p>
    </Disclosure>
  );
}

const meta = {
  title: 'Primitives/Disclosure',
  component: CategoryDescription,
  decorators: [
    (Story) => (
      <div class="container sb-stage sb-stage--narrow">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof CategoryDescription>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {};

export const Open: Story = { args: { defaultOpen: true } };

/** A long Persian label wraps beside its mark; the text inside keeps the page's reading order. */
export const LongPersianText: Story = { name: 'Long Persian text', args: { defaultOpen: true, long: true } };

/** Closed, yet find-in-page reaches the text and opens it (hidden="until-found", where the browser supports it). */
export const FindInPage: Story = { name: 'Findable when closed', args: { findable: true } };
