import type { Meta, StoryObj } from '@storybook/preact';
import { useMemo } from 'preact/hooks';
import { popupSettingsSchema } from '../shared/api/contracts/popups';
import type { PopupEntry } from '../widgets/popups/controller';
import { PopupDialog } from '../widgets/popups/PopupsView';

/**
 * The popups island's dialog (widgets/popups) in each state: the landing page's newsletter (with 'do not show
 * again'), the exit-intent offer, the scroll popup with its own close link, and one whose × appears after a delay.
 * Each popup is the server markup a theme prints, its settings parsed by the same schema as on the page.
 */
interface PopupArgs {
  settings: Record<string, unknown>;
  body: string;
}

function Popup({ settings, body }: PopupArgs) {
  const entry = useMemo<PopupEntry>(() => {
    const element = document.createElement('div');
    element.innerHTML = body;
    const parsed = popupSettingsSchema.parse(settings);
    return { id: String(parsed.id), settings: parsed, element };
  }, [settings, body]);
  return <PopupDialog key={entry.id} entry={entry} opener={null} onClosed={() => {}} onDoNotShowAgain={() => {}} />;
}

const meta = {
  title: 'Islands/Popups',
  component: Popup,
  args: {
    settings: { id: 101, title: 'عضویت در خبرنامه', triggers: { page_load: 5 }, rules: { do_not_show_again: true } },
    body: `<p>از تخفیف‌های هفتگی ابزار و یراق‌آلات زودتر از همه باخبر شوید.</p>
<form class="landing-newsletter"><label for="sb-newsletter">ایمیل</label> <input id="sb-newsletter" type="email" dir="ltr"> <button type="submit" class="button button--primary">عضویت</button></form>`,
  },
} satisfies Meta<typeof Popup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Newsletter: Story = { name: "Newsletter, with 'do not show again'" };

export const ExitIntent: Story = {
  args: {
    settings: { id: 102, title: 'پیش از رفتن', triggers: { exit_intent: true }, rules: { avoid_multiple_popups: true } },
    body: '<p>ارسال سفارش‌های بالای ۵ میلیون تومان تا پایان آذر رایگان است.</p><a class="button button--primary" href="/product-category/power-tools/">دیدن ابزار برقی</a>',
  },
};

export const ScrollWithCloseLink: Story = {
  name: 'Scroll popup with its own close link',
  args: {
    settings: { id: 103, title: 'مشاوره رایگان خرید', triggers: { scrolling: { direction: 'down', offset: 50 } } },
    body: '<p>برای انتخاب دریل یا پیچ‌گوشتی مناسب، کارشناسان ما راهنمایی‌تان می‌کنند.</p><p><a href="#elementor-action%3Aaction%3Dpopup%3Aclose">فعلاً نه</a></p>',
  },
};

export const CloseButtonLater: Story = {
  name: 'The × appears after 3 s',
  args: {
    settings: { id: 104, title: 'پیشنهاد ویژه', triggers: { page_load: 0 }, rules: { close_button_delay: 3, close_on_escape: false, close_on_background: false } },
    body: '<p>تا پایان امروز، ارسال رایگان برای همهٔ سفارش‌ها.</p><a class="button button--primary" href="/">دیدن پیشنهادها</a>',
  },
};
