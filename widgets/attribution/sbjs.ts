/**
 * The visitor-source cookies (spec sections 3 and 9), written in sourcebuster's `sbjs_*` format so a site that ran
 * sourcebuster keeps its visitors' history and WooCommerce's own order-attribution.js reads ours: each cookie a list
 * of `alias=value` joined by the delimiter, URI-encoded (sourcebuster also escapes `!~*'()`, which
 * any cookie may hold and both decode alike), base64 off.
 */

/**
 * Section 9's configuration, as constants so the build inlines them. Lifetime in months, as sourcebuster counts:
 * 0.00001 months rounds down to 0 minutes, so the source cookies last for the browser session. Session: minutes
 * without a page after which the next page starts a new visit. Time-zone offset: hours from UTC of
 * session_start_time. Base64 off: values are written as they are.
 */
export const LIFETIME_MONTHS = 0.00001;
export const SESSION_MINUTES = 30;
export const TIMEZONE_OFFSET = 0;
export const BASE64 = false;
export const DELIMITER = '|||';

/** The containers, each the cookie `sbjs_{container}`. */
export const CONTAINERS = ['current', 'current_add', 'first', 'first_add', 'session', 'udata', 'migrations', 'promo'] as const;
export type Container = (typeof CONTAINERS)[number];
/** A container's values by alias (`typ`, `src`, `pgs` …). */
export type Values = Record<string, string>;

function decode(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    return s; // a stray % (utm_campaign=50%off): kept as written rather than lost
  }
}

/**
 * Every `sbjs_*` cookie's value, decoded once, from one read of `document.cookie` (the first of a name wins, as the
 * browser lists the more specific path and domain first). Each read after a write asks the browser's cookie store
 * again, across processes: a page view's dozen reads between its writes took about 15 ms at 4x CPU, in a task
 * of its own over 50 ms.
 */
export function readCookies(doc: Document): Map<string, string> {
  const found = new Map<string, string>();
  let all = '';
  try {
    all = doc.cookie;
  } catch {
    return found; // cookies blocked (a sandboxed frame, a privacy setting): nothing kept, nothing read
  }
  for (const part of all.split(';')) {
    const pair = part.trim();
    const at = pair.indexOf('=');
    const name = pair.slice(5, at);
    if (pair.startsWith('sbjs_') && at > 5 && !found.has(name)) found.set(name, decode(pair.slice(at + 1)));
  }
  return found;
}

/** The cookie's value, decoded once; null when there is none. */
export const readCookie = (doc: Document, container: Container): string | null => readCookies(doc).get(container) ?? null;

/**
 * sourcebuster writes `domain=.{host without www.}` so every subdomain shares the history; `localhost` or an IP
 * address cannot carry a domain attribute, so the cookie is the host's own there.
 */
const domain = () => (/\.[a-z]/i.test(location.hostname) ? `;domain=.${location.hostname.replace(/^www\./, '')}` : '');

/** `minutes` 0 makes a session cookie, as in sourcebuster (section 9's lifetime rounds down to 0 minutes). */
export function writeCookie(doc: Document, container: Container, value: string, minutes: number): void {
  const expires = minutes ? `;expires=${new Date(Date.now() + minutes * 6e4).toUTCString()}` : '';
  put(doc, `sbjs_${container}=${encodeURIComponent(value)}${expires}${domain()};path=/`);
}

/** Blocked cookies throw on write in some browsers: attribution then records nothing, and the page goes on. */
function put(doc: Document, cookie: string): void {
  try {
    doc.cookie = cookie;
  } catch {
    // nothing to keep the visit in; the checkout fields stay empty, as with tracking off
  }
}

/** Every container goes, under the shared domain and as the host's own, whichever sourcebuster or we wrote. */
export function deleteAll(doc: Document): void {
  for (const container of CONTAINERS) {
    const gone = `sbjs_${container}=;path=/;max-age=-999`;
    put(doc, gone);
    put(doc, gone + domain());
  }
}

export const pack = (values: Record<string, string | number>): string =>
  Object.entries(values)
    .map((entry) => entry.join('='))
    .join(DELIMITER);

/** A container's aliases and values; each value decoded once more, as sourcebuster's parse does. */
export function unpack(raw: string | null): Values | undefined {
  if (raw == null) return undefined;
  const out: Values = {};
  for (const part of raw.split(DELIMITER)) {
    const at = part.indexOf('=');
    if (at > 0) out[part.slice(0, at)] = decode(part.slice(at + 1));
  }
  return out;
}
