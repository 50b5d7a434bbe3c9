import type { Context } from 'hono';
import { toLatinDigits } from '../../shared/platform/digits';

/** Small HTTP helpers shared by the routes. */
export type Env = { Variables: { sessionId: string } };

/** A same-site path to come back to; anything else (another host, `//evil`) becomes the fallback. */
export function safeReturnPath(value: unknown, fallback = '/'): string {
  if (typeof value !== 'string' || !value.startsWith('/') || value.startsWith('//') || value.includes('\\')) return fallback;
  return value;
}

/** WordPress's REST error shape. */
export function restError(c: Context, status: 400 | 401 | 403 | 404 | 405 | 415 | 429, code: string, message: string) {
  return c.json({ code, message, data: { status } }, status);
}

export function positiveInt(value: unknown): number | null {
  if (typeof value !== 'string' && typeof value !== 'number') return null;
  // Persian keyboards type Persian digits; servers read Latin ones.
  const text = toLatinDigits(String(value)).trim();
  if (!/^\d{1,9}$/.test(text)) return null;
  const n = Number(text);
  return n > 0 ? n : null;
}
