import { describe, expect, it } from 'vitest';
import { popupSettingsSchema, type PopupConditions } from '../../shared/api/contracts/popups';
import { browserOf, checkConditions, deviceOf, inSchedule, referrerSource, withinLimit, type VisitorFacts } from '../../widgets/popups/conditions';

const DAY = 86400_000;
const NOW = Date.UTC(2026, 5, 15, 12, 0);
const CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36';

const facts = (over: Partial<VisitorFacts> = {}): VisitorFacts => ({
  now: NOW,
  pageViews: 1,
  sessions: 1,
  referrer: '',
  host: 'shop.example',
  loggedIn: false,
  roles: [],
  viewportWidth: 1366,
  userAgent: CHROME,
  counted: [],
  countedThisSession: 0,
  visitorOffset: () => 0,
  ...over,
});
const check = (conditions: PopupConditions, over?: Partial<VisitorFacts>) => checkConditions(conditions, facts(over));

describe('popup conditions', () => {
  it('passes with no condition set', () => expect(check({})).toEqual({ pass: true }));

  it('page_views and sessions: counts since first seen must reach the setting', () => {
    expect(check({ page_views: 3 }, { pageViews: 2 })).toMatchObject({ pass: false, condition: 'page_views' });
    expect(check({ page_views: 3 }, { pageViews: 3 }).pass).toBe(true);
    expect(check({ sessions: 2 }, { sessions: 1 })).toMatchObject({ pass: false, condition: 'sessions' });
    expect(check({ sessions: 2 }, { sessions: 4 }).pass).toBe(true);
  });

  describe('url (the referrer)', () => {
    const ref = 'https://www.google.com/search?q=drill';
    it('contains / does not contain', () => {
      expect(check({ url: { mode: 'contains', value: 'google' } }, { referrer: ref }).pass).toBe(true);
      expect(check({ url: { mode: 'contains', value: 'bing' } }, { referrer: ref }).pass).toBe(false);
      expect(check({ url: { mode: 'not_contains', value: 'google' } }, { referrer: ref }).pass).toBe(false);
      expect(check({ url: { mode: 'not_contains', value: 'bing' } }, { referrer: ref }).pass).toBe(true);
    });
    it('matches a regular expression', () => {
      expect(check({ url: { mode: 'regex', value: 'q=dr.ll$' } }, { referrer: ref }).pass).toBe(true);
      expect(check({ url: { mode: 'regex', value: '^http:' } }, { referrer: ref }).pass).toBe(false);
    });
    it('a bad pattern is reported and fails, never throws', () => {
      const result = check({ url: { mode: 'regex', value: '(unclosed' } }, { referrer: ref });
      expect(result).toMatchObject({ pass: false, condition: 'url' });
      expect(result.pass === false && result.problem).toMatch(/not a valid regular expression/);
    });
  });

  it('sources: internal, external, search engine', () => {
    expect(referrerSource('https://shop.example/cat/', 'shop.example')).toBe('internal');
    expect(referrerSource('https://www.bing.com/?q=x', 'shop.example')).toBe('search');
    expect(referrerSource('https://blog.example/post', 'shop.example')).toBe('external');
    expect(referrerSource('', 'shop.example')).toBeNull();
    expect(check({ sources: ['search'] }, { referrer: 'https://www.google.com/' }).pass).toBe(true);
    expect(check({ sources: ['search'] }, { referrer: 'https://shop.example/' })).toMatchObject({ pass: false, condition: 'sources' });
    expect(check({ sources: ['external'] }, { referrer: '' }).pass).toBe(false);
  });

  it('logged_in: hidden from all logged-in users, or from chosen roles', () => {
    expect(check({ logged_in: { users: 'all' } }, { loggedIn: true })).toMatchObject({ pass: false, condition: 'logged_in' });
    expect(check({ logged_in: { users: 'all' } }, { loggedIn: false }).pass).toBe(true);
    const roles: PopupConditions = { logged_in: { users: 'roles', roles: ['customer'] } };
    expect(check(roles, { loggedIn: true, roles: ['customer'] }).pass).toBe(false);
    expect(check(roles, { loggedIn: true, roles: ['shop_manager'] }).pass).toBe(true);
  });

  it('devices by the page-builder breakpoints, and browsers', () => {
    expect([deviceOf(390), deviceOf(767), deviceOf(768), deviceOf(1024), deviceOf(1025)]).toEqual(['mobile', 'mobile', 'tablet', 'tablet', 'desktop']);
    expect(check({ devices: ['desktop'] }, { viewportWidth: 390 })).toMatchObject({ pass: false, condition: 'devices' });
    expect(check({ devices: ['mobile', 'desktop'] }, { viewportWidth: 390 }).pass).toBe(true);
    expect(browserOf(CHROME)).toBe('chrome');
    expect(browserOf(`${CHROME} Edg/120.0`)).toBe('edge');
    expect(browserOf('Mozilla/5.0 (X11; rv:120.0) Gecko/20100101 Firefox/120.0')).toBe('firefox');
    expect(browserOf('Mozilla/5.0 (iPhone) AppleWebKit/605.1.15 Version/17.0 Mobile/15E148 Safari/604.1')).toBe('safari');
    expect(check({ browsers: ['firefox'] })).toMatchObject({ pass: false, condition: 'browsers' });
    expect(check({ browsers: ['chrome'] }).pass).toBe(true);
  });

  describe('times: show limits on a fake clock', () => {
    it('per day (86400 s): one show a day blocks until a day has passed', () => {
      const times = { count: 1, period: 'day', count_on: 'open' } as const;
      expect(withinLimit(times, [], 0, NOW)).toBe(true);
      expect(withinLimit(times, [NOW], 1, NOW + DAY - 1000)).toBe(false);
      expect(withinLimit(times, [NOW], 1, NOW + DAY + 1)).toBe(true);
    });
    it('per week (604800 s) and month (2628288 s), up to the count', () => {
      const week = { count: 2, period: 'week', count_on: 'close' } as const;
      expect(withinLimit(week, [NOW - 6 * DAY], 0, NOW)).toBe(true);
      expect(withinLimit(week, [NOW - 6 * DAY, NOW - DAY], 0, NOW)).toBe(false);
      expect(withinLimit(week, [NOW - 604800_000 - 1, NOW - DAY], 0, NOW)).toBe(true);
      const month = { count: 1, period: 'month', count_on: 'open' } as const;
      expect(withinLimit(month, [NOW - 2628288_000 + 1000], 0, NOW)).toBe(false);
      expect(withinLimit(month, [NOW - 2628288_000 - 1000], 0, NOW)).toBe(true);
    });
    it('per session counts this session only, whatever the clock', () => {
      const times = { count: 2, period: 'session', count_on: 'open' } as const;
      expect(withinLimit(times, [NOW, NOW], 1, NOW)).toBe(true);
      expect(withinLimit(times, [], 2, NOW)).toBe(false);
      expect(check({ times }, { countedThisSession: 2 })).toMatchObject({ pass: false, condition: 'times' });
    });
  });

  describe('schedule across a time-zone boundary', () => {
    // Nowruz 1405 starts 2026-03-21 00:00 in Tehran (UTC+3:30), which is 2026-03-20 20:30 UTC.
    const schedule = { start: '2026-03-21 00:00', end: '2026-03-21 23:59', timezone: 'site', site_offset: 3.5 } as const;
    it("in the site's zone: open from Tehran's midnight although the UTC date is still the day before", () => {
      expect(inSchedule(schedule, Date.UTC(2026, 2, 20, 20, 29), () => 0).pass).toBe(false);
      expect(inSchedule(schedule, Date.UTC(2026, 2, 20, 20, 31), () => 0).pass).toBe(true);
      expect(inSchedule(schedule, Date.UTC(2026, 2, 21, 20, 28), () => 0).pass).toBe(true);
      expect(inSchedule(schedule, Date.UTC(2026, 2, 21, 20, 30), () => 0).pass).toBe(false);
    });
    it("in the visitor's zone: the same dates read on the visitor's clock", () => {
      const visitor = { ...schedule, timezone: 'visitor' } as const;
      const london = () => 0;
      const tokyo = () => 9 * 60;
      const at = Date.UTC(2026, 2, 20, 16, 0); // 01:00 on the 21st in Tokyo, 16:00 on the 20th in London
      expect(inSchedule(visitor, at, tokyo).pass).toBe(true);
      expect(inSchedule(visitor, at, london).pass).toBe(false);
      expect(checkConditions({ schedule: visitor }, facts({ now: at, visitorOffset: tokyo })).pass).toBe(true);
    });
    it('a malformed date fails with a reason', () => {
      expect(inSchedule({ ...schedule, start: 'soon' }, NOW, () => 0)).toMatchObject({ pass: false, problem: expect.stringMatching(/schedule/) });
    });
  });

  it('the settings schema fills the defaults and refuses a popup without id or title', () => {
    const parsed = popupSettingsSchema.safeParse({ id: 7, title: 'خبرنامه', conditions: { times: { count: 1, period: 'day' } } });
    expect(parsed.success && parsed.data.conditions.times?.count_on).toBe('open');
    expect(parsed.success && parsed.data.rules.close_on_escape).toBe(true);
    expect(popupSettingsSchema.safeParse({ title: 'x' }).success).toBe(false);
    expect(popupSettingsSchema.safeParse({ id: 1, title: 'x', conditions: { times: { count: 1, period: 'year' } } }).success).toBe(false);
  });
});
