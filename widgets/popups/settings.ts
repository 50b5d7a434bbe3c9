import type { PopupSettings } from '../../shared/api/contracts/popups';

/**
 * A popup's settings JSON, checked by hand on the popups island's load path, so that zod does not load with it.
 * It accepts what `popupSettingsSchema` (shared/api/contracts/popups.ts, the reference, documented there) accepts,
 * fills the same defaults and gives the same output; unknown keys are dropped. tests/unit/popups-settings.test.ts
 * runs both on the same table of cases.
 *
 * Every problem is reported, each with its path: `triggers.click: expected a whole number ≥ 1, got 1.5`.
 */
export interface SettingsIssue {
  path: Array<string | number>;
  message: string;
}

export type SettingsResult = { success: true; data: PopupSettings } | { success: false; error: { issues: SettingsIssue[] } };

type Path = Array<string | number>;
/** Checks `value` at `path`, adds what is wrong to `issues`, returns the normalised value (used only if none). */
type Rule<T> = (value: unknown, path: Path, issues: SettingsIssue[]) => T;

function shown(value: unknown): string {
  if (value === null || value === undefined) return String(value);
  if (Array.isArray(value)) return 'a list';
  if (typeof value === 'object') return 'an object';
  return typeof value === 'string' ? JSON.stringify(value) : String(value);
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** A rule that checks a test and says what was expected when it fails. */
const rule =
  <T>(test: (value: unknown) => boolean, expected: string): Rule<T> =>
  (value, path, issues) => {
    if (!test(value)) issues.push({ path, message: `expected ${expected}, got ${shown(value)}` });
    return value as T;
  };

/** A finite number (zod's z.number()), optionally whole (z.int(): a safe integer) and at least / above `min`. */
const num = (min?: number, above = false, whole = false): Rule<number> =>
  rule(
    (v) => typeof v === 'number' && Number.isFinite(v) && (!whole || Number.isSafeInteger(v)) && (min === undefined || (above ? v > min : v >= min)),
    `${whole ? 'a whole number' : 'a number'}${min === undefined ? '' : ` ${above ? '>' : '≥'} ${min}`}`,
  );
const str = (nonEmpty = false): Rule<string> => rule((v) => typeof v === 'string' && (!nonEmpty || v.length > 0), nonEmpty ? 'a non-empty string' : 'a string');
const bool: Rule<boolean> = rule((v) => typeof v === 'boolean', 'true or false');
const oneOf = <const V extends string>(...values: V[]): Rule<V> =>
  rule((v) => (values as unknown[]).includes(v), `one of ${values.map((v) => JSON.stringify(v)).join(', ')}`);

/** Absent stays absent (undefined). */
const optional =
  <T>(inner: Rule<T>): Rule<T | undefined> =>
  (value, path, issues) =>
    value === undefined ? undefined : inner(value, path, issues);

/** Absent takes the default (a fresh copy each time, as zod's shallow clone). */
const withDefault =
  <T>(inner: Rule<T>, fallback: () => T): Rule<T> =>
  (value, path, issues) =>
    value === undefined ? fallback() : inner(value, path, issues);

const list =
  <T>(item: Rule<T>): Rule<T[]> =>
  (value, path, issues) => {
    if (!Array.isArray(value)) return rule<T[]>(() => false, 'a list')(value, path, issues);
    const out: T[] = [];
    // A plain loop, not map(): a hole is checked as undefined, as zod does.
    for (let i = 0; i < value.length; i++) out.push(item(value[i], [...path, i], issues));
    return out;
  };

/** An object of known keys, in the shape's order; other keys are dropped. A key given as undefined stays, as in zod. */
const object =
  <T>(shape: { [K in keyof T]-?: Rule<T[K]> }): Rule<T> =>
  (value, path, issues) => {
    if (!isObject(value)) return rule<T>(() => false, 'an object')(value, path, issues);
    const out: Record<string, unknown> = {};
    for (const key in shape) {
      const result = shape[key](value[key], [...path, key], issues);
      if (result !== undefined || key in value) out[key] = result;
    }
    return out as T;
  };

const settings = object<PopupSettings>({
  id: rule((v) => (typeof v === 'string' && v.length > 0) || (typeof v === 'number' && Number.isFinite(v)), 'a non-empty string or a number'),
  title: str(true),
  conditions: withDefault(
    object<PopupSettings['conditions']>({
      page_views: optional(num()),
      sessions: optional(num()),
      url: optional(object({ mode: oneOf('contains', 'not_contains', 'regex'), value: str() })),
      sources: optional(list(oneOf('internal', 'external', 'search'))),
      logged_in: optional(object({ users: oneOf('all', 'roles'), roles: optional(list(str())) })),
      devices: optional(list(oneOf('desktop', 'tablet', 'mobile'))),
      browsers: optional(list(oneOf('chrome', 'firefox', 'safari', 'edge', 'opera', 'ie'))),
      times: optional(
        object({ count: num(1, false, true), period: oneOf('day', 'week', 'month', 'session'), count_on: withDefault(oneOf('open', 'close'), () => 'open' as const) }),
      ),
      schedule: optional(
        object({ start: optional(str()), end: optional(str()), timezone: withDefault(oneOf('site', 'visitor'), () => 'site' as const), site_offset: withDefault(num(), () => 0) }),
      ),
    }),
    () => ({}),
  ),
  triggers: withDefault(
    object<PopupSettings['triggers']>({
      page_load: optional(num(0)),
      scrolling: optional(object({ direction: oneOf('down', 'up'), offset: withDefault(num(), () => 0) })),
      scrolling_to: optional(str()),
      click: optional(num(1, false, true)),
      inactivity: optional(num(0, true)),
      exit_intent: optional(bool),
      adblock: optional(num(0)),
    }),
    () => ({}),
  ),
  rules: withDefault(
    object<PopupSettings['rules']>({
      avoid_multiple_popups: optional(bool),
      close_automatically: optional(num(0, true)),
      close_on_background: withDefault(bool, () => true),
      close_on_escape: withDefault(bool, () => true),
      close_button_delay: optional(num(0)),
      do_not_show_again: optional(bool),
    }),
    () => ({ close_on_background: true, close_on_escape: true }),
  ),
});

/** The popup's settings, normalised, or every problem with its path (zod's `safeParse` shape). */
export function parsePopupSettings(value: unknown): SettingsResult {
  const issues: SettingsIssue[] = [];
  const data = settings(value, [], issues);
  return issues.length ? { success: false, error: { issues } } : { success: true, data };
}

/** The issues as one line: `id: expected …; triggers.click: expected …` (`(settings)` for the whole). */
export function describeSettingsIssues(issues: readonly SettingsIssue[]): string {
  return issues.map((issue) => `${issue.path.join('.') || '(settings)'}: ${issue.message}`).join('; ');
}
