import * as z from 'zod/mini';

/**
 * Reads an island's props: a `<script type="application/json" data-island-props>` child when there is one (for
 * structured props), otherwise the root's data attributes (for a few scalars). The platform's own attributes are
 * left out.
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

export function parseProps<P>(root: HTMLElement, schema: z.ZodMiniType<P>): PropsResult<P> {
  const read = readRawProps(root);
  if (!read.ok) return read;
  const result = schema.safeParse(read.raw);
  if (result.success) return { ok: true, props: result.data };
  return {
    ok: false,
    message: result.error.issues.map((i) => `${i.path.join('.') || '(props)'}: ${i.message}`).join('; '),
    issues: result.error.issues,
  };
}
