import { useEffect, useState } from 'react';
import type { ToastKind } from '../../shared/ui/Toast';

/**
 * The login's toasts (spec sections 4, 8 and 9), through the shared Toast primitive, loaded with the first request
 * rather than with the form: a shopper who only looks at the form never downloads them. `ToastSlot` renders the
 * regions as soon as the module is here, during the request's round trip, so they are in the page before their first
 * message (a live region born with its text is often not read).
 */
type ToastModule = typeof import('../../shared/ui/Toast');

let loaded: ToastModule | null = null;
let pending: Promise<ToastModule> | null = null;
const waiting = new Set<() => void>();

export function loadToasts(): Promise<ToastModule> {
  pending ??= import('../../shared/ui/Toast').then(
    (module) => {
      loaded = module;
      waiting.forEach((wake) => wake());
      return module;
    },
    (error: unknown) => {
      pending = null;
      throw error;
    },
  );
  return pending;
}

export async function showToast(message: string, kind: ToastKind): Promise<void> {
  try {
    (await loadToasts()).toast(message, { kind });
  } catch {
    // No toast module (offline): the field messages and the success area still speak.
  }
}

export function ToastSlot() {
  const [, rerender] = useState(0);
  useEffect(() => {
    const wake = () => rerender((n) => n + 1);
    waiting.add(wake);
    return () => void waiting.delete(wake);
  }, []);
  return loaded ? <loaded.ToastRegion /> : null;
}
