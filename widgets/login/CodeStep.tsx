import { useEffect, useRef } from 'react';
import { t } from '../../shared/platform/messages/login';
import { CodeBoxes } from './CodeBoxes';
import { toPersianDigits } from '../../shared/platform/digits';
import { codeDigits, normalizeMobile } from './mobile';
import { watchBack } from '../../shared/a11y/close-request';
import type { LoginFlow } from './use-login-flow';
import './code-step.css';

/**
 * Step 2 (spec sections 2 and 4): the code boxes, the countdown «ارسال مجدد کد پس از {sec} ثانیه» in Persian digits
 * and, at 0, the «ارسال مجدد کد» link; «تأیید کد»; «ویرایش شماره» back to step 1. Loaded apart from step 1, while the
 * code is being sent. Focus requests for the boxes are done here (the boxes are this module's).
 */
export function CodeStep({ flow, id }: { flow: LoginFlow; id: string }) {
  const { state } = flow;
  const boxes = useRef<Array<HTMLInputElement | null>>([]);

  useEffect(() => {
    const target = flow.focus?.target;
    if (typeof target === 'number') boxes.current[target]?.focus();
  }, [flow.focus]);

  // A phone's Back on step 2 is «ویرایش شماره» (the number kept, focus in it), as a step back in any phone form; the
  // next Back closes the dialog. The watcher is newer than the dialog's, so the close request comes here first.
  useEffect(() => watchBack(flow.editNumber), []);

  // WebOTP: where the browser reads the SMS itself (Chrome on Android), the code fills the boxes.
  useEffect(() => {
    if (!('OTPCredential' in window)) return;
    const controller = new AbortController();
    navigator.credentials
      .get({ otp: { transport: ['sms'] }, signal: controller.signal } as CredentialRequestOptions)
      .then((credential) => {
        const found = codeDigits((credential as { code?: string } | null)?.code ?? '');
        if (found.length === state.digits.length) flow.setDigits(found);
      })
      .catch(() => {});
    return () => controller.abort();
  }, []);

  const checking = state.busy === 'verify';
  return (
    <form
      class="login__step"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        flow.submitCode();
      }}
    >
      {/* the number the code went to, as the page without JavaScript says it (and «ویرایش شماره» below) */}
      <p class="login__sent-to">
        {t('mobileNumber')}: <bdi dir="ltr">{toPersianDigits(normalizeMobile(state.mobile))}</bdi>
      </p>
      <p class="login__label" id={`${id}-code`}>
        {t('verificationCode')}
      </p>
      <CodeBoxes
        digits={state.digits}
        onChange={flow.setDigits}
        labelId={`${id}-code`}
        errorId={state.codeError ? `${id}-code-error` : undefined}
        boxRef={(index, el) => (boxes.current[index] = el)}
      />
      {state.codeError && (
        <p id={`${id}-code-error`} class="login__error" role="alert">
          {state.codeError}
        </p>
      )}
      <p class="login__resend">
        {state.seconds > 0 ? (
          t('resendAfter', { sec: state.seconds })
        ) : (
          <button type="button" class="login__link" onClick={flow.resend}>
            {t('resend')}
          </button>
        )}
      </p>
      <button type="submit" class="login__submit" disabled={checking}>
        {checking ? t('checking') : t('verifyCode')}
      </button>
      <button type="button" class="login__link login__edit" onClick={flow.editNumber}>
        {t('editNumber')}
      </button>
    </form>
  );
}
