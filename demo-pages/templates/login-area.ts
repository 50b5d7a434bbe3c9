import { toPersianDigits } from '../../shared/platform/digits';
import { faIR } from '../../shared/platform/messages';
import { html, type SafeHtml } from './html';
import { icon } from './icons';
import type { SiteContext } from './site-context';

/**
 * The header's account area: the login island's root (widgets/login/README.md). For a guest its fallback is the
 * login trigger, for an account holder the account button; either is replaced by the island's own button of the same
 * box when the shopper reaches for it (`data-adopt` carries the click over). `js-only`: without JavaScript the island
 * cannot run, and a plain link to /my-account/ (templates/pages/account.ts: the same login in two posted forms) stands
 * in its place.
 */
export function loginArea(site: SiteContext): SafeHtml {
  const { account = null, nonce = '' } = site.login ?? {};
  if (account) {
    return html`<div data-island="login" class="js-only login-mount" data-load-on="interaction" data-nonce="${nonce}" data-account="${toPersianDigits(account.mobile)}">
  <button type="button" class="header-action login-account" data-adopt="account-button" aria-expanded="false">${icon('user')}<span class="header-action__label">${faIR.account}</span></button>
</div>
${noScriptLink(faIR.account)}`;
  }
  return html`<div data-island="login" class="js-only login-mount" data-load-on="interaction" data-nonce="${nonce}">
  <button type="button" class="header-action login-trigger" data-login-trigger data-adopt="login-trigger" aria-haspopup="dialog" aria-expanded="false">${icon('user')}<span class="header-action__label">${faIR.login}</span></button>
</div>
${noScriptLink(faIR.login)}`;
}

function noScriptLink(label: string): SafeHtml {
  return html`<a class="header-action nojs-only" href="/my-account/">${icon('user')}<span class="header-action__label">${label}</span></a>`;
}
