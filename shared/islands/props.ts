import type { SchemaLike } from '../api/fetch-json';

/**
 * Reads an island's props: a `<script type="application/json" data-island-props>` child when there is one (for
 * structured props), otherwise the root's data attributes (for a few scalars). The platform's own attributes are
 * left out. The schema is anything with zod's `safeParse`: a schema of the contracts' kit (shared/api/contracts/
 * schema.ts) or zod/mini, or, for an island on the page's load path, a small hand-written guard (`propsGuard`), so
 * no schema code loads with the page.
 */
const RESERVED = new Set(['island', 'loadOn', 'islandState']);

export type PropsResult<P> = { ok: true; props: P } | { ok: false; message: string; issues?: unknown };

export function readRawProps(root: HTMLElement): { ok: true; raw: unknown } | { ok: false; message: string } {
  const script = Array.from(root.children).find(
    (child): child is HTMLScriptElement => child instanceof HTMLScriptElement && child.hasAttribute('data-island-props'),
  );
  if (script) {
    try {
      return { ok: true, raw: JSON.parse(script.textContent || '{}') };
    } catch {
      return { ok: false, message: 'the props script is not valid JSON' };
    }
  }
  const raw: Record<string, string> = {};
  for (const [key, value] of Object.entries(root.dataset)) {
    if (!RESERVED.has(key) && value !== undefined) raw[key] = value;
  }
  return { ok: true, raw };
}

/**
 * A props check written by hand: `check` returns the props, or a message saying what is wrong.
 * @example propsGuard((raw) => (typeof raw.cartUrl === 'string' || raw.cartUrl === undefined ? { cartUrl: raw.cartUrl } : 'cartUrl: not a string'))
 */
export function propsGuard<P>(check: (raw: Record<string, unknown>) => P | string): SchemaLike<P> {
  return {
    safeParse(value) {
      const raw = value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
      const result = raw ? check(raw) : '(props): not an object';
      return typeof result === 'string' ? { success: false, error: { issues: [{ path: [], message: result }] } } : { success: true, data: result };
    },
  };
}

function describeIssue(issue: unknown): string {
  const { path, message } = (issue ?? {}) as { path?: unknown; message?: unknown };
  const where = Array.isArray(path) && path.length ? path.join('.') : '';
  return where ? `${where}: ${String(message)}` : String(message);
}

export function parseProps<P>(root: HTMLElement, schema: SchemaLike<P>): PropsResult<P> {
  const read = readRawProps(root);
  if (!read.ok) return read;
  const result = schema.safeParse(read.raw);
  if (result.success) return { ok: true, props: result.data };
  return {
    ok: false,
    message: result.error.issues.map((issue) => describeIssue(issue) || '(props)').join('; '),
    issues: result.error.issues,
  };
}
