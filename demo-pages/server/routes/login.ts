import type { Context, Hono } from 'hono';
import { setCookie } from 'hono/cookie';
import { getConnInfo } from '@hono/node-server/conninfo';
import { sendOtpRequestSchema, verifyOtpRequestSchema } from '../../../shared/api/contracts/login';
import { canonicalMobile, normalizeMobile } from '../../../widgets/login/mobile';
import { jsonBody, restError, safeReturnPath, type Env } from '../http';
import { loginMessages } from '../login/login-messages';
import { LoginService, type LoginLimits, type LoginRefusal } from '../login/login-service';
import { OutboxSmsGateway, type SmsGateway } from '../login/sms-gateway';
import { SESSION_COOKIE } from '../session';
import type { Store } from '../store';
import { NONCE_MESSAGE } from './rest';

/**
 * The login plugin's REST routes (spec section 7): `POST /wp-json/hsa-login/v1/send-otp`, `/verify-otp` and
 * `/logout`, each wanting WordPress's REST nonce in `X-WP-Nonce` and, for the two login calls, the login form's own
 * nonce in the body's `hl_nonce` (action `hsa_login`). Refusals are WordPress REST errors with the `field` the
 * message belongs under. In development mode only, `GET /__dev/sms-outbox?mobile=…` shows what the demo SMS gateway
 * "sent". Registered before restRoutes, whose catch-all would otherwise answer 404.
 */
export const LOGIN_NONCE_ACTION = 'hsa_login';

export interface LoginRouteOptions {
  /** AppOptions.dev: the outbox route exists only then. */
  dev?: boolean | undefined;
  /** The site's address: `redirect_to` is honoured only on its origin. */
  siteUrl: () => string;
  siteName?: string;
  /** Another gateway (a real provider); default the demo outbox. */
  sms?: SmsGateway;
  limits?: Partial<LoginLimits>;
}

const SESSION_MAX_AGE = 60 * 60 * 24 * 30;

/**
 * The client's address from the socket (never X-Forwarded-For, which anyone can write); in-process requests (the
 * contract tests' app.request) have no socket and share one name.
 */
export function clientAddress(c: Context<Env>): string {
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'in-process';
  }
}

/** `redirect_to` if it is on the site's own origin (or a same-site path), else nothing: the page reloads. */
export function sameOriginRedirect(value: unknown, siteUrl: string): string | undefined {
  if (typeof value !== 'string' || value === '') return undefined;
  if (value.startsWith('/')) {
    const path = safeReturnPath(value, '');
    return path === '' ? undefined : path;
  }
  try {
    const url = new URL(value);
    return url.origin === new URL(siteUrl).origin && !/[\x00-\x1f\x7f\\]/.test(value) ? url.href : undefined;
  } catch {
    return undefined;
  }
}


function refusal(c: Context<Env>, result: LoginRefusal) {
  return c.json(
    { code: result.code, message: result.message, ...(result.field ? { field: result.field } : {}), ...(result.resendAfter ? { resend_after: result.resendAfter } : {}), data: { status: result.status } },
    result.status,
  );
}

export function newSessionCookie(c: Context<Env>, id: string, siteUrl: string): void {
  setCookie(c, SESSION_COOKIE, id, { path: '/', httpOnly: true, sameSite: 'Lax', secure: siteUrl.startsWith('https:'), maxAge: SESSION_MAX_AGE });
  c.set('sessionId', id);
}

export function loginRoutes(app: Hono<Env>, store: Store, options: LoginRouteOptions): LoginService {
  const gateway = options.sms ?? new OutboxSmsGateway(store.db);
  const host = () => {
    try {
      return new URL(options.siteUrl()).host;
    } catch {
      return 'localhost';
    }
  };
  const login = new LoginService(store.db, gateway, { name: options.siteName ?? 'ابزارآلات هسا', host }, options.limits);

  /** WordPress's REST cookie check, then (for the login calls) the form's own nonce. */
  const nonceRefusal = (c: Context<Env>, hlNonce?: unknown) => {
    const sessionId = c.get('sessionId');
    if (!store.sessions.verifyNonce(sessionId, c.req.header('X-WP-Nonce') ?? c.req.query('_wpnonce'))) {
      return restError(c, 403, 'rest_cookie_invalid_nonce', NONCE_MESSAGE);
    }
    if (hlNonce !== undefined && !store.sessions.verifyNonce(sessionId, typeof hlNonce === 'string' ? hlNonce : null, LOGIN_NONCE_ACTION)) {
      return c.json({ code: 'hsa_login_invalid_nonce', message: loginMessages.badNonce, data: { status: 403 } }, 403);
    }
    return null;
  };

  app.post('/wp-json/hsa-login/v1/send-otp', async (c) => {
    const headerDenied = nonceRefusal(c);
    if (headerDenied) return headerDenied;
    const parsed = sendOtpRequestSchema.safeParse(await jsonBody(c));
    if (!parsed.success) return c.json({ code: 'rest_invalid_param', message: loginMessages.badRequest, field: 'mobile', data: { status: 400 } }, 400);
    const denied = nonceRefusal(c, parsed.data.hl_nonce);
    if (denied) return denied;
    const result = await login.send(parsed.data.mobile, clientAddress(c));
    if (!result.ok) return refusal(c, result);
    return c.json({ success: true, resend_after: result.resendAfter });
  });

  app.post('/wp-json/hsa-login/v1/verify-otp', async (c) => {
    const headerDenied = nonceRefusal(c);
    if (headerDenied) return headerDenied;
    const parsed = verifyOtpRequestSchema.safeParse(await jsonBody(c));
    if (!parsed.success) return c.json({ code: 'rest_invalid_param', message: loginMessages.badRequest, field: 'otp', data: { status: 400 } }, 400);
    const denied = nonceRefusal(c, parsed.data.hl_nonce);
    if (denied) return denied;
    const result = login.verify(parsed.data.mobile, parsed.data.otp);
    if (!result.ok) return refusal(c, result);
    const siteUrl = options.siteUrl();
    const id = login.startSession(c.get('sessionId'), result.userId);
    newSessionCookie(c, id, siteUrl);
    // The old session's nonces died with it: the client keeps this one (fetchJson reads the header).
    c.header('X-WP-Nonce', store.sessions.nonce(id));
    const settings = parsed.data.use_settings_redirect;
    const redirect = settings === true || settings === '1' || settings === 1 ? '/' : sameOriginRedirect(parsed.data.redirect_to, siteUrl);
    return c.json({ success: true, welcome: loginMessages.welcome, ...(redirect ? { redirect } : {}) });
  });

  app.post('/wp-json/hsa-login/v1/logout', (c) => {
    const denied = nonceRefusal(c);
    if (denied) return denied;
    login.endSession(c.get('sessionId'));
    const id = store.sessions.resolve(undefined).id;
    newSessionCookie(c, id, options.siteUrl());
    c.header('X-WP-Nonce', store.sessions.nonce(id));
    return c.json({ success: true });
  });

  if (options.dev) {
    app.get('/__dev/sms-outbox', (c) => {
      const mobile = canonicalMobile(normalizeMobile(c.req.query('mobile') ?? ''));
      const messages = gateway instanceof OutboxSmsGateway ? gateway.messages(mobile) : [];
      return c.json({ mobile, messages: messages.map(({ body, code, created_at }) => ({ body, code, created_at })) }, 200, { 'Cache-Control': 'no-store' });
    });
  }
  return login;
}
