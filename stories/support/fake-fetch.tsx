import type { ComponentChildren } from 'preact';
import { useEffect, useRef, useState } from 'preact/hooks';

/**
 * A stand-in for the shop's server inside the preview: `fetch` answers the calls a story's island makes and passes
 * every other request (Storybook's own, Vite's) to the real fetch. Installed while the story is on screen, the
 * real fetch is put back when it goes away.
 */
export interface FakeRequest {
  url: URL;
  method: string;
  /** The JSON body, parsed; the raw text when it is not JSON; null without a body. */
  body: unknown;
  signal: AbortSignal | undefined;
}

/** Returns the answer, or undefined to let the real fetch have the request. */
export type FakeHandler = (request: FakeRequest) => Response | undefined | Promise<Response | undefined>;

function requestUrl(input: RequestInfo | URL): string {
  if (typeof input === 'string') return input;
  if (input instanceof URL) return input.href;
  return input.url;
}

/** Replaces globalThis.fetch; the returned function restores the fetch that was there (if still ours). */
export function installFakeFetch(handler: FakeHandler): () => void {
  const real = globalThis.fetch;
  const fake = async (input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> => {
    if (init.signal?.aborted) throw new DOMException('The operation was aborted.', 'AbortError');
    const text = typeof init.body === 'string' ? init.body : '';
    let body: unknown = text === '' ? null : text;
    try {
      if (text) body = JSON.parse(text);
    } catch {
      // a form body stays text
    }
    const url = new URL(requestUrl(input), globalThis.location?.href ?? 'http://localhost/');
    const reply = await handler({ url, method: (init.method ?? 'GET').toUpperCase(), body, signal: init.signal ?? undefined });
    return reply ?? real(input, init);
  };
  globalThis.fetch = fake as typeof fetch;
  return () => {
    if (globalThis.fetch === (fake as typeof fetch)) globalThis.fetch = real;
  };
}

/** Installs the fake before its children first render; restores the real fetch on unmount. */
export function FakeFetch({ handler, children }: { handler: FakeHandler; children: ComponentChildren }) {
  const current = useRef(handler);
  current.current = handler;
  const [restore] = useState(() => installFakeFetch((request) => current.current(request)));
  useEffect(() => restore, [restore]);
  return <>{children}</>;
}

/** A server's think time, cut short (with an AbortError, as fetch does) when the request is aborted. */
export function latency(ms: number, signal?: AbortSignal): Promise<void> {
  if (ms <= 0) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        reject(new DOMException('The operation was aborted.', 'AbortError'));
      },
      { once: true },
    );
  });
}

export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json; charset=UTF-8' } });
}

export function htmlResponse(body: string, status = 200): Response {
  return new Response(body, { status, headers: { 'Content-Type': 'text/html; charset=UTF-8' } });
}
