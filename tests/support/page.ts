import { afterEach, beforeEach, vi } from 'vitest';
import { resetConfig } from '../../shared/api/page-config';

/** Writes a page config like the theme's, then forgets the cached one so the next read sees it. */
export function setPageConfig(config: Record<string, unknown> = {}): void {
  document.getElementById('hsa-config')?.remove();
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = 'hsa-config';
  script.textContent = JSON.stringify({ rest: { root: '/wp-json/', nonce: 'abc123def0' }, cartCount: '0', ...config });
  document.head.append(script);
  resetConfig();
}

export interface FakeCall {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: string;
  credentials: RequestCredentials | undefined;
}

type Reply = Response | (() => Response | Promise<Response>) | Error;

/**
 * A fetch that answers from a queue of replies (or a function of the request) and records every call, so a test
 * can check what was sent, in which order, and with which headers.
 */
export function fakeFetch(handler: (call: FakeCall) => Reply | Promise<Reply>) {
  const calls: FakeCall[] = [];
  const fn = async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const headers: Record<string, string> = {};
    new Headers(init.headers).forEach((value, key) => (headers[key.toLowerCase()] = value));
    const call: FakeCall = {
      url: String(input),
      method: init.method ?? 'GET',
      headers,
      body: typeof init.body === 'string' ? init.body : '',
      credentials: init.credentials,
    };
    calls.push(call);
    if (init.signal?.aborted) throw new DOMException('aborted', 'AbortError');
    const reply = await handler(call);
    if (reply instanceof Error) throw reply;
    return typeof reply === 'function' ? reply() : reply;
  };
  return { fn, calls };
}

export function json(body: unknown, init: ResponseInit = {}): Response {
  return new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' }, ...init });
}

export function htmlResponse(body = '<!doctype html><p>Fatal error</p>', status = 200): Response {
  return new Response(body, { status, headers: { 'Content-Type': 'text/html' } });
}

/** Waits until the promise queue and timers of the page have moved on. */
export const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

/**
 * Stubs fetch with a server that takes JSON bodies (the filter engine's refresh): each request's parsed body goes to
 * `seen`, and the answer is `respond()`'s at that moment (a test may swap its answer between requests).
 */
export function stubJsonServer<B>(seen: B[], respond: () => (body: B) => Response | Promise<Response>): void {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init: RequestInit) => {
      const body = JSON.parse(String(init.body)) as B;
      seen.push(body);
      return respond()(body);
    }),
  );
}

/**
 * A listing page for the widget tests of the filter engine's islands. Before each test: the address is `url`, the
 * dataLayer is empty, and fetch answers every refresh request with `server.answer` (the default given here, or
 * one a test sets), keeping each request's body in `server.bodies`. After each test: `reset` (the $listing store's).
 */
export function listingTestPage<B>(url: string, answer: (body: B) => Response | Promise<Response>, reset: () => void) {
  const server = { bodies: [] as B[], answer };
  beforeEach(() => {
    server.bodies = [];
    server.answer = answer;
    stubJsonServer(server.bodies, () => server.answer);
    history.replaceState(null, '', url);
    (window as { dataLayer?: unknown[] }).dataLayer = [];
  });
  afterEach(reset);
  return server;
}
