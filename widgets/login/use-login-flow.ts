import { useEffect, useRef, useState } from 'react';
import { t } from '../../shared/platform/messages/login';
import { toLatinDigits } from '../../shared/platform/digits';
import { sendCode, verifyCode, type PlacedError } from './login-api';
import { codeDigits, isValidMobile, normalizeMobile, OTP_LENGTH } from './mobile';
import { loadToasts, showToast } from './toasts';

/**
 * The login flow of spec section 4, apart from its markup: step 1 (the number), step 2 (the code, the 60 s
 * countdown, resend), the busy states and where errors go. The view renders `state` and calls the actions; focus
 * moves are asked for through `focus` (the view's refs do them after the render).
 */
export type LoginStep = 'mobile' | 'code' | 'done';

export interface LoginState {
  step: LoginStep;
  /** As typed. */
  mobile: string;
  /** One entry per box, '' when empty. */
  digits: string[];
  mobileError: string | null;
  codeError: string | null;
  busy: 'send' | 'verify' | null;
  /** Seconds until 'resend' shows. */
  seconds: number;
  welcome: string | null;
}

export interface LoginFlowOptions {
  nonce: string;
  /** `redirect_to`; @defaultValue location.href */
  redirectTo?: string | undefined;
  /** A state to start from (stories). */
  initial?: Partial<LoginState> | undefined;
  /** Where the browser goes after a login (1.5 s later); @defaultValue location.assign, or a reload */
  navigate?: ((redirect: string | undefined) => void) | undefined;
}

export const RESEND_SECONDS = 60;
export const REDIRECT_DELAY_MS = 1500;

const empty = () => Array.from({ length: OTP_LENGTH }, () => '');

/** Step 2's view, its own chunk: asked for when a send starts, so it loads during the round trip. */
let codeStep: Promise<typeof import('./CodeStep')> | null = null;
export function loadCodeStep(): Promise<typeof import('./CodeStep')> {
  codeStep ??= import('./CodeStep').catch((error: unknown) => {
    codeStep = null; // a failed download may work next time
    throw error;
  });
  return codeStep;
}

function defaultNavigate(redirect: string | undefined) {
  if (redirect) location.assign(redirect);
  else location.reload();
}

export function useLoginFlow(options: LoginFlowOptions) {
  const [state, setState] = useState<LoginState>(() => ({
    step: 'mobile',
    mobile: '',
    digits: empty(),
    mobileError: null,
    codeError: null,
    busy: null,
    seconds: 0,
    welcome: null,
    ...options.initial,
  }));
  const [focus, setFocus] = useState<{ target: 'mobile' | number; at: number } | null>(null);
  const request = useRef<AbortController | null>(null);
  const live = useRef(state);
  live.current = state;
  const update = (patch: Partial<LoginState>) => setState((s) => (live.current = { ...s, ...patch }));
  const focusOn = (target: 'mobile' | number) => setFocus({ target, at: Date.now() + Math.random() });

  const cancelRequest = () => {
    request.current?.abort();
    request.current = null;
  };
  const newRequest = () => {
    cancelRequest();
    request.current = new AbortController();
    return request.current.signal;
  };
  useEffect(() => cancelRequest, []);

  // The countdown: one tick a second while step 2 waits; 'resend' shows at 0.
  useEffect(() => {
    if (state.step !== 'code' || state.seconds <= 0) return;
    const id = setTimeout(() => update({ seconds: Math.max(0, live.current.seconds - 1) }), 1000);
    return () => clearTimeout(id);
  }, [state.step, state.seconds]);

  const showError = (error: PlacedError | null) => {
    if (!error) return;
    if (error.place === 'toast') void showToast(error.message, 'error');
    else if (error.place === 'mobile') {
      update({ step: 'mobile', mobileError: error.message, busy: null });
      focusOn('mobile');
    } else {
      update({ codeError: error.message, digits: empty(), busy: null });
      focusOn(0);
    }
  };

  const send = async (typed = live.current.mobile) => {
    const mobile = normalizeMobile(typed);
    if (!isValidMobile(mobile)) {
      update({ mobileError: t('invalidMobile') });
      focusOn('mobile');
      return;
    }
    update({ mobileError: null, codeError: null, busy: 'send' });
    void loadToasts().catch(() => {});
    const view = loadCodeStep().then(
      () => true,
      () => false,
    );
    const result = await sendCode({ nonce: options.nonce, mobile, redirectTo: options.redirectTo, signal: newRequest() });
    update({ busy: null });
    // Refused as too soon (a reload after a send, another tab): the code sent then still stands, so step 2 opens for
    // it, with the server's countdown, and its message («کد برای این شماره فرستاده شده است…») says why.
    const wait = result.ok ? RESEND_SECONDS : result.error?.resendAfter;
    if (!wait) return showError(result.ok ? null : result.error);
    // The code is on its way but step 2 could not be downloaded: say so rather than show an empty step.
    if (!(await view)) return showError({ place: 'toast', message: t('operationError') });
    void showToast(result.ok ? t('codeSent') : result.error!.message, result.ok ? 'success' : 'info');
    update({ step: 'code', digits: empty(), seconds: wait });
    focusOn(0);
  };

  const verify = async (code: string) => {
    // Never with fewer digits than the code has (section 5).
    if (code.length !== OTP_LENGTH || live.current.busy) return;
    update({ codeError: null, busy: 'verify' });
    void loadToasts().catch(() => {});
    const mobile = normalizeMobile(live.current.mobile);
    const result = await verifyCode({ nonce: options.nonce, mobile, otp: code, redirectTo: options.redirectTo, signal: newRequest() });
    if (!result.ok) {
      update({ busy: null });
      return showError(result.error);
    }
    void showToast(t('loginSuccess'), 'success');
    update({ step: 'done', busy: null, welcome: result.data.welcome ?? null });
    setTimeout(() => (options.navigate ?? defaultNavigate)(result.data.redirect), REDIRECT_DELAY_MS);
  };

  /**
   * New box contents; the code is sent as soon as every box holds a digit. The boxes move focus themselves, at once:
   * a focus request from here would land after the next paint, when a fast typist is already two boxes on, and pull
   * focus back (the next key then overwrote a box and the 4th digit was lost).
   */
  const setDigits = (digits: string[]) => {
    update({ digits, codeError: null });
    if (digits.every((d) => d !== '')) void verify(digits.join(''));
  };

  return {
    state,
    focus,
    setMobile: (mobile: string) => update({ mobile, mobileError: null }),
    send: () => void send(),
    setDigits,
    /** The 'تأیید کد' button: with a missing digit, focus goes to the first empty box instead. */
    submitCode: () => {
      const missing = live.current.digits.findIndex((d) => d === '');
      if (missing >= 0) focusOn(missing);
      else void verify(live.current.digits.join(''));
    },
    /**
     * Resend (section 4): errors cleared, back to step 1, the timer stopped, the mobile field focused, and a send at
     * once. The spec's original cleared the number before that send (so it could only fail); here the number stays,
     * and the send goes to the same number.
     */
    resend: () => {
      cancelRequest();
      update({ step: 'mobile', mobileError: null, codeError: null, seconds: 0, digits: empty() });
      focusOn('mobile');
      void send();
    },
    /** Back to step 1 to change the number: no send. */
    editNumber: () => {
      cancelRequest();
      update({ step: 'mobile', codeError: null, seconds: 0, busy: null, digits: empty() });
      focusOn('mobile');
    },
  };
}

export type LoginFlow = ReturnType<typeof useLoginFlow>;
