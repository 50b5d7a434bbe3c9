import { useEffect, useId, useRef } from 'react';
import { on } from '../../shared/events/bridge';
import { t } from '../../shared/platform/messages/login';
import { Dialog, useDialogTrigger } from '../../shared/ui/Dialog';
import { useOverlayState } from '../../shared/ui/use-overlay-trigger';
import { LoginForm } from './LoginForm';
import { useLoginFlow, type LoginFlowOptions } from './use-login-flow';
import { ToastSlot } from './toasts';
import { UserIcon } from './UserIcon';

/**
 * The guest's view of the login island (an account holder gets AccountMenu.tsx instead): the login form, inline or in a
 * modal dialog (WAI-ARIA APG Dialog, through the shared Dialog) opened by the header's button or by any
 * `[data-login-trigger]` on the page (`hsa:login-open`). The flow's state lives here, outside the dialog, so closing
 * and reopening it in step 2 keeps the code step and its countdown.
 */
export interface GuestLoginProps extends Omit<LoginFlowOptions, 'initial'> {
  mode?: 'modal' | 'inline' | undefined;
  /** Open the dialog at mount, focus going back to this element on close (the trigger that woke the island). */
  openedBy?: Element | null | undefined;
  initial?: LoginFlowOptions['initial'];
}

export function GuestLogin(props: GuestLoginProps) {
  return props.mode === 'inline' ? <InlineLogin {...props} /> : <ModalLogin {...props} />;
}

function InlineLogin(props: GuestLoginProps) {
  const flow = useLoginFlow(props);
  const id = `login-title-${useId().replace(/\W/g, '')}`;
  return (
    <section class="login-inline" aria-labelledby={id}>
      <h2 id={id}>
        {t('login')}
      </h2>
      <LoginForm flow={flow} />
      <ToastSlot />
    </section>
  );
}

function ModalLogin(props: GuestLoginProps) {
  const flow = useLoginFlow(props);
  const dialog = useOverlayState({ defaultOpen: Boolean(props.openedBy) });
  const latest = useRef(dialog);
  latest.current = dialog;
  useEffect(() => {
    if (props.openedBy) dialog.opener.current = props.openedBy as HTMLElement;
    return on('hsa:login-open', (detail) => latest.current.show((detail.trigger as HTMLElement | undefined) ?? null));
  }, []);
  return (
    <>
      <button {...useDialogTrigger(dialog)} class="header-action login-trigger" data-adopt="login-trigger">
        <UserIcon />
        <span class="header-action__label">{t('login')}</span>
      </button>
      <Dialog state={dialog} title={t('login')} class="login-dialog" initialFocus={() => document.querySelector<HTMLElement>('.login-dialog input')}>
        <LoginForm flow={flow} />
      </Dialog>
      <ToastSlot />
    </>
  );
}
