import type { Meta, StoryObj } from '@storybook/preact';
import { useEffect } from 'preact/hooks';
import { t } from '../../shared/platform/messages';
import { clearToasts, toast, ToastMessage, ToastRegion, type ToastKind } from '../../shared/ui/Toast';
import './overlay-stories.css';

/**
 * Toast, shared/ui/Toast.tsx. The first stories hold one toast still, as it looks while shown (its timing is the
 * region's: fade in 160 ms, 2.1 s, fade out 260 ms); "Live" is the real region: its buttons send the login's
 * messages through `toast()`, one at a time.
 */
interface StillArgs {
  kind: ToastKind;
  message: string;
}

function Still({ kind, message }: StillArgs) {
  return (
    <div class="sb-stage" style={{ paddingInline: '16px', display: 'grid', justifyItems: 'center' }}>
      <div role={kind === 'error' ? 'alert' : 'status'}>
        <ToastMessage kind={kind} message={message} />
      </div>
    </div>
  );
}

const meta = {
  title: 'Primitives/Toast',
  component: Still,
  args: { kind: 'info', message: t('codeSent') },
  argTypes: { kind: { control: 'inline-radio', options: ['info', 'success', 'error'] } },
} satisfies Meta<typeof Still>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Info: Story = {};

export const Success: Story = { args: { kind: 'success', message: t('loginSuccess') } };

/** `role="alert"`: read at once. */
export const ErrorToast: Story = { name: 'Error', args: { kind: 'error', message: t('sendFailed') } };

export const LongText: Story = {
  name: 'Long Persian text',
  args: { kind: 'error', message: `${t('genericError')} ${t('invalidMobile')} ${t('operationError')}` },
};

function Live() {
  useEffect(() => clearToasts, []);
  const send = (message: string, kind: ToastKind) => () => toast(message, { kind });
  return (
    <div class="sb-stage sb-row" style={{ paddingInline: '16px' }}>
      <button type="button" class="button" onClick={send(t('codeSent'), 'info')}>
        {t('sendCode')}
      </button>
      <button type="button" class="button" onClick={send(t('loginSuccess'), 'success')}>
        {t('verifyCode')}
      </button>
      <button type="button" class="button" onClick={send(t('sendFailed'), 'error')}>
        {t('operationError')}
      </button>
      <ToastRegion />
    </div>
  );
}

/** The real region, empty until a button sends a message; several presses queue. */
export const LiveRegion: Story = { name: 'Live', render: () => <Live /> };
