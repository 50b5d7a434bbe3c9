import * as z from './schema';

/**
 * The login calls (spec sections 3 and 7): POST {rest root}/hsa-login/v1/send-otp and /verify-otp, and the demo
 * store's logout. Loaded lazily (the login view imports it on its first answer, like lazy-contracts.ts), never with the page.
 * Answers are loose objects: a plugin that adds a field must not turn a good answer into a schema error.
 */

/** The request body of send-otp (verify-otp adds `otp`). `mobile`: digits with an optional leading '+'. */
export const sendOtpRequestSchema = z.object({
  mobile: z.string(),
  hl_nonce: z.string(),
  redirect_to: z.optional(z.string()),
  use_settings_redirect: z.optional(z.union([z.boolean(), z.string(), z.number()])),
});
export type SendOtpRequest = z.output<typeof sendOtpRequestSchema>;

export const verifyOtpRequestSchema = z.object({
  mobile: z.string(),
  otp: z.string(),
  hl_nonce: z.string(),
  redirect_to: z.optional(z.string()),
  use_settings_redirect: z.optional(z.union([z.boolean(), z.string(), z.number()])),
});
export type VerifyOtpRequest = z.output<typeof verifyOtpRequestSchema>;

/** send-otp's answer: the client reads nothing of it (section 7); the demo store says when a resend is allowed. */
export const sendOtpResponseSchema = z.looseObject({
  success: z.optional(z.boolean()),
  resend_after: z.optional(z.number()),
});

/** verify-otp's answer: the welcome text and where to go (absent: reload the page). */
export const verifyOtpResponseSchema = z.looseObject({
  welcome: z.optional(z.string()),
  redirect: z.optional(z.string()),
});
export type VerifyOtpResponse = z.output<typeof verifyOtpResponseSchema>;

export const logoutResponseSchema = z.looseObject({
  redirect: z.optional(z.string()),
});

/**
 * A refusal (section 3's error response): `message` and the `field` it belongs under, beside WordPress's REST error
 * fields (`code`, `data.status`).
 */
export const loginErrorSchema = z.looseObject({
  message: z.optional(z.string()),
  field: z.optional(z.enum(['mobile', 'otp'])),
  code: z.optional(z.string()),
});
export type LoginError = z.output<typeof loginErrorSchema>;

/** The development-only outbox of the demo SMS gateway (`GET /__dev/sms-outbox?mobile=…`). */
export const smsOutboxSchema = z.object({
  mobile: z.string(),
  messages: z.array(z.object({ body: z.string(), code: z.string(), created_at: z.number() })),
});
