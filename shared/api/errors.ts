/**
 * Errors are values (DESIGN.md 4): every call answers `{ ok: true, data }` or `{ ok: false, error }`, never throws.
 * Each island maps these kinds to the spec's error catalogue (section 8).
 */
export type ApiError =
  | { kind: 'network'; message: string }
  | { kind: 'timeout'; message: string }
  | { kind: 'aborted'; message: string }
  | { kind: 'http'; status: number; message: string; code?: string | undefined; body?: unknown }
  | { kind: 'bad_json'; status: number; message: string; text: string }
  | { kind: 'schema'; status: number; message: string; issues: unknown; body: unknown };

export type ApiResult<T> = { ok: true; data: T; status: number } | { ok: false; error: ApiError };
