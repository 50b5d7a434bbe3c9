import { fetchJson, type SchemaLike } from '../../shared/api/fetch-json';
import { loginSchema } from '../../shared/api/lazy-contracts';
import type { ApiError } from '../../shared/api/errors';
import { restUrl } from '../../shared/api/page-config';
import { t } from '../../shared/platform/messages/login';

/**
 * The login calls (spec section 7) and where their refusals go (section 8). The answers' schemas load with the first
 * answer (the schemas stay off the page until then); a refusal is read by hand, as no schema is needed to find a
 * message and a field.
 */
export type LoginEndpoint = 'send-otp' | 'verify-otp';

/** Where a refusal is shown: under a field, or (any other `field`) as an error toast. */
export interface PlacedError {
  place: 'mobile' | 'otp' | 'toast';
  message: string;
  /** send-otp refused as too soon (`resend_after`): the code sent before still stands; a new one in this many seconds. */
  resendAfter?: number;
}

export interface LoginCallOptions {
  nonce: string;
  mobile: string;
  otp?: string;
  redirectTo?: string;
  signal?: AbortSignal;
}


/**
 * Section 8: the answer's message; an answer without one, 'ارسال با خطا مواجه شد.'; no answer to read at all (the
 * network, a timeout, a page that is not JSON), 'خطا در عملیات'. Under the mobile field for field 'mobile' (or none, on
 * send-otp), under the code for 'otp' (or none, on verify-otp); any other field, a toast.
 */
export function placeError(endpoint: LoginEndpoint, error: ApiError): PlacedError {
  const body = 'body' in error && error.body && typeof error.body === 'object' ? (error.body as { message?: unknown; field?: unknown; resend_after?: unknown }) : null;
  const fallback = endpoint === 'send-otp' ? 'mobile' : 'otp';
  if (!body) return { place: fallback, message: t('operationError') };
  const message = typeof body.message === 'string' && body.message.trim() !== '' ? body.message : t('sendFailed');
  const field = body.field ?? fallback;
  const wait = body.resend_after;
  return { place: field === 'mobile' || field === 'otp' ? field : 'toast', message, ...(typeof wait === 'number' && wait > 0 ? { resendAfter: wait } : {}) };
}

export type LoginCallResult<T> = { ok: true; data: T } | { ok: false; error: PlacedError | null };

async function call<T>(endpoint: LoginEndpoint, schema: () => Promise<SchemaLike<T>>, options: LoginCallOptions): Promise<LoginCallResult<T>> {
  const result = await fetchJson(schema, {
    url: restUrl('hsa-login', endpoint),
    json: {
      mobile: options.mobile,
      ...(options.otp !== undefined ? { otp: options.otp } : {}),
      hl_nonce: options.nonce,
      redirect_to: options.redirectTo ?? location.href,
    },
    signal: options.signal,
  });
  if (result.ok) return { ok: true, data: result.data };
  // Aborted: the shopper left (closed the dialog, edited the number); nothing to say.
  return { ok: false, error: result.error.kind === 'aborted' ? null : placeError(endpoint, result.error) };
}

export function sendCode(options: LoginCallOptions) {
  return call('send-otp', loginSchema('sendOtpResponseSchema'), options);
}

export function verifyCode(options: LoginCallOptions & { otp: string }) {
  return call('verify-otp', loginSchema('verifyOtpResponseSchema'), options);
}

/** The demo store's logout; true when the session has ended. */
export async function logOut(): Promise<{ ok: boolean; redirect?: string | undefined }> {
  const result = await fetchJson(loginSchema('logoutResponseSchema'), { url: restUrl('hsa-login', 'logout'), json: {} });
  return result.ok ? { ok: true, redirect: result.data.redirect } : { ok: false };
}
