import { builderDevice } from '../../shared/platform/media';
import type { PopupConditions, PopupSchedule, PopupTimes } from '../../shared/api/contracts/popups';

/**
 * The popup's timing conditions (spec section 4, "Popups"): pure functions of what the visitor's browser knows,
 * so each is tested on its own with a fake clock. A popup shows only if every condition set on it passes.
 */

/** Seconds in each `times` period (spec section 9). The session period is the browser session, not a span. */
export const PERIOD_SECONDS = { day: 86400, week: 604800, month: 2628288 } as const;

export interface VisitorFacts {
  now: number;
  pageViews: number;
  sessions: number;
  referrer: string;
  /** This page's host, to tell an internal referrer from an external one. */
  host: string;
  loggedIn: boolean;
  roles: readonly string[];
  viewportWidth: number;
  userAgent: string;
  /** When the popup was counted (shown or closed), ms since the epoch, and how often in this session. */
  counted: readonly number[];
  countedThisSession: number;
  /** Minutes east of UTC of the visitor's clock at `now` (`-new Date(now).getTimezoneOffset()`). */
  visitorOffset: (now: number) => number;
}

export type ConditionResult = { pass: true } | { pass: false; condition: keyof PopupConditions; problem?: string };

const SEARCH_ENGINES = /(^|\.)(google|bing|yahoo|yandex|duckduckgo|baidu|ask|ecosia)\./i;

export function referrerSource(referrer: string, host: string): 'internal' | 'external' | 'search' | null {
  if (!referrer) return null;
  let refHost: string;
  try {
    refHost = new URL(referrer).host;
  } catch {
    return null;
  }
  if (refHost === host) return 'internal';
  return SEARCH_ENGINES.test(refHost) ? 'search' : 'external';
}

/** The referrer test; a bad pattern fails the condition and says why (never throws). */
export function referrerMatches(rule: NonNullable<PopupConditions['url']>, referrer: string): { pass: boolean; problem?: string } {
  if (rule.mode === 'contains') return { pass: referrer.includes(rule.value) };
  if (rule.mode === 'not_contains') return { pass: !referrer.includes(rule.value) };
  try {
    return { pass: new RegExp(rule.value).test(referrer) };
  } catch (error) {
    return { pass: false, problem: `url: the pattern ${JSON.stringify(rule.value)} is not a valid regular expression (${error instanceof Error ? error.message : String(error)})` };
  }
}

/** Page-builder breakpoints (spec section 9): mobile up to 767 px, tablet up to 1024 px. */
export const deviceOf = builderDevice;

export function browserOf(ua: string): 'chrome' | 'firefox' | 'safari' | 'edge' | 'opera' | 'ie' | null {
  // Order matters: Edge and Opera also say Chrome, Chrome also says Safari.
  if (/Edg\//.test(ua)) return 'edge';
  if (/OPR\/|Opera/.test(ua)) return 'opera';
  if (/Firefox\//.test(ua)) return 'firefox';
  if (/MSIE |Trident\//.test(ua)) return 'ie';
  if (/Chrom(e|ium)\//.test(ua)) return 'chrome';
  if (/Safari\//.test(ua)) return 'safari';
  return null;
}

/** Whether the show limit still allows one more (counts made within the period's window, or in this session). */
export function withinLimit(times: PopupTimes, counted: readonly number[], countedThisSession: number, now: number): boolean {
  if (times.period === 'session') return countedThisSession < times.count;
  const since = now - PERIOD_SECONDS[times.period] * 1000;
  return counted.filter((at) => at > since).length < times.count;
}

/** A `YYYY-MM-DD HH:mm` wall-clock time in a zone `offsetMinutes` east of UTC, as ms since the epoch. */
function wallClock(value: string, offsetMinutes: (utcGuess: number) => number): number | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2}))?$/.exec(value.trim());
  if (!m) return null;
  const utc = Date.UTC(+m[1]!, +m[2]! - 1, +m[3]!, +(m[4] ?? 0), +(m[5] ?? 0));
  // The visitor's offset may change at a daylight-saving boundary: take it at the moment itself.
  const first = utc - offsetMinutes(utc) * 60000;
  return utc - offsetMinutes(first) * 60000;
}

export function inSchedule(schedule: PopupSchedule, now: number, visitorOffset: (at: number) => number): { pass: boolean; problem?: string } {
  const offset = schedule.timezone === 'visitor' ? visitorOffset : () => schedule.site_offset * 60;
  const start = schedule.start ? wallClock(schedule.start, offset) : -Infinity;
  const end = schedule.end ? wallClock(schedule.end, offset) : Infinity;
  if (start === null || end === null) return { pass: false, problem: 'schedule: start and end are YYYY-MM-DD HH:mm' };
  return { pass: now >= start && now <= end };
}

/** Every condition set on the popup, in order; the first that fails is named. */
export function checkConditions(c: PopupConditions, v: VisitorFacts): ConditionResult {
  if (c.page_views !== undefined && v.pageViews < c.page_views) return { pass: false, condition: 'page_views' };
  if (c.sessions !== undefined && v.sessions < c.sessions) return { pass: false, condition: 'sessions' };
  if (c.url) {
    const r = referrerMatches(c.url, v.referrer);
    if (!r.pass) return { pass: false, condition: 'url', problem: r.problem };
  }
  if (c.sources && c.sources.length > 0) {
    const source = referrerSource(v.referrer, v.host);
    if (!source || !c.sources.includes(source)) return { pass: false, condition: 'sources' };
  }
  if (c.logged_in && v.loggedIn) {
    if (c.logged_in.users === 'all' || v.roles.some((role) => c.logged_in!.roles?.includes(role))) return { pass: false, condition: 'logged_in' };
  }
  if (c.devices && c.devices.length > 0 && !c.devices.includes(deviceOf(v.viewportWidth))) return { pass: false, condition: 'devices' };
  if (c.browsers && c.browsers.length > 0) {
    const browser = browserOf(v.userAgent);
    if (!browser || !c.browsers.includes(browser)) return { pass: false, condition: 'browsers' };
  }
  if (c.times && !withinLimit(c.times, v.counted, v.countedThisSession, v.now)) return { pass: false, condition: 'times' };
  if (c.schedule) {
    const r = inSchedule(c.schedule, v.now, v.visitorOffset);
    if (!r.pass) return { pass: false, condition: 'schedule', problem: r.problem };
  }
  return { pass: true };
}
