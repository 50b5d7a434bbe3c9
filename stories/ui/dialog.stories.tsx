import type { Meta, StoryObj } from '@storybook/preact';
import { t } from '../../shared/platform/messages';
import { Dialog, useDialogTrigger } from '../../shared/ui/Dialog';
import { useOverlayState } from '../../shared/ui/use-overlay-trigger';
import './overlay-stories.css';

/**
 * Dialog (modal), shared/ui/Dialog.tsx: the login's modal (spec section 2, "Login widget"), the city dialog, and
 * one dialog opened from another. Every story's trigger opens it again after a close.
 */
interface LoginArgs {
  open: boolean;
  description?: string;
  long?: boolean;
  nested?: boolean;
}

const TERMS = [
  'با ورود به فروشگاه، قوانین و مقررات ابزارآلات هسا را می‌پذیرید؛ از جمله شرایط ارسال کالا به شهرهای سراسر کشور، زمان‌بندی تحویل سفارش‌های ابزار برقی و دستی، و شرایط مرجوعی کالاهایی که پلمب آن‌ها باز شده است.',
  'شماره موبایل شما فقط برای ارسال کد تأیید، پیگیری سفارش و اطلاع‌رسانی وضعیت ارسال به کار می‌رود و در اختیار هیچ شخص یا شرکت دیگری قرار نمی‌گیرد.',
  'کد تأیید چهار رقمی است و تا شصت ثانیه اعتبار دارد؛ پس از آن می‌توانید دوباره درخواست کد کنید. اگر پیامکی دریافت نکردید، پوشه پیام‌های مسدود شده گوشی خود را بررسی کنید.',
  'خرید عمده برای پیمانکاران و فروشگاه‌ها با قیمت ویژه انجام می‌شود؛ برای دریافت پیش‌فاکتور با پشتیبانی تماس بگیرید.',
];

function LoginForm() {
  return (
    <form class="sb-form" onSubmit={(event) => event.preventDefault()}>
      <label class="sb-field">
        {t('mobileNumber')}
        <input name="mobile" inputMode="numeric" autoComplete="tel" dir="ltr" placeholder="۰۹۱۲۳۴۵۶۷۸۹" />
      </label>
      <button type="submit" class="button button--primary">
        {t('sendCode')}
      </button>
    </form>
  );
}

function Login({ open, description, long, nested }: LoginArgs) {
  const dialog = useOverlayState({ defaultOpen: open });
  const city = useOverlayState({ defaultOpen: open && nested });
  return (
    <div class="sb-stage" style={{ paddingInline: '16px' }}>
      <button class="button" {...useDialogTrigger(dialog)}>
        {t('login')}
      </button>
      <Dialog state={dialog} title={t('login')} description={description} initialFocus={() => document.querySelector<HTMLElement>('.hsa-dialog input')}>
        {long && TERMS.map((text) => <p key={text}>{text}</p>)}
        <LoginForm />
        {nested && (
          <button class="button" {...useDialogTrigger(city)}>
            {t('chooseCity')}
          </button>
        )}
      </Dialog>
      <Dialog state={city} title={t('chooseCity')}>
        <ul class="sb-list">
          {['تهران', 'مشهد', 'اصفهان', 'شیراز', 'تبریز'].map((name) => (
            <li key={name}>
              <button type="button" class="button" onClick={() => city.close()}>
                {name}
              </button>
            </li>
          ))}
        </ul>
      </Dialog>
    </div>
  );
}

const meta = {
  title: 'Primitives/Dialog',
  component: Login,
  args: { open: true },
} satisfies Meta<typeof Login>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Only the trigger: `aria-haspopup="dialog"`, `aria-expanded="false"`. */
export const Closed: Story = { args: { open: false } };

/** Open, focus in the mobile field; Tab and Shift+Tab wrap, Escape, × and the backdrop close it. */
export const Open: Story = {};

export const WithDescription: Story = { name: 'With a description', args: { description: t('codeSent') } };

/** More text than the screen holds: the body scrolls, the header with × stays. */
export const LongText: Story = { name: 'Long Persian text', args: { long: true } };

/** The city dialog opened from the login dialog: stacked on it, Escape closes the top one first. */
export const Nested: Story = { name: 'Nested dialog', args: { nested: true } };
