import type { ApiError, ApiResult } from './errors';
import { getNonce, refreshNonce, setNonce } from './nonce';

/**
 * fetchJson(schema, request): the one way islands talk to the server.
 * - sends `X-WP-Nonce` (WordPress's REST cookie check) unless `nonce: false`, and picks up a refreshed nonce that
 *   WordPress returns in the same header;
 * - same-origin credentials, so the session cookie rides along;
 * - a caller's AbortSignal and a timeout;
 * - `queue`: requests with the same queue name are sent one at a time, in order (cart writes);
 * - the body is parsed as JSON and validated with the schema; every failure comes back as a typed error value.
 * The schema may be given lazily (`() => import('./contracts/cart').then((m) => m.schema)`): it then loads while the
 * request is on its way, so the schemas stay off the page's load path and cost nothing until the first answer.
 */
/** What fetchJson needs of a schema: `safeParse` as the contracts' schema kit and zod/mini have it, or a hand-written guard. */
export interface SchemaLike<T> {
  safeParse(value: unknown): { success: true; data: T } | { success: false; error: { issues: readonly unknown[] } };
}

export type SchemaSource<T> = SchemaLike<T> | (() => Promise<SchemaLike<T>>);

/** Accepts any JSON answer as it is (a call whose answer the caller does not read). */
export const anyJson: SchemaLike<unknown> = { safeParse: (data) => ({ success: true, data }) };
export interface JsonRequest {
  url: string;
  method?: 'GET' | 'POST';
  /**
   * A JSON body (sent as application/json), or a function that makes it when the request is actually sent: a
   * queued write computes its body from the state the writes before it left.
   */
  json?: unknown;
  form?: Record<string, string> | URLSearchParams;
  /** @defaultValue true */
  nonce?: boolean;
  signal?: AbortSignal;
  /** @defaultValue 15000 */
  timeoutMs?: number;
  queue?: string;
}

const queues = new Map<string, Promise<unknown>>();

function enqueue<T>(name: string | undefined, task: () => Promise<T>): Promise<T> {
  if (!name) return task();
  const previous = queues.get(name) ?? Promise.resolve();
  const next = previous.then(task, task);
  // the queue must never stay rejected, or every later write would fail
  queues.set(name, next.catch(() => undefined));
  return next;
}

/** Resolves once every request queued so far under `name` has finished. */
export function queueIdle(name: string): Promise<void> {
  return (queues.get(name) ?? Promise.resolve()).then(() => undefined);
}

function linkSignals(outer: AbortSignal | undefined, timeoutMs: number): { signal: AbortSignal; timedOut: () => boolean; done: () => void } {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  const onAbort = () => controller.abort();
  if (outer) {
    if (outer.aborted) controller.abort();
    else outer.addEventListener('abort', onAbort, { once: true });
  }
  return {
    signal: controller.signal,
    timedOut: () => timedOut,
    done: () => {
      clearTimeout(timer);
      outer?.removeEventListener('abort', onAbort);
    },
  };
}

function wpErrorMessage(body: unknown): { message?: string; code?: string } {
  if (body && typeof body === 'object') {
    const b = body as { message?: unknown; code?: unknown };
    return {
      ...(typeof b.message === 'string' ? { message: b.message } : {}),
      ...(typeof b.code === 'string' ? { code: b.code } : {}),
    };
  }
  return {};
}

async function send<T>(source: SchemaSource<T>, request: JsonRequest): Promise<ApiResult<T>> {
  // Started now, awaited after the answer: loading the checker overlaps the round trip.
  const schemaLoad = typeof source === 'function' ? source().then((schema) => ({ schema }), (error: unknown) => ({ error })) : Promise.resolve({ schema: source });
  const headers: Record<string, string> = { Accept: 'application/json' };
  let body: string | undefined;
  if (request.json !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(typeof request.json === 'function' ? (request.json as () => unknown)() : request.json);
  } else if (request.form) {
    headers['Content-Type'] = 'application/x-www-form-urlencoded; charset=UTF-8';
    body = new URLSearchParams(request.form as Record<string, string>).toString();
  }
  const nonce = request.nonce === false ? null : getNonce();
  if (nonce) headers['X-WP-Nonce'] = nonce;

  const link = linkSignals(request.signal, request.timeoutMs ?? 15000);
  let response: Response;
  let text: string;
  try {
    response = await fetch(request.url, {
      method: request.method ?? (body === undefined ? 'GET' : 'POST'),
      headers,
      body,
      credentials: 'same-origin',
      signal: link.signal,
    });
    text = await response.text();
  } catch (error) {
    const failure: ApiError = link.timedOut()
      ? { kind: 'timeout', message: 'the server did not answer in time' }
      : request.signal?.aborted
        ? { kind: 'aborted', message: 'aborted' }
        : { kind: 'network', message: error instanceof Error ? error.message : String(error) };
    return { ok: false, error: failure };
  } finally {
    link.done();
  }

  const refreshed = response.headers.get('X-WP-Nonce');
  if (refreshed) setNonce(refreshed);

  let parsed: unknown;
  try {
    parsed = text === '' ? null : JSON.parse(text);
  } catch {
    // A PHP fatal error page, a login page, a proxy's error: whatever the status, the spec's bad_json.
    return { ok: false, error: { kind: 'bad_json', status: response.status, message: 'the answer is not JSON', text: text.slice(0, 500) } };
  }
  if (!response.ok) {
    const wp = wpErrorMessage(parsed);
    return {
      ok: false,
      error: { kind: 'http', status: response.status, message: wp.message ?? `HTTP ${response.status}`, code: wp.code, body: parsed },
    };
  }
  const loaded = await schemaLoad;
  if (!('schema' in loaded)) {
    return { ok: false, error: { kind: 'network', message: `the answer's checker could not be loaded: ${String(loaded.error)}` } };
  }
  const result = loaded.schema.safeParse(parsed);
  if (!result.success) {
    return {
      ok: false,
      error: { kind: 'schema', status: response.status, message: 'the answer has an unexpected shape', issues: result.error.issues, body: parsed },
    };
  }
  return { ok: true, data: result.data, status: response.status };
}

/**
 * A cached page can outlive its nonce (WordPress's last 12 to 24 hours): when the server says the nonce is
 * invalid, ask for a fresh one once and send again.
 */
async function sendWithFreshNonce<T>(schema: SchemaSource<T>, request: JsonRequest): Promise<ApiResult<T>> {
  const result = await send(schema, request);
  if (result.ok || request.nonce === false || result.error.kind !== 'http' || result.error.code !== 'rest_cookie_invalid_nonce') return result;
  return (await refreshNonce()) ? send(schema, request) : result;
}

export function fetchJson<T>(schema: SchemaSource<T>, request: JsonRequest): Promise<ApiResult<T>> {
  return enqueue(request.queue, () => sendWithFreshNonce(schema, request));
}
