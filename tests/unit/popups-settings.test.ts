import { describe, expect, it } from 'vitest';
import { popupSettingsSchema } from '../../shared/api/contracts/popups';
import { describeSettingsIssues, parsePopupSettings } from '../../widgets/popups/settings';

/**
 * The popups island checks its settings by hand (widgets/popups/settings.ts) so zod stays out of its bundle; zod's
 * `popupSettingsSchema` stays the reference (the WordPress plugin's JSON Schema, the demo store). Every case below
 * runs through both: the same accept or reject, the same fields blamed, the same output (values, defaults, keys and
 * their order).
 */

const FULL = {
  id: 101,
  title: 'عضویت در خبرنامه',
  conditions: {
    page_views: 2,
    sessions: 1,
    url: { mode: 'contains', value: 'google' },
    sources: ['internal', 'external', 'search'],
    logged_in: { users: 'roles', roles: ['customer', 'subscriber'] },
    devices: ['desktop', 'tablet', 'mobile'],
    browsers: ['chrome', 'firefox', 'safari', 'edge', 'opera', 'ie'],
    times: { count: 2, period: 'week', count_on: 'close' },
    schedule: { start: '2026-11-01 08:00', end: '2026-12-01 23:59', timezone: 'visitor', site_offset: 3.5 },
  },
  triggers: { page_load: 5, scrolling: { direction: 'down', offset: 40 }, scrolling_to: '#footer', click: 2, inactivity: 30, exit_intent: true, adblock: 1 },
  rules: { avoid_multiple_popups: true, close_automatically: 10, close_on_background: false, close_on_escape: false, close_button_delay: 3, do_not_show_again: true },
};

type Json = Record<string, unknown>;
const ABSENT = Symbol('absent');

/** FULL with the value at `path` replaced (or removed, for ABSENT). */
function withValue(path: string, value: unknown): unknown {
  const copy = structuredClone(FULL) as Json;
  const keys = path.split('.');
  let at: Json = copy;
  for (const key of keys.slice(0, -1)) at = at[key] as Json;
  const last = keys.at(-1)!;
  if (value === ABSENT) delete at[last];
  else at[last] = value;
  return copy;
}

// Values of every JSON type, and the edge values numbers have.
const WRONG_TYPES: unknown[] = [null, true, false, 'متن', '', '3', '۳', [], {}, [1], 0, -1, 1.5];
const NUMBER_EDGES: unknown[] = [0, -0, -1, 0.5, 1, 1.5, 2, 1e21, 2 ** 53, 2 ** 53 - 1, -(2 ** 53), Infinity, -Infinity, NaN, Number.MAX_VALUE, Number.MIN_VALUE, '5', '۵', '٥', null];

/** Each field with the values to try there, on top of ABSENT and WRONG_TYPES. */
const FIELDS: Record<string, unknown[]> = {
  id: [101, 0, -5, 1.5, 'popup-101', '۱۰۱', '', ' ', 'a', NaN, Infinity],
  title: ['خبرنامه', '', ' ', 'a'.repeat(1000)],
  conditions: [{}, { extra: 1 }],
  'conditions.page_views': NUMBER_EDGES,
  'conditions.sessions': NUMBER_EDGES,
  'conditions.url': [{ mode: 'regex', value: '(unclosed' }, { mode: 'not_contains', value: '' }, { mode: 'contains' }, { value: 'x' }, { mode: 'CONTAINS', value: 'x' }, { mode: 'regex', value: 3 }, { mode: 'contains', value: 'x', extra: 1 }],
  'conditions.url.mode': ['contains', 'not_contains', 'regex', 'Contains', ' contains'],
  'conditions.url.value': ['', 'گوگل'],
  'conditions.sources': [[], ['internal'], ['search', 'search'], ['Internal'], ['internal', 'x'], [null], [['internal']], 'internal'],
  'conditions.logged_in': [{ users: 'all' }, { users: 'roles' }, { users: 'roles', roles: [] }, { users: 'roles', roles: ['a', 1] }, { users: 'none' }, { roles: ['a'] }, { users: 'all', roles: 'a' }],
  'conditions.logged_in.users': ['all', 'roles', 'All'],
  'conditions.logged_in.roles': [[], ['مدیر'], [''], [1], 'customer'],
  'conditions.devices': [[], ['mobile'], ['phone'], ['desktop', null], 'desktop'],
  'conditions.browsers': [[], ['ie'], ['brave'], ['Chrome'], 'chrome'],
  'conditions.times': [{ count: 1, period: 'day' }, { count: 1, period: 'session', count_on: 'open' }, { count: 1 }, { period: 'day' }, { count: 1, period: 'year' }, { count: 1, period: 'day', count_on: 'view' }],
  'conditions.times.count': [1, 2, 100, 0, -1, 1.5, 2 ** 53, 2 ** 53 - 1, 1e21, Infinity, NaN, '1', '۱'],
  'conditions.times.period': ['day', 'week', 'month', 'session', 'year', 'Day', 86400],
  'conditions.times.count_on': ['open', 'close', 'opened', true],
  'conditions.schedule': [{}, { start: '2026-01-01' }, { timezone: 'site' }, { site_offset: -3.5 }, { timezone: 'utc' }],
  'conditions.schedule.start': ['2026-11-01 08:00', '۱۴۰۵-۰۹-۰۱ ۰۸:۰۰', '', 'whenever', 20261101],
  'conditions.schedule.end': ['2026-12-01', '', 1],
  'conditions.schedule.timezone': ['site', 'visitor', 'Site', 'utc'],
  'conditions.schedule.site_offset': [0, 3.5, -12, 14, 4.75, ...NUMBER_EDGES],
  triggers: [{}, { extra: true }],
  'triggers.page_load': NUMBER_EDGES,
  'triggers.scrolling': [{ direction: 'up' }, { direction: 'down', offset: 0 }, { direction: 'sideways' }, { offset: 10 }, { direction: 'up', offset: '10' }],
  'triggers.scrolling.direction': ['up', 'down', 'Up', ''],
  'triggers.scrolling.offset': [0, 50, 100, 150, -10, ...NUMBER_EDGES],
  'triggers.scrolling_to': ['#id', '.class > a', '', 'div[data-x="۱"]'],
  'triggers.click': [1, 2, 10, ...NUMBER_EDGES],
  'triggers.inactivity': [0.001, 1, 60, ...NUMBER_EDGES],
  'triggers.exit_intent': [true, false, 'true', 1, 0],
  'triggers.adblock': NUMBER_EDGES,
  rules: [{}, { close_on_background: true }, { extra: 1 }],
  'rules.avoid_multiple_popups': [true, false, 'yes', 1],
  'rules.close_automatically': NUMBER_EDGES,
  'rules.close_on_background': [true, false, 'false', 0, 1],
  'rules.close_on_escape': [true, false, 'false', 0, 1],
  'rules.close_button_delay': NUMBER_EDGES,
  'rules.do_not_show_again': [true, false, 'true', 1],
};

/** Whole inputs: the smallest, not objects at all, extra keys, several faults at once, shapes JSON can make. */
const WHOLE: Array<[string, unknown]> = [
  ['the smallest valid settings', { id: 1, title: 'a' }],
  ['a string id', { id: 'newsletter', title: 'خبرنامه' }],
  ['a Persian-digit string id (a string, kept as given)', { id: '۱۰۱', title: 'خبرنامه' }],
  ['an id in Persian digits is not a number', { id: '۱۰۱', title: 'خبرنامه', triggers: { page_load: '۵' } }],
  ['the README example', JSON.parse('{"id":101,"title":"عضویت در خبرنامه","conditions":{"times":{"count":1,"period":"day","count_on":"open"}},"triggers":{"page_load":5},"rules":{"do_not_show_again":true}}')],
  ['every field set', FULL],
  ['keys in another order', { rules: { close_on_escape: false }, triggers: { click: 1 }, conditions: { sessions: 2 }, title: 'b', id: 2 }],
  ['extra keys everywhere', { id: 1, title: 'a', x: 1, conditions: { y: 2, times: { count: 1, period: 'day', z: 3 } }, triggers: { w: 4 }, rules: { v: 5 } }],
  ['a __proto__ key from JSON', JSON.parse('{"id":1,"title":"a","__proto__":{"polluted":1},"rules":{"__proto__":{"close_on_escape":false}}}')],
  ['nothing', undefined],
  ['null', null],
  ['a list', [FULL]],
  ['a string', 'settings'],
  ['a number', 101],
  ['true', true],
  ['an empty object', {}],
  ['no id', { title: 'a' }],
  ['no title', { id: 1 }],
  ['every section null', { id: 1, title: 'a', conditions: null, triggers: null, rules: null }],
  ['every section a list', { id: 1, title: 'a', conditions: [], triggers: [], rules: [] }],
  ['many faults at once', { id: true, title: 3, conditions: { page_views: '3', url: { mode: 'x' }, sources: ['x', 'internal', 'y'] }, triggers: { click: 0, inactivity: 0 }, rules: { close_automatically: -1, close_on_escape: 'no' } }],
  ['a sparse list (a hole is undefined)', { id: 1, title: 'a', conditions: { sources: [, 'internal'] } }], // eslint-disable-line no-sparse-arrays
  ['optional keys given as undefined stay, as keys', { id: 1, title: 'a', conditions: { page_views: undefined }, triggers: { page_load: undefined }, rules: { do_not_show_again: undefined } }],
  ['defaulted keys given as undefined take their defaults', { id: 1, title: 'a', conditions: undefined, rules: { close_on_escape: undefined }, triggers: { scrolling: { direction: 'up', offset: undefined } } }],
  ['a Date where an object is expected (an object to both)', { id: 1, title: 'a', conditions: new Date(0) }],
];

const CASES: Array<[string, unknown]> = [
  ...WHOLE,
  ...Object.entries(FIELDS).flatMap(([path, values]) =>
    [ABSENT, ...values, ...WRONG_TYPES].map((value): [string, unknown] => [`${path} = ${value === ABSENT ? '(absent)' : show(value)}`, withValue(path, value)]),
  ),
];

function show(value: unknown): string {
  if (typeof value === 'number') return Object.is(value, -0) ? '-0' : String(value);
  return JSON.stringify(value) ?? String(value);
}

/** Every key path of a value, in order (so that the order of keys must match too, and undefined-valued keys count). */
function keyPaths(value: unknown, at = ''): string[] {
  if (typeof value !== 'object' || value === null) return [];
  return Object.keys(value).flatMap((key) => [`${at}${key}`, ...keyPaths((value as Json)[key], `${at}${key}.`)]);
}

const blamed = (issues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey> }>) => [...new Set(issues.map((issue) => issue.path.map(String).join('.')))].sort();

describe('popup settings: the hand-written guard agrees with popupSettingsSchema', () => {
  it(`has a wide table (${CASES.length} cases, both accepted and rejected)`, () => {
    const accepted = CASES.filter(([, input]) => popupSettingsSchema.safeParse(input).success).length;
    expect(accepted).toBeGreaterThan(100);
    expect(CASES.length - accepted).toBeGreaterThan(200);
  });

  it.each(CASES)('%s', (_name, input) => {
    const reference = popupSettingsSchema.safeParse(input);
    const guard = parsePopupSettings(input);
    expect(guard.success).toBe(reference.success);
    if (reference.success && guard.success) {
      expect(guard.data).toStrictEqual(reference.data);
      expect(keyPaths(guard.data)).toEqual(keyPaths(reference.data));
    } else if (!reference.success && !guard.success) {
      expect(blamed(guard.error.issues)).toEqual(blamed(reference.error.issues));
    }
  });

  it('defaults are fresh objects for each popup (one popup cannot change another through them)', () => {
    const a = parsePopupSettings({ id: 1, title: 'a' });
    const b = parsePopupSettings({ id: 2, title: 'b' });
    expect(a.success && b.success).toBe(true);
    if (a.success && b.success) {
      expect(a.data.rules).not.toBe(b.data.rules);
      expect(a.data.conditions).not.toBe(b.data.conditions);
      expect(a.data.triggers).not.toBe(b.data.triggers);
    }
  });
});

describe('popup settings: the messages say what is wrong where', () => {
  const messages = (input: unknown) => {
    const result = parsePopupSettings(input);
    return result.success ? '' : describeSettingsIssues(result.error.issues);
  };

  it('names each faulty field with what was expected and what came', () => {
    expect(messages({ title: 'a', triggers: { click: 1.5 }, conditions: { times: { count: 1, period: 'year' } } })).toBe(
      'id: expected a non-empty string or a number, got undefined; ' +
        'conditions.times.period: expected one of "day", "week", "month", "session", got "year"; ' +
        'triggers.click: expected a whole number ≥ 1, got 1.5',
    );
    expect(messages({ id: 1, title: '', rules: { close_automatically: 0, close_on_escape: 'no' } })).toBe(
      'title: expected a non-empty string, got ""; rules.close_automatically: expected a number > 0, got 0; rules.close_on_escape: expected true or false, got "no"',
    );
    expect(messages({ id: 1, title: 'a', conditions: { sources: ['internal', 'x'], devices: 'mobile' } })).toBe(
      'conditions.sources.1: expected one of "internal", "external", "search", got "x"; conditions.devices: expected a list, got "mobile"',
    );
  });

  it('a number written as text (Persian digits too) is named as text', () => {
    expect(messages({ id: 1, title: 'a', triggers: { page_load: '۵' } })).toBe('triggers.page_load: expected a number ≥ 0, got "۵"');
  });

  it('settings that are not an object at all', () => {
    expect(messages(null)).toBe('(settings): expected an object, got null');
    expect(messages([])).toBe('(settings): expected an object, got a list');
    expect(messages({ id: 1, title: 'a', rules: {} })).toBe('');
  });
});
