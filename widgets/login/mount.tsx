import type { MountContext } from '../../shared/islands/define-island';
import { mountPreact } from '../../shared/islands/mount-preact';
import { setSession } from '../../shared/stores/session';
import { GuestLogin } from './GuestLogin';
import type { LoginProps } from './props';
import './login.css';

/** The props check, run when this view has loaded (the entry leaves it out, so it is not on the page's load path). */
export { loginProps as props } from './props';

/**
 * Mounts the login view over its fallback button (a click made while it loaded is replayed on the view's button:
 * both carry the same `data-adopt`). A guest gets the form (in a dialog, or inline); an account holder the account
 * dropdown, loaded apart (AccountMenu.tsx), so neither downloads the other's code. Woken by `hsa:login-open` (a
 * trigger elsewhere on the page), the dialog opens at once, focus going back to that trigger when it closes.
 */
export async function mount(root: HTMLElement, props: LoginProps, ctx: MountContext) {
  setSession({ loggedIn: Boolean(props.account), displayName: props.account ?? null });
  if (props.account) {
    const { AccountMenu } = await import('./AccountMenu');
    return mountPreact(root, <AccountMenu account={props.account} />);
  }
  const wake = [ctx.trigger, ...(ctx.missed ?? [])].find((event) => event?.type === 'hsa:login-open') as CustomEvent<{ trigger?: Element }> | undefined;
  const openedBy = wake ? (wake.detail?.trigger ?? document.body) : null;
  return mountPreact(root, <GuestLogin nonce={props.nonce} mode={props.mode} redirectTo={props.redirect} openedBy={openedBy} />);
}
