import type { Context } from 'hono';
import { toLatinDigits } from '../../shared/platform/digits';

/** Small HTTP helpers shared by the routes. */
export type Env = { Variables: { sessionId: string } };

/**
 * A same-site path to come back to; anything else (another host, `//evil`, `/\t/evil` which browsers read as
 * `//evil`, control characters, backslashes) becomes the fallback.
 */
export function safeReturnPath(value: unknown, fallback = '/'): string {
  if (typeof value !== 'string' || !value.startsWith('/') || /[\x00-\x1f\x7f\\]/.test(value)) return fallback;
  try {
    const url = new URL(value, 'http://same.invalid');
    if (url.origin !== 'http://same.invalid') return fallback;
    // collapse a leading run of slashes: the path `//evil/` would be a host to a browser
    return url.pathname.replace(/^\/{2,}/, '/') + url.search;
  } catch {
    return fallback;
  }
}

/** Form fields of a POST (urlencoded or multipart); files and a body that does not parse give nothing. */
export async function formFields(c: Context): Promise<Record<string, string>> {
  try {
    const body = await c.req.parseBody();
    return Object.fromEntries(Object.entries(body).filter((e): e is [string, string] => typeof e[1] === 'string'));
  } catch {
    return {};
  }
}

/** WordPress's REST error shape. */
export function restError(c: Context, status: 400 | 401 | 403 | 404 | 405 | 413 | 415 | 429, code: string, message: string) {
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

/**
 * A quantity as a shopper or a link wrote it: a whole number of zero or more in any digit system (Persian keyboards
 * type Persian digits), or null for anything else (`-5`, `abc`, `5abc`, `1.5`, empty). A number too long to hold
 * exactly is read as the largest safe integer, so the store's quantity rules cap it instead of it becoming 1e20.
 */
export function parseQuantity(value: unknown): number | null {
  if (typeof value !== 'string' && typeof value !== 'number') return null;
  const text = toLatinDigits(String(value)).trim();
  if (!/^\d+$/.test(text)) return null;
  return Math.min(Number(text), Number.MAX_SAFE_INTEGER);
}

/**
 * The quantity a refused add brings back to the form (WooCommerce refills it from the request): any whole number
 * above 0 parseQuantity reads, a too long one as the largest it holds, so `99999999999999999999` comes back as a very
 * large number beside the refusal, not as the form's default 1 as if nothing had been typed.
 */
export function chosenQuantity(value: unknown): number | null {
  const quantity = parseQuantity(value);
  return quantity ? quantity : null;
}

/**
 * A listing's `/page/{n}/`: 1 to 999,999 in Latin digits, as WordPress prints them; null for anything else
 * (`99999999999999999999`, `1e308`, `02`), which the routes answer with 404 before SQLite sees an OFFSET.
 */
export function pageNumber(value: string | undefined): number | null {
  if (value === undefined) return 1;
  return /^[1-9]\d{0,5}$/.test(value) ? Number(value) : null;
}

/** What `jsonBody` answers for a body that is not JSON (an empty body included). */
export const INVALID_JSON = Symbol('invalid JSON');

/** The request's JSON body, or INVALID_JSON when it does not parse. */
export async function jsonBody(c: Context): Promise<unknown> {
  try {
    return await c.req.json();
  } catch {
    return INVALID_JSON;
  }
}
