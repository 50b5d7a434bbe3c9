import type { Meta, StoryObj } from '@storybook/preact';
import { t } from '../shared/platform/messages';
import { ToastMessage } from '../shared/ui/Toast';
import '../shared/ui/Toast.css';
import { AccountMenu } from '../widgets/login/AccountMenu';
import { CodeStep } from '../widgets/login/CodeStep';
import { GuestLogin } from '../widgets/login/GuestLogin';
import { LoginForm } from '../widgets/login/LoginForm';
import { useLoginFlow, type LoginState } from '../widgets/login/use-login-flow';
import '../widgets/login/login.css';
import '../widgets/login/code-step.css';

/**
 * The login island (widgets/login): each step and state of the form (spec sections 2, 4, 5 and 8), drawn from the
 * flow's state (use-login-flow.ts) as the island draws it; the modal as the header opens it; the toast; the account
 * button of a logged-in shopper. Nothing here talks to a server: the stories only show states.
 */
function LoginSteps({ initial }: { initial: Partial<LoginState> }) {
  const flow = useLoginFlow({ nonce: 'storybook', initial, navigate: () => {} });
  return (
    <section class="login-inline" aria-labelledby="sb-login-title">
      <h2 id="sb-login-title">{t('login')}</h2>
      {flow.state.step === 'code' ? (
        <div class="login">
          <CodeStep flow={flow} id="sb-login" />
        </div>
      ) : (
        <LoginForm flow={flow} />
      )}
    </section>
  );
}

const meta = {
  title: 'Login/Login',
  component: LoginSteps,
  args: { initial: {} },
} satisfies Meta<typeof LoginSteps>;

export default meta;
type Story = StoryObj<typeof meta>;

const code = { step: 'code' as const, mobile: '09121234567' };

export const MobileStep: Story = { name: 'Step 1: mobile number' };

export const MobileInvalid: Story = {
  name: 'Step 1: invalid number',
  args: { initial: { mobile: '۰۹۱۲۳', mobileError: 'لطفاً شماره موبایل معتبر وارد کنید.' } },
};

export const MobileSending: Story = { name: 'Step 1: sending (busy)', args: { initial: { mobile: '۰۹۱۲۱۲۳۴۵۶۷', busy: 'send' } } };

export const MobileRefused: Story = {
  name: 'Step 1: refused by the server (a second send within 60 s)',
  args: { initial: { mobile: '09121234567', mobileError: 'کد برای این شماره فرستاده شده است. برای ارسال دوباره ۴۲ ثانیه صبر کنید.' } },
};

export const CodeCountdown: Story = { name: 'Step 2: code boxes, countdown', args: { initial: { ...code, seconds: 42 } } };

export const CodePartlyTyped: Story = { name: 'Step 2: two digits typed', args: { initial: { ...code, seconds: 37, digits: ['4', '7', '', ''] } } };

export const CodeResend: Story = { name: 'Step 2: countdown over, resend', args: { initial: { ...code, seconds: 0 } } };

export const CodeWrong: Story = {
  name: 'Step 2: wrong code',
  args: { initial: { ...code, seconds: 18, codeError: 'کد تأیید نادرست است. ۴ بار دیگر می‌توانید تلاش کنید.' } },
};

export const CodeTooManyTries: Story = {
  name: 'Step 2: sixth try refused',
  args: { initial: { ...code, seconds: 0, codeError: 'تعداد تلاش‌های نادرست بیش از حد مجاز است. لطفاً کد جدید دریافت کنید.' } },
};

export const CodeChecking: Story = { name: 'Step 2: checking (busy)', args: { initial: { ...code, seconds: 51, digits: ['4', '7', '1', '9'], busy: 'verify' } } };

export const Success: Story = { name: 'Success: welcome, then the redirect', args: { initial: { ...code, step: 'done', welcome: 'خوش آمدید! وارد حساب کاربری خود شدید.' } } };

/** The dialog as the header's button opens it: backdrop, title, × close. */
export const InDialog: Story = {
  name: 'In the dialog',
  render: () => <GuestLogin nonce="storybook" mode="modal" openedBy={document.body} navigate={() => {}} />,
};

/** The toasts of section 8, one at a time (fade in 160 ms, shown 2.1 s, fade out 260 ms). */
export const Toasts: Story = {
  name: 'Toasts: code sent, login successful, error',
  render: () => (
    <div class="login">
      <ToastMessage kind="success" message={t('codeSent')} />
      <ToastMessage kind="success" message={t('loginSuccess')} />
      <ToastMessage kind="error" message={t('operationError')} />
    </div>
  ),
};

/** A logged-in shopper: the header's account button (its dropdown opens on a press: the number and «خروج»). */
export const Account: Story = {
  name: 'Logged in: the account button',
  render: () => (
    <div class="site-header">
      <AccountMenu account="۰۹۱۲۱۲۳۴۵۶۷" navigate={() => {}} />
    </div>
  ),
};
