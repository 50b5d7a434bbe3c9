import { useRef } from 'react';
import type { JSX } from 'preact';
import { t } from '../../shared/platform/messages/login';
import { codeDigits } from './mobile';

/**
 * The one-time-code boxes (spec section 5): one digit each; only digits (Persian and Arabic-Indic ones too),
 * Backspace, the arrows and Tab; typing moves on, Backspace on an empty box moves back; a paste keeps its digits (up
 * to the code's length) and fills the boxes; a phone's code autofill (`autocomplete="one-time-code"`), which may put
 * the whole code into one box, fills them too. The boxes run left to right, as a code is read, in an RTL page too.
 */
export interface CodeBoxesProps {
  digits: string[];
  /** New contents; focus has already moved (the boxes move it themselves, at once). */
  onChange: (digits: string[]) => void;
  /** Names the group («کد تأیید»). */
  labelId: string;
  errorId?: string | undefined;
  boxRef: (index: number, el: HTMLInputElement | null) => void;
}

export function CodeBoxes({ digits, onChange, labelId, errorId, boxRef }: CodeBoxesProps) {
  const count = digits.length;
  const els = useRef<Array<HTMLInputElement | null>>([]);
  // Keys can come faster than renders (a fast typist, a keyboard macro): each one reads and moves on from what the
  // last one left, not from the last render, and focus moves at once.
  const live = useRef(digits);
  live.current = digits;
  const change = (next: string[], focusIndex: number) => {
    live.current = next;
    els.current[Math.min(Math.max(focusIndex, 0), count - 1)]?.focus();
    onChange(next);
  };
  const fillFrom = (start: number, found: string[]) => {
    const next = [...live.current];
    found.forEach((d, k) => {
      if (start + k < count) next[start + k] = d;
    });
    change(next, Math.min(start + found.length, count - 1));
    return next;
  };

  const onKeyDown = (index: number) => (event: JSX.TargetedKeyboardEvent<HTMLInputElement>) => {
    // Persian keyboards compose; shortcuts (paste, select all) are the browser's.
    // Tab, Escape (the dialog closes) and Enter (the form is sent) keep their own meaning.
    if (event.isComposing || event.ctrlKey || event.metaKey || event.altKey || /^(Tab|Escape|Enter)$/.test(event.key)) return;
    const next = [...live.current];
    const digit = event.key.length === 1 ? codeDigits(event.key) : [];
    if (digit.length === 1) {
      next[index] = digit[0]!;
      change(next, index + 1);
    } else if (event.key === 'Backspace') {
      if (next[index]) {
        next[index] = '';
        change(next, index);
      } else if (index > 0) {
        next[index - 1] = '';
        change(next, index - 1);
      }
    } else if (event.key === 'ArrowLeft' || event.key === 'ArrowRight') {
      els.current[index + (event.key === 'ArrowRight' ? 1 : -1)]?.focus();
    } else if (event.key === 'Unidentified') {
      return; // an Android keyboard: its text arrives as an input event
    }
    event.preventDefault();
  };

  const onInput = (index: number) => (event: JSX.TargetedEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const found = codeDigits(input.value);
    const next = found.length ? fillFrom(index, found) : live.current.map((d, i) => (i === index ? '' : d));
    if (!found.length) change(next, index);
    input.value = next[index] ?? '';
  };

  const onPaste = (event: JSX.TargetedClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    const found = codeDigits(event.clipboardData?.getData('text') ?? '');
    if (found.length) fillFrom(0, found);
  };

  return (
    <div class="login__boxes" role="group" aria-labelledby={labelId} dir="ltr">
      {digits.map((digit, index) => (
        <input
          key={index}
          ref={(el) => {
            els.current[index] = el;
            boxRef(index, el);
          }}
          class="login__box"
          type="text"
          inputMode="numeric"
          autoComplete="one-time-code"
          aria-label={t('otpDigit', { n: index + 1, count })}
          aria-invalid={errorId ? true : undefined}
          aria-describedby={errorId}
          value={digit}
          onKeyDown={onKeyDown(index)}
          onInput={onInput(index)}
          onPaste={onPaste}
          onFocus={(event) => event.currentTarget.select()}
        />
      ))}
    </div>
  );
}
