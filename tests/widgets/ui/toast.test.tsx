import { act, fireEvent, render, screen } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Dialog } from '../../../shared/ui/Dialog';
import { clearToasts, toast, ToastRegion, TOAST_TIMING } from '../../../shared/ui/Toast';
import { useOverlayState } from '../../../shared/ui/use-overlay-trigger';

/**
 * Toast, with the login's timings (spec section 9): fade in 160 ms, shown 2.1 s, fade out 260 ms. The clock is
 * Vitest's, moved by hand, so each boundary is checked to the millisecond.
 */
const CODE_SENT = 'کد ارسال شد. لطفاً آن را وارد کنید.';
const WELCOME = 'ورود موفق، در حال انتقال...';
const FAILED = 'ارسال با خطا مواجه شد.';

beforeEach(() => {
  vi.useFakeTimers();
  clearToasts();
});
afterEach(() => clearToasts());

/** Each step in its own act: a phase's timer starts when the previous phase has rendered, as in a browser. */
const advance = (...steps: number[]) => steps.forEach((ms) => act(() => void vi.advanceTimersByTime(ms)));
const say = (message: string, kind?: 'info' | 'success' | 'error') => act(() => toast(message, { kind }));
const phaseOf = (text: string) => screen.getByText(text).getAttribute('data-phase');
const reducedMotion = (on: boolean) =>
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: on && query.includes('reduce'), media: query, addEventListener() {}, removeEventListener() {} }));

describe('Toast', () => {
  it('has its polite and urgent live regions in the page before any message', () => {
    render(<ToastRegion />);
    expect(screen.getByRole('status').textContent).toBe('');
    expect(screen.getByRole('alert').textContent).toBe('');
    expect(screen.getByRole('status').getAttribute('aria-live')).toBe('polite');
  });

  describe('given a message', () => {
    it('is read politely from the status region', () => {
      render(<ToastRegion />);
      say(CODE_SENT);
      expect(screen.getByRole('status').textContent).toBe(CODE_SENT);
      expect(screen.getByRole('alert').textContent).toBe('');
    });

    it('fades in for 160 ms, shows for 2.1 s, fades out for 260 ms, then is gone', () => {
      render(<ToastRegion />);
      say(CODE_SENT, 'success');
      expect(phaseOf(CODE_SENT)).toBe('in');
      advance(TOAST_TIMING.fadeIn - 1);
      expect(phaseOf(CODE_SENT)).toBe('in');
      advance(1);
      expect(phaseOf(CODE_SENT)).toBe('shown');
      advance(TOAST_TIMING.visible - 1);
      expect(phaseOf(CODE_SENT)).toBe('shown');
      advance(1);
      expect(phaseOf(CODE_SENT)).toBe('out');
      advance(TOAST_TIMING.fadeOut - 1);
      expect(screen.queryByText(CODE_SENT)).not.toBeNull();
      advance(1);
      expect(screen.queryByText(CODE_SENT)).toBeNull();
      expect(TOAST_TIMING).toEqual({ fadeIn: 160, visible: 2100, fadeOut: 260 });
    });

    it('with reduced motion, shows at once for the same 2.1 s and goes without a fade', () => {
      reducedMotion(true);
      render(<ToastRegion />);
      say(CODE_SENT);
      expect(phaseOf(CODE_SENT)).toBe('shown');
      advance(2099);
      expect(screen.queryByText(CODE_SENT)).not.toBeNull();
      advance(1);
      expect(screen.queryByText(CODE_SENT)).toBeNull();
    });
  });

  describe('given an error', () => {
    it('is read at once from the alert region', () => {
      render(<ToastRegion />);
      say(FAILED, 'error');
      expect(screen.getByRole('alert').textContent).toBe(FAILED);
      expect(screen.getByRole('status').textContent).toBe('');
      expect(screen.getByText(FAILED).classList.contains('hsa-toast--error')).toBe(true);
    });
  });

  describe('given two messages', () => {
    it('shows them one at a time, in order', () => {
      render(<ToastRegion />);
      say(CODE_SENT);
      say(WELCOME, 'success');
      expect(screen.queryByText(WELCOME)).toBeNull();
      advance(TOAST_TIMING.fadeIn, TOAST_TIMING.visible, TOAST_TIMING.fadeOut);
      expect(screen.queryByText(CODE_SENT)).toBeNull();
      expect(screen.getByRole('status').textContent).toBe(WELCOME);
    });

    it('does not queue a message that is already waiting or showing', () => {
      render(<ToastRegion />);
      say(CODE_SENT);
      say(CODE_SENT);
      advance(TOAST_TIMING.fadeIn, TOAST_TIMING.visible, TOAST_TIMING.fadeOut);
      expect(screen.queryByText(CODE_SENT)).toBeNull();
    });
  });

  describe('while the pointer is on it', () => {
    it('stays, and goes on with the time it had left once the pointer leaves', () => {
      render(<ToastRegion />);
      say(CODE_SENT);
      advance(TOAST_TIMING.fadeIn, 1000);
      fireEvent.pointerEnter(screen.getByText(CODE_SENT));
      advance(10_000);
      expect(phaseOf(CODE_SENT)).toBe('shown');
      fireEvent.pointerLeave(screen.getByText(CODE_SENT));
      advance(TOAST_TIMING.visible - 1000 - 1);
      expect(phaseOf(CODE_SENT)).toBe('shown');
      advance(1);
      expect(phaseOf(CODE_SENT)).toBe('out');
    });
  });

  it('while focus is in it, stays too', () => {
    render(<ToastRegion />);
    say(CODE_SENT);
    advance(TOAST_TIMING.fadeIn);
    fireEvent.focusIn(screen.getByText(CODE_SENT));
    advance(10_000);
    expect(phaseOf(CODE_SENT)).toBe('shown');
    fireEvent.focusOut(screen.getByText(CODE_SENT));
    advance(TOAST_TIMING.visible);
    expect(phaseOf(CODE_SENT)).toBe('out');
  });

  it('stays live (not inert) while a modal dialog is open: the login shows its toasts from one', () => {
    function Login() {
      const dialog = useOverlayState({ defaultOpen: true });
      return (
        <>
          <ToastRegion />
          <Dialog state={dialog} title="ورود / ثبت‌نام">
            <p>شماره موبایل</p>
          </Dialog>
        </>
      );
    }
    render(<Login />);
    say(CODE_SENT);
    expect(screen.getByRole('dialog')).toBeTruthy();
    expect(screen.getByText(CODE_SENT).closest('[role="status"]')!.closest('[inert]')).toBeNull();
    expect(document.querySelector('[inert]')).not.toBeNull(); // the rest of the page is
  });
});
