import * as z from 'zod/mini';

/**
 * A popup's settings (spec section 4, "Popups"; section 9's periods), printed by the theme as JSON inside the popup's
 * server markup: `<div data-hsa-popup hidden><script type="application/json" data-popup-settings>{…}</script>…</div>`.
 * This schema is the reference (the stories and the tests use it; a JSON Schema for the plugin would come from it).
 * The popups island checks the same settings by hand (widgets/popups/settings.ts, held to agree with this schema by
 * tests/unit/popups-settings.test.ts), so zod does not load with it. Every field but `id` and `title` is optional;
 * what is absent is not checked (a popup with no condition shows wherever a trigger fires).
 *
 * - `conditions` (all must pass): `page_views` / `sessions` (counts since first seen, ≥), `url` (the referrer
 *   `contains`, `not_contains` or `regex` a value), `sources` (`internal`, `external`, `search`), `logged_in`
 *   (`users: 'all'` hides it from every logged-in visitor, `'roles'` from those `roles`), `devices` (`mobile` ≤ 767 px,
 *   `tablet` ≤ 1024 px, `desktop`), `browsers`, `times` (at most `count` shows per `period`: day 86400 s, week
 *   604800 s, month 2628288 s or the browser session, counted on `open` or `close`), `schedule` (`start` / `end` as
 *   `YYYY-MM-DD HH:mm` wall-clock times in the site's time zone, `site_offset` hours east of UTC, or the visitor's).
 * - `triggers` (the first that fires opens it): `page_load` (seconds), `scrolling` (`down` past `offset` % or `up`),
 *   `scrolling_to` (a CSS selector), `click` (count of clicks anywhere), `inactivity` (seconds), `exit_intent`,
 *   `adblock` (seconds after a bait element is found hidden).
 * - `rules`: `avoid_multiple_popups` (not opened while another popup is open or was opened on this page),
 *   `close_automatically` (seconds), `close_on_background` and `close_on_escape` (default true),
 *   `close_button_delay` (seconds), `do_not_show_again` (a button that disables the popup for good).
 */
export const popupTimesSchema = z.object({
  count: z.number().check(z.int(), z.gte(1)),
  period: z.enum(['day', 'week', 'month', 'session']),
  count_on: z._default(z.enum(['open', 'close']), 'open'),
});

export const popupScheduleSchema = z.object({
  start: z.optional(z.string()),
  end: z.optional(z.string()),
  timezone: z._default(z.enum(['site', 'visitor']), 'site'),
  /** Hours east of UTC (WordPress's gmt_offset: 3.5 for Tehran). */
  site_offset: z._default(z.number(), 0),
});

export const popupConditionsSchema = z.object({
  page_views: z.optional(z.number()),
  sessions: z.optional(z.number()),
  url: z.optional(z.object({ mode: z.enum(['contains', 'not_contains', 'regex']), value: z.string() })),
  sources: z.optional(z.array(z.enum(['internal', 'external', 'search']))),
  logged_in: z.optional(z.object({ users: z.enum(['all', 'roles']), roles: z.optional(z.array(z.string())) })),
  devices: z.optional(z.array(z.enum(['desktop', 'tablet', 'mobile']))),
  browsers: z.optional(z.array(z.enum(['chrome', 'firefox', 'safari', 'edge', 'opera', 'ie']))),
  times: z.optional(popupTimesSchema),
  schedule: z.optional(popupScheduleSchema),
});

export const popupTriggersSchema = z.object({
  page_load: z.optional(z.number().check(z.gte(0))),
  scrolling: z.optional(z.object({ direction: z.enum(['down', 'up']), offset: z._default(z.number(), 0) })),
  scrolling_to: z.optional(z.string()),
  click: z.optional(z.number().check(z.int(), z.gte(1))),
  inactivity: z.optional(z.number().check(z.gt(0))),
  exit_intent: z.optional(z.boolean()),
  adblock: z.optional(z.number().check(z.gte(0))),
});

export const popupRulesSchema = z.object({
  avoid_multiple_popups: z.optional(z.boolean()),
  close_automatically: z.optional(z.number().check(z.gt(0))),
  close_on_background: z._default(z.boolean(), true),
  close_on_escape: z._default(z.boolean(), true),
  close_button_delay: z.optional(z.number().check(z.gte(0))),
  do_not_show_again: z.optional(z.boolean()),
});

export const popupSettingsSchema = z.object({
  id: z.union([z.string().check(z.minLength(1)), z.number()]),
  title: z.string().check(z.minLength(1)),
  conditions: z._default(popupConditionsSchema, {}),
  triggers: z._default(popupTriggersSchema, {}),
  rules: z._default(popupRulesSchema, { close_on_background: true, close_on_escape: true }),
});

export type PopupSettings = z.output<typeof popupSettingsSchema>;
export type PopupConditions = z.output<typeof popupConditionsSchema>;
export type PopupTriggers = z.output<typeof popupTriggersSchema>;
export type PopupTimes = z.output<typeof popupTimesSchema>;
export type PopupSchedule = z.output<typeof popupScheduleSchema>;

/** The lazy tab's answer (spec section 7, "Lazy tab content"): GET {rest root}/jet-tabs-api/v1/elementor-template. The
 * reference for widgets/page-widgets/tab-template.ts, the hand-written check the browser uses. */
export const tabTemplateSchema = z.looseObject({
  template_content: z.string(),
  template_scripts: z._default(z.union([z.record(z.string(), z.string()), z.array(z.string())]), {}),
  template_styles: z._default(z.union([z.record(z.string(), z.string()), z.array(z.string())]), {}),
});
export type TabTemplate = z.output<typeof tabTemplateSchema>;
