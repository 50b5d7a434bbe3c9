import { useEffect, useId, useRef, useState } from 'react';
import { t } from '../../shared/platform/messages/login';
import { loadCodeStep, type LoginFlow } from './use-login-flow';

type CodeStepView = Awaited<ReturnType<typeof loadCodeStep>>['CodeStep'];

/**
 * The login form's two steps and its success area (spec sections 2 and 4): presentational over `useLoginFlow`, so a
 * story can show any state. Step 2 (CodeStep.tsx) is its own chunk, loaded while the code is being sent. Errors sit
 * under their field and describe it; the success area is a status region in the page from the start, so the welcome
 * is read when it arrives.
 */
export function LoginForm({ flow }: { flow: LoginFlow }) {
  const { state } = flow;
  const id = `login-${useId().replace(/\W/g, '')}`;
  const mobileInput = useRef<HTMLInputElement | null>(null);
  const [CodeStep, setCodeStep] = useState<CodeStepView | null>(null);

  useEffect(() => {
    if (flow.focus?.target === 'mobile') mobileInput.current?.focus();
  }, [flow.focus]);

  // Step 2's code arrives apart (asked for as the send goes out, so it is usually here before the answer).
  useEffect(() => {
    if (state.step === 'code' && !CodeStep) void loadCodeStep().then((m) => setCodeStep(() => m.CodeStep));
  }, [state.step]);

  const sending = state.busy === 'send';
  return (
    <div class="login">
      {state.step === 'mobile' && (
        <form
          class="login__step"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            flow.send();
          }}
        >
          <label class="login__label" for={`${id}-mobile`}>
            {t('mobileNumber')}
          </label>
          <input
            ref={mobileInput}
            id={`${id}-mobile`}
            class="login__mobile"
            name="mobile"
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            dir="ltr"
            data-adopt="login-mobile"
            value={state.mobile}
            aria-invalid={state.mobileError ? true : undefined}
            aria-describedby={state.mobileError ? `${id}-mobile-error` : undefined}
            onInput={(event) => flow.setMobile(event.currentTarget.value)}
          />
          {state.mobileError && (
            <p id={`${id}-mobile-error`} class="login__error" role="alert">
              {state.mobileError}
            </p>
          )}
          <button type="submit" class="login__submit" disabled={sending}>
            {sending ? t('sending') : t('sendCode')}
          </button>
        </form>
      )}
      {state.step === 'code' && CodeStep && <CodeStep flow={flow} id={id} />}
      {/* Logged in: the code step goes, and focus with it to <body> while the dialog stays until the page reloads.
          The welcome takes it. */}
      <p
        ref={(el) => {
          if (state.step === 'done') el?.focus();
        }}
        class="login__success"
        role="status"
        tabIndex={-1}
      >
        {state.step === 'done' ? state.welcome ?? t('loginSuccess') : ''}
      </p>
    </div>
  );
}
