import { toPersianDigits } from '../../../shared/platform/digits';
import { faIR } from '../../../shared/platform/messages';
import { html, type SafeHtml } from '../html';
import type { PageDefinition } from '../site-context';

/**
 * The account page (/my-account/, WooCommerce's "My account"): the bottom bar's «حساب کاربری» and the header's
 * no-JavaScript login lead here. Plain forms, so it works with JavaScript off: a guest logs in by mobile number and
 * one-time code in two posts (routes/account.ts), an account holder sees the number and «خروج». The login island's
 * dialog does the same with JavaScript; both use the same LoginService, limits and messages.
 */
export type AccountView =
  | { kind: 'account'; mobile: string; logoutNonce: string; cartCount: number }
  | { kind: 'mobile'; nonce: string; mobile?: string; error?: string | undefined; redirect?: string | undefined }
  /** `notice`: said above the code step instead of «کد ارسال شد» (a send refused as too soon: the code sent before stands). */
  | { kind: 'code'; nonce: string; mobile: string; error?: string | undefined; redirect?: string | undefined; sent?: boolean; notice?: string | undefined };

function fieldError(id: string, error: string | undefined): SafeHtml | '' {
  return error ? html`<p class="form-row__error" id="${id}">${error}</p>` : '';
}

function redirectField(redirect: string | undefined): SafeHtml | '' {
  return redirect ? html`<input type="hidden" name="redirect_to" value="${redirect}">` : '';
}

function accountBody(view: AccountView): SafeHtml {
  if (view.kind === 'account') {
    return html`<p>${faIR.mobileNumber}: <bdi dir="ltr" class="account__mobile">${toPersianDigits(view.mobile)}</bdi></p>
  <p><a href="/checkout-cart/">${faIR.cart}</a> (${toPersianDigits(String(view.cartCount))})</p>
  <form method="post" action="/my-account/logout" class="account__logout">
    <input type="hidden" name="_wpnonce" value="${view.logoutNonce}">
    <button type="submit" class="button">${faIR.logout}</button>
  </form>`;
  }
  if (view.kind === 'mobile') {
    return html`<form method="post" action="/my-account/send" class="account__form" novalidate>
    <input type="hidden" name="hl_nonce" value="${view.nonce}">${redirectField(view.redirect)}
    <div class="form-row">
      <label for="account-mobile">${faIR.mobileNumber}</label>
      <input id="account-mobile" name="mobile" type="tel" inputmode="tel" autocomplete="tel" dir="ltr" required value="${view.mobile ?? ''}"${view.error ? html` aria-invalid="true" aria-describedby="account-mobile-error" autofocus` : ''}>
      ${fieldError('account-mobile-error', view.error)}
    </div>
    <button type="submit" class="button button--primary">${faIR.sendCode}</button>
  </form>`;
  }
  // «کد ارسال شد» just after a send, not above a refused code
  return html`${view.notice || view.sent ? html`<p role="status">${view.notice || faIR.codeSent}</p>` : ''}
  <form method="post" action="/my-account/verify" class="account__form" novalidate>
    <input type="hidden" name="hl_nonce" value="${view.nonce}">
    <input type="hidden" name="mobile" value="${view.mobile}">${redirectField(view.redirect)}
    <p>${faIR.mobileNumber}: <bdi dir="ltr">${toPersianDigits(view.mobile)}</bdi> · <a href="/my-account/?edit">${faIR.editNumber}</a></p>
    <div class="form-row">
      <label for="account-otp">${faIR.verificationCode}</label>
      <input id="account-otp" name="otp" type="text" inputmode="numeric" autocomplete="one-time-code" dir="ltr" maxlength="8" required autofocus${view.error ? html` aria-invalid="true" aria-describedby="account-otp-error"` : ''}>
      ${fieldError('account-otp-error', view.error)}
    </div>
    <button type="submit" class="button button--primary">${faIR.verifyCode}</button>
  </form>
  <form method="post" action="/my-account/send" class="account__resend">
    <input type="hidden" name="hl_nonce" value="${view.nonce}">
    <input type="hidden" name="mobile" value="${view.mobile}">${redirectField(view.redirect)}
    <button type="submit" class="button button--link">${faIR.resend}</button>
  </form>`;
}

export function accountPage(siteName: string, view: AccountView): PageDefinition {
  const title = view.kind === 'account' ? faIR.account : faIR.login;
  return {
    title: `${title} - ${siteName}`,
    bodyClass: 'woocommerce-account',
    main: html`<div class="container account">
  <h1 class="page-title">${title}</h1>
  ${accountBody(view)}
</div>`,
  };
}
