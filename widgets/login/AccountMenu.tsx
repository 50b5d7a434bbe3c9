import { useState } from 'react';
import { t } from '../../shared/platform/messages/login';
import { Popover, usePopoverTrigger } from '../../shared/ui/Popover';
import { useOverlayState } from '../../shared/ui/use-overlay-trigger';
import { logOut } from './login-api';
import { loadToasts, showToast, ToastSlot } from './toasts';
import { UserIcon } from './UserIcon';
import './account.css';

/**
 * The account dropdown of a logged-in shopper (spec sections 2 and 6): a popover under the header's account button
 * that closes on a press outside, Escape, a page scroll and a change of window width; inside, the account's number
 * and «خروج». Logging out reloads the page as a guest.
 */
export interface AccountMenuProps {
  /** The account's mobile number, as shown. */
  account: string;
  /** After logout; @defaultValue a reload */
  navigate?: ((redirect: string | undefined) => void) | undefined;
}

export function AccountMenu({ account, navigate }: AccountMenuProps) {
  const menu = useOverlayState();
  const [busy, setBusy] = useState(false);
  const leave = async () => {
    setBusy(true);
    void loadToasts().catch(() => {});
    const result = await logOut();
    setBusy(false);
    if (!result.ok) return void showToast(t('operationError'), 'error');
    if (navigate) navigate(result.redirect);
    else if (result.redirect) location.assign(result.redirect);
    else location.reload();
  };
  return (
    <div class="hsa-popover-anchor login-account">
      <button {...usePopoverTrigger(menu)} class="header-action login-account__button" data-adopt="account-button">
        <UserIcon />
        <span class="header-action__label">{t('account')}</span>
      </button>
      <Popover state={menu} label={t('account')} closeOnScroll closeOnResize class="login-account__panel">
        <p class="login-account__mobile" dir="ltr">
          {account}
        </p>
        <button type="button" class="login-account__logout" disabled={busy} onClick={() => void leave()}>
          {t('logout')}
        </button>
      </Popover>
      <ToastSlot />
    </div>
  );
}
